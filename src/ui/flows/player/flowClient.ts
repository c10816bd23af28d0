/**
 * FlowClient: the page's side of the flow worker (src/worker/flow.worker.ts). One worker per
 * player; each request gets a promise. The worker holds the whole run; the page only ever
 * receives one frame (a keyframe state and a window of the trace) at a time. A run still being
 * computed is answered early (`opened.growing`), and its progress arrives through `onGrow`.
 */
import type { FlowNotice, FlowOpened, FlowRequest, FlowResponse } from "../../../worker";
import type { FlowDetails, FlowFrame } from "../../../worker";
import type { StepMatcher } from "../../../worker";
import type { ReconcilerChoice, ForkInjection, NextChoice, VariantResult, MetricValue } from "../../../worker";
import type { FlowRunSpec, FlowMetric } from "../../../content";

/** FRAME_LIMITS: what the panels can show; the worker trims each frame to it. */
export const FRAME_LIMITS = { items: 12, objects: 12 };

type Pending = { resolve: (r: FlowResponse) => void; reject: (e: Error) => void };
type Req<T> = T extends unknown ? Omit<T, "id"> : never;

export interface OpenOptions {
  scenario: string;
  reconciler?: ReconcilerChoice;
  seed?: number;
  steps?: Array<{ n: number; match: StepMatcher }>;
  /** run: the lesson's reconciler switches, or a variant's changes laid on them. */
  run?: FlowRunSpec;
}

export class FlowClient {
  private readonly worker: Worker;
  private next = 1;
  private readonly pending = new Map<number, Pending>();
  /** onGrow receives the "grow" messages that follow an open: the run computed so far. */
  onGrow: ((opened: FlowOpened) => void) | undefined;

  constructor() {
    this.worker = new Worker(new URL("../../../worker/flow.worker.ts", import.meta.url), {
      type: "module",
      name: "flow",
    });
    this.worker.onmessage = (m: MessageEvent<FlowResponse>) => {
      if (m.data.type === "grow") {
        this.onGrow?.(m.data.opened);
        return;
      }
      const p = this.pending.get(m.data.id);
      if (!p) return;
      this.pending.delete(m.data.id);
      if (m.data.type === "error") p.reject(new Error(m.data.message));
      else p.resolve(m.data);
    };
    this.worker.onerror = (e) => {
      for (const p of this.pending.values()) p.reject(new Error(e.message || "the flow worker failed"));
      this.pending.clear();
    };
  }

  private ask(req: Req<FlowRequest>): Promise<FlowResponse> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...req, id } as FlowRequest);
    });
  }

  async open(o: OpenOptions): Promise<FlowOpened> {
    const r = await this.ask({
      type: "open",
      scenario: o.scenario,
      reconciler: o.reconciler ?? "correct",
      ...(o.seed !== undefined ? { seed: o.seed } : {}),
      ...(o.steps ? { steps: o.steps } : {}),
      ...(o.run ? { run: o.run } : {}),
    });
    if (r.type !== "open") throw new Error(`unexpected answer ${r.type}`);
    return r.opened;
  }

  async frame(pos: number): Promise<FlowFrame> {
    const r = await this.ask({ type: "frame", pos, limits: FRAME_LIMITS });
    if (r.type !== "frame") throw new Error(`unexpected answer ${r.type}`);
    return r.frame;
  }

  async posAtTime(t: number): Promise<number> {
    const r = await this.ask({ type: "posAtTime", t });
    if (r.type !== "pos") throw new Error(`unexpected answer ${r.type}`);
    return r.pos;
  }

  async details(seq: number): Promise<FlowDetails> {
    const r = await this.ask({ type: "details", seq });
    if (r.type !== "details") throw new Error(`unexpected answer ${r.type}`);
    return r.details;
  }

  /** variant runs the base and the variant to the end and answers their headline figures. */
  async variant(req: {
    scenario: string;
    base: FlowRunSpec;
    variant: FlowRunSpec;
    metrics: FlowMetric[];
  }): Promise<VariantResult> {
    const r = await this.ask({ type: "variant", ...req });
    if (r.type !== "variant") throw new Error(`unexpected answer ${r.type}`);
    return r.result;
  }

  /** metrics answers the headline metrics of the open run (finished first if still growing). */
  async metrics(metrics: FlowMetric[]): Promise<MetricValue[]> {
    const r = await this.ask({ type: "metrics", metrics });
    if (r.type !== "metrics") throw new Error(`unexpected answer ${r.type}`);
    return r.values;
  }

  /** runMetrics runs the scenario with a spec to its end (cached per spec) and answers its metrics. */
  async runMetrics(scenario: string, run: FlowRunSpec, metrics: FlowMetric[]): Promise<MetricValue[]> {
    const r = await this.ask({ type: "runMetrics", scenario, run, metrics });
    if (r.type !== "runMetrics") throw new Error(`unexpected answer ${r.type}`);
    return r.values;
  }

  /** next answers which of the choices' events comes first after pos (predict mode). */
  async nextEvent(pos: number, choices: Array<Omit<StepMatcher, "after">>): Promise<NextChoice> {
    const r = await this.ask({ type: "next", pos, choices });
    if (r.type !== "next") throw new Error(`unexpected answer ${r.type}`);
    return r.next;
  }

  /** fork injects an event at pos and makes the fork the open run. */
  async fork(pos: number, inject: ForkInjection): Promise<FlowOpened> {
    const r = await this.ask({ type: "fork", pos, inject });
    if (r.type !== "open") throw new Error(`unexpected answer ${r.type}`);
    return r.opened;
  }

  /** unfork returns to the run that was forked. */
  async unfork(): Promise<FlowOpened> {
    const r = await this.ask({ type: "unfork" });
    if (r.type !== "open") throw new Error(`unexpected answer ${r.type}`);
    return r.opened;
  }

  /** painted tells the worker the page has drawn the run's stage: the rest of the run may go. */
  painted(): void {
    this.worker.postMessage({ type: "painted" } satisfies FlowNotice);
  }

  dispose(): void {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new Error("the player closed"));
    this.pending.clear();
  }
}
