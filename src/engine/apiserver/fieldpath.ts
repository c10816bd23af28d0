/**
 * Field paths and field sets, as structured-merge-diff has them, encoded in the managedFields
 * "fieldsV1" form: `f:<field>` for map members, `k:{"name":"x"}` for items of associative
 * lists, `v:"x"` for members of set lists, and `.` for "this node itself" under a node that
 * also lists children.
 *
 * Lists: without OpenAPI schemas we key a few well-known lists by field name (containers,
 * initContainers, ephemeralContainers, env, volumes, imagePullSecrets by name; volumeMounts by
 * mountPath; conditions by type; ownerReferences by uid) and treat metadata.finalizers as a set.
 * Every other list is atomic: owned, compared and replaced as a whole.
 */
import { deepEqual, isPlainObject, stampEncodedSize, type FieldsV1 } from "../api";

/** ASSOCIATIVE_LIST_KEYS maps a list field name to its merge keys. */
export const ASSOCIATIVE_LIST_KEYS: Readonly<Record<string, readonly string[]>> = {
  containers: ["name"],
  initContainers: ["name"],
  ephemeralContainers: ["name"],
  env: ["name"],
  volumes: ["name"],
  imagePullSecrets: ["name"],
  volumeMounts: ["mountPath"],
  conditions: ["type"],
  ownerReferences: ["uid"],
};

/** SET_LISTS are lists of scalars merged as sets. */
export const SET_LISTS: ReadonlySet<string> = new Set(["finalizers"]);

/** SEP separates the segments of an encoded path. */
export const SEP = "\u0001";

/** ITEM marks a list item (its value is not compared as a leaf). */
export const ITEM: unique symbol = Symbol("item");

/** FieldMap maps each encoded path of an object to its leaf value (or ITEM). */
export type FieldMap = Map<string, unknown>;

/** IGNORED_META are the metadata fields no manager owns (name, uid, resourceVersion, …). */
const IGNORED_META = new Set([
  "name",
  "namespace",
  "generateName",
  "uid",
  "resourceVersion",
  "generation",
  "creationTimestamp",
  "deletionTimestamp",
  "deletionGracePeriodSeconds",
  "managedFields",
  "selfLink",
]);

function itemKey(item: unknown, keys: readonly string[]): string | undefined {
  if (!isPlainObject(item)) return undefined;
  const k: Record<string, unknown> = {};
  for (const name of keys) {
    if (item[name] === undefined) return undefined;
    k[name] = item[name];
  }
  return `k:${JSON.stringify(k)}`;
}

function walk(v: unknown, fieldName: string, prefix: string, out: FieldMap): void {
  if (Array.isArray(v)) {
    const keys = ASSOCIATIVE_LIST_KEYS[fieldName];
    if (keys) {
      const seen: string[] = [];
      for (const item of v) {
        const k = itemKey(item, keys);
        if (k === undefined) {
          // Not keyable: fall back to treating the list as atomic.
          for (const p of seen) for (const q of [...out.keys()]) if (q === p || q.startsWith(p + SEP)) out.delete(q);
          out.set(prefix, v);
          return;
        }
        const p = prefix + SEP + k;
        seen.push(p);
        out.set(p, ITEM);
        for (const f in item as Record<string, unknown>) {
          const x = (item as Record<string, unknown>)[f];
          if (x === undefined || x === null) continue;
          walk(x, f, p + SEP + "f:" + f, out);
        }
      }
      if (v.length === 0) out.set(prefix, v);
      return;
    }
    if (SET_LISTS.has(fieldName) && v.every((x) => typeof x !== "object")) {
      for (const x of v) out.set(prefix + SEP + "v:" + JSON.stringify(x), x);
      if (v.length === 0) out.set(prefix, v);
      return;
    }
    out.set(prefix, v);
    return;
  }
  if (isPlainObject(v)) {
    let any = false;
    for (const f in v) {
      const x = v[f];
      if (x === undefined || x === null) continue;
      any = true;
      walk(x, f, prefix + SEP + "f:" + f, out);
    }
    if (!any) out.set(prefix, v);
    return;
  }
  out.set(prefix, v);
}

/** fieldMapOf lists every owned path of an object (leaves, list items), ignoring identity metadata. */
export function fieldMapOf(obj: Record<string, unknown>): FieldMap {
  const out: FieldMap = new Map();
  for (const f in obj) {
    const x = obj[f];
    if (x === undefined || x === null || f === "apiVersion" || f === "kind") continue;
    if (f === "metadata" && isPlainObject(x)) {
      for (const m in x) {
        const y = x[m];
        if (y === undefined || y === null || IGNORED_META.has(m)) continue;
        walk(y, m, "f:metadata" + SEP + "f:" + m, out);
      }
      continue;
    }
    walk(x, f, "f:" + f, out);
  }
  return out;
}

