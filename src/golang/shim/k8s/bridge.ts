// Bridge is the contract between the k8s shims and the running lab. Scheme is the Go type ↔ kind
// table (a runtime.Scheme); LabBridge is what one lab run gives the natives: its scheme, the manager
// processes Go handles point to, the reconcile being run, the learner's call site, a sink for log
// lines made outside reconciles and the MergeFrom bases of the running reconcile. The lab (src/lab,
// LabRun) implements it and hands it to every instance it starts as the host service "lab"; natives
// reach it with lab(), through the instance running now. Nothing here is module state.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { type Named, type Type, under } from "../../check/types";
import { hostService, type Iface } from "../native";
import { toJSON, pointee, assignInto, jsonFields } from "./convert";
import { isUnstructured, typeOf, missingKind, objectOf, contentOf } from "./unstructured";
import type { KubeObject, Manager, Context, Reconciler, Site } from "./engine";

/** KindInfo is what the scheme knows of a Go API type. */
export interface KindInfo {
  apiVersion: string;
  kind: string;
  /** list: the type is an XList whose Items hold `kind`. */
  list?: boolean;
}

/** Scheme maps Go API types (by package path and name) to their apiVersion and kind. */
export class Scheme {
  private readonly byType = new Map<string, KindInfo>();
  /** known caches kindOf per Go type (every client call asks); a registration starts it afresh. */
  private known = new WeakMap<Type, KindInfo | null>();

  /** register tells the scheme which apiVersion/kind a Go type has (and its XList). */
  register(pkg: string, name: string, apiVersion: string, kind: string): this {
    // AddKnownTypes(gv, &Foo{}, &FooList{}) registers the list too: it stays the list of Foo.
    if (this.byType.get(`${pkg}.${name}`)?.list) return this;
    this.byType.set(`${pkg}.${name}`, { apiVersion, kind });
    this.byType.set(`${pkg}.${name}List`, { apiVersion, kind, list: true });
    this.known = new WeakMap();
    return this;
  }

  /** kindOf returns the kind of a named Go type, or undefined when the scheme does not know it. */
  kindOf(t: Type): KindInfo | undefined {
    if (t.k !== "named") return undefined;
    let info = this.known.get(t);
    if (info === undefined) {
      info = this.byType.get(`${t.pkg}.${t.name}`) ?? null;
      this.known.set(t, info);
    }
    return info ?? undefined;
  }
}

/** kindOfType returns the kind of a named Go type in the running lab's scheme. */
export function kindOfType(t: Type): KindInfo | undefined {
  return lab().scheme.kindOf(t);
}

/** ObjectRef is a Go *T held in an interface, with its JSON kind. */
export interface ObjectRef {
  t: Named;
  v: any;
  info: KindInfo;
  /** unstructured: an unstructured.Unstructured, whose kind is the one its map names. */
  unstructured?: boolean;
}

/** objectRef resolves a client.Object argument; it throws a Go-style message when the type is not registered. */
export function objectRef(obj: Iface | null): ObjectRef {
  const p = pointee(obj);
  if (!p) throw new SchemeError(obj === null ? "object is nil" : "expected a pointer to a struct type");
  if (isUnstructured(p.t)) {
    const info = typeOf(p.v.Object);
    if (!info.kind) throw new SchemeError(missingKind(p.v.Object));
    return { t: p.t, v: p.v, info, unstructured: true };
  }
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
  if (ref.unstructured) return { ...objectOf(ref.v.Object), apiVersion: ref.info.apiVersion, kind: ref.info.kind };
  // apiVersion and kind come first, as in the objects the API server answers with: the engine client
  // writes its answer into this object, and with the same keys in the same order that is a plain
  // overwrite (the converter writes TypeMeta's kind before apiVersion, or neither when they are
  // empty; a different order made the answer delete every key and the object a slow dictionary).
  const c = (toJSON(ref.t)(ref.v) ?? {}) as Record<string, unknown>;
  const j: Record<string, unknown> = { apiVersion: ref.info.apiVersion, kind: ref.info.kind };
  Object.assign(j, c);
  j.apiVersion = ref.info.apiVersion;
  j.kind = ref.info.kind;
  j.metadata = j.metadata ?? {};
  return j as unknown as KubeObject;
}

/** OwnerFields are the converters of the ObjectMeta fields that owner references read and change. */
interface OwnerFields {
  key: string;
  fields: { key: string; name: string; to: (v: any) => unknown }[];
}
const ownerFields = new WeakMap<Type, OwnerFields | null>();

/** OWNER_KEYS are the metadata fields setting an owner reference reads (names, namespaces, uid) and
 * changes (ownerReferences). */
const OWNER_KEYS = new Set(["name", "namespace", "uid", "ownerReferences"]);

