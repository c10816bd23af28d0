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
import { deepEqual, isPlainObject, stampNodeSize, type FieldsV1 } from "../api";

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

/** OWNER_KEYS are ownerReferences' merge keys (an owner's uid: items named once per dependent). */
const OWNER_KEYS = ASSOCIATIVE_LIST_KEYS.ownerReferences;

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

/**
 * KeptStrings are strings made from two parts (a parent path and a segment, a key member's name
 * and value), kept by their parts: a write's diff and walks make the same paths and item keys at
 * every write of a kind ("f:status␁f:replicas", …), and a string found here is one kept string,
 * not a concatenation built again, flattened and hashed as a set member each time. Emptied past
 * MAX_KEPT_STRINGS (paths under one object's item keys, or uids, would grow it with the run).
 */
class KeptStrings {
  private readonly byFirst = new Map<string, Map<string, string>>();
  private count = 0;

  constructor(private readonly make: (first: string, second: string) => string) {}

  /** of is make(first, second), one kept string per pair of parts. */
  of(first: string, second: string): string {
    let bySecond = this.byFirst.get(first);
    if (bySecond === undefined) {
      if (this.count >= MAX_KEPT_STRINGS) {
        this.byFirst.clear();
        this.count = 0;
      }
      this.byFirst.set(first, (bySecond = new Map()));
    }
    let k = bySecond.get(second);
    if (k === undefined) {
      bySecond.set(second, (k = this.make(first, second)));
      this.count++;
    }
    return k;
  }
}
const MAX_KEPT_STRINGS = 1 << 16;

/** itemKey is an associative list item's segment, `k:` and the JSON of its key members (as
 * JSON.stringify of an object holding them in `keys` order gives it, without building that object). */
function itemKey(item: unknown, keys: readonly string[]): string | undefined {
  if (!isPlainObject(item)) return undefined;
  if (keys.length === 1) {
    const v = item[keys[0]!];
    if (typeof v === "string") return stringKey(keys[0]!, v);
  }
  let s = "k:{";
  let first = true;
  for (const name of keys) {
    const v = item[name];
    if (v === undefined) return undefined;
    const text = JSON.stringify(v) as string | undefined;
    if (text === undefined) continue; // not JSON (a function): the object's JSON would leave the member out
    s += (first ? "" : ",") + keyName(name) + ":" + text;
    first = false;
  }
  return s + "}";
}

/**
 * Item keys of one string member (a container's name, a condition's type), by member name and
 * value: the same items are keyed at every write of an object, and a key found here is one kept
 * string, not a JSON text built again. An owner's uid is not kept: nearly every one is keyed once,
 * by the create of its dependent (a Deployment's App, a ReplicaSet's Deployment), so keeping them
 * only filled the table (a map entry and a string surviving each create) until it was emptied.
 */
const makeStringKey = (name: string, v: string): string => "k:{" + keyName(name) + ":" + JSON.stringify(v) + "}";
const stringKeys = new KeptStrings(makeStringKey);

/** stringKey is itemKey of an item whose one key member `name` is the string v. */
function stringKey(name: string, v: string): string {
  return name === "uid" ? makeStringKey(name, v) : stringKeys.of(name, v);
}

/** keyName is a key member's name as JSON (the few names of ASSOCIATIVE_LIST_KEYS, quoted once each). */
const keyNames = new Map<string, string>();
function keyName(name: string): string {
  let q = keyNames.get(name);
  if (q === undefined) keyNames.set(name, (q = JSON.stringify(name)));
  return q;
}

/** PathSink receives each owned path with its value: a leaf, an atomic list or empty map, or ITEM
 * for an associative list's item (whose members follow it). */
type PathSink = (path: string, v: unknown) => void;

/** intoMap and intoSet are sinks that keep the paths with their values, or the paths alone. */
const intoMap =
  (m: FieldMap): PathSink =>
  (p, v) =>
    void m.set(p, v);
const intoSet =
  (s: Set<string>): PathSink =>
  (p) =>
    void s.add(p);

