/**
 * DrillsClient is how the drill page talks to the drills worker: one promise per request, with
 * progress callbacks while a drill is being verified. Requests are answered in order, so a
 * prefetch of the next drill simply queues behind the current one. A worker that fails is
 * replaced and what was pending is rejected with the reason.
 */
import type { Drill, DrillKindInfo, DrillProgress, DrillsRequest, DrillsResponse } from "./drillsProtocol";

type Pending = {
  resolve: (r: DrillsResponse) => void;
  reject: (e: Error) => void;
  progress?: (p: DrillProgress) => void;
};
type Body<T extends DrillsRequest["type"]> = Omit<Extract<DrillsRequest, { type: T }>, "id">;

/** Generated is a `generate` answer: the drill (null when no candidate could be verified) and its cost. */
export interface Generated {
  drill: Drill | null;
  wallMs: number;
  /** runMs: the verifying engine run of the drill itself. */
  runMs: number;
  seedsTried: number;
}

const spawnDrillsWorker = () =>
  new Worker(new URL("./drills.worker.ts", import.meta.url), { type: "module", name: "drills" });

export class DrillsClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private pending = new Map<number, Pending>();

  constructor(private readonly spawn: () => Worker = spawnDrillsWorker) {}

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const w = this.spawn();
    w.onmessage = (e: MessageEvent<DrillsResponse>) => {
      const p = this.pending.get(e.data.id);
      if (!p) return;
      if (e.data.type === "progress") {
        p.progress?.(e.data.progress);
        return;
      }
      this.pending.delete(e.data.id);
      if (e.data.type === "error") p.reject(new Error(e.data.message));
      else p.resolve(e.data);
    };
    w.onerror = (e) => {
      e.preventDefault?.();
      this.worker?.terminate();
      this.worker = undefined;
      const lost = [...this.pending.values()];
      this.pending.clear();
      for (const p of lost) p.reject(new Error(`The drills worker failed (${e.message || "unknown error"}).`));
    };
    this.worker = w;
    return w;
  }

  private send<T extends DrillsRequest["type"]>(body: Body<T>, progress?: (p: DrillProgress) => void) {
    const id = this.nextId++;
    const worker = this.ensure();
    return new Promise<DrillsResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, ...(progress ? { progress } : {}) });
      worker.postMessage({ ...body, id });
    });
  }

  /** catalogue lists the bug kinds and the symptoms the learner picks from. */
  async catalogue(): Promise<{ kinds: DrillKindInfo[]; symptoms: Array<{ id: string; text: string }> }> {
    const r = await this.send<"catalogue">({ type: "catalogue" });
    if (r.type !== "catalogue") throw new Error(`unexpected answer ${r.type}`);
    return { kinds: r.kinds, symptoms: r.symptoms };
  }

  /** generate makes the drill of a seed, or the next verified one from `from` leading with a due kind. */
  async generate(
    what: { seed: number } | { from: number; kinds: string[] },
    progress?: (p: DrillProgress) => void,
  ): Promise<Generated> {
    const r = await this.send<"generate">({ type: "generate", ...what }, progress);
    if (r.type !== "drill") throw new Error(`unexpected answer ${r.type}`);
    return { drill: r.drill, wallMs: r.wallMs, runMs: r.runMs, seedsTried: r.seedsTried };
  }

  terminate(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}

let shared: DrillsClient | undefined;
let ahead: DrillsClient | undefined;
/** drillsClient is the worker for the drill the learner opens. */
export const drillsClient = (): DrillsClient => (shared ??= new DrillsClient());
/**
 * prefetchClient is a second worker for the next drill, so a slow prefetch (some drills need
 * thousands of reconciles) never holds up a drill the learner opens by link.
 */
export const prefetchClient = (): DrillsClient => (ahead ??= new DrillsClient());
