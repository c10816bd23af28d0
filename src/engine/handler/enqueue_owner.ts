import { parseApiVersion, controllerRefOf, type KubeObject } from "../api";
import type { Request } from "../reconcile/types";
import { requestKeyOf, withLowPriorityWhenUnchanged, type EventHandler, type RequestQueue } from "./eventhandler";

/** OwnerType names the owner kind to match: group and kind (the version is ignored). */
export interface OwnerType {
  /** apiVersion of the owner type ("apps/v1"); only its group is used. Or give `group`. */
  apiVersion?: string;
  group?: string;
  kind: string;
  /** namespaced owner types get the dependent's namespace; cluster-scoped ones "". Default true. */
  namespaced?: boolean;
}

export interface EnqueueRequestForOwnerOptions {
  /** onlyControllerOwner matches only the controller=true ownerReference (Owns() default). */
  onlyControllerOwner?: boolean;
}

/**
 * enqueueRequestForOwner is handler.EnqueueRequestForOwner (fact 72): for each ownerReference
 * whose Kind and API group (not version) match the owner type — only the controller ref with
 * onlyControllerOwner — enqueue {dependent's namespace, ref.name}. Updates enqueue the owners
 * of both the old and the new object, deduplicated. Wrapped with WithLowPriorityWhenUnchanged.
 */
export function enqueueRequestForOwner(owner: OwnerType, opts: EnqueueRequestForOwnerOptions = {}): EventHandler {
  const group = owner.group ?? (owner.apiVersion ? parseApiVersion(owner.apiVersion).group : "");
  const namespaced = owner.namespaced ?? true;

  const collect = (obj: KubeObject | undefined, out: Map<string, Request>): void => {
    if (!obj) return;
    const refs = opts.onlyControllerOwner
      ? [controllerRefOf(obj)].filter((r) => r !== undefined)
      : (obj.metadata.ownerReferences ?? []);
    for (const ref of refs) {
      if (ref.kind !== owner.kind || parseApiVersion(ref.apiVersion).group !== group) continue;
      const req: Request = { namespace: namespaced ? (obj.metadata.namespace ?? "") : "", name: ref.name };
      out.set(requestKeyOf(req), req);
    }
  };
  const enqueue = (q: RequestQueue, ...objs: Array<KubeObject | undefined>) => {
    const reqs = new Map<string, Request>();
    for (const o of objs) collect(o, reqs);
    for (const r of reqs.values()) q.add(r);
  };
  return withLowPriorityWhenUnchanged({
    create: (e, q) => enqueue(q, e.object),
    update: (e, q) => enqueue(q, e.objectOld, e.objectNew),
    delete: (e, q) => enqueue(q, e.object),
    generic: (e, q) => enqueue(q, e.object),
  });
}