/** walk hands every owned path of v (at `prefix`, under field name `fieldName`) to emit, in order. */
function walk(v: unknown, fieldName: string, prefix: string, emit: PathSink): void {
  if (Array.isArray(v)) {
    const keys = ASSOCIATIVE_LIST_KEYS[fieldName];
    if (keys) {
      // An item without its key makes the whole list atomic: all keys are found before any is listed.
      const segs: string[] = [];
      for (const item of v) {
        const k = itemKey(item, keys);
        if (k === undefined) return emit(prefix, v);
        segs.push(k);
      }
      if (v.length === 0) return emit(prefix, v);
      for (let i = 0; i < v.length; i++) walkItem(v[i] as Record<string, unknown>, itemPath(prefix, segs[i]!), emit);
      return;
    }
    if (SET_LISTS.has(fieldName) && v.length > 0 && v.every((x) => typeof x !== "object")) {
      for (const x of v) emit(setItemPath(prefix, x), x);
      return;
    }
    return emit(prefix, v);
  }
  if (isPlainObject(v)) {
    let any = false;
    for (const f in v) {
      const x = v[f];
      if (x === undefined || x === null) continue;
      any = true;
      walk(x, f, fieldPath(prefix, f), emit);
    }
    if (!any) emit(prefix, v);
    return;
  }
  emit(prefix, v);
}

/** walkItem hands on the paths of one associative list item at p: the item, then its members. */
function walkItem(item: Record<string, unknown>, p: string, emit: PathSink): void {
  emit(p, ITEM);
  for (const f in item) {
    const x = item[f];
    if (x !== undefined && x !== null) walk(x, f, fieldPath(p, f), emit);
  }
}

/** fieldMapOf lists every owned path of an object (leaves, list items), ignoring identity metadata. */
export function fieldMapOf(obj: Record<string, unknown>): FieldMap {
  const out: FieldMap = new Map();
  const emit = intoMap(out);
  for (const f in obj) {
    const x = obj[f];
    if (x === undefined || x === null || f === "apiVersion" || f === "kind") continue;
    if (f === "metadata" && isPlainObject(x)) {
      for (const m in x) {
        const y = x[m];
        if (y === undefined || y === null || IGNORED_META.has(m)) continue;
        walk(y, m, fieldPath("f:metadata", m), emit);
      }
      continue;
    }
    walk(x, f, fieldSegment(f), emit);
  }
  return out;
}

const memberPaths = new KeptStrings((prefix, name) => prefix + SEP + "f:" + name);
const itemPaths = new KeptStrings((prefix, key) => prefix + SEP + key);

/** fieldPath is `prefix␁f:name`, the path of map member `name` under `prefix`. */
function fieldPath(prefix: string, name: string): string {
  return memberPaths.of(prefix, name);
}

/** itemPath is `prefix␁k:{…}`, the path of the associative list item with key `key` under `prefix`. */
function itemPath(prefix: string, key: string): string {
  return itemPaths.of(prefix, key);
}

/** setItemPath is `prefix␁v:<JSON of x>`, the path of set list member x under `prefix` (a string
 * member's path kept: an object's finalizers are walked again at each write that changes them). */
function setItemPath(prefix: string, x: unknown): string {
  return typeof x === "string" ? setItemPaths.of(prefix, x) : makeSetItemPath(prefix, x);
}
const makeSetItemPath = (prefix: string, x: unknown): string => prefix + SEP + "v:" + JSON.stringify(x);
const setItemPaths = new KeptStrings(makeSetItemPath);

/** hasPrefix reports whether path p equals or lies under prefix. */
export function hasPrefix(p: string, prefix: string): boolean {
  return p === prefix || p.startsWith(prefix + SEP);
}

/** underAny reports whether path p equals or lies under one of the prefixes. */
function underAny(p: string, prefixes: readonly string[]): boolean {
  for (let i = 0; i < prefixes.length; i++) {
    const x = prefixes[i]!;
    if (p.startsWith(x) && (p.length === x.length || p.startsWith(SEP, x.length))) return true;
  }
  return false;
}

/** withoutPrefixes drops paths under any of the given prefixes (reset fields). */
export function withoutPrefixes(set: Iterable<string>, prefixes: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const p of set) if (!underAny(p, prefixes)) out.add(p);
  return out;
}

/** keptOutside is withoutPrefixes, or `set` itself when no path lies under a prefix (read-only use). */
export function keptOutside(set: ReadonlySet<string>, prefixes: readonly string[]): ReadonlySet<string> {
  if (prefixes.length === 0) return set;
  for (const p of set) if (underAny(p, prefixes)) return withoutPrefixes(set, prefixes);
  return set;
}

