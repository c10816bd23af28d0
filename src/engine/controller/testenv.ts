import { Scheduler } from "../sim/scheduler";
import { Tracer } from "../sim/tracer";
import { Registry } from "../observe/metrics";
import { CostMeter } from "../client/meter";
import type { Request } from "../reconcile/types";
import type { ControllerEnv, Queue, Source } from "./controller";

/** ManualSource is a source tests drive by hand: add(req) enqueues, synced toggles HasSynced. */
export class ManualSource implements Source {
  queue: Queue | undefined;
  synced = true;
  readonly kind = "App";
  start(q: Queue): void {
    this.queue = q;
  }
  hasSynced(): boolean {
    return this.synced;
  }
  describe(): string {
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
