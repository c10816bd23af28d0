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

function empty(v: unknown): boolean {
  if (v === undefined || v === null || v === "") return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === "object") return Object.keys(v as object).length === 0;
  return false;
}

/** normalize returns a new object with normalized key order (values are shared, not copied). */
export function normalize(o: KubeObject): KubeObject {
  const m: Record<string, unknown> = {};
  const src = o.metadata as Record<string, unknown>;
  for (const k of META_ORDER) if (!empty(src[k]) || (k === "generation" && src[k] !== undefined)) m[k] = src[k];
  for (const k in src) if (!(k in m) && !META_ORDER.includes(k as keyof ObjectMeta) && !empty(src[k])) m[k] = src[k];
  const out: KubeObject = { apiVersion: o.apiVersion, kind: o.kind, metadata: m as ObjectMeta };
  for (const k in o) {
    if (k === "apiVersion" || k === "kind" || k === "metadata" || k === "status" || o[k] === undefined) continue;
    out[k] = o[k];
  }
  if (o.status !== undefined) out.status = o.status;
  return out;
}