/**
 * Encoded trees share equal subtrees (hash-consing): most nodes are the leaf `{}`, and a
 * manager's tree for one object is mostly the same as for the next (every Deployment's
 * `f:spec`, every ReplicaSet's template). A node is kept frozen, found by a number hashed from
 * its members' names and nodes (their ids) and told apart from others of the same number by
 * comparing members; the table is emptied when it grows past SHARED_NODES (sharing then
 * restarts; nothing else changes). No text is built per node: a signature string per node cost
 * more, to build and to hash, than the rest of the encoding.
 *
 * A node that names an owner's uid (an ownerReferences list) is nearly always built once, by
 * its dependent's create, and so are the nodes above it: those are own nodes (ownNode), built,
 * measured and frozen but neither numbered nor put in the table, whose entries they only pushed
 * out (three per Deployment or ReplicaSet create) and whose numbering cost more than building them.
 */
const sharedNodes = new Map<number, FieldsV1 | FieldsV1[]>();
let sharedCount = 0;
const SHARED_NODES = 1 << 16;
/** NODE_ID is a kept node's id, in a hidden (symbol-keyed, non-enumerable) slot. */
const NODE_ID: unique symbol = Symbol("fieldsV1 node id");
let nextNodeId = 1;
function idOf(node: FieldsV1): number {
  return (node as { [NODE_ID]?: number })[NODE_ID] ?? 0;
}

/** nameHash is a cheap hash of a member name: its length, its middle and its last 12 characters
 * (`k:` names of one list differ towards the end, uids and names there); equal names hash alike. */
function nameHash(name: string): number {
  const n = name.length;
  let h = Math.imul(n, 31) + (n > 2 ? name.charCodeAt(n >> 1) : 0);
  for (let i = n > 14 ? n - 12 : 2; i < n; i++) h = (Math.imul(h, 31) + name.charCodeAt(i)) | 0;
  return h;
}

/**
 * The encoders build a node's members on two scratch stacks (names and nodes, side by side): a
 * node's members sit at [base, top) while each member's own node is encoded above them, and a
 * node is only built when no equal one is kept. No array is allocated per node: most nodes of
 * an encoding are already kept (hash-consing), so the arrays were all the encoding allocated.
 */
const stackNames: string[] = [];
const stackNodes: FieldsV1[] = [];
let top = 0;

/** push puts a member on the scratch stacks. */
function push(name: string, node: FieldsV1): void {
  stackNames[top] = name;
  stackNodes[top] = node;
  top++;
}

/** hashMembers hashes a node's members (names and member nodes at [from, to) of the stacks, in
 * order) to a 30-bit number (a small integer, cheap as a map key); -1 when a member is an own
 * node (not kept: the node is then one too). */
function hashMembers(from: number, to: number): number {
  let h = to - from;
  for (let i = from; i < to; i++) {
    const id = idOf(stackNodes[i]!);
    if (id === 0) return -1;
    h = Math.imul(h ^ nameHash(stackNames[i]!), 0x9e3779b1);
    h = Math.imul(h ^ id, 0x85ebca6b);
    h ^= h >>> 15;
  }
  return h & 0x3fffffff;
}

/** sameMembers reports whether kept node k has exactly the members at [from, to) of the stacks, in this order. */
function sameMembers(k: FieldsV1, from: number, to: number): boolean {
  let i = from;
  for (const name in k) {
    if (i >= to || name !== stackNames[i] || k[name] !== stackNodes[i]) return false;
    i++;
  }
  return i === to;
}

/** keptNode returns the kept node whose members are the names and nodes (kept nodes) at
 * [base, top) of the stacks, in order, and pops them. */
function keptNode(base: number): FieldsV1 {
  if (sharedCount >= SHARED_NODES) {
    sharedNodes.clear();
    sharedCount = 0;
    leaf = undefined;
  }
  const to = top;
  const h = hashMembers(base, to);
  if (h < 0) return ownNode(base);
  top = base;
  const hit = sharedNodes.get(h);
  if (hit !== undefined) {
    if (!Array.isArray(hit)) {
      if (sameMembers(hit, base, to)) return hit;
    } else for (const k of hit) if (sameMembers(k, base, to)) return k;
  }
  const node: FieldsV1 = {};
  for (let i = base; i < to; i++) node[stackNames[i]!] = stackNodes[i]!;
  keep(node);
  if (hit === undefined) sharedNodes.set(h, node);
  else if (Array.isArray(hit)) hit.push(node);
  else sharedNodes.set(h, [hit, node]);
  return node;
}

