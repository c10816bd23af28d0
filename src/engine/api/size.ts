/**
 * Encoded sizes of API objects: the length of their JSON encoding, computed once per stored
 * version (stored objects are frozen, so a size can be remembered by identity), and once per
 * kept managedFields node (stamped on it). A stored version is measured from the version it
 * replaces, walking only the members that differ (most are shared, apiserver/share.ts).
 */
import { stampOf, stampSize } from "./sizestamp";

/** escapedLength is the length of s inside JSON quotes: \" \\ \n… take 2, other controls 6. */
function escapedLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 92) continue;
    if (c === 34 || c === 92 || c === 8 || c === 9 || c === 10 || c === 12 || c === 13) n += 1;
    else if (c < 32) n += 5;
  }
  return n;
}

/**
 * jsonSize returns the length of JSON.stringify(v) without building the string: escapes
 * inside strings are counted, and members that are undefined are skipped, as JSON.stringify
 * does. (Length in UTF-16 units, which is bytes for the ASCII text of API objects.)
 */
export function jsonSize(v: unknown): number {
  switch (typeof v) {
    case "string":
      return escapedLength(v) + 2;
    case "number":
      return Number.isInteger(v) && v >= 0 && v < 1e15
        ? v < 10
          ? 1
          : Math.floor(Math.log10(v)) + 1
        : String(v).length;
    case "boolean":
      return v ? 4 : 5;
    case "object": {
      if (v === null) return 4;
      if (Array.isArray(v)) {
        let n = 2 + (v.length > 0 ? v.length - 1 : 0);
        for (let i = 0; i < v.length; i++) {
          const x = v[i];
          n += x === undefined || typeof x === "function" ? 4 : jsonSize(x);
        }
        return n;
      }
      let n = 2;
      let members = 0;
      const o = v as Record<string, unknown>;
      for (const k in o) {
        const x = o[k];
        if (x === undefined || typeof x === "function") continue;
        n += escapedLength(k) + 3 + jsonSize(x);
        members++;
      }
      return n + (members > 0 ? members - 1 : 0);
    }
    default:
      return 0;
  }
}

/** sizes memoizes the encoded size of frozen objects asked about (stored versions), by identity. */
const sizes = new WeakMap<object, number>();

/**
 * stampEncodedSize records obj's encoded size on obj itself, just before it is frozen for good
 * (a restored version, a kept fieldsV1 node). The stamp is hidden (sizestamp.ts): JSON, for…in,
 * Object.keys, spreads, deep copies and structured clones never see it.
 */
export function stampEncodedSize(obj: object): void {
  if (Object.isExtensible(obj) && stampOf(obj) === undefined) stampSize(obj, sizeOf(obj));
}

/**
 * stampNodeSize stamps a node whose members are stamped already (a kept fieldsV1 node, kept
 * after its members): its size is read from theirs, without walking below them.
 */
export function stampNodeSize(node: object): void {
  if (stampOf(node) !== undefined) return; // stamped for good already: nothing to read
  let n = 2;
  let members = 0;
  const o = node as Record<string, unknown>;
  for (const k in o) {
    const x = o[k];
    if (x === undefined || typeof x === "function") continue;
    n += escapedLength(k) + 3 + stampedSize(x);
    members++;
  }
  stampSize(node, n + (members > 0 ? members - 1 : 0));
}

/**
 * sizeOf is jsonSize(v), reading the stamp of each managedFields entry's `fieldsV1` tree (kept
 * nodes are stamped when kept, and are most of a version's bytes) instead of walking it. Nothing
 * else is looked up on the way (measured: a lookup per container, and a WeakMap entry each, took
 * twice as long as the walk); a stored version is measured from its predecessor, see stampSizeFrom.
 */
function sizeOf(v: unknown): number {
  if (typeof v !== "object" || v === null) return jsonSize(v);
  if (Array.isArray(v)) {
    let n = 2 + (v.length > 0 ? v.length - 1 : 0);
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      n += x === undefined || typeof x === "function" ? 4 : sizeOf(x);
    }
    return n;
  }
  let n = 2;
  let members = 0;
  const o = v as Record<string, unknown>;
  for (const k in o) {
    const x = o[k];
    if (x === undefined || typeof x === "function") continue;
    n += escapedLength(k) + 3 + (k === "fieldsV1" ? stampedSize(x) : sizeOf(x));
    members++;
  }
  return n + (members > 0 ? members - 1 : 0);
}

/** stampedSize is v's stamp, or jsonSize(v) when it has none. */
function stampedSize(v: unknown): number {
  if (typeof v !== "object" || v === null) return jsonSize(v);
  return stampOf(v) ?? jsonSize(v);
}

/** remembered is measure(v), kept by identity when v is frozen (it cannot change afterwards). */
function remembered(v: object, measure: (v: object) => number): number {
  let n = sizes.get(v);
  if (n === undefined) {
    n = measure(v);
    if (Object.isFrozen(v)) sizes.set(v, n);
  }
  return n;
}

/** measured is sizeOf(v) for a member named `key` (a fieldsV1 tree reads its stamp). */
function measured(v: unknown, key: string): number {
  return key === "fieldsV1" ? stampedSize(v) : sizeOf(v);
}

/**
 * sizeChange is sizeOf(b) - sizeOf(a) for two values of a member named `key`, walking only
 * where they differ: a member that is the very same value on both sides (a subtree shared by
 * two versions, an equal scalar) adds nothing and is not read; maps are compared member by
 * member and lists of one length item by item; anything else is measured whole on both sides.
 */
