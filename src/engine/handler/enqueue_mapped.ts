import type { KubeObject } from "../api";
import type { Request } from "../reconcile/types";
import { requestKeyOf, withLowPriorityWhenUnchanged, type EventHandler, type RequestQueue } from "./eventhandler";

/** MapFunc maps an object to the requests it should trigger. */
export type MapFunc = (obj: KubeObject) => Request[];

/**
 * enqueueRequestsFromMapFunc is handler.EnqueueRequestsFromMapFunc (fact 75): every event
 * maps its object; an Update maps BOTH old and new, deduplicated. Wrapped with
 * WithLowPriorityWhenUnchanged.
 */
export function enqueueRequestsFromMapFunc(fn: MapFunc): EventHandler {
  const enqueue = (q: RequestQueue, ...objs: Array<KubeObject | undefined>) => {
    const reqs = new Map<string, Request>();
    for (const o of objs) if (o) for (const r of fn(o)) if (!reqs.has(requestKeyOf(r))) reqs.set(requestKeyOf(r), r);
    for (const r of reqs.values()) q.add(r);
  };
  return withLowPriorityWhenUnchanged({
    create: (e, q) => enqueue(q, e.object),
    update: (e, q) => enqueue(q, e.objectOld, e.objectNew),
    delete: (e, q) => enqueue(q, e.object),
    generic: (e, q) => enqueue(q, e.object),
  });
}