/** ownNode builds the node whose members are the names and nodes at [base, top) of the stacks, in
 * order, measured and frozen but not kept (see above), and pops them. */
function ownNode(base: number): FieldsV1 {
  return ownNodeIn({}, base);
}

/**
 * ownerListNode is ownNode for an ownerReferences list, whose members are named by uids never seen
 * before: the node is a dictionary (slow-mode) object from the start. A new member name on an
 * ordinary object makes a new hidden class, a transition from the empty object's that lives as
 * long as the stored version, and then another for the size stamp and another to freeze it, at
 * every Deployment's and ReplicaSet's create (measured: 1.9% of a 20,000-App run; 1.2% this way).
 * A dictionary object holds its members itself. (Deleting a member that is not the last one
 * turns an object into a dictionary; it stays an ordinary object with Object.prototype.)
 */
function ownerListNode(base: number): FieldsV1 {
  const node: Record<string, FieldsV1> = { a: LEAF_SHAPE, b: LEAF_SHAPE };
  delete node.a;
  delete node.b;
  return ownNodeIn(node, base);
}
const LEAF_SHAPE: FieldsV1 = Object.freeze({});

/** ownNodeIn puts the members at [base, top) of the stacks on the empty object node, measures and freezes it, and pops them. */
function ownNodeIn(node: FieldsV1, base: number): FieldsV1 {
  for (let i = base; i < top; i++) node[stackNames[i]!] = stackNodes[i]!;
  top = base;
  stampNodeSize(node);
  return Object.freeze(node);
}

/** leafNode is the kept leaf `{}` (most nodes), remembered until the table is emptied. */
let leaf: FieldsV1 | undefined;
function leafNode(): FieldsV1 {
  return (leaf ??= keptNode(top));
}

/** keep stamps and freezes a new node. */
function keep(node: FieldsV1): void {
  sharedCount++;
  Object.defineProperty(node, NODE_ID, { value: nextNodeId++, enumerable: false });
  // Its encoded size, from its members' (shared nodes, measured when they were kept): a stored
  // version's managedFields are measured without walking their trees.
  stampNodeSize(node);
  Object.freeze(node);
}

/**
 * Encodings of path sets, by content: a manager's set is encoded again at each write that
 * changes it, and most sets recur (every Deployment's status as the deployment controller owns
 * it, every App's spec as its creator does). A set is known by its paths' numbers in ascending
 * order, found by a number hashed from them (no text is built per set); both tables are emptied
 * past their bounds (numbering and sharing then restart).
 */
const pathIds = new Map<string, number>();
/** EncodedSet is one remembered encoding: the set's path numbers, ascending, and its tree. */
type EncodedSet = { ids: readonly number[]; tree: FieldsV1 };
const encodedSets = new Map<number, EncodedSet | EncodedSet[]>();
let encodedCount = 0;
const PATH_IDS = 1 << 16;
const ENCODED_SETS = 1 << 14;

/** toFieldsV1 encodes a set of paths in the nested managedFields form (the same set, the same kept tree). */
export function toFieldsV1(set: Iterable<string>): FieldsV1 {
  if (pathIds.size >= PATH_IDS) {
    pathIds.clear();
    encodedSets.clear();
    encodedCount = 0;
  }
  const ids: number[] = [];
  for (const p of set) {
    let id = pathIds.get(p);
    if (id === undefined) pathIds.set(p, (id = pathIds.size));
    // Insertion sort: a set is mostly listed in the order its paths were first numbered.
    let i = ids.length;
    for (; i > 0 && ids[i - 1]! > id; i--) ids[i] = ids[i - 1]!;
    ids[i] = id;
  }
  let h = ids.length;
  for (const id of ids) {
    h = Math.imul(h ^ id, 0x9e3779b1);
    h ^= h >>> 15;
  }
  h &= 0x3fffffff;
  const hit = encodedSets.get(h);
  if (hit !== undefined) {
    if (!Array.isArray(hit)) {
      if (sameIds(hit.ids, ids)) return hit.tree;
    } else for (const e of hit) if (sameIds(e.ids, ids)) return e.tree;
  }
  if (encodedCount >= ENCODED_SETS) {
    encodedSets.clear();
    encodedCount = 0;
  }
  const e: EncodedSet = { ids, tree: encodeSet(set) };
  encodedCount++;
  const bucket = encodedSets.get(h);
  if (bucket === undefined) encodedSets.set(h, e);
  else if (Array.isArray(bucket)) bucket.push(e);
  else encodedSets.set(h, [bucket, e]);
  return e.tree;
}

