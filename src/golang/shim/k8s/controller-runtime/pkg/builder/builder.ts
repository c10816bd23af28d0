// Package sigs.k8s.io/controller-runtime/pkg/builder (natives; the Go source is source.ts): Complete turns the Go
// builder's recorded For/Owns/Watches, predicates, handlers and options into the engine's builder,
// with the Go reconciler wrapped by the lab. Built-in predicates and handlers map to the engine's
// own; other Go predicates and map functions are called back in Go on each event.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import type { ShimDefinition } from "../../../../registry";
import { newPointer, type Named } from "../../../../../check/types";
import { Iface, type Slice, sliceItems, jsString, methodFor, zeroValue } from "../../../../native";
import { shimTypeLazy } from "../../../../std/helpers";
import { BUILDER_PATH, builderSource } from "./source";
import { processOf, kindOfType, type Process } from "../../../bridge";
import { pointee, fromJSON } from "../../../convert";
import { goError } from "../../../goerrors";
import {
  controllerManagedBy,
  type ObjectType,
  type WatchOptions,
  type Predicate,
  generationChangedPredicate,
  resourceVersionChangedPredicate,
  labelChangedPredicate,
  annotationChangedPredicate,
  type EventHandler,
  enqueueRequestForObject,
  enqueueRequestForOwner,
  enqueueRequestsFromMapFunc,
  type KubeObject,
  type Options,
} from "../../../../../../engine";

const EVENT = "sigs.k8s.io/controller-runtime/pkg/event";
const evT = {
  create: shimTypeLazy(EVENT, "CreateEvent"),
  update: shimTypeLazy(EVENT, "UpdateEvent"),
  delete: shimTypeLazy(EVENT, "DeleteEvent"),
  generic: shimTypeLazy(EVENT, "GenericEvent"),
};

function typeName(v: Iface): string {
  const t = v.t.k === "pointer" ? v.t.elem : v.t;
  return t.k === "named" ? t.name : "";
}

/** objectType returns the apiVersion/kind of a Go object argument, or throws a message. */
function objectType(obj: Iface | null): { type: ObjectType; t: Named } {
  const p = pointee(obj);
  const info = p ? kindOfType(p.t) : undefined;
  if (!p || !info)
    throw new Error(`no kind is registered for the type ${p?.t.name ?? "<nil>"} in scheme "pkg/runtime/scheme.go:100"`);
  return { type: { apiVersion: info.apiVersion, kind: info.kind }, t: p.t };
}

function goObject(t: Named, o: KubeObject | undefined): Iface | null {
  return o ? new Iface(newPointer(t), fromJSON(t)(o)) : null;
}

/** predicateOf maps a Go predicate to the engine's (built-ins natively, others by calling Go). */
function predicateOf(proc: Process, p: Iface, t: Named): Predicate {
  switch (typeName(p)) {
    case "GenerationChangedPredicate":
      return generationChangedPredicate();
    case "ResourceVersionChangedPredicate":
      return resourceVersionChangedPredicate();
    case "LabelChangedPredicate":
      return labelChangedPredicate();
    case "AnnotationChangedPredicate":
      return annotationChangedPredicate();
    default:
      break;
  }
  const call = (method: string, ev: any): boolean => {
    const m = methodFor(p.t, method);
    if (!m) return true;
    const r = proc.callGo(() => m(p.v, ev));
    return r === undefined ? false : Boolean(r);
  };
  const mk = (k: keyof typeof evT, fields: Record<string, unknown>) => {
    const ev = zeroValue(evT[k]());
    Object.assign(ev, fields);
    return ev;
  };
  return {
    name: typeName(p) || "Predicate",
    create: (e) => call("Create", mk("create", { Object: goObject(t, e.object) })),
    update: (e) =>
      call("Update", mk("update", { ObjectOld: goObject(t, e.objectOld), ObjectNew: goObject(t, e.objectNew) })),
    delete: (e) =>
      call(
        "Delete",
        mk("delete", { Object: goObject(t, e.object), DeleteStateUnknown: e.deleteStateUnknown ?? false }),
      ),
    generic: (e) => call("Generic", mk("generic", { Object: goObject(t, e.object) })),
  };
}

function predicatesOf(proc: Process, s: Slice | null, t: Named): Predicate[] {
  return sliceItems(s)
    .filter((p): p is Iface => p !== null)
    .map((p) => predicateOf(proc, p, t));
}

