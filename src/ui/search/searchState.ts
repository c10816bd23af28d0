/** Whether the search dialog is open: a tiny external store shared by the header and shortcuts. */
import { useSyncExternalStore } from "react";

let open = false;
const listeners = new Set<() => void>();
const set = (v: boolean) => {
  open = v;
  listeners.forEach((l) => l());
};

export const openSearch = () => set(true);
export const closeSearch = () => set(false);

export function useSearchOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
