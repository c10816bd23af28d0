import type { KubeObject } from "../api";

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
 * Indexer is client-go's thread-safe store with indices: objects by key, plus for each
 * index name a map from index value to keys. Lists come back in insertion order.
 */
export class Indexer {
  private readonly items = new Map<string, KubeObject>();
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
      for (const [key, obj] of this.items) for (const v of fn(obj)) addTo(index, v, key);
    }
  }

  hasIndex(name: string): boolean {
    return this.indexers.has(name);
  }

  get size(): number {
    return this.items.size;
  }

  get(key: string): KubeObject | undefined {
    return this.items.get(key);
  }

  has(key: string): boolean {
    return this.items.has(key);
  }

  list(): KubeObject[] {
    return [...this.items.values()];
  }

  keys(): string[] {
    return [...this.items.keys()];
  }

  entries(): IterableIterator<[string, KubeObject]> {
    return this.items.entries();
  }

  /** set adds or replaces the object under key and updates every index. */
  set(key: string, obj: KubeObject): void {
    const old = this.items.get(key);
    this.items.set(key, obj);
    for (const [name, fn] of this.indexers) {
      const index = this.indices.get(name) as Map<string, Set<string>>;
      const now = fn(obj);
      if (old) {
        const before = fn(old);
        if (sameValues(before, now)) continue; // an update that keeps its index values (the common case)
        for (const v of before) removeFrom(index, v, key);
      }
      for (const v of now) addTo(index, v, key);
    }
  }

  /** delete removes the object under key; returns it. */
  delete(key: string): KubeObject | undefined {
    const old = this.items.get(key);
    if (!old) return undefined;
    this.items.delete(key);
    for (const [name, fn] of this.indexers) {
      const index = this.indices.get(name) as Map<string, Set<string>>;
      for (const v of fn(old)) removeFrom(index, v, key);
    }
    return old;
  }

  /** byIndex returns the objects whose index `name` has value `value`. */
  byIndex(name: string, value: string): KubeObject[] {
    const index = this.indices.get(name);
    if (!index) throw new Error(`Index with name ${name} does not exist`);
    const keys = index.get(value);
    if (!keys) return [];
    const out: KubeObject[] = [];
    for (const k of keys) out.push(this.items.get(k) as KubeObject);
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