/** handlerOf maps a Go handler.EventHandler to the engine's. */
function handlerOf(proc: Process, h: Iface | null, t: Named): EventHandler {
  if (h === null) throw new Error("Watches needs a non-nil EventHandler");
  switch (typeName(h)) {
    case "EnqueueRequestForObject":
      return enqueueRequestForObject();
    case "enqueueRequestForOwner": {
      const v = h.v as { ownerType: Iface | null; onlyController: boolean };
      const owner = objectType(v.ownerType).type;
      const def = proc.mgr.transport.api.resolveKind?.(owner.kind);
      return enqueueRequestForOwner(
        { apiVersion: owner.apiVersion, kind: owner.kind, namespaced: def?.namespaced ?? true },
        { onlyControllerOwner: v.onlyController },
      );
    }
    case "enqueueRequestsFromMapFunc": {
      const fn = (h.v as { toRequests: ((ctx: unknown, o: Iface | null) => Slice | null) | null }).toRequests;
      const ctx = proc.background();
      return enqueueRequestsFromMapFunc((obj) => {
        if (!fn) return [];
        const reqs = proc.callGo(() => fn(ctx, goObject(t, obj)));
        return sliceItems(reqs ?? null).map((r: { NamespacedName: { Namespace: string; Name: string } }) => ({
          namespace: jsString(r.NamespacedName.Namespace),
          name: jsString(r.NamespacedName.Name),
        }));
      });
    }
    default:
      throw new Error(`the lab does not support the event handler ${typeName(h)}`);
  }
}

interface GoBuilder {
  forInput: { object: Iface | null; predicates: Slice | null; metadata: boolean } | null;
  ownsInput: Slice | null;
  watchesInput: Slice | null;
  globalFilters: Slice | null;
  options: {
    MaxConcurrentReconciles: number;
    CacheSyncTimeout: number;
    RecoverPanic: { v: boolean } | null;
    NeedLeaderElection: { v: boolean } | null;
    SkipNameValidation: { v: boolean } | null;
    UsePriorityQueue: { v: boolean } | null;
  };
  name: string;
  forCalls: number;
}

function complete(mgrID: number, blder: GoBuilder, r: Iface | null): unknown {
  try {
    const proc = processOf(mgrID);
    const b = controllerManagedBy(proc.mgr);
    if (blder.forInput) {
      const { type, t } = objectType(blder.forInput.object);
      b.for(type, {
        predicates: predicatesOf(proc, blder.forInput.predicates, t),
        ...(blder.forInput.metadata ? { onlyMetadata: true } : {}),
      });
      for (let i = 1; i < blder.forCalls; i++) b.for(type);
    }
    for (const o of sliceItems(blder.ownsInput) as Array<{
      object: Iface | null;
      predicates: Slice | null;
      matchEveryOwner: boolean;
      metadata: boolean;
    }>) {
      const { type, t } = objectType(o.object);
      const opts: WatchOptions = {
        predicates: predicatesOf(proc, o.predicates, t),
        ...(o.matchEveryOwner ? { matchEveryOwner: true } : {}),
        ...(o.metadata ? { onlyMetadata: true } : {}),
      };
      b.owns(type, opts);
    }
    for (const w of sliceItems(blder.watchesInput) as Array<{
      object: Iface | null;
      handler: Iface | null;
      predicates: Slice | null;
      metadata: boolean;
    }>) {
      const { type, t } = objectType(w.object);
      const opts: WatchOptions = {
        predicates: predicatesOf(proc, w.predicates, t),
        ...(w.metadata ? { onlyMetadata: true } : {}),
      };
      if (w.metadata) b.watchesMetadata(type, handlerOf(proc, w.handler, t), opts);
      else b.watches(type, handlerOf(proc, w.handler, t), opts);
    }
    const forT = blder.forInput ? objectType(blder.forInput.object).t : undefined;
    for (const p of sliceItems(blder.globalFilters) as Array<Iface | null>)
      if (p && forT) b.withEventFilter(predicateOf(proc, p, forT));
    const o = blder.options;
    const opts: Options = {
      ...(o.MaxConcurrentReconciles > 0 ? { maxConcurrentReconciles: o.MaxConcurrentReconciles } : {}),
      ...(o.CacheSyncTimeout > 0 ? { cacheSyncTimeout: o.CacheSyncTimeout / 1e6 } : {}),
      ...(o.RecoverPanic ? { recoverPanic: o.RecoverPanic.v } : {}),
      ...(o.NeedLeaderElection ? { needLeaderElection: o.NeedLeaderElection.v } : {}),
      ...(o.SkipNameValidation ? { skipNameValidation: o.SkipNameValidation.v } : {}),
      ...(o.UsePriorityQueue ? { usePriorityQueue: o.UsePriorityQueue.v } : {}),
    };
    b.withOptions(opts);
    if (blder.name) b.named(jsString(blder.name));
    if (r === null) return goError("must provide a non-nil Reconciler");
    b.complete(proc.reconcilerFor(r));
    return null;
  } catch (e) {
    return goError((e as Error).message);
  }
}

/** builderPackage is sigs.k8s.io/controller-runtime/pkg/builder. */
export const builderPackage: ShimDefinition = { path: BUILDER_PATH, source: builderSource, natives: { complete } };
