/**
 * decode: how the app turns what storage holds into progress (./migrations' decodeSaved), kept
 * off the first load and off the main thread. Nothing saved: answered at once, without zod. In a
 * browser: a short-lived worker (./decode.worker.ts) does the work. Where there is no Worker
 * (tests, Node) or the worker cannot start: the same function, imported on demand, in this thread.
 */
import type { Decoded } from "./migrations";

function inWorker(raw: unknown, now: number): Promise<Decoded> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./decode.worker.ts", import.meta.url), { type: "module" });
    const done = () => worker.terminate();
    worker.onmessage = (e: MessageEvent<Decoded | { kind: "failed"; message: string }>) => {
      done();
      if (e.data.kind === "failed") reject(new Error(e.data.message));
      else resolve(e.data);
    };
    worker.onerror = (e) => {
      done();
      reject(new Error(e.message || "the progress decoder could not start"));
    };
    worker.postMessage({ raw, now });
  });
}

/** decodeSaved validates and migrates a saved value (see ./migrations), in a worker when there is one. */
export async function decodeSaved(raw: unknown, now: number): Promise<Decoded> {
  if (raw === undefined || raw === null) return { kind: "empty" };
  if (typeof Worker !== "undefined") {
    try {
      return await inWorker(raw, now);
    } catch {
      // A worker that cannot start (blocked, or no module workers): decode here instead.
    }
  }
  return (await import("./migrations")).decodeSaved(raw, now);
}
