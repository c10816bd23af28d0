/**
 * ObjectStore is the storage layer: one map per kind keyed by "namespace/name", a sorted key
 * index kept lazily (pending inserts are sorted and merged on the next list, so creating
 * 20,000 objects and listing them is O(n log n), not O(n²)), and the comparison encoding used
 * to detect no-op writes. Stored objects are never mutated in place: a write replaces them,
 * which lets watch history and snapshots share them without copying.
 */
import type { KubeObject } from "../api";
import { ByName } from "../api/byname";

/** StoredObject is one persisted object. */
export interface StoredObject {
  obj: KubeObject;
  /** gone: removed from its store (an entry held by a request that began before the removal). */
  gone?: true;
}

/** storageKey is "namespace/name", or "name" for cluster-scoped objects. */
export function storageKey(namespace: string | undefined, name: string): string {
  return namespace ? `${namespace}/${name}` : name;
}

/**
 * sameBytes reports whether two objects would encode to the same bytes once managedFields
 * timestamps are ignored (fact 5, IgnoreManagedFieldsTimestampsTransformer). Encoding is
 * canonical (sorted keys, undefined dropped), so this is a structural comparison that skips
 * `managedFields[*].time`; it stops at the first difference and allocates nothing.
 */
export function sameBytes(a: KubeObject, b: KubeObject): boolean {
  return eq(a, b, "");
}

/**
 * eq compares a and b as sameBytes does, `parentKey` naming the member they are (managedFields
 * items skip `time`). An object's metadata (the top level's, parentKey "") is compared last: a
 * write's change is mostly in the body (spec, status), found at once, while metadata
 * (managedFields) is the longest walk; the answer does not depend on the order.
 */
function eq(a: unknown, b: unknown, parentKey: string): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!eq(a[i], b[i], parentKey)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const skipTime = parentKey === "managedFields";
  const last = parentKey === "" ? "metadata" : undefined;
  let na = 0;
  for (const k in ao) {
    if (ao[k] === undefined || (skipTime && k === "time")) continue;
    na++;
    if (k !== last && !eq(ao[k], bo[k], k)) return false;
  }
  let nb = 0;
  for (const k in bo) if (bo[k] !== undefined && !(skipTime && k === "time")) nb++;
  return na === nb && (last === undefined || eq(ao[last], bo[last], last));
}

/** KindStore holds the objects of one kind. */
export class KindStore {
  private readonly objects = new Map<string, StoredObject>();
  /** byName is the same objects by namespace and name (api/byname.ts): getAt finds an object
   * without building its key (most lookups are of the few objects a controller is working on). */
  private readonly byName = new ByName<StoredObject>();
  private sorted: string[] = [];
  private pendingAdds: string[] = [];
  private pendingRemoves = new Set<string>();

  get size(): number {
    return this.objects.size;
  }

  get(key: string): StoredObject | undefined {
    return this.objects.get(key);
  }

  /** getAt is get(storageKey(namespace, name)). */
  getAt(namespace: string | undefined, name: string): StoredObject | undefined {
    return ByName.splits(namespace, name)
      ? this.byName.get(namespace, name)
      : this.objects.get(storageKey(namespace, name));
  }

  /** put inserts or replaces an object. */
  put(key: string, s: StoredObject): void {
    this.putKey(key, s);
    this.byName.setKey(key, s);
  }

  /** putAt is put(storageKey(namespace, name), s), indexed by the strings given (the key is not
   * split again into new ones, hashed again at the lookup). */
  putAt(namespace: string | undefined, name: string, s: StoredObject): void {
    const key = storageKey(namespace, name);
    this.putKey(key, s);
    if (ByName.splits(namespace, name)) this.byName.set(namespace, name, s);
    else this.byName.setKey(key, s);
  }

  private putKey(key: string, s: StoredObject): void {
    // a new key is one that grows the map (one lookup of the key, not has then set)
    const size = this.objects.size;
    this.objects.set(key, s);
    if (this.objects.size === size) return;
    if (this.pendingRemoves.has(key)) this.pendingRemoves.delete(key);
    else this.pendingAdds.push(key);
  }

  remove(key: string): void {
    const s = this.objects.get(key);
    if (s === undefined) return;
    this.objects.delete(key);
    s.gone = true;
    this.byName.deleteKey(key);
    const i = this.pendingAdds.indexOf(key);
    if (i >= 0 && this.pendingAdds.length < 64) this.pendingAdds.splice(i, 1);
    else this.pendingRemoves.add(key);
  }

  /** keys returns every key in storage order (etcd key order: namespace, then name). */
  keys(): readonly string[] {
    if (this.pendingAdds.length === 0 && this.pendingRemoves.size === 0) return this.sorted;
    const base = this.pendingRemoves.size ? this.sorted.filter((k) => !this.pendingRemoves.has(k)) : this.sorted;
    const adds = this.pendingAdds.filter((k) => this.objects.has(k)).sort();
    const out: string[] = new Array(base.length + adds.length);
    let i = 0,
      j = 0,
      o = 0;
    while (i < base.length || j < adds.length) {
      if (j >= adds.length || (i < base.length && base[i]! < adds[j]!)) out[o++] = base[i++]!;
      else out[o++] = adds[j++]!;
    }
    out.length = o;
    this.sorted = out.filter((k, idx) => idx === 0 || out[idx - 1] !== k);
    this.pendingAdds = [];
    this.pendingRemoves.clear();
    return this.sorted;
  }

  /** range returns the keys of one namespace (all keys when namespace is undefined). */
  range(namespace: string | undefined): readonly string[] {
    const keys = this.keys();
    if (!namespace) return keys;
    const lo = lowerBound(keys, `${namespace}/`);
    const hi = lowerBound(keys, `${namespace}0`); // "0" is "/" + 1
    return keys.slice(lo, hi);
  }

  /** values iterates stored objects in no particular order. */
  values(): IterableIterator<StoredObject> {
    return this.objects.values();
  }

  clear(): void {
    this.objects.clear();
    this.byName.clear();
    this.sorted = [];
    this.pendingAdds = [];
    this.pendingRemoves.clear();
  }
}

/** lowerBound returns the first index whose key is ≥ x. */
export function lowerBound(keys: readonly string[], x: string): number {
  let lo = 0,
    hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
