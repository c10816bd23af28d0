/**
 * bench/worker-heap.ts: the used JS heap of a page's Web Workers, through the DevTools protocol
 * (workers expose no performance.memory): attach to the page's worker targets and ask each
 * Runtime.getHeapUsage. Used by the flow player's bench and by flow19-browser's sampler.
 */
import type { Page } from "playwright-core";

export interface WorkerHeaps {
  /** usedHeaps asks every attached worker whose URL passes the filter; one that does not answer
   * within timeoutMs is left out. */
  usedHeaps(timeoutMs?: number): Promise<number[]>;
  detach(): Promise<void>;
}

export async function attachWorkers(page: Page, accept: (url: string) => boolean = () => true): Promise<WorkerHeaps> {
  const cdp = await page.context().newCDPSession(page);
  const workers = new Set<string>();
  const answers = new Map<number, (used: number | undefined) => void>();
  let id = 1;
  cdp.on("Target.attachedToTarget", (e: { sessionId: string; targetInfo: { type: string; url: string } }) => {
    if (e.targetInfo.type === "worker" && accept(e.targetInfo.url)) workers.add(e.sessionId);
  });
  cdp.on("Target.receivedMessageFromTarget", (e: { message: string }) => {
    const m = JSON.parse(e.message) as { id?: number; result?: { usedSize: number } };
    if (m.id !== undefined) answers.get(m.id)?.(m.result?.usedSize);
  });
  await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const ask = (sessionId: string, timeoutMs: number) => {
    const n = id++;
    return new Promise<number | undefined>((resolve) => {
      answers.set(n, resolve);
      setTimeout(() => resolve(undefined), timeoutMs);
      void cdp
        .send("Target.sendMessageToTarget", {
          sessionId,
          message: JSON.stringify({ id: n, method: "Runtime.getHeapUsage" }),
        })
        .catch(() => resolve(undefined));
    }).finally(() => answers.delete(n));
  };
  return {
    async usedHeaps(timeoutMs = 10_000) {
      const out: number[] = [];
      for (const sessionId of workers) {
        const used = await ask(sessionId, timeoutMs);
        if (used !== undefined) out.push(used);
      }
      return out;
    },
    detach: () => cdp.detach().catch(() => {}),
  };
}
