/**
 * Interning of stored objects: structurally identical subtrees of stored (frozen) objects are
 * shared, so 20,000 Apps made from one template hold one copy of their common spec, status
 * and managedFields entries instead of 20,000.
 *
 * Sharing is invisible: stored objects are deeply frozen and every reader gets them by value
 * (JSON, deep copies); two subtrees are merged only when they have the same keys in the same
 * order, the same array lengths and the same primitive values (undefined members included), so
 * any encoding of the object is unchanged. The table holds its subtrees weakly: an interned
 * subtree that no stored object uses any more is collected (identity is never observable, so
 * when that happens does not affect determinism).
 */

/** ids gives each interned (frozen, canonical) subtree a small number; its parent's key uses it. */
const ids = new WeakMap<object, number>();
/** table maps a structural key to the canonical subtree (held weakly). */
const table = new Map<string, object>();
let nextId = 1;

/** childKey is how a value appears in its parent's key: a primitive's JSON, or "#<id>". */
function childKey(v: unknown): string {
  if (v === undefined) return "u";
  if (v === null || typeof v !== "object") return typeof v === "string" ? JSON.stringify(v) : `${typeof v}:${String(v)}`;
  return `#${ids.get(v) as number}`;
}

/**
 * internFreeze deep-freezes v and returns its canonical form: v itself (frozen) when v is a
 * primitive, or when no identical subtree is interned yet; otherwise the interned twin. Children
 * of unfrozen objects are replaced by their canonical twins in place before v is frozen.
 * `root` objects (the stored object itself) are frozen but never entered in the table.
 */
export function internFreeze<T>(v: T, root = false): T {
  if (v === null || typeof v !== "object") return v;
  const o = v as unknown as Record<string, unknown>;
  if (ids.has(o)) return v;
  const frozen = Object.isFrozen(o);
  let key: string;
  if (Array.isArray(v)) {
    const a = v as unknown[];
    key = "[";
    for (let i = 0; i < a.length; i++) {
      const c = internFreeze(a[i]);
      if (c !== a[i] && !frozen) a[i] = c;
      key += childKey(frozen ? internFreezeId(a[i], c) : c) + ",";
    }
  } else {
    key = "{";
    for (const k in o) {
      const c = internFreeze(o[k]);
      if (c !== o[k] && !frozen) o[k] = c;
      key += JSON.stringify(k) + ":" + childKey(frozen ? internFreezeId(o[k], c) : c) + ",";
    }
  }
  if (!frozen) Object.freeze(o);
  if (root) return v;
  const twin = table.get(key);
  if (twin !== undefined) return twin as T;
  ids.set(o, nextId++);
  table.set(key, o);
  return v;
}

/** internFreezeId: a frozen parent keeps its own child; the key then names the canonical twin. */
function internFreezeId(own: unknown, canonical: unknown): unknown {
  if (own === canonical || own === null || typeof own !== "object") return canonical;
  // own is frozen and identical to canonical but not interned itself: give it canonical's id.
  const id = ids.get(canonical as object);
  if (id !== undefined && !ids.has(own)) ids.set(own, id);
  return canonical;
}