/** sameIds reports whether two ascending lists of path numbers are equal. */
function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
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
    const names = [...n.children.keys()].sort();
    const nodes = names.map((k) => enc(n.children.get(k)!));
    const base = top;
    if (n.self && names.length > 0) push(".", leafNode());
    for (let i = 0; i < names.length; i++) push(names[i]!, nodes[i]!);
    return keptNode(base);
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

/**
 * segments of paths, by path: a write asks of each manager's tree whether it owns each path the
 * write changed, and the same few hundred paths (a Deployment's status fields, …) come back at
 * every write; kept, their segments are split once and, used as keys, looked up as known names.
 * Emptied past SEGMENTS (paths naming one object, as an ownerReference's uid, would grow it).
 */
const segments = new Map<string, readonly string[]>();
const SEGMENTS = 1 << 14;

/** segmentsOf returns p's segments (shared: not to be edited). */
export function segmentsOf(p: string): readonly string[] {
  let segs = segments.get(p);
  if (segs === undefined) {
    if (segments.size >= SEGMENTS) segments.clear();
    segments.set(p, (segs = p.split(SEP)));
  }
  return segs;
}

/** treeHas reports whether fromFieldsV1(f) holds path p, without decoding: p's node is there and
 * is a leaf or lists "." (itself, besides members). */
