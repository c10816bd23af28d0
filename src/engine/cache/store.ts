import type { KubeObject } from "../api";
import { ByName } from "../api/byname";

/** IndexFunc computes the index values of an object (cache.IndexFunc). */
export type IndexFunc = (obj: KubeObject) => string[];

/** NamespaceIndex is the name of the built-in namespace index (cache.NamespaceIndex). */
export const NamespaceIndex = "namespace";

/** metaNamespaceIndexFunc indexes by namespace. */
export const metaNamespaceIndexFunc: IndexFunc = (obj) => [obj.metadata.namespace ?? ""];

/** metaNamespaceKey is cache.MetaNamespaceKeyFunc: "namespace/name", or "name" when cluster-scoped. */
export function metaNamespaceKey(obj: KubeObject): string {
  const m = obj.metadata;
  return m.namespace ? `${m.namespace}/${m.name ?? ""}` : (m.name ?? "");
}

/**
 * Slot is one cached object with its byte size (what the informer accounts for it). An update
 * rewrites the slot in place: one map lookup instead of a get, a set and a size map's get and set.
 */
export interface Slot {
  obj: KubeObject;
  size: number;
}

/**
 * Indexer is client-go's thread-safe store with indices: objects by key, plus for each
 * index name a map from index value to keys. Lists come back in insertion order.
 */
export class Indexer {
  private readonly items = new Map<string, Slot>();
  /** byName is the same slots by namespace and name (api/byname.ts), for getAt and slotAt: a
   * read by an ObjectKey, or a watch event's object, finds its slot without building its key. */
  private readonly byName = new ByName<Slot>();
  private readonly indexers = new Map<string, IndexFunc>();
  private readonly indices = new Map<string, Map<string, Set<string>>>();

  constructor(indexers: Record<string, IndexFunc> = { [NamespaceIndex]: metaNamespaceIndexFunc }) {
    this.addIndexers(indexers);
  }

  /** addIndexers adds indices (also over objects already stored); a duplicate name is an error. */
  addIndexers(indexers: Record<string, IndexFunc>): void {
    for (const name of Object.keys(indexers)) if (this.indexers.has(name)) throw new Error(`indexer conflict: ${name}`);
    for (const [name, fn] of Object.entries(indexers)) {
      this.indexers.set(name, fn);
      const index = new Map<string, Set<string>>();
      this.indices.set(name, index);
      for (const [key, slot] of this.items) for (const v of fn(slot.obj)) addTo(index, v, key);
    }
  }

  hasIndex(name: string): boolean {
    return this.indexers.has(name);
  }

  get size(): number {
    return this.items.size;
  }

  get(key: string): KubeObject | undefined {
    return this.items.get(key)?.obj;
  }

  /** getAt is get(key) for the key of namespace/name (name alone when namespace is empty or
   * undefined, as metaNamespaceKey spells it). */
  getAt(namespace: string | undefined, name: string): KubeObject | undefined {
    return this.slotAt(namespace, name)?.obj;
  }

  /** slotAt is slot(key) for the key of namespace/name, as getAt. */
  slotAt(namespace: string | undefined, name: string): Slot | undefined {
    return ByName.splits(namespace, name)
      ? this.byName.get(namespace, name)
      : this.items.get(namespace ? `${namespace}/${name}` : name);
  }

  has(key: string): boolean {
    return this.items.has(key);
  }

  list(): KubeObject[] {
    const out = new Array<KubeObject>(this.items.size);
    let i = 0;
    for (const slot of this.items.values()) out[i++] = slot.obj;
    return out;
  }

  keys(): string[] {
    return [...this.items.keys()];
  }

  *entries(): IterableIterator<[string, KubeObject]> {
    for (const [key, slot] of this.items) yield [key, slot.obj];
  }

  /** slots are every cached object with its size, in insertion order (sizes may be rewritten). */
  slots(): IterableIterator<Slot> {
    return this.items.values();
  }

  /** slot is the cached object under key with its size (read it before a put rewrites it). */
  slot(key: string): Slot | undefined {
    return this.items.get(key);
  }

  /** set adds or replaces the object under key and updates every index. */
  set(key: string, obj: KubeObject): void {
    this.put(key, obj, 0, this.items.get(key));
  }

  /**
   * put stores obj (of `size` bytes) under key: into `slot`, the key's slot found by `slot(key)`
   * (rewritten in place), or into a new slot when undefined. Every index is updated.
   */
  put(key: string, obj: KubeObject, size: number, slot: Slot | undefined): void {
    const old = slot?.obj;
    if (slot) {
      slot.obj = obj;
      slot.size = size;
    } else {
      const s: Slot = { obj, size };
      this.items.set(key, s);
      // Under its own key (an informer's), the object's namespace and name strings are indexed:
      // hashed already where the object was stored, not sliced from the key into new ones.
      const m = obj.metadata;
      const name = m.name ?? "";
      if (ByName.splits(m.namespace, name) && key === metaNamespaceKey(obj)) this.byName.set(m.namespace, name, s);
      else this.byName.setKey(key, s);
    }
    for (const [name, fn] of this.indexers) {
      const index = this.indices.get(name) as Map<string, Set<string>>;
      if (!old) {
        for (const v of fn(obj)) addTo(index, v, key);
        continue;
      }
      // An update that keeps its index values (the common case) changes nothing; the namespace
      // index's values are the namespace, compared without building the lists.
      if (fn === metaNamespaceIndexFunc && (old.metadata.namespace ?? "") === (obj.metadata.namespace ?? "")) continue;
      const before = fn(old);
      const now = fn(obj);
      if (sameValues(before, now)) continue;
      for (const v of before) removeFrom(index, v, key);
      for (const v of now) addTo(index, v, key);
    }
  }

  /** delete removes the object under key; returns it. */
  delete(key: string): KubeObject | undefined {
    return this.remove(key)?.obj;
  }

  /** remove removes the key's slot and returns it (the object and its size). */
  remove(key: string): Slot | undefined {
    const slot = this.items.get(key);
    if (!slot) return undefined;
    this.items.delete(key);
    this.byName.deleteKey(key);
    for (const [name, fn] of this.indexers) {
      const index = this.indices.get(name) as Map<string, Set<string>>;
      for (const v of fn(slot.obj)) removeFrom(index, v, key);
    }
    return slot;
  }

  /** byIndex returns the objects whose index `name` has value `value`. */
  byIndex(name: string, value: string): KubeObject[] {
    const index = this.indices.get(name);
    if (!index) throw new Error(`Index with name ${name} does not exist`);
    const keys = index.get(value);
    if (!keys) return [];
    const out: KubeObject[] = [];
    for (const k of keys) out.push((this.items.get(k) as Slot).obj);
    return out;
  }

  /** indexKeys returns the keys whose index `name` has value `value`. */
  indexKeys(name: string, value: string): string[] {
    const index = this.indices.get(name);
    if (!index) throw new Error(`Index with name ${name} does not exist`);
    return [...(index.get(value) ?? [])];
  }
}

function addTo(index: Map<string, Set<string>>, v: string, key: string): void {
  let s = index.get(v);
  if (!s) index.set(v, (s = new Set()));
  s.add(key);
}

function removeFrom(index: Map<string, Set<string>>, v: string, key: string): void {
  const s = index.get(v);
  if (!s) return;
  s.delete(key);
  if (s.size === 0) index.delete(v);
}

function sameValues(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
