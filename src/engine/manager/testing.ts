import { APIServer } from "../apiserver/apiserver";
import { Rng } from "../sim/rng";
import { Scheduler } from "../sim/scheduler";
import { Tracer } from "../sim/tracer";
import { Manager } from "./manager";
import type { ManagerOptions } from "./options";

/** newTestManager builds one manager on a fresh API server, for tests. */
export function newTestManager(opts: Partial<ManagerOptions> = {}) {
  const sched = new Scheduler();
  const tracer = new Tracer(sched);
  const api = new APIServer({ clock: sched, rng: new Rng(1), tracer });
  let ids = 0;
  const exits: Array<{ error?: string; crashed?: boolean; graceful?: boolean }> = [];
  const mgr = new Manager(
    { replica: "mgr-a", hostname: "app-controller-abc-xyz12", cacheLag: 20, ...opts },
    {
      api,
      scheduler: sched,
      rng: new Rng(7),
      tracer,
      nextReconcileID: () => ++ids,
      onExit: (_m, how) => exits.push(how),
    },
  );
  return { sched, tracer, api, mgr, exits };
}