/** hasPrefix reports whether path p equals or lies under prefix. */
export function hasPrefix(p: string, prefix: string): boolean {
  return p === prefix || p.startsWith(prefix + SEP);
}

/** withoutPrefixes drops paths under any of the given prefixes (reset fields). */
export function withoutPrefixes(set: Iterable<string>, prefixes: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const p of set) if (!prefixes.some((x) => hasPrefix(p, x))) out.add(p);
  return out;
}

/**
 * Encoded trees share equal subtrees (hash-consing): most nodes are the leaf `{}`, and a
 * manager's tree for one object is mostly the same as for the next (every Deployment's
 * `f:spec`, every ReplicaSet's template). A node is kept frozen, under a signature of its member
 * names (in order, as they print) and its members' ids; the table is emptied when it grows past
 * SHARED_NODES (sharing then restarts; nothing else changes).
 */
const sharedNodes = new Map<string, FieldsV1>();
const SHARED_NODES = 1 << 16;
/** NODE_ID is a kept node's id, in a hidden (symbol-keyed, non-enumerable) slot: read at every
 * signature, where a WeakMap lookup per member cost more than the rest of the signature. */
const NODE_ID: unique symbol = Symbol("fieldsV1 node id");
let nextNodeId = 0;

/** sharedNode returns the kept node equal to `node`, whose members must already be shared nodes. */
function sharedNode(node: FieldsV1): FieldsV1 {
  let sig = "";
  for (const k in node) sig += k + "\u0002" + (node[k] as { [NODE_ID]?: string })[NODE_ID] + "\u0003";
  const hit = sharedNodes.get(sig);
  if (hit) return hit;
  if (sharedNodes.size >= SHARED_NODES) sharedNodes.clear();
  Object.defineProperty(node, NODE_ID, { value: (nextNodeId++).toString(36), enumerable: false });
  // Its encoded size, from its members' (shared nodes, measured when they were kept): a stored
  // version's managedFields are measured without walking their trees.
  stampEncodedSize(node);
  Object.freeze(node);
  sharedNodes.set(sig, node);
  return node;
}

/**
 * Encodings of path sets, by content: a manager's set is encoded again at each write that
 * changes it, and most sets recur (every Deployment's status as the deployment controller owns
 * it, every App's spec as its creator does). A set's key is its paths' numbers in ascending
 * order; both tables are emptied past their bounds (numbering and sharing then restart).
 */
const pathIds = new Map<string, number>();
const encodedSets = new Map<string, FieldsV1>();
const PATH_IDS = 1 << 16;
const ENCODED_SETS = 1 << 14;

/** toFieldsV1 encodes a set of paths in the nested managedFields form (the same set, the same kept tree). */
export function toFieldsV1(set: Iterable<string>): FieldsV1 {
  if (pathIds.size >= PATH_IDS) {
    pathIds.clear();
    encodedSets.clear();
  }
  const ids: number[] = [];
  for (const p of set) {
    let id = pathIds.get(p);
    if (id === undefined) pathIds.set(p, (id = pathIds.size));
    ids.push(id);
  }
  const key = ids.sort((a, b) => a - b).join(",");
  let out = encodedSets.get(key);
  if (out === undefined) {
    if (encodedSets.size >= ENCODED_SETS) encodedSets.clear();
    encodedSets.set(key, (out = encodeSet(set)));
  }
  return out;
}

/** encodeSet builds the nested form of a set of paths: a trie of segments, members sorted. */
function encodeSet(set: Iterable<string>): FieldsV1 {
  type Node = { self: boolean; children: Map<string, Node> };
  const root: Node = { self: false, children: new Map() };
  for (const p of set) {
    let n = root;
    for (const seg of p.split(SEP)) {
      let c = n.children.get(seg);
      if (!c) n.children.set(seg, (c = { self: false, children: new Map() }));
      n = c;
    }
    n.self = true;
  }
  const enc = (n: Node): FieldsV1 => {
    const out: FieldsV1 = {};
    const names = [...n.children.keys()].sort();
    if (n.self && names.length > 0) out["."] = sharedNode({});
    for (const k of names) out[k] = enc(n.children.get(k)!);
    return sharedNode(out);
  };
  return enc(root);
}

/**
 * paths interns encoded paths: the same path ("f:spec␁f:replicas") is owned in every version of
 * every object of a kind, and the decoded sets are kept, so each distinct path is kept once.
 */
