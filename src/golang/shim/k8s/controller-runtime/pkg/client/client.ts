// Package sigs.k8s.io/controller-runtime/pkg/client: the natives behind the lab's client. Each
// call converts the Go object to Kubernetes JSON, runs the engine's cached client (reads from
// the informer cache, writes to the API server), and writes the server's answer back into the
// Go object (fact 78). API errors come back as *errors.StatusError values.
import type { ShimDefinition } from "../../../../registry";
import { newPointer, type Named } from "../../../../../check/types";
import { Iface, type GoMap, type Slice, jsString, goString, sliceOf, sliceItems, zeroValue } from "../../../../native";
import { CLIENT_PATH, clientSource } from "./source";
import {
  processOf,
  lab,
  objectRef,
  objectJSON,
  setObject,
  kindOfType,
  itemType,
  SchemeError,
  type ObjectRef,
} from "../../../bridge";
import { toGoError, goError, callSite } from "../../../goerrors";
import { pointee, fromJSON } from "../../../convert";
import { isUnstructured, typeOf, missingKind, contentOf } from "../../../unstructured";
import {
  type ClientImpl,
  type Patch as EnginePatch,
  MergeFrom,
  RawPatch,
  Apply,
  type KubeObject,
} from "../../../../../../engine";

export { CLIENT_PATH };

interface GoClient {
  id: number;
  direct: boolean;
}

/** engineClient returns the engine client a Go client handle stands for. Reads of unstructured objects
 * skip the cache, as controller-runtime's client does unless Cache.Unstructured is set
 * (pkg/client/client.go, shouldBypassCache). */
export function engineClient(c: GoClient, unstructured = false): ClientImpl {
  const mgr = processOf(c.id).mgr;
  return c.direct || unstructured ? mgr.apiReader : mgr.client;
}

function strMap(m: GoMap | null): Record<string, string> | undefined {
  if (m === null || m.size === 0) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of m.entries()) out[jsString(k as string)] = jsString(v as string);
  return out;
}

function bytesText(s: Slice | null): string {
  return sliceItems(s)
    .map((b) => String.fromCharCode(b as number))
    .join("");
}

/** enginePatch turns a Go client.Patch into the engine's patch. */
function enginePatch(p: Iface | null): EnginePatch {
  if (p === null) throw new SchemeError("patch is nil");
  const t = p.t;
  const named = t.k === "pointer" ? t.elem : t;
  const name = named.k === "named" ? named.name : "";
  if (name === "mergeFromPatch") {
    const s = lab().patches.get((p.v as { id: number }).id);
    if (!s) throw new SchemeError("MergeFrom patch used outside the reconcile that made it");
    const merge = MergeFrom(s.base, { optimisticLock: s.optimisticLock });
    // StrategicMergeFrom sends a strategic merge patch (a custom resource's API server answers 415).
    return (p.v as { strategic: boolean }).strategic ? { ...merge, type: "strategic" } : merge;
  }
  if (name === "applyPatch") return Apply;
  if (name === "rawPatch") {
    const v = p.v as { patchType: string; data: Slice | null };
    const type = v.patchType.includes("apply") ? "apply" : v.patchType.includes("json-patch") ? "json" : "merge";
    if (v.data === null) return { type, data: (obj) => obj };
    return RawPatch(type, JSON.parse(jsString(bytesText(v.data))));
  }
  throw new SchemeError(`unsupported patch type ${name || "?"}`);
}

/** run runs an engine call made from Go, returning a Go error value (nil on success). */
function run(fn: () => void): unknown {
  callSite();
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof SchemeError) return goError(e.message);
    return toGoError(e);
  }
}

function withRef(obj: Iface | null, fn: (ref: ObjectRef) => void): unknown {
  let ref: ObjectRef;
  try {
    ref = objectRef(obj);
  } catch (e) {
    return goError((e as Error).message);
  }
  return run(() => fn(ref));
}

