/**
 * normalize puts an object in the form the server stores and prints: TypeMeta first, metadata
 * fields in ObjectMeta order, empty lists and maps dropped (Go's omitempty), status last.
 */
import type { KubeObject, ObjectMeta } from "../api";

const META_ORDER: (keyof ObjectMeta)[] = [
  "name",
  "generateName",
  "namespace",
  "uid",
  "resourceVersion",
  "generation",
  "creationTimestamp",
  "deletionTimestamp",
  "deletionGracePeriodSeconds",
  "labels",
  "annotations",
  "ownerReferences",
  "finalizers",
  "managedFields",
];

const META_FIELDS: ReadonlySet<string> = new Set(META_ORDER);

function empty(v: unknown): boolean {
  if (v === undefined || v === null || v === "") return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === "object") {
    for (const k in v) if (Object.prototype.hasOwnProperty.call(v, k)) return false;
    return true;
  }
  return false;
}

/** normalize returns a new object with normalized key order (values are shared, not copied). */
export function normalize(o: KubeObject): KubeObject {
  const m: Record<string, unknown> = {};
  const src = o.metadata as Record<string, unknown>;
  for (const k of META_ORDER) {
    const v = src[k];
    if (k === "generation" ? v !== undefined : !empty(v)) m[k] = v;
  }
  for (const k in src) if (!(k in m) && !META_FIELDS.has(k) && !empty(src[k])) m[k] = src[k];
  const out: KubeObject = { apiVersion: o.apiVersion, kind: o.kind, metadata: m as ObjectMeta };
  for (const k in o) {
    if (k === "apiVersion" || k === "kind" || k === "metadata" || k === "status" || o[k] === undefined) continue;
    out[k] = o[k];
  }
  if (o.status !== undefined) out.status = o.status;
  return out;
}
