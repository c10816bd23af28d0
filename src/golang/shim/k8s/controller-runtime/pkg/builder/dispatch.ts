// Dispatch: Go predicates and event handlers as the engine's. The built-in changed-field predicates and
// the three built-in handlers (labKind) map to the engine's own; any other predicate or handler (a
// handler.Funcs, a predicate.TypedFuncs[*corev1.Pod], a project's own type) is called in Go on each
// event, with the event built as the method's parameter type asks (event.TypedCreateEvent[*corev1.Pod]
// carries the *Pod, event.CreateEvent a client.Object), so a type that embeds predicate.Funcs and
// overrides Update has its own Update called. A handler's queue is handler.labQueue over the engine's.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { newPointer, under, type Named, type Type } from "../../../../../check/types";
import { lookupMember } from "../../../../../check/lookup";
import { Iface, type Slice, sliceItems, jsString, methodFor, zeroValue } from "../../../../native";
import { shimTypeLazy } from "../../../../std/helpers";
import { kindOfType, type Process } from "../../../bridge";
import { pointee, fromJSON } from "../../../convert";
import {
  type ObjectType,
  type Predicate,
  generationChangedPredicate,
  resourceVersionChangedPredicate,
  labelChangedPredicate,
  annotationChangedPredicate,
  type EventHandler,
  type RequestQueue,
  enqueueRequestForObject,
  enqueueRequestForOwner,
  enqueueRequestsFromMapFunc,
  withLowPriorityWhenUnchanged,
  type KubeObject,
} from "../../../../../../engine";

const HANDLER = "sigs.k8s.io/controller-runtime/pkg/handler";
const labQueueT = shimTypeLazy(HANDLER, "labQueue");