/** listUnstructured lists the kind an UnstructuredList names (FooList → Foo) into Unstructured items. */
function listUnstructured(
  c: GoClient,
  p: { t: Named; v: { Object: GoMap | null; Items: Slice | null } },
  ns: string,
  labels: GoMap | null,
  fields: GoMap | null,
  limit: number,
): unknown {
  const { apiVersion, kind } = typeOf(p.v.Object);
  if (!kind) return goError(missingKind(p.v.Object));
  const itemT = itemType(p.t) as Named;
  return run(() => {
    const items = engineClient(c, true).list(kind.replace(/List$/, ""), {
      ...(ns ? { namespace: jsString(ns) } : {}),
      ...(strMap(labels) ? { labelSelector: strMap(labels)! } : {}),
      ...(strMap(fields) ? { fieldSelector: strMap(fields)! } : {}),
      ...(limit > 0 ? { limit } : {}),
    });
    p.v.Object = contentOf({ apiVersion, kind, metadata: {} });
    p.v.Items = sliceOf(
      items.map((o) => {
        const u = zeroValue(itemT) as { Object: GoMap | null };
        u.Object = contentOf(o as unknown as Record<string, unknown>);
        return u;
      }),
    );
  });
}

/** SHARED_READ asks for the cache's own object (see getInto); one object for every read. */
const SHARED_READ = Object.freeze({ unsafeDisableDeepCopy: true as const });
/** HAND_OVER are a plain write's options (no field manager, no dry run); one object for every write. */
export const HAND_OVER = Object.freeze({ unsafeHandOver: true as const });

/** getInto reads the object at key through cl into ref's Go object (a typed or unstructured Get); it
 * returns the object read, whose members are the cache's own (frozen): never to be changed. */
export function getInto(cl: ClientImpl, ref: ObjectRef, key: { namespace: string; name: string }): KubeObject {
  // The cache's own object, not a copy: converting it to Go values (typed or unstructured) is the copy.
  // The shell holds only the kind the client reads: the read replaces its keys with the stored
  // object's, and dropping a lone last-added key keeps the shell a fast object (a three-key shell
  // lost two keys, turned into a dictionary and made the copy and every later lookup slow).
  const shell = { kind: ref.info.kind } as unknown as KubeObject;
  cl.get(key, shell, SHARED_READ);
  setObject(ref, shell);
  return shell;
}

/** writeFrom sends ref's Go object as JSON and reads the server's answer back into it: the JSON is
 * built for the call, so the server may keep it (HAND_OVER) and the conversion back is the copy. */
export function writeFrom(ref: ObjectRef, send: (j: KubeObject) => void): void {
  const j = objectJSON(ref);
  send(j);
  setObject(ref, j);
}

/** handOver gives the options of a write whose object the server may keep (see labClient.create). */
function handOver(fm: string, dryRun: boolean): { fieldOwner?: string; dryRun?: boolean; unsafeHandOver: true } {
  if (!fm && !dryRun) return HAND_OVER;
  return { ...(fm ? { fieldOwner: jsString(fm) } : {}), ...(dryRun ? { dryRun } : {}), unsafeHandOver: true };
}

