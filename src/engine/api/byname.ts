/**
 * ByName indexes the values of a map keyed by "namespace/name" (or "name" alone, cluster-scoped)
 * a second time, by namespace and then name: a lookup by the two strings finds a value without
 * building its key. A key built for a lookup is a new (cons) string that the map flattens and
 * hashes before it probes; the namespace and name are strings read from an object, hashed at
 * their first use as a key. (The API server's stores and the informers' indexers keep one each.)
 *
 * Only keys it can split back into the pair are indexed: a name without "/", or one "/" after a
 * non-empty namespace. `splits` tells the pairs whose key is one of those; for any other pair the
 * caller looks the key up.
 */

/** nameAt is a key's namespace ("" for none) and name, for the keys ByName tells apart. */
function nameAt(key: string): [string, string] | undefined {
  const slash = key.indexOf("/");
  if (slash < 0) return ["", key];
  return slash > 0 && key.indexOf("/", slash + 1) < 0 ? [key.slice(0, slash), key.slice(slash + 1)] : undefined;
}

export class ByName<T> {
  private readonly byNamespace = new Map<string, Map<string, T>>();

  /** splits reports whether (namespace, name) is found here: its key is one ByName splits. */
  static splits(namespace: string | undefined, name: string): boolean {
    return name.indexOf("/") < 0 && (!namespace || namespace.indexOf("/") < 0);
  }

  /** get is the value under the key of namespace/name (name alone when namespace is empty or
   * undefined); only for a pair that `splits`. */
  get(namespace: string | undefined, name: string): T | undefined {
    return this.byNamespace.get(namespace || "")?.get(name);
  }

  /** set records v under the key of namespace/name, for a pair that `splits`. */
  set(namespace: string | undefined, name: string, v: T): void {
    let names = this.byNamespace.get(namespace || "");
    if (names === undefined) this.byNamespace.set(namespace || "", (names = new Map()));
    names.set(name, v);
  }

  /** setKey records v under key (a key it cannot split is left out). */
  setKey(key: string, v: T): void {
    const at = nameAt(key);
    if (at !== undefined) this.set(at[0], at[1], v);
  }

  /** deleteKey forgets key. */
  deleteKey(key: string): void {
    const at = nameAt(key);
    if (at !== undefined) this.byNamespace.get(at[0])?.delete(at[1]);
  }

  clear(): void {
    this.byNamespace.clear();
  }
}