/** typeName is the name of a Go value's dynamic type (through one pointer), without type arguments. */
export function typeName(v: Iface): string {
  const t = v.t.k === "pointer" ? v.t.elem : v.t;
  return t.k === "named" ? t.name.replace(/\[.*$/, "") : "";
}

/** objectType returns the apiVersion/kind of a Go object argument, or throws a message. */
export function objectType(obj: Iface | null): { type: ObjectType; t: Named } {
  const p = pointee(obj);
  const info = p ? kindOfType(p.t) : undefined;
  if (!p || !info)
    throw new Error(`no kind is registered for the type ${p?.t.name ?? "<nil>"} in scheme "pkg/runtime/scheme.go:100"`);
  return { type: { apiVersion: info.apiVersion, kind: info.kind }, t: p.t };
}

/** goObject is a cached object as a Go client.Object (a *T in an interface), or nil. */
export function goObject(t: Named, o: KubeObject | undefined): Iface | null {
  return o ? new Iface(newPointer(t), fromJSON(t)(o)) : null;
}

/** asParam converts a client.Object to a value of type want: the interface as is, else the pointer it holds. */
function asParam(want: Type, obj: Iface | null): unknown {
  if (under(want).k === "interface") return obj;
  return obj === null ? null : obj.v;
}

/** goMethod returns a caller of method name on v with the method's parameter types, or null. */
function goMethod(v: Iface, name: string): { call: (...args: unknown[]) => unknown; params: Type[] } | null {
  const m = methodFor(v.t, name);
  const found = lookupMember(v.t, name);
  if (!m || !found || found === "ambiguous" || found.type.k !== "func") return null;
  return { call: (...args) => m(v.v, ...(args as never[])), params: found.type.params };
}

/** goEvent builds the event value a method's parameter asks for, its object fields converted. */
function goEvent(evType: Type, objects: Record<string, Iface | null>, flags: Record<string, boolean>): any {
  const ev = zeroValue(evType) as Record<string, unknown>;
  const u = under(evType);
  for (const [k, o] of Object.entries(objects)) {
    const f = u.k === "struct" ? u.fields.find((x) => x.name === k) : undefined;
    if (f) ev[k] = asParam(f.type, o);
  }
  Object.assign(ev, flags);
  return ev;
}

const BUILTIN_PREDICATES: Record<string, () => Predicate> = {
  GenerationChangedPredicate: generationChangedPredicate,
  ResourceVersionChangedPredicate: resourceVersionChangedPredicate,
  LabelChangedPredicate: labelChangedPredicate,
  AnnotationChangedPredicate: annotationChangedPredicate,
};

/** predicateOf maps a Go predicate to the engine's (built-ins natively, others by calling Go). */
export function predicateOf(proc: Process, p: Iface, t: Named): Predicate {
  const builtin = BUILTIN_PREDICATES[typeName(p).replace(/^Typed/, "")];
  if (builtin) return builtin();
  const call = (method: string, objects: Record<string, Iface | null>, flags: Record<string, boolean> = {}) => {
    const m = goMethod(p, method);
    if (!m) return true;
    const r = proc.callGo(() => m.call(goEvent(m.params[0]!, objects, flags)));
    return r === undefined ? false : Boolean(r);
  };
  return {
    name: typeName(p) || "Predicate",
    create: (e) => call("Create", { Object: goObject(t, e.object) }, { IsInInitialList: e.isInInitialList }),
    update: (e) => call("Update", { ObjectOld: goObject(t, e.objectOld), ObjectNew: goObject(t, e.objectNew) }),
    delete: (e) =>
      call("Delete", { Object: goObject(t, e.object) }, { DeleteStateUnknown: e.deleteStateUnknown ?? false }),
    generic: (e) => call("Generic", { Object: goObject(t, e.object) }),
  };
}

/** predicatesOf maps a slice of Go predicates. */
export function predicatesOf(proc: Process, s: Slice | null, t: Named): Predicate[] {
  return sliceItems(s)
    .filter((p): p is Iface => p !== null)
    .map((p) => predicateOf(proc, p, t));
}

/** goQueue is the engine queue q as a Go workqueue.TypedRateLimitingInterface[reconcile.Request]. */
function goQueue(q: RequestQueue): Iface {
  const v = zeroValue(labQueueT()) as Record<string, unknown>;
  v.ref = q;
  return new Iface(newPointer(labQueueT()), v);
}

/** goHandler calls a Go event handler's methods on each event. */
function goHandler(proc: Process, h: Iface, t: Named): EventHandler {
  const ctx = proc.background();
  const call = (method: string, q: RequestQueue, objects: Record<string, Iface | null>, flags = {}) => {
    const m = goMethod(h, method);
    if (!m) throw new Error(`the event handler ${typeName(h)} has no method ${method}`);
    proc.callGo(() => m.call(ctx, goEvent(m.params[1]!, objects, flags), goQueue(q)));
  };
  return {
    create: (e, q) => call("Create", q, { Object: goObject(t, e.object) }, { IsInInitialList: e.isInInitialList }),
    update: (e, q) => call("Update", q, { ObjectOld: goObject(t, e.objectOld), ObjectNew: goObject(t, e.objectNew) }),
    delete: (e, q) =>
      call("Delete", q, { Object: goObject(t, e.object) }, { DeleteStateUnknown: e.deleteStateUnknown ?? false }),
    generic: (e, q) => call("Generic", q, { Object: goObject(t, e.object) }),
  };
}

/** mapFuncParam is the object parameter type of a map handler's toRequests function. */
function mapFuncParam(h: Iface): Type {
  const st = h.t.k === "pointer" ? under(h.t.elem) : under(h.t);
  const f = st.k === "struct" ? st.fields.find((x) => x.name === "toRequests") : undefined;
  const sig = f ? under(f.type) : undefined;
  if (!sig || sig.k !== "func" || !sig.params[1]) throw new Error("the map handler has no map function");
  return sig.params[1];
}

/** handlerOf maps a Go handler.EventHandler to the engine's. */
export function handlerOf(proc: Process, h: Iface | null, t: Named): EventHandler {
  if (h === null) throw new Error("Watches needs a non-nil EventHandler");
  const kind = goMethod(h, "labKind");
  switch (kind ? jsString(kind.call() as string) : "") {
    case "object":
      return enqueueRequestForObject();
    case "owner": {
      const v = h.v as { ownerType: Iface | null; onlyController: boolean };
      const owner = objectType(v.ownerType).type;
      const def = proc.mgr.transport.api.resolveKind?.(owner.kind);
      return enqueueRequestForOwner(
        { apiVersion: owner.apiVersion, kind: owner.kind, namespaced: def?.namespaced ?? true },
        { onlyControllerOwner: v.onlyController },
      );
    }
    case "map": {
      // The map function's own type says what it takes: a client.Object, or the *T of a TypedMapFunc.
      const fn = (h.v as { toRequests: ((ctx: unknown, o: unknown) => Slice | null) | null }).toRequests;
      const want = mapFuncParam(h);
      const ctx = proc.background();
      return enqueueRequestsFromMapFunc((obj) => {
        if (!fn) return [];
        const reqs = proc.callGo(() => fn(ctx, asParam(want, goObject(t, obj))));
        return sliceItems((reqs as Slice | null | undefined) ?? null).map(
          (r: { NamespacedName: { Namespace: string; Name: string } }) => ({
            namespace: jsString(r.NamespacedName.Namespace),
            name: jsString(r.NamespacedName.Name),
          }),
        );
      });
    }
    default: {
      // handler.TypedFuncs adds initial-list creates and resync updates at LowPriority on a priority
      // queue (pkg/handler/eventhandler.go, TypedFuncs.Create/Update); a project's own handler does not.
      const g = goHandler(proc, h, t);
      return typeName(h) === "TypedFuncs" ? withLowPriorityWhenUnchanged(g) : g;
    }
  }
}
