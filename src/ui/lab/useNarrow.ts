/** useNarrow is true on screens under 700 px wide, where the lab shows read-only code instead of the editor. */
import { useSyncExternalStore } from "react";

const QUERY = "(max-width: 699px)";

function subscribe(fn: () => void): () => void {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener("change", fn);
  return () => mq.removeEventListener("change", fn);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