const paths = new Map<string, string>();
/** PATHS bounds the table: paths naming one object (an ownerReference's uid) would grow it with
 * the run, and each lookup with it; past the bound it is emptied and fills again (same text). */
const PATHS = 1 << 16;

/** internPath returns the one kept copy of a path (the same text). */
export function internPath(p: string): string {
  const known = paths.get(p);
  if (known !== undefined) return known;
  if (paths.size >= PATHS) paths.clear();
  paths.set(p, p);
  return p;
}

/** fromFieldsV1 decodes the nested form back into a set of paths. */
export function fromFieldsV1(f: FieldsV1 | undefined): Set<string> {
  const out = new Set<string>();
  const dec = (node: FieldsV1, prefix: string) => {
    const names = Object.keys(node);
    if (names.length === 0) {
      if (prefix) out.add(prefix);
      return;
    }
    for (const k of names) {
      if (k === ".") {
        if (prefix) out.add(prefix);
        continue;
      }
      dec(node[k]!, internPath(prefix ? prefix + SEP + k : k));
    }
  };
  if (f) dec(f, "");
  return out;
}

/** treeHas reports whether fromFieldsV1(f) holds path p, without decoding: p's node is there and
 * is a leaf or lists "." (itself, besides members). */
export function treeHas(f: FieldsV1 | undefined, p: string): boolean {
  let node = f;
  for (const seg of p.split(SEP)) {
    if (node === undefined || !Object.prototype.hasOwnProperty.call(node, seg)) return false;
    node = node[seg];
  }
  if (node === undefined) return false;
  for (const k in node) return k === "." || Object.prototype.hasOwnProperty.call(node, ".");
  return true;
}

/** pathString renders a path as structured-merge-diff prints it: `.spec.containers[name="c"].image`. */
export function pathString(p: string): string {
  let s = "";
  for (const seg of p.split(SEP)) {
    if (seg.startsWith("f:")) s += "." + seg.slice(2);
    else if (seg.startsWith("v:")) s += `[=${seg.slice(2)}]`;
    else if (seg.startsWith("k:")) {
      const k = JSON.parse(seg.slice(2)) as Record<string, unknown>;
      s += `[${Object.entries(k)
        .map(([n, v]) => `${n}=${JSON.stringify(v)}`)
        .join(",")}]`;
    }
  }
  return s;
}

function findItem(arr: unknown[], seg: string): number {
  if (seg.startsWith("k:")) {
    const k = JSON.parse(seg.slice(2)) as Record<string, unknown>;
    return arr.findIndex((it) => isPlainObject(it) && Object.entries(k).every(([n, v]) => deepEqual(it[n], v)));
  }
  if (seg.startsWith("v:")) {
    const v = JSON.parse(seg.slice(2));
    return arr.findIndex((x) => deepEqual(x, v));
  }
  return -1;
}

/** getAt returns the value at a path (undefined when absent). */
export function getAt(obj: unknown, p: string): unknown {
  let cur: unknown = obj;
  for (const seg of p.split(SEP)) {
    if (seg.startsWith("f:")) {
      if (!isPlainObject(cur)) return undefined;
      cur = cur[seg.slice(2)];
    } else {
      if (!Array.isArray(cur)) return undefined;
      const i = findItem(cur, seg);
      if (i < 0) return undefined;
      cur = cur[i];
    }
  }
  return cur;
}

/** removeAt deletes the field or list item at a path, in place. */
export function removeAt(obj: unknown, p: string): void {
  const segs = p.split(SEP);
  let cur: unknown = obj;
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i]!;
    const last = i === segs.length - 1;
    if (seg.startsWith("f:")) {
      if (!isPlainObject(cur)) return;
      if (last) delete cur[seg.slice(2)];
      else cur = cur[seg.slice(2)];
    } else {
      if (!Array.isArray(cur)) return;
      const j = findItem(cur, seg);
      if (j < 0) return;
      if (last) cur.splice(j, 1);
      else cur = cur[j];
    }
  }
}

/** deepEqualLeaf compares two leaf values (scalars, atomic lists, empty maps). */
export function deepEqualLeaf(a: unknown, b: unknown): boolean {
  return a === b || deepEqual(a, b);
}

/**
 * fieldsV1Of encodes every owned field of an object straight into the nested form (what a
 * create records for its manager), without building a path set first. `skipTop` names
 * top-level fields that are reset on this endpoint (e.g. "status").
 */
