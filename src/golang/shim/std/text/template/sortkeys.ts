// SortKeys orders a map's entries for range as text/template does (internal/fmtsort): numbers by
// value, strings by bytes, false before true; other keys in the map's own order.
import type { GoValue } from "../../../../eval/values";
import type { GoMap } from "../../../../eval/values";
import { under, type Type } from "../../../../check/types";

/** sortedKeys returns the map's [key, value] pairs in Go's sorted order. */
export function sortedKeys(keyType: Type, m: GoMap): [GoValue, GoValue][] {
  const entries = m.entries();
  const u = under(keyType);
  if (u.k !== "basic") return entries;
  return entries.sort(([a], [b]) => {
    if (typeof a === "string") return a < b ? -1 : a > b ? 1 : 0;
    if (typeof a === "boolean") return Number(a) - Number(b);
    return a < b ? -1 : a > b ? 1 : 0;
  });
}