export function sizeChange(a: unknown, b: unknown, key: string): number {
  if (a === b) return 0;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || key === "fieldsV1")
    return measured(b, key) - measured(a, key);
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) return sizeOf(b) - sizeOf(a);
    if (a.length !== b.length) return listChange(a, b);
    let d = 0;
    for (let i = 0; i < a.length; i++) {
      const x: unknown = a[i];
      const y: unknown = b[i];
      if (x === y) continue;
      const xNone = x === undefined || typeof x === "function";
      const yNone = y === undefined || typeof y === "function";
      d += xNone || yNone ? (yNone ? 4 : sizeOf(y)) - (xNone ? 4 : sizeOf(x)) : sizeChange(x, y, "");
    }
    return d;
  }
  if (Array.isArray(b)) return sizeOf(b) - sizeOf(a);
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let d = 0;
  let na = 0;
  let nb = 0;
  // kept: b's members that a has too (the same or changed); a's other members were removed
  let kept = 0;
  for (const k in bo) {
    const y = bo[k];
    if (y === undefined || typeof y === "function") continue;
    nb++;
    const x = ao[k];
    if (x === y) {
      kept++;
      continue;
    }
    if (x === undefined || typeof x === "function" || !Object.prototype.hasOwnProperty.call(ao, k))
      d += escapedLength(k) + 3 + measured(y, k);
    else {
      kept++;
      d += sizeChange(x, y, k);
    }
  }
  for (const k in ao) {
    const x = ao[k];
    if (x !== undefined && typeof x !== "function") na++;
  }
  // Only when a has members b has not are they looked for (most versions keep every member).
  if (na !== kept)
    for (const k in ao) {
      const x = ao[k];
      if (x === undefined || typeof x === "function") continue;
      const y = bo[k];
      if (y === undefined || typeof y === "function" || !Object.prototype.hasOwnProperty.call(bo, k))
        d -= escapedLength(k) + 3 + measured(x, k);
    }
  return d + (nb > 0 ? nb - 1 : 0) - (na > 0 ? na - 1 : 0);
}

/**
 * listChange is sizeOf(b) - sizeOf(a) for two lists of different lengths (a managedFields list
 * with an entry more, conditions growing): the items the two share at their start and at their
 * end (the very same values, one size each) are not read; the items between are measured.
 */
function listChange(a: readonly unknown[], b: readonly unknown[]): number {
  const min = a.length < b.length ? a.length : b.length;
  let lo = 0;
  while (lo < min && a[lo] === b[lo]) lo++;
  let ha = a.length;
  let hb = b.length;
  while (ha > lo && hb > lo && a[ha - 1] === b[hb - 1]) {
    ha--;
    hb--;
  }
  let d = (b.length > 0 ? b.length - 1 : 0) - (a.length > 0 ? a.length - 1 : 0);
  for (let i = lo; i < hb; i++) d += itemSize(b[i]);
  for (let i = lo; i < ha; i++) d -= itemSize(a[i]);
  return d;
}

/** itemSize is the encoded size of a list item (an undefined or a function is "null"). */
function itemSize(x: unknown): number {
  return x === undefined || typeof x === "function" ? 4 : sizeOf(x);
}

/** knownSize is the encoded size of obj when it is known already (stamped, or remembered at an ask). */
function knownSize(obj: object): number | undefined {
  return stampOf(obj) ?? sizes.get(obj);
}

/**
 * measuredKinds are the `kind`s of the versions a reader has asked the size of (encodedSize):
 * only theirs are measured as they are stored. (By kind name alone: a kind of the same name in
 * another group is measured too, which costs a walk and changes no size.)
 */
const measuredKinds = new Set<unknown>();

/**
 * stampStoredSize stamps `next` (a version about to be frozen and stored) with its encoded size
 * when readers ask the sizes of its kind (they will ask this one's: its watch event is on its
 * way), as it is stored: from the size of `prev` (the version it replaces, stamped as it was
 * stored) plus what the members that differ change (sizeChange), so that only the parts of
 * `next` that are not `prev`'s are read; measured whole when prev's size is not known (a create,
 * the first versions stored before a reader asked). Versions of kinds no reader measures (those
 * only built-in controllers read) are not measured (until asked, see encodedSize).
 */
export function stampStoredSize(next: object, prev: object | undefined): void {
  if (!Object.isExtensible(next) || stampOf(next) !== undefined) return;
  const base = prev === undefined ? undefined : knownSize(prev);
  let size: number;
  if (base !== undefined) size = base + sizeChange(prev, next, "");
  else if (measuredKinds.has((next as { kind?: unknown }).kind)) size = sizeOf(next);
  else return;
  stampSize(next, size);
}

/**
 * encodedSize is jsonSize, looked up for stored objects: a stamp left on the version (restored
 * snapshots, versions measured from their predecessor as they were stored), or for other frozen
 * objects a per-identity memo filled at the first ask. Readers (LIST, watch, informers) thus pay
 * at most a walk once per version and a lookup after. Objects that are not frozen are measured
 * each time, all the way down.
 */
export function encodedSize(obj: object): number {
  const stamped = stampOf(obj);
  if (stamped !== undefined) return stamped;
  if (!Array.isArray(obj)) measuredKinds.add((obj as { kind?: unknown }).kind);
  return remembered(obj, sizeOf);
}
