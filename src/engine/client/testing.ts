import { APIServer } from "../apiserver";
import { Scheduler } from "../sim/scheduler";
import { Tracer } from "../sim/tracer";
import { Rng } from "../sim/rng";
import { ClientImpl, type ClientOptions } from "./client";
import { Transport, type Faults } from "./transport";

/** newDirectClient builds an APIServer and a client reading straight from it (client.New), for tests. */
export function newDirectClient(opts: ClientOptions & { faults?: Faults; client?: string } = {}) {
  const sched = new Scheduler();
  const tracer = new Tracer(sched);
  const api = new APIServer({ clock: sched, rng: new Rng(1), tracer });
  const transport = new Transport(api, tracer, {
    client: opts.client ?? "app-controller/mgr-a",
    manager: "mgr-a",
    timeoutMs: 10_000,
    faults: opts.faults,
  });
  return { sched, tracer, api, transport, client: new ClientImpl(transport, opts) };
}
