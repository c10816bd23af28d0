/**
 * Encoded sizes of API objects: the length of their JSON encoding, computed once per stored
 * version (stored objects are frozen, so a size can be remembered by identity).
 */

/**
 * jsonSize returns the length of a value's JSON encoding without building the string
 * (escapes inside strings are not counted; members that are undefined are skipped, as
 * JSON.stringify does).
 */
export function jsonSize(v: unknown): number {
  switch (typeof v) {
    case "string":
      return v.length + 2;
    case "number":
      return Number.isInteger(v) && v >= 0 && v < 1e15 ? (v < 10 ? 1 : Math.floor(Math.log10(v)) + 1) : String(v).length;
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
        n += k.length + 3 + jsonSize(x);
        members++;
      }
      return n + (members > 0 ? members - 1 : 0);
    }
    default:
      return 0;
  }
}

/** sizes memoizes the encoded size of frozen (immutable) values by identity. */
const sizes = new WeakMap<object, number>();

/**
 * encodedSize is jsonSize, remembered for frozen objects: the API server calls it when it stores
 * a version (it encodes every object it stores), so later readers (LIST, watch, informers) pay
 * a lookup instead of a walk. Unfrozen objects are measured every time.
 */
export function encodedSize(obj: object): number {
  let n = sizes.get(obj);
  if (n === undefined) {
    n = jsonSize(obj);
    if (Object.isFrozen(obj)) sizes.set(obj, n);
  }
  return n;
}
