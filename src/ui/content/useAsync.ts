/** useAsync runs a loader when its key changes and reports loading, value or error. */
import { useEffect, useState } from "react";

export type AsyncState<T> = { status: "loading" } | { status: "ready"; value: T } | { status: "error"; error: Error };

export function useAsync<T>(load: () => Promise<T>, key: unknown): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: "loading" });
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    load().then(
      (value) => live && setState({ status: "ready", value }),
      (error: unknown) =>
        live && setState({ status: "error", error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
