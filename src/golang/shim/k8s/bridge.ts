// Bridge is where the k8s shims meet the running lab: the Go type ↔ kind table (a runtime.Scheme),
// the manager processes Go handles point to, the reconcile being run, and the call site of the
// current statement. The lab (src/lab) fills it; natives read it.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { type Named, type Type, under } from "../../check/types";
import type { Iface } from "../native";
import { toJSON, pointee, assignInto } from "./convert";
import type { KubeObject, Manager, Context, Reconciler, Site } from "../../../engine";

/** KindInfo is what the scheme knows of a Go API type. */
export interface KindInfo {
  apiVersion: string;
  kind: string;
  /** list: the type is an XList whose Items hold `kind`. */
  list?: boolean;
}

const byType = new Map<string, KindInfo>();
const typeKey = (t: Named) => `${t.pkg}.${t.name}`;

/** registerType tells the scheme which apiVersion/kind a Go type (by package path and name) has. */
export function registerType(pkg: string, name: string, apiVersion: string, kind: string): void {
  byType.set(`${pkg}.${name}`, { apiVersion, kind });
  byType.set(`${pkg}.${name}List`, { apiVersion, kind, list: true });
}

/** kindOfType returns the kind of a named Go type, or undefined when the scheme does not know it. */
export function kindOfType(t: Type): KindInfo | undefined {
  return t.k === "named" ? byType.get(typeKey(t)) : undefined;
}

/** ObjectRef is a Go *T held in an interface, with its JSON kind. */
export interface ObjectRef {
  t: Named;
  v: any;
  info: KindInfo;
}

/** objectRef resolves a client.Object argument; it throws a Go-style message when the type is not registered. */
export function objectRef(obj: Iface | null): ObjectRef {
  const p = pointee(obj);
  if (!p) throw new SchemeError(obj === null ? "object is nil" : "expected a pointer to a struct type");
  const info = kindOfType(p.t);
  if (!info)
    throw new SchemeError(
      `no kind is registered for the type ${p.t.pkgName ? p.t.pkgName + "." : ""}${p.t.name} in scheme "pkg/runtime/scheme.go:100"`,
    );
  return { t: p.t, v: p.v, info };
}

/** SchemeError is an error the shims turn into a Go error value (not a JS bug). */
export class SchemeError extends Error {}

/** objectJSON renders a Go object as Kubernetes JSON with apiVersion and kind filled in. */
export function objectJSON(ref: ObjectRef): KubeObject {
  const j = (toJSON(ref.t)(ref.v) ?? {}) as Record<string, unknown>;
  const meta = (j.metadata ?? {}) as Record<string, unknown>;
  return { ...j, apiVersion: ref.info.apiVersion, kind: ref.info.kind, metadata: meta } as KubeObject;
}

/** setObject replaces the Go object's fields with the JSON object's content (Go's *obj = *src). */
export function setObject(ref: ObjectRef, j: KubeObject): void {
  assignInto(ref.t, ref.v, j);
}

/** itemType returns the element type of an XList's Items field. */
export function itemType(listT: Named): Type | undefined {
  const u = under(listT);
  if (u.k !== "struct") return undefined;
  const f = u.fields.find((x) => x.name === "Items");
  if (!f) return undefined;
  const s = under(f.type);
  return s.k === "slice" ? s.elem : undefined;
}

/** Process is one manager process as the Go code sees it (ctrl.Manager). */
export interface Process {
  mgr: Manager;
  /** reconcilerFor wraps a Go reconcile.Reconciler as an engine Reconciler. */
  reconcilerFor(r: Iface): Reconciler;
  /** callGo runs Go code outside a reconcile (predicates, map functions); undefined if it failed. */
  callGo<T>(fn: () => T): T | undefined;
  /** background is context.Background() as a Go value. */
  background(): unknown;
}

/** ReconcileScope is the reconcile running now (reconciles are synchronous). */
export interface ReconcileScope {
  ctx: Context;
  process: Process;
}

/** Bridge is the shared state natives read. */
export const bridge = {
  processes: new Map<number, Process>(),
  nextID: 1,
  current: undefined as ReconcileScope | undefined,
  /** site returns the file:line of the Go statement running now (set by the lab). */
  site: (() => undefined) as () => Site | undefined,
  /** log receives log lines made outside any reconcile (setup, tests). */
  log: (_level: string, _msg: string, _values: Record<string, unknown>) => {},
};

/** processOf returns the process a Go handle id names. */
export function processOf(id: number): Process {
  const p = bridge.processes.get(id);
  if (!p) throw new SchemeError("the manager this handle belongs to is gone");
  return p;
}
