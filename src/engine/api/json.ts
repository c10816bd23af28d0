/**
 * Plain-JSON helpers: deep copy, deep equality and a canonical encoding. Objects in the engine
 * are JSON values, so these are all a DeepCopy / Semantic.DeepEqual needs at the storage level.
 */

/** JsonValue is any value JSON can carry. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [k: string]: JsonValue };

/** isPlainObject reports whether v is a JSON object (not an array, not null). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** deepCopy copies a JSON value; undefined members are dropped, as encoding would. */
export function deepCopy<T>(v: T): T {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = deepCopy(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = deepCopy(x);
  }
  return out as T;
}

/** deepEqual compares two JSON values structurally (key order does not matter). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let na = 0;
  for (const k in ao) {
    if (ao[k] === undefined) continue;
    na++;
    if (!deepEqual(ao[k], bo[k])) return false;
  }
  let nb = 0;
  for (const k in bo) if (bo[k] !== undefined) nb++;
  return na === nb;
}

/**
 * canonicalJSON encodes a value with object keys sorted, so that two equal objects encode to
 * the same bytes whatever order their keys were written in (Go encodes maps sorted and
 * structs in field order; either way the bytes do not depend on how the client built them).
 * `skip(path, key)` may drop members (used to ignore managedFields timestamps).
 */
export function canonicalJSON(v: unknown, skip?: (parentKey: string, key: string) => boolean, parentKey = ""): string {
  if (v === null || typeof v !== "object") return v === undefined ? "null" : JSON.stringify(v);
  if (Array.isArray(v)) {
    let s = "[";
    for (let i = 0; i < v.length; i++) s += (i ? "," : "") + canonicalJSON(v[i], skip, parentKey);
    return s + "]";
  }
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o).sort();
  let s = "{";
  let first = true;
  for (const k of keys) {
    const x = o[k];
    if (x === undefined || (skip && skip(parentKey, k))) continue;
    s += (first ? "" : ",") + JSON.stringify(k) + ":" + canonicalJSON(x, skip, k);
    first = false;
  }
  return s + "}";
}

/** deepFreeze freezes a JSON value in place (stored objects are immutable and shared by list and watch). */
export function deepFreeze<T>(v: T): T {
  if (typeof v !== "object" || v === null || Object.isFrozen(v)) return v;
  Object.freeze(v);
  if (Array.isArray(v)) for (let i = 0; i < v.length; i++) deepFreeze(v[i]);
  else
    for (const k in v as Record<string, unknown>) {
      const x = (v as Record<string, unknown>)[k];
      if (typeof x === "object" && x !== null) deepFreeze(x);
    }
  return v;
}

/**
 * deepCopyExceptManagedFields deep-copies an object like deepCopy but keeps
 * `metadata.managedFields` by reference: the API server never edits a request's or a stored
 * object's managedFields in place (it decodes them and writes a new list), and they are the
 * largest part of most objects.
 */
export function deepCopyExceptManagedFields<T extends object>(o: T): T {
  const src = o as Record<string, unknown>;
  const meta = src.metadata;
  if (!isPlainObject(meta) || meta.managedFields === undefined) return deepCopy(o);
  const out: Record<string, unknown> = {};
  for (const k in src) {
    const v = src[k];
    if (v === undefined) continue;
    if (k !== "metadata") {
      out[k] = deepCopy(v);
      continue;
    }
    const m: Record<string, unknown> = {};
    for (const mk in meta) {
      const mv = meta[mk];
      if (mv !== undefined) m[mk] = mk === "managedFields" ? mv : deepCopy(mv);
    }
    out.metadata = m;
  }
  return out as T;
}

/** sharedFrozen reports whether v is a frozen plain object or array: a node nobody can edit any
 * more (a stored version's), which a copy may share instead of copying. */
function sharedFrozen(v: object): boolean {
  if (!Object.isFrozen(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === Array.prototype;
}

/** copyUnfrozen is deepCopy, except that frozen plain nodes (at any depth) are shared, not copied. */
export function copyUnfrozen<T>(v: T): T {
  if (typeof v !== "object" || v === null || sharedFrozen(v)) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copyUnfrozen(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = copyUnfrozen(x);
  }
  return out as T;
}

/**
 * copyRequest copies a write's body for the API server to edit: the object and its metadata are
 * new and every member the caller may still edit is copied (metadata's as deepCopyExceptManagedFields
 * does, managedFields kept by reference), but frozen nodes below the top-level fields (a stored
 * version's spec, passed back as `{...stored, status}`) are shared: whatever edits the copy must
 * copy such a node first (copy on write, as defaultObject does).
 */
export function copyRequest<T extends object>(o: T): T {
  const src = o as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k in src) {
    const v = src[k];
    if (v === undefined) continue;
    if (k !== "metadata" || !isPlainObject(v)) {
      out[k] = k === "metadata" ? deepCopy(v) : copyUnfrozen(v);
      continue;
    }
    const m: Record<string, unknown> = {};
    for (const mk in v) {
      const mv = v[mk];
      if (mv !== undefined) m[mk] = mk === "managedFields" ? mv : deepCopy(mv);
    }
    out.metadata = m;
  }
  return out as T;
}