const natives: ShimDefinition["natives"] = {
  "labClient.get": (c: GoClient, ns: string, name: string, obj: Iface | null) =>
    withRef(obj, (ref) =>
      getInto(engineClient(c, ref.unstructured), ref, { namespace: jsString(ns), name: jsString(name) }),
    ),
  "labClient.list": (
    c: GoClient,
    list: Iface | null,
    ns: string,
    labels: GoMap | null,
    fields: GoMap | null,
    limit: number,
  ) => {
    const p = pointee(list);
    if (p && isUnstructured(p.t, true)) return listUnstructured(c, p, ns, labels, fields, limit);
    const info = p ? kindOfType(p.t) : undefined;
    if (!p || !info?.list)
      return goError(
        `no kind is registered for the list type ${p?.t.name ?? "?"} in scheme "pkg/runtime/scheme.go:100"`,
      );
    if (!itemType(p.t)) return goError(`${p.t.name} has no Items field`);
    return run(() => {
      const items = engineClient(c).list(info.kind, {
        ...(ns ? { namespace: jsString(ns) } : {}),
        ...(strMap(labels) ? { labelSelector: strMap(labels)! } : {}),
        ...(strMap(fields) ? { fieldSelector: strMap(fields)! } : {}),
        ...(limit > 0 ? { limit } : {}),
        unsafeDisableDeepCopy: true, // converted to Go values below: that is the copy
      });
      setObject({ t: p.t, v: p.v, info }, {
        apiVersion: info.apiVersion,
        kind: `${info.kind}List`,
        metadata: {},
        items,
      } as unknown as KubeObject);
    });
  },
  "labClient.create": (c: GoClient, obj: Iface | null, fm: string, dryRun: boolean) =>
    withRef(obj, (ref) => writeFrom(ref, (j) => engineClient(c).create(j, handOver(fm, dryRun)))),
  "labClient.update": (c: GoClient, obj: Iface | null, status: boolean, fm: string, dryRun: boolean) =>
    withRef(obj, (ref) => {
      const opts = handOver(fm, dryRun);
      const cl = engineClient(c);
      writeFrom(ref, (j) => (status ? cl.status().update(j, opts) : cl.update(j, opts)));
    }),
  "labClient.patch": (
    c: GoClient,
    obj: Iface | null,
    patch: Iface | null,
    status: boolean,
    fm: string,
    force: boolean,
    dryRun: boolean,
  ) =>
    withRef(obj, (ref) => {
      const ep = enginePatch(patch);
      const j = objectJSON(ref);
      const opts = {
        ...(fm ? { fieldOwner: jsString(fm) } : {}),
        ...(force ? { force } : {}),
        ...(dryRun ? { dryRun } : {}),
      };
      if (ep.type === "apply" && !fm) throw new SchemeError("PatchOptions.fieldManager is required for apply requests");
      const cl = engineClient(c);
      if (status) cl.status().patch(j, ep, opts);
      else cl.patch(j, ep, opts);
      setObject(ref, j);
    }),
  "labClient.delete": (c: GoClient, obj: Iface | null, policy: string, grace: number, uid: string, rv: string) =>
    withRef(obj, (ref) => {
      const j = objectJSON(ref);
      const pre =
        uid || rv
          ? {
              preconditions: {
                ...(uid ? { uid: jsString(uid) } : {}),
                ...(rv ? { resourceVersion: jsString(rv) } : {}),
              },
            }
          : {};
      engineClient(c).delete(j, {
        ...(policy ? { propagationPolicy: jsString(policy) as "Orphan" | "Background" | "Foreground" } : {}),
        ...(grace >= 0 ? { gracePeriodSeconds: grace } : {}),
        ...pre,
      });
    }),
  "labClient.namespaced": (c: GoClient, obj: Iface | null) => {
    const p = pointee(obj);
    const info = p ? kindOfType(p.t) : undefined;
    if (!info) return [false, goError("no kind is registered for this type in scheme")];
    try {
      const def = processOf(c.id).mgr.transport.api.resolveKind?.(info.kind);
      return [def?.namespaced ?? true, null];
    } catch (e) {
      return [false, toGoError(e)];
    }
  },
  snapshot: (obj: Iface | null, optimisticLock: boolean) => {
    let base: KubeObject;
    try {
      base = objectJSON(objectRef(obj));
    } catch {
      base = { apiVersion: "", kind: "", metadata: {} } as KubeObject;
    }
    return lab().patches.add({ base, optimisticLock });
  },
  "mergeFromPatch.Data": (p: { id: number }, obj: Iface | null) => {
    const s = lab().patches.get(p.id);
    if (!s) return [null, goError("MergeFrom patch used outside the reconcile that made it")];
    try {
      const body = MergeFrom(s.base, { optimisticLock: s.optimisticLock }).data(objectJSON(objectRef(obj)));
      return [sliceOf([...goString(JSON.stringify(body))].map((ch) => ch.charCodeAt(0))), null];
    } catch (e) {
      return [null, goError((e as Error).message)];
    }
  },
  "labIndexer.IndexField": (
    ix: { id: number },
    _ctx: unknown,
    obj: Iface | null,
    field: string,
    extract: ((o: Iface) => Slice | null) | null,
  ) => {
    const p = pointee(obj);
    const info = p ? kindOfType(p.t) : undefined;
    if (!p || !info || extract === null)
      return goError("IndexField needs a registered object type and an extract function");
    const t = p.t;
    const ptrT = newPointer(t);
    const proc = processOf(ix.id);
    // The extractor is learner code: it runs through the process's guarded call (the program's
    // globals, the step budget), and a panic in it is reported, not swallowed.
    proc.mgr.cache.indexField(info.kind, jsString(field), (o) => {
      const keys = proc.callGo(() => extract(new Iface(ptrT, fromJSON(t)(o))));
      return sliceItems(keys ?? null).map((s) => jsString(s as string));
    });
    return null;
  },
};

/** clientPackage is sigs.k8s.io/controller-runtime/pkg/client. */
export const clientPackage: ShimDefinition = { path: CLIENT_PATH, source: clientSource, natives };
