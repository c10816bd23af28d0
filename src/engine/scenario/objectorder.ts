/**
 * sortObjects puts objects in the report's order: by kind, then namespace, then name, as the
 * strings "kind\0namespace\0name" compare (UTF-16 code units, a missing namespace or name read
 * as ""). Comparing the three in turn gives that order without building a key per object, as
 * long as none of them holds a "\0" (which sorts below every other character inside a key but
 * not at a component's end); a list that has one is sorted by the built keys instead. The sort
 * is stable either way, so equal keys keep their order.
 */
import type { KubeObject } from "../api/object";

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byParts = (a: KubeObject, b: KubeObject) =>
  cmp(a.kind, b.kind) ||
  cmp(a.metadata.namespace ?? "", b.metadata.namespace ?? "") ||
  cmp(a.metadata.name ?? "", b.metadata.name ?? "");

const key = (o: KubeObject) => `${o.kind}\u0000${o.metadata.namespace ?? ""}\u0000${o.metadata.name ?? ""}`;

/** sortObjects sorts `list` in place by kind, namespace and name, and returns it. */
export function sortObjects(list: KubeObject[]): KubeObject[] {
  const hasNul = list.some(
    (o) => o.kind.includes("\0") || !!o.metadata.namespace?.includes("\0") || !!o.metadata.name?.includes("\0"),
  );
  if (!hasNul) return list.sort(byParts);
  const keyed = list.map((obj) => ({ key: key(obj), obj }));
  keyed.sort((a, b) => cmp(a.key, b.key));
  for (let i = 0; i < keyed.length; i++) list[i] = (keyed[i] as { obj: KubeObject }).obj;
  return list;
}
