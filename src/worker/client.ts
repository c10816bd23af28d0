/**
 * EngineClient is how the UI talks to the engine: a Web Worker behind a promise per request.
 * The worker (and the engine inside it) loads on first use, never in the first page load.
 */
import type { Request, Response, RunSummary, ReconcilerChoice } from "./protocol";

type Pending = { resolve: (r: Response) => void; reject: (e: Error) => void };

export class EngineClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending = new Map<number, Pending>();

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL("./engine.worker.ts", import.meta.url), { type: "module", name: "engine" });
    w.onmessage = (e: MessageEvent<Response>) => {
      const p = this.pending.get(e.data.id);
      this.pending.delete(e.data.id);
      p?.resolve(e.data);
    };
    w.onerror = (e) => {
      for (const p of this.pending.values()) p.reject(new Error(e.message || "the engine worker failed"));
      this.pending.clear();
    };
    this.worker = w;
    return w;
  }

  private send<T extends Response["type"]>(
    req: Omit<Extract<Request, { type: T }>, "id">,
  ): Promise<Extract<Response, { type: T }>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve: (r) =>
          r.type === "error" ? reject(new Error(r.message)) : resolve(r as Extract<Response, { type: T }>),
        reject,
      });
      this.ensure().postMessage({ ...req, id });
    });
  }

  /** run runs a built-in scenario with a native reconciler and returns what the engine computed. */
  async run(scenario: string, reconciler: ReconcilerChoice = "correct", seed?: number): Promise<RunSummary> {
    const r = await this.send<"run">({ type: "run", scenario, reconciler, ...(seed !== undefined ? { seed } : {}) });
    return r.summary;
  }

  async scenarios(): Promise<{ name: string; description: string }[]> {
    return (await this.send<"scenarios">({ type: "scenarios" })).scenarios;
  }

  terminate(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}

let shared: EngineClient | undefined;
/** engine returns the app's one engine client. */
export const engine = (): EngineClient => (shared ??= new EngineClient());
