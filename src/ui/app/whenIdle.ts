/**
 * whenIdle runs f in a task of its own once the browser is idle (its frame drawn, nothing else
 * queued), and in any case within timeoutMs; it returns a cancel. Browsers without
 * requestIdleCallback (Safari) run f in the task after the next frame instead.
 */
export function whenIdle(f: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => f(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const raf = requestAnimationFrame(() => (timer = setTimeout(f, 0)));
  return () => {
    cancelAnimationFrame(raf);
    if (timer !== undefined) clearTimeout(timer);
  };
}
