import { Scheduler } from "../sim/scheduler";
import { Tracer } from "../sim/tracer";
import { Registry } from "../observe/metrics";
import { CostMeter } from "../client/meter";
import type { Request } from "../reconcile/types";
import type { ControllerEnv, Queue } from "./controller";
import type { Source, SourceContext } from "../source/source";

/** ManualSource is a source tests drive by hand: add(req) enqueues, synced toggles WaitForSync. */
export class ManualSource implements Source {
  queue: Queue | undefined;
  synced = true;
  private sched: Scheduler | undefined;
  start(ctx: SourceContext): void {
    this.queue = ctx.queue as Queue;
    this.sched = ctx.scheduler;
  }
  waitForSync(timeoutMs: number, done: (err?: Error) => void): void {
    const s = this.sched as Scheduler;
    const deadline = s.now() + timeoutMs;
    const poll = () => {
      if (this.synced) done();
      else if (s.now() >= deadline) done(new Error("timed out waiting for cache to be synced for Kind *v1alpha1.App"));
      else s.after(100, poll);
    };
    poll();
  }
  toString(): string {
    return "kind source: *v1alpha1.App";
  }
  add(req: Request): void {
    this.queue?.add(req);
  }
}

/** newTestEnv builds a ControllerEnv on a fresh scheduler, tracer and registry. */
export function newTestEnv(): ControllerEnv & { crashes: string[]; failures: Error[] } {
  const scheduler = new Scheduler();
  const tracer = new Tracer(scheduler);
  let n = 0;
  const crashes: string[] = [];
  const failures: Error[] = [];
  return {
    scheduler,
    tracer,
    metrics: new Registry(),
    manager: "mgr-a",
    meter: new CostMeter(),
    nextReconcileID: () => ++n,
    crash: (r) => crashes.push(r),
    fail: (e) => failures.push(e),
    crashes,
    failures,
  };
}
