/**
 * Encoded sizes of API objects: the length of their JSON encoding, computed once per stored
 * version (stored objects are frozen, so a size can be remembered by identity).
 */

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

/** SIZE is the hidden (symbol-keyed, non-enumerable) slot where a value keeps its size (restored
 * versions, the shared nodes of managedFields trees). */
const SIZE: unique symbol = Symbol("encodedSize");
/** sizes memoizes the encoded size of frozen objects that were stored without a stamp. */
const sizes = new WeakMap<object, number>();

/**
 * stampEncodedSize records obj's encoded size on obj itself, just before the API server freezes
 * it for storage (it encodes every object it stores). The slot is a non-enumerable symbol
 * property: JSON, for…in, Object.keys, deep copies and structured clones never see it.
 */
export function stampEncodedSize(obj: object): void {
  if (Object.isExtensible(obj) && !Object.prototype.hasOwnProperty.call(obj, SIZE))
    Object.defineProperty(obj, SIZE, {
      value: sizeSharing(obj, 4),
      enumerable: false,
      writable: false,
      configurable: false,
    });
}

/**
 * sizeSharing is jsonSize(v), walking `depth` levels of containers itself: below that, and for
 * any frozen container (a value shared with an earlier stored version), it asks encodedSize,
 * which remembers frozen values. New frozen subtrees measured here, down to depth 1, are
 * remembered too.
 */
function sizeSharing(v: unknown, depth: number): number {
  if (typeof v !== "object" || v === null) return jsonSize(v);
  const frozen = Object.isFrozen(v);
  if (frozen) {
    const known = (v as { [SIZE]?: number })[SIZE] ?? sizes.get(v);
    if (known !== undefined) return known;
  }
  let n: number;
  if (depth <= 0) n = jsonSize(v);
  else if (Array.isArray(v)) {
    n = 2 + (v.length > 0 ? v.length - 1 : 0);
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      n += x === undefined || typeof x === "function" ? 4 : sizeSharing(x, depth - 1);
    }
  } else {
    n = 2;
    let members = 0;
    const o = v as Record<string, unknown>;
    for (const k in o) {
      const x = o[k];
      if (x === undefined || typeof x === "function") continue;
      n += escapedLength(k) + 3 + sizeSharing(x, depth - 1);
      members++;
    }
    n += members > 0 ? members - 1 : 0;
  }
  // Remembered down to depth 1 (a version, its fields, their members: what versions share);
  // deeper values are measured again inside a new parent, cheaper than a WeakMap entry each.
  if (frozen && depth >= 1) sizes.set(v, n);
  return n;
}

/**
 * encodedSize is jsonSize, looked up for stored objects: a stamp left on the version (restored
 * snapshots), or for other frozen objects a per-identity memo filled at the first ask, sharing
 * the memo of subtrees earlier versions measured. Readers (LIST, watch, informers) thus pay a
 * walk once per version and a lookup after. Objects that are not frozen are measured each time.
 */
export function encodedSize(obj: object): number {
  const stamped = (obj as { [SIZE]?: number })[SIZE];
  if (stamped !== undefined) return stamped;
  let n = sizes.get(obj);
  if (n === undefined) n = Object.isFrozen(obj) ? sizeSharing(obj, 4) : jsonSize(obj);
  return n;
}
