/**
 * useAsync runs a loader when its key changes and reports loading, value or error. The answer is
 * rendered as a transition: what it brings (a glossary, a quiz, a flow) can be a large tree, and
 * a transition's render yields to the browser every few milliseconds instead of blocking it.
 */
import { startTransition, useEffect, useState } from "react";

export type AsyncState<T> = { status: "loading" } | { status: "ready"; value: T } | { status: "error"; error: Error };

export function useAsync<T>(load: () => Promise<T>, key: unknown): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: "loading" });
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    const settle = (next: AsyncState<T>) => {
      if (live) startTransition(() => setState(next));
    };
    load().then(
      (value) => settle({ status: "ready", value }),
      (error: unknown) => settle({ status: "error", error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