export function treeHas(f: FieldsV1 | undefined, p: string): boolean {
  let node = f;
  for (const seg of segmentsOf(p)) {
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
  const base = top;
  pushSortedMembers(obj);
  let end = base;
  for (let i = base; i < top; i++) {
    const f = stackNames[i]!;
    if (f === "apiVersion" || f === "kind" || skipTop.has(f)) continue;
    const x = obj[f];
    let node: FieldsV1 | undefined;
    if (f === "metadata" && isPlainObject(x)) {
      // Identity metadata is not owned; metadata with no owned member is left out.
      const mb = top;
      pushSortedMembers(x);
      let me = mb;
      for (let j = mb; j < top; j++) {
        const k = stackNames[j]!;
        if (IGNORED_META.has(k)) continue;
        stackNames[me++] = k;
      }
      top = me;
      if (me === mb) continue;
      encodeMembersAt(x, mb);
      node = keptNode(mb);
    } else node = encodeValue(x, f);
    stackNames[end] = fieldSegment(f);
    stackNodes[end] = node;
    end++;
  }
  top = end;
  return keptNode(base);
}

/** fieldNames maps a field name to its segment `f:<name>`, one kept string each (hashed once as a
 * key); emptied past FIELD_NAMES (map keys naming one object would grow it with the run). */
const fieldNames = new Map<string, string>();
const FIELD_NAMES = 1 << 14;

function fieldSegment(f: string): string {
  let seg = fieldNames.get(f);
  if (seg === undefined) {
    if (fieldNames.size >= FIELD_NAMES) fieldNames.clear();
    fieldNames.set(f, (seg = "f:" + f));
  }
  return seg;
}

/** encodeMembers is the node of a map's members (not null), sorted; `self` lists "." first (a list item). */
function encodeMembers(v: Record<string, unknown>, self: boolean): FieldsV1 {
  const base = top;
  if (self) push(".", leafNode());
  const from = top;
  pushSortedMembers(v);
  encodeMembersAt(v, from);
  return keptNode(base);
}

/** encodeMembersAt turns the member names of v at [from, top) of the stacks into their segments
 * and nodes (each member's node is encoded above them). */
function encodeMembersAt(v: Record<string, unknown>, from: number): void {
  const to = top;
  for (let i = from; i < to; i++) {
    const f = stackNames[i]!;
    const node = encodeValue(v[f], f);
    stackNames[i] = fieldSegment(f);
    stackNodes[i] = node;
  }
}

/** pushSortedMembers pushes the names of v's members that are neither undefined nor null,
 * sorted (as Array.prototype.sort orders strings); by insertion: a node has a handful of members. */
function pushSortedMembers(v: Record<string, unknown>): void {
  const from = top;
  for (const f in v) {
    const x = v[f];
    if (x === undefined || x === null) continue;
    let i = top;
    for (; i > from && stackNames[i - 1]! > f; i--) stackNames[i] = stackNames[i - 1]!;
    stackNames[i] = f;
    top++;
  }
}

/** sortUnique sorts the members at [from, top) of the stacks by name; of equal names the last
 * one's node is kept, at the first one's place (as assigning them to an object in that order
 * would). An insertion sort, stable. */
function sortUnique(from: number): void {
  for (let i = from + 1; i < top; i++) {
    const name = stackNames[i]!;
    const node = stackNodes[i]!;
    let j = i;
    for (; j > from && stackNames[j - 1]! > name; j--) {
      stackNames[j] = stackNames[j - 1]!;
      stackNodes[j] = stackNodes[j - 1]!;
    }
    stackNames[j] = name;
    stackNodes[j] = node;
  }
  let end = from;
  for (let i = from; i < top; i++) {
    if (end > from && stackNames[end - 1] === stackNames[i]) stackNodes[end - 1] = stackNodes[i]!;
    else {
      stackNames[end] = stackNames[i]!;
      stackNodes[end] = stackNodes[i]!;
      end++;
    }
  }
  top = end;
}

function encodeValue(v: unknown, fieldName: string): FieldsV1 {
  if (Array.isArray(v)) {
    if (v.length === 0) return leafNode();
    const keys = ASSOCIATIVE_LIST_KEYS[fieldName];
    if (keys) {
      const base = top;
      for (const it of v) {
        const k = itemKey(it, keys);
        if (k === undefined) {
          top = base;
          return leafNode(); // an item without its key: the list is atomic
        }
        stackNames[top++] = k;
      }
      for (let i = 0; i < v.length; i++) stackNodes[base + i] = encodeMembers(v[i] as Record<string, unknown>, true);
      sortUnique(base);
      return keys === OWNER_KEYS ? ownerListNode(base) : keptNode(base);
    }
    if (SET_LISTS.has(fieldName) && v.every((x) => typeof x !== "object")) {
      const base = top;
      const l = leafNode();
      for (const y of v) push("v:" + JSON.stringify(y), l);
      sortUnique(base);
      return keptNode(base);
    }
    return leafNode();
  }
  if (isPlainObject(v)) return encodeMembers(v, false);
  return leafNode();
}

/** hasMember reports whether a plain object has a member that is neither undefined nor null. */
function hasMember(o: Record<string, unknown>): boolean {
  for (const k in o) if (o[k] !== undefined && o[k] !== null) return true;
  return false;
}

/**
 * diffMembers diffs two maps member by member (their paths are disjoint per member): changed
 * paths in b's walk order (the order walk lists them), removed ones after. Members named in
 * `skip` are not owned (identity metadata).
 */
function diffMembers(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  prefix: string,
  skip: ReadonlySet<string> | undefined,
  out: FieldDiff,
): void {
  // (members named in `skip` are asked about last: most members are the same value on both sides)
  for (const m in b) {
    const y = b[m];
    if (y === undefined || y === null) continue;
    const x = a[m];
    if (x === y || skip?.has(m)) continue;
    const p = fieldPath(prefix, m);
    if (x === undefined || x === null) walk(y, m, p, intoSet(out.changed));
    else diffValue(x, y, m, p, out);
  }
  for (const m in a) {
    const x = a[m];
    if (x === undefined || x === null) continue;
    const y = b[m];
    if ((y === undefined || y === null) && !skip?.has(m)) walk(x, m, fieldPath(prefix, m), intoSet(out.removed));
  }
}

/**
 * diffValue adds to `out` what the paths of b (not null) change from those of a (not null) at
 * `prefix`: two maps that both list members are diffed member by member, skipping members that
 * are the very same value; scalars are compared as leaves; anything else (lists, an empty map on
 * either side) is listed whole on both sides and the two path maps compared.
 */
function diffValue(a: unknown, b: unknown, name: string, prefix: string, out: FieldDiff): void {
  if (a === b) return;
  if (typeof a !== "object" && typeof b !== "object") {
    out.changed.add(prefix); // one leaf each side, at the same path, and they differ
    return;
  }
  if (isPlainObject(a) && isPlainObject(b) && hasMember(a) && hasMember(b)) {
    diffMembers(a, b, prefix, undefined, out);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const keys = ASSOCIATIVE_LIST_KEYS[name];
    const ak = keys && keyedItems(a, keys);
    const bk = ak && keyedItems(b, keys!);
    if (ak && bk) return diffItems(a, ak, b, bk, prefix, out);
  }
  if (deepEqual(a, b)) return;
  const am: FieldMap = new Map();
  const bm: FieldMap = new Map();
  walk(a, name, prefix, intoMap(am));
  walk(b, name, prefix, intoMap(bm));
  diffMaps(am, bm, out);
}

/** keyedItems lists the keys of an associative list's items, in order; undefined when the list is
 * empty, or an item has no key (the list is then atomic) or repeats one (diffed as whole lists). */
function keyedItems(v: unknown[], keys: readonly string[]): string[] | undefined {
  if (v.length === 0) return undefined;
  const out: string[] = [];
  for (const item of v) {
    const k = itemKey(item, keys);
    if (k === undefined || out.includes(k)) return undefined;
    out.push(k);
  }
  return out;
}

/** diffItems diffs two associative lists item by item (an item's own path is only there or not),
 * given their items' keys (lists have a handful of items: keys are found by scanning). */
function diffItems(
  a: unknown[],
  ak: readonly string[],
  b: unknown[],
  bk: readonly string[],
  prefix: string,
  out: FieldDiff,
): void {
  for (let j = 0; j < b.length; j++) {
    const k = bk[j]!;
    const i = ak.indexOf(k);
    const y = b[j] as Record<string, unknown>;
    const p = itemPath(prefix, k);
    if (i < 0) walkItem(y, p, intoSet(out.changed));
    else if (a[i] !== y) diffMembers(a[i] as Record<string, unknown>, y, p, undefined, out);
  }
  for (let i = 0; i < a.length; i++)
    if (!bk.includes(ak[i]!)) walkItem(a[i] as Record<string, unknown>, itemPath(prefix, ak[i]!), intoSet(out.removed));
}

/** diffMaps compares two path maps: b's new or changed leaves (list items only by presence), a's paths gone. */
function diffMaps(am: FieldMap, bm: FieldMap, out: FieldDiff): void {
  for (const [p, v] of bm) {
    if (!am.has(p)) out.changed.add(p);
    else if (v !== ITEM && !deepEqualLeaf(v, am.get(p))) out.changed.add(p);
  }
  for (const p of am.keys()) if (!bm.has(p)) out.removed.add(p);
}

/** FieldDiff is what a write changed: paths added or modified, and paths removed (a set: no order). */
export interface FieldDiff {
  changed: Set<string>;
  removed: Set<string>;
}

/**
 * diffObjects compares the owned fields of two versions top-level field by top-level field, and
 * within maps member by member: a value that is the very same (shared) object on both sides is
 * skipped without walking it, and only the paths that differ are built. `changed` lists paths
 * in the order of the top-level fields (old's, then new ones), each in its walk order.
 */
export function diffObjects(oldObj: Record<string, unknown>, newObj: Record<string, unknown>): FieldDiff {
  const out: FieldDiff = { changed: new Set<string>(), removed: new Set<string>() };
  for (const k in oldObj) diffTop(k, oldObj[k], newObj[k], out);
  for (const k in newObj) if (!Object.prototype.hasOwnProperty.call(oldObj, k)) diffTop(k, undefined, newObj[k], out);
  return out;
}

/** diffTop diffs one top-level field of two versions (a: old, b: new). */
function diffTop(k: string, a: unknown, b: unknown, out: FieldDiff): void {
  if (k === "apiVersion" || k === "kind" || a === b) return;
  const aNone = a === undefined || a === null;
  const bNone = b === undefined || b === null;
  if (aNone && bNone) return;
  const prefix = fieldSegment(k);
  if (k === "metadata") {
    // Identity metadata is not owned, and metadata with no owned member lists no path at all.
    if ((aNone || isPlainObject(a)) && (bNone || isPlainObject(b)))
      diffMembers(
        (a ?? NO_MEMBERS) as Record<string, unknown>,
        (b ?? NO_MEMBERS) as Record<string, unknown>,
        prefix,
        IGNORED_META,
        out,
      );
    else diffMaps(fieldMapOf({ metadata: a }), fieldMapOf({ metadata: b }), out);
  } else if (aNone) walk(b, k, prefix, intoSet(out.changed));
  else if (bNone) walk(a, k, prefix, intoSet(out.removed));
  else diffValue(a, b, k, prefix, out);
}

const NO_MEMBERS: Readonly<Record<string, unknown>> = Object.freeze({});