function ownerFieldsOf(t: Named): OwnerFields | null {
  let m = ownerFields.get(t);
  if (m === undefined) {
    const u = under(t);
    const f = u.k === "struct" ? jsonFields(u).find((x) => x.name === "metadata" && !x.inline) : undefined;
    const mu = f ? under(f.type) : undefined;
    m =
      f && mu?.k === "struct"
        ? {
            key: f.key,
            fields: jsonFields(mu)
              .filter((x) => OWNER_KEYS.has(x.name) && !x.inline)
              .map((x) => ({ key: x.key, name: x.name, to: toJSON(x.type) })),
          }
        : null;
    ownerFields.set(t, m);
  }
  return m;
}

/** objectOwnersJSON renders what setting an owner reference reads and changes (apiVersion, kind and
 * the metadata's name, namespace, uid and ownerReferences) as Kubernetes JSON, without converting
 * the rest of the object (its spec, status, labels or managed fields). */
export function objectOwnersJSON(ref: ObjectRef): KubeObject {
  const m = ref.unstructured ? null : ownerFieldsOf(ref.t);
  if (m === null) return objectJSON(ref);
  const meta = ref.v[m.key];
  const metadata: Record<string, unknown> = {};
  for (const f of m.fields) {
    const j = f.to(meta[f.key]);
    if (j !== undefined && j !== null && j !== "") metadata[f.name] = j;
  }
  return { apiVersion: ref.info.apiVersion, kind: ref.info.kind, metadata } as unknown as KubeObject;
}

/** setObject replaces the Go object's fields with the JSON object's content (Go's *obj = *src). */
export function setObject(ref: ObjectRef, j: KubeObject): void {
  if (ref.unstructured) {
    ref.v.Object = contentOf(j as unknown as Record<string, unknown>);
    return;
  }
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
  /** callGo runs Go code outside a reconcile (predicates, map functions); undefined if it failed,
   * after telling onFault why ("panic", or "budget" when it ran out of steps). */
  callGo<T>(fn: () => T, onFault?: (kind: string) => void): T | undefined;
  /** background is context.Background() as a Go value. */
  background(): unknown;
  /** reconcileContext is the context a Reconcile is called with: background carrying the run's logr.Logger. */
  reconcileContext(): unknown;
}

/** ReconcileScope is the reconcile running now (reconciles are synchronous). */
export interface ReconcileScope {
  ctx: Context;
  process: Process;
}

/** PatchBase is the object a client.MergeFrom patch diffs against. */
export interface PatchBase {
  base: KubeObject;
  optimisticLock: boolean;
}

/** PatchBases holds the MergeFrom bases of one reconcile by id (cleared when it ends). */
export class PatchBases {
  private readonly bases = new Map<number, PatchBase>();
  private next = 1;

  add(base: PatchBase): number {
    const id = this.next++;
    this.bases.set(id, base);
    return id;
  }

  get(id: number): PatchBase | undefined {
    return this.bases.get(id);
  }

  clear(): void {
    if (this.bases.size > 0) this.bases.clear();
  }
}

/** LabBridge is what a lab run gives the natives (see the top of this file). */
export interface LabBridge {
  readonly scheme: Scheme;
  /** process returns the process a Go handle id names, or undefined once it is gone. */
  process(id: number): Process | undefined;
  /** current is the reconcile running now, if any. */
  readonly current: ReconcileScope | undefined;
  /** site returns the file:line of the learner's Go statement running now (undefined when sites are off). */
  site(): Site | undefined;
  /** log receives log lines made outside any reconcile (setup, tests). */
  log(level: string, msg: string, values: Record<string, unknown>): void;
  /** patches holds the running reconcile's MergeFrom bases. */
  readonly patches: PatchBases;
  /** registerKind records a Go API type a project registers (scheme.Builder.Register in init()). */
  registerKind?(group: string, version: string, t: Named): void;
  /** addWebhook serves a project's defaulter and validator for the Go type t from a process
   * (ctrl.NewWebhookManagedBy(mgr).For(&T{})…Complete()); an error message, or undefined. */
  addWebhook?(w: {
    process: Process;
    type: Named;
    defaulter: Iface | null;
    validator: Iface | null;
    /** typed: admission.Defaulter[T]/Validator[T] (controller-runtime ≥ 0.23), called with the *T itself. */
    typed?: boolean;
  }): string | undefined;
}

/** lab returns the lab run of the Go instance running now; the k8s packages run only inside one. */
export function lab(): LabBridge {
  const run = hostService<LabBridge>("lab");
  if (!run) throw new Error('the Kubernetes packages run only inside a lab run (host service "lab")');
  return run;
}

/** processOf returns the process a Go handle id names. */
export function processOf(id: number): Process {
  const p = lab().process(id);
  if (!p) throw new SchemeError("the manager this handle belongs to is gone");
  return p;
}

/** ProcessHandle is the host service "process" of a manager process's instance: its handle id. */
export interface ProcessHandle {
  id: number;
}

/** currentProcess returns the manager process whose Go code runs now: the instance's own process
 * (a client built in main() or in a reconciler), or the running reconcile's. */
export function currentProcess(): Process {
  const h = hostService<ProcessHandle>("process");
  const p = h ? lab().process(h.id) : lab().current?.process;
  if (!p) throw new SchemeError("no manager process runs this code");
  return p;
}
