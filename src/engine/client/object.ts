import type { KubeObject, ObjectKey, OwnerReference } from "../api/object";

/** ClientObject is what the client reads and writes: an API object in wire form (client.Object). */
export type ClientObject = KubeObject;
/** OwnerReferenceLike is metav1.OwnerReference in JSON form. */
export type OwnerReferenceLike = OwnerReference;
export type { ObjectKey };

/** objectKeyFromObject returns obj's namespace/name (client.ObjectKeyFromObject). */
export function objectKeyFromObject(obj: ClientObject): ObjectKey {
  return { namespace: obj.metadata.namespace ?? "", name: obj.metadata.name ?? "" };
}

/** keyString renders a key as kubectl does: "ns/name" or "name". */
export function keyString(key: ObjectKey): string {
  return key.namespace ? `${key.namespace}/${key.name}` : key.name;
}

/** splitAPIVersion splits "group/version" (core: "v1" → group ""). */
export function splitAPIVersion(apiVersion: string): { group: string; version: string } {
  const i = apiVersion.indexOf("/");
  return i < 0
    ? { group: "", version: apiVersion }
    : { group: apiVersion.slice(0, i), version: apiVersion.slice(i + 1) };
}

/** deepCopy copies a JSON value (objects from the cache are never handed out shared). */
export function deepCopy<T>(v: T): T {
  return copyValue(v) as T;
}

function copyValue(v: unknown): unknown {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copyValue(v[i]);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = copyValue(x);
  }
  return out;
}

/** replaceInto makes target hold exactly the content of source (Go's *obj = *src), its keys in
 * source's order. When target's keys are source's first keys in the same order (an object
 * written back after its own Update; an empty shell such as {apiVersion, kind, metadata} filled
 * by a Get), the values are overwritten in place and the rest appended in order: deleting keys
 * would turn target into a slow dictionary-mode object for every later read. */
export function replaceInto(target: ClientObject, source: ClientObject): void {
  const t = target as Record<string, unknown>;
  if (!keysArePrefix(t, source as Record<string, unknown>)) for (const k of Object.keys(t)) delete t[k];
  Object.assign(target, source);
}

/** keysArePrefix reports whether a's own enumerable keys are b's first keys, in the same order
 * (b is walked only as far as a's keys go; for…in lists a plain object's keys in Object.keys order). */
function keysArePrefix(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const ka = Object.keys(a);
  if (ka.length === 0) return true;
  let i = 0;
  for (const k in b) {
    if (k !== ka[i]) return false;
    if (++i === ka.length) return true;
  }
  return false;
}
