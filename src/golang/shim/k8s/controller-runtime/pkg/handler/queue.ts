// The natives behind handler.labQueue: a Go event handler's adds reach the engine's workqueue of the
// controller it runs for (the RequestQueue the engine handed to the event), so a handler.Funcs's
// q.Add, q.AddAfter and q.AddRateLimited are the engine's queue.add / queue.addAfter /
// rate-limited adds, with their trace events.
import type { RequestQueue } from "../../../../../../engine";
import { jsString } from "../../../../native";

function req(ns: string, name: string) {
  return { namespace: jsString(ns), name: jsString(name) };
}

export const queueNatives = {
  queueAdd: (q: RequestQueue, ns: string, name: string, after: number) => {
    if (after < 0) q.add(req(ns, name));
    else q.addAfter(req(ns, name), after / 1e6);
  },
  queueAddRateLimited: (q: RequestQueue, ns: string, name: string) => q.addRateLimited(req(ns, name)),
  queueForget: (q: RequestQueue, ns: string, name: string) => q.forget(req(ns, name)),
  queueNumRequeues: (q: RequestQueue, ns: string, name: string) => q.numRequeues(req(ns, name)),
  queueLen: (q: RequestQueue) => q.len(),
};
