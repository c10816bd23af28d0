import { parseApiVersion, type KubeObject, type OwnerReference } from "../api";
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
  const only = opts.onlyControllerOwner === true;

  /** matches: ref names the owner type (Kind, and the API group of its apiVersion; version ignored). */
  const matches = (ref: OwnerReference): boolean => ref.kind === owner.kind && groupIs(ref.apiVersion, group);

  /** collect appends obj's owner requests to out, each "namespace/name" once, in first-seen order. */
  const collect = (obj: KubeObject | undefined, out: Request[]): void => {
    if (!obj) return;
    const refs = obj.metadata.ownerReferences;
    if (!refs) return;
    const namespace = namespaced ? (obj.metadata.namespace ?? "") : "";
    for (let i = 0; i < refs.length; i++) {
      const ref = refs[i]!;
      // OnlyControllerOwner looks at the controller ref alone (controllerRefOf: the first one)
      if (only && ref.controller !== true) continue;
      if (matches(ref) && !seen(out, namespace, ref.name)) out.push({ namespace, name: ref.name });
      if (only) return;
    }
  };
  const enqueue = (q: RequestQueue, a: KubeObject | undefined, b?: KubeObject): void => {
    const reqs: Request[] = [];
    collect(a, reqs);
    collect(b, reqs);
    for (let i = 0; i < reqs.length; i++) q.add(reqs[i]!);
  };
  return withLowPriorityWhenUnchanged({
    create: (e, q) => enqueue(q, e.object),
    update: (e, q) => enqueue(q, e.objectOld, e.objectNew),
    delete: (e, q) => enqueue(q, e.object),
    generic: (e, q) => enqueue(q, e.object),
  });
}

/** groupIs reports whether apiVersion's group ("" for core "v1") is group, without parsing it. */
function groupIs(apiVersion: string, group: string): boolean {
  const i = apiVersion.indexOf("/");
  return i < 0 ? group === "" : i === group.length && apiVersion.startsWith(group);
}

/** seen reports whether reqs already holds namespace/name (requestKeyOf equal). */
function seen(reqs: readonly Request[], namespace: string, name: string): boolean {
  for (let i = 0; i < reqs.length; i++) {
    const r = reqs[i]!;
    if (r.namespace === namespace ? r.name === name : requestKeyOf(r) === requestKeyOf({ namespace, name }))
      return true;
  }
  return false;
}
