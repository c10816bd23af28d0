// The natives behind the typed clients (generate.ts): each call goes straight to the API server of
// the manager process whose Go code runs (no informer cache, as a clientset's requests do), through
// that process's transport (faults, costs, call sites). API errors come back as *errors.StatusError
// values, as the API server gives them.
import type { ShimDefinition } from "../../../../registry";
import { type Slice, jsString, sliceItems, type Iface } from "../../../../native";
import {
  lab,
  currentProcess,
  objectRef,
  objectJSON,
  setObject,
  kindOfType,
  itemType,
  SchemeError,
  type ObjectRef,
} from "../../../bridge";
import { toGoError, goError, callSite } from "../../../goerrors";
import { pointee } from "../../../convert";
import { api, RawPatch, type KubeObject, type Patch, type ClientImpl } from "../../../../../../engine";

/** run runs an API call made from Go, returning a Go error value (nil on success). */
export function run(fn: () => void): unknown {
  callSite();
  try {
    fn();
    return null;
  } catch (e) {
    if (e instanceof SchemeError) return goError(e.message);
    return toGoError(e);
  }
}

/** server is the running process's direct (uncached) client. */
export const server = (): ClientImpl => currentProcess().mgr.apiReader;

export const text = (b: Slice | null) =>
  sliceItems(b)
    .map((c) => String.fromCharCode(c as number))
    .join("");

/** shell is the object a request names: its kind, namespace and name. */
function shell(ref: ObjectRef, ns: string, name: string): KubeObject {
  return {
    apiVersion: ref.info.apiVersion,
    kind: ref.info.kind,
    metadata: { ...(ns ? { namespace: ns } : {}), ...(name ? { name } : {}) },
  } as KubeObject;
}

/** The patch types of k8s.io/apimachinery/pkg/types, as the engine names them. */
const PATCH_TYPES: Record<string, Patch["type"]> = {
  "application/json-patch+json": "json",
  "application/merge-patch+json": "merge",
  "application/strategic-merge-patch+json": "strategic",
  "application/apply-patch+yaml": "apply",
  "application/apply-patch+cbor": "apply",
};

/** notFound is the API server's 404 for a path it does not serve (an unknown subresource). */
export function notFound(): api.StatusError {
  const e = api.newNotFound({ group: "", resource: "" }, "");
  e.status.message = "the server could not find the requested resource";
  return e;
}

/** inNamespace puts the request's namespace on the object sent, as the API server does; an object
 * naming another namespace is a 400. */
function inNamespace(j: KubeObject, ns: string): void {
  if (!ns) return;
  const own = j.metadata.namespace;
  if (own && own !== ns)
    throw api.newBadRequest("the namespace of the provided object does not match the namespace sent on the request");
  j.metadata.namespace = ns;
}

type DeleteOptions = Parameters<ClientImpl["delete"]>[1];

function deleteOptions(policy: string, grace: number, uid: string, rv: string): DeleteOptions {
  return {
    ...(policy ? { propagationPolicy: jsString(policy) } : {}),
    ...(grace >= 0 ? { gracePeriodSeconds: grace } : {}),
    ...(uid || rv
      ? { preconditions: { ...(uid ? { uid: jsString(uid) } : {}), ...(rv ? { resourceVersion: jsString(rv) } : {}) } }
      : {}),
  } as DeleteOptions;
}

/** listItems lists a kind straight from the API server with selectors as the request sends them. */
function listItems(kind: string, ns: string, labels: string, fields: string, limit: number, cont: string) {
  const t = currentProcess().mgr.transport;
  return t.request("list", kind, ns ? { namespace: ns, name: "" } : undefined, undefined, (ctx) =>
    t.api.list(ctx, kind, {
      ...(ns ? { namespace: ns } : {}),
      ...(labels ? { labelSelector: labels } : {}),
      ...(fields ? { fieldSelector: fields } : {}),
      ...(limit > 0 ? { limit } : {}),
      ...(cont ? { continue: cont } : {}),
    }),
  );
}

function listRef(list: Iface | null): { ref: ObjectRef; kind: string } {
  const p = pointee(list);
  const info = p ? kindOfType(p.t) : undefined;
  if (!p || !info?.list || !itemType(p.t)) throw new SchemeError("no kind is registered for this list type");
  return { ref: { t: p.t, v: p.v, info }, kind: info.kind };
}