export function fieldsV1Of(obj: Record<string, unknown>, skipTop: ReadonlySet<string>): FieldsV1 {
  const out: FieldsV1 = {};
  for (const f of Object.keys(obj).sort()) {
    const x = obj[f];
    if (x === undefined || x === null || f === "apiVersion" || f === "kind" || skipTop.has(f)) continue;
    if (f === "metadata" && isPlainObject(x)) {
      const m: FieldsV1 = {};
      for (const k of Object.keys(x).sort()) {
        const y = x[k];
        if (y === undefined || y === null || IGNORED_META.has(k)) continue;
        m["f:" + k] = encodeValue(y, k);
      }
      if (Object.keys(m).length) out["f:metadata"] = sharedNode(m);
      continue;
    }
    out["f:" + f] = encodeValue(x, f);
  }
  return sharedNode(out);
}

function encodeValue(v: unknown, fieldName: string): FieldsV1 {
  if (Array.isArray(v)) {
    const keys = ASSOCIATIVE_LIST_KEYS[fieldName];
    if (keys && v.length > 0 && v.every((it) => itemKey(it, keys) !== undefined)) {
      const out: FieldsV1 = {};
      const entries = v
        .map((it) => [itemKey(it, keys)!, it as Record<string, unknown>] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (const [k, it] of entries) {
        const item: FieldsV1 = { ".": sharedNode({}) };
        for (const f of Object.keys(it).sort()) {
          const x = it[f];
          if (x === undefined || x === null) continue;
          item["f:" + f] = encodeValue(x, f);
        }
        out[k] = sharedNode(item);
      }
      return sharedNode(out);
    }
    if (SET_LISTS.has(fieldName) && v.length > 0 && v.every((x) => typeof x !== "object")) {
      const out: FieldsV1 = {};
      for (const x of [...v].map((y) => "v:" + JSON.stringify(y)).sort()) out[x] = sharedNode({});
      return sharedNode(out);
    }
    return sharedNode({});
  }
  if (isPlainObject(v)) {
    const out: FieldsV1 = {};
    for (const f of Object.keys(v).sort()) {
      const x = v[f];
      if (x === undefined || x === null) continue;
      out["f:" + f] = encodeValue(x, f);
    }
    return sharedNode(out);
  }
  return sharedNode({});
}

/**
 * subtreeMaps remembers the path maps of the last SUBTREE_MAPS frozen subtrees walked: a stored
 * version is diffed again when a write to it turns out a no-op or is retried, rarely later, and
 * remembering every version's maps (the watch history keeps thousands) cost more memory than it
 * saved time.
 */
const subtreeMaps = new Map<object, FieldMap>();
const SUBTREE_MAPS = 512;

/** fieldMapOfTop lists the owned paths under one top-level field; maps of shared (frozen) subtrees are cached. */
function fieldMapOfTop(key: string, v: unknown): FieldMap {
  const cacheable = typeof v === "object" && v !== null && Object.isFrozen(v) && key !== "metadata";
  if (cacheable) {
    const hit = subtreeMaps.get(v as object);
    if (hit) return hit;
  }
  const out: FieldMap = new Map();
  if (v === undefined || v === null) return out;
  if (key === "metadata" && isPlainObject(v)) {
    for (const m in v) {
      const y = v[m];
      if (y === undefined || y === null || IGNORED_META.has(m)) continue;
      walk(y, m, "f:metadata" + SEP + "f:" + m, out);
    }
  } else walk(v, key, "f:" + key, out);
  if (cacheable) {
    if (subtreeMaps.size >= SUBTREE_MAPS) subtreeMaps.delete(subtreeMaps.keys().next().value!);
    subtreeMaps.set(v as object, out);
  }
  return out;
}

/**
 * diffObjects compares the owned fields of two versions top-level field by top-level field;
 * a field whose value is the very same (shared) object, or an equal one, is skipped without
 * walking it.
 */
export function diffObjects(
  oldObj: Record<string, unknown>,
  newObj: Record<string, unknown>,
): { changed: Set<string>; removed: Set<string> } {
  const changed = new Set<string>();
  const removed = new Set<string>();
  const keys = new Set([...Object.keys(oldObj), ...Object.keys(newObj)]);
  for (const k of keys) {
    if (k === "apiVersion" || k === "kind") continue;
    const a = oldObj[k];
    const b = newObj[k];
    // Equal values list the same paths with the same leaves: skip building both maps (most
    // writes leave most top-level fields unchanged, as a copy).
    if (a === b || deepEqual(a, b)) continue;
    const am = fieldMapOfTop(k, a);
    const bm = fieldMapOfTop(k, b);
    for (const [p, v] of bm) {
      if (!am.has(p)) changed.add(p);
      else if (v !== ITEM && !deepEqualLeaf(v, am.get(p))) changed.add(p);
    }
    for (const p of am.keys()) if (!bm.has(p)) removed.add(p);
  }
  return { changed, removed };
}
