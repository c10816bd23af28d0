/**
 * normalize puts an object in the form the server stores and prints: TypeMeta first, metadata
 * fields in ObjectMeta order, empty lists and maps dropped (Go's omitempty), status last.
 */
import type { KubeObject, ObjectMeta } from "../api";

/** META_ORDER is ObjectMeta's member order (normalize writes the members by name in this order). */
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

/**
 * normalize returns a new object with normalized key order (values are shared, not copied).
 * Member by member with named reads and stores (not a loop over META_ORDER with keyed ones):
 * every version takes the same few shapes, and no store goes through a generic lookup.
 */
export function normalize(o: KubeObject): KubeObject {
  const src = o.metadata;
  const m: ObjectMeta = {};
  if (!empty(src.name)) m.name = src.name;
  if (!empty(src.generateName)) m.generateName = src.generateName;
  if (!empty(src.namespace)) m.namespace = src.namespace;
  if (!empty(src.uid)) m.uid = src.uid;
  if (!empty(src.resourceVersion)) m.resourceVersion = src.resourceVersion;
  if (src.generation !== undefined) m.generation = src.generation;
  if (!empty(src.creationTimestamp)) m.creationTimestamp = src.creationTimestamp;
  if (!empty(src.deletionTimestamp)) m.deletionTimestamp = src.deletionTimestamp;
  if (!empty(src.deletionGracePeriodSeconds)) m.deletionGracePeriodSeconds = src.deletionGracePeriodSeconds;
  if (!empty(src.labels)) m.labels = src.labels;
  if (!empty(src.annotations)) m.annotations = src.annotations;
  if (!empty(src.ownerReferences)) m.ownerReferences = src.ownerReferences;
  if (!empty(src.finalizers)) m.finalizers = src.finalizers;
  if (!empty(src.managedFields)) m.managedFields = src.managedFields;
  const s = src as Record<string, unknown>;
  for (const k in s) if (!META_FIELDS.has(k) && !(k in m) && !empty(s[k])) (m as Record<string, unknown>)[k] = s[k];
  // The body's members besides TypeMeta, metadata and status: a spec alone (most objects) goes
  // into one literal with the rest, an object made whole (its members in the object itself, one
  // shape per variant), not one grown member by member; any other member, in the general way.
  let spec: unknown;
  let others = false;
  for (const k in o) {
    if (k === "apiVersion" || k === "kind" || k === "metadata" || k === "status" || o[k] === undefined) continue;
    if (k === "spec" && spec === undefined) spec = o[k];
    else others = true;
  }
  const status = o.status;
  if (!others) {
    if (spec === undefined)
      return status === undefined
        ? { apiVersion: o.apiVersion, kind: o.kind, metadata: m }
        : { apiVersion: o.apiVersion, kind: o.kind, metadata: m, status };
    return status === undefined
      ? { apiVersion: o.apiVersion, kind: o.kind, metadata: m, spec }
      : { apiVersion: o.apiVersion, kind: o.kind, metadata: m, spec, status };
  }
  const out: KubeObject = { apiVersion: o.apiVersion, kind: o.kind, metadata: m };
  for (const k in o) {
    if (k === "apiVersion" || k === "kind" || k === "metadata" || k === "status") continue;
    const v = o[k];
    if (v !== undefined) out[k] = v;
  }
  if (status !== undefined) out.status = status;
  return out;
}

/**
 * isNormal reports whether normalize(o) would give o's very members in o's order: TypeMeta and
 * metadata first, status last (and not undefined), no undefined member, and metadata's members
 * in ObjectMeta order with none empty (generation: none undefined) and none other. False only
 * means "normalize it".
 */
export function isNormal(o: KubeObject): boolean {
  let i = 0;
  let status = false;
  for (const k in o) {
    if (status) return false; // status is last
    const v = o[k];
    if (i === 0 ? k !== "apiVersion" : i === 1 ? k !== "kind" : i === 2 ? k !== "metadata" : v === undefined)
      return false;
    if (i > 2 && k === "status") status = true;
    i++;
  }
  if (i < 3) return false;
  const src = o.metadata as Record<string, unknown>;
  if (typeof src !== "object" || src === null) return false;
  // META_ORDER is walked along with the members (names compared, none hashed): a member not
  // found after the previous one's place is out of order or not ObjectMeta's.
  let at = 0;
  for (const k in src) {
    while (at < META_ORDER.length && META_ORDER[at] !== k) at++;
    if (at === META_ORDER.length) return false;
    const v = src[k];
    if (k === "generation" ? v === undefined : empty(v)) return false;
    at++;
  }
  return true;
}

/** normalized is o itself when it is in normal form (isNormal), else normalize(o): for a caller
 * that owns o and would only replace it by its normalized copy. */
export function normalized(o: KubeObject): KubeObject {
  return isNormal(o) ? o : normalize(o);
}