export const typedNatives: ShimDefinition["natives"] = {
  // Watch: no event stream in the lab (events would reach a goroutine as they happen); the error names the line.
  noWatch: (resource: string) => {
    const site = lab().site();
    const at = site ? ` (${site.file}:${site.line})` : "";
    return goError(
      `the lab does not provide ${jsString(resource)}().Watch on a client-go typed client${at}: a watch delivers events to a goroutine; watch with the manager's informers instead (For, Owns, Watches)`,
    );
  },
  get: (ns: string, name: string, out: Iface | null) =>
    run(() => {
      const ref = objectRef(out);
      const j = shell(ref, jsString(ns), "");
      server().get({ namespace: jsString(ns), name: jsString(name) }, j, { unsafeDisableDeepCopy: true });
      setObject(ref, j);
    }),
  list: (ns: string, out: Iface | null, labels: string, fields: string, limit: number, cont: string) =>
    run(() => {
      const { ref, kind } = listRef(out);
      const res = listItems(kind, jsString(ns), jsString(labels), jsString(fields), limit, jsString(cont));
      setObject(ref, {
        apiVersion: ref.info.apiVersion,
        kind: `${kind}List`,
        metadata: { resourceVersion: res.resourceVersion, ...(res.continue ? { continue: res.continue } : {}) },
        items: res.items,
      } as unknown as KubeObject);
    }),
  write: (verb: string, ns: string, obj: Iface | null, out: Iface | null, fm: string, dryRun: boolean) =>
    run(() => {
      const j = objectJSON(objectRef(obj));
      inNamespace(j, jsString(ns));
      const opts = { ...(fm ? { fieldOwner: jsString(fm) } : {}), ...(dryRun ? { dryRun } : {}) };
      const v = jsString(verb);
      if (v === "create") server().create(j, opts);
      else if (v === "status") server().status().update(j, opts);
      else server().update(j, opts);
      setObject(objectRef(out), j);
    }),
  patch: (
    ns: string,
    name: string,
    out: Iface | null,
    patchType: string,
    data: Slice | null,
    subresource: string,
    fm: string,
    force: boolean,
    dryRun: boolean,
  ) =>
    run(() => {
      const ref = objectRef(out);
      const sub = jsString(subresource);
      if (sub !== "" && sub !== "status") throw notFound();
      const type = PATCH_TYPES[jsString(patchType)];
      if (!type)
        throw new api.StatusError({
          reason: "UnsupportedMediaType",
          code: 415,
          message: `the body of the request was in an unknown format - accepted media types include: ${Object.keys(PATCH_TYPES).join(", ")}`,
        });
      let body: unknown;
      try {
        body = JSON.parse(jsString(text(data)));
      } catch (e) {
        throw api.newBadRequest(`error decoding patch: ${(e as Error).message}`);
      }
      if (type === "apply" && !fm) throw api.newBadRequest("PatchOptions.fieldManager is required for apply requests");
      const j = shell(ref, jsString(ns), jsString(name));
      const opts = {
        ...(fm ? { fieldOwner: jsString(fm) } : {}),
        ...(force ? { force } : {}),
        ...(dryRun ? { dryRun } : {}),
      };
      if (sub === "status") server().status().patch(j, RawPatch(type, body), opts);
      else server().patch(j, RawPatch(type, body), opts);
      setObject(ref, j);
    }),
  remove: (ns: string, name: string, obj: Iface | null, policy: string, grace: number, uid: string, rv: string) =>
    run(() => {
      const ref = objectRef(obj);
      server().delete(shell(ref, jsString(ns), jsString(name)), deleteOptions(policy, grace, uid, rv));
    }),
  // The API server deletes a collection item by item (each a delete with these options).
  removeCollection: (
    ns: string,
    list: Iface | null,
    labels: string,
    fields: string,
    policy: string,
    grace: number,
    uid: string,
    rv: string,
  ) =>
    run(() => {
      const { kind } = listRef(list);
      const res = listItems(kind, jsString(ns), jsString(labels), jsString(fields), 0, "");
      for (const o of res.items) server().delete(o, deleteOptions(policy, grace, uid, rv));
    }),
};
