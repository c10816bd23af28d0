/** KeyFunc knows how to turn a queue item into the string that identifies it (Go's `==` on T). */
export type KeyFunc<T> = (item: T) => string;

/** defaultKey keys strings as themselves and {namespace, name} requests as "namespace/name". */
export function defaultKey(item: unknown): string {
  if (typeof item === "string") return item;
  if (item && typeof item === "object" && "name" in item) {
    const r = item as { namespace?: string; name: string };
    return r.namespace ? `${r.namespace}/${r.name}` : r.name;
  }
  return JSON.stringify(item);
}
