// Fingerprint renders a Go value as a string that changes when the value (deeply) changes; the lab
// compares a reconciler's fields before and after a reconcile to find state kept in the struct.
import { under, type Type } from "../golang/check/types";
import { type Slice, type GoMap, type Iface, type Box } from "../golang/eval/values";
import { fieldKeys } from "../golang/eval/typeops";

const ids = new WeakMap<object, number>();
let next = 1;
const idOf = (o: object) => {
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = next++));
  return id;
};

/** fingerprint returns a deep rendering of v (of type t), bounded in depth. */
export function fingerprint(t: Type, v: unknown, depth = 0): string {
  if (v === null || v === undefined) return "nil";
  if (depth > 6) return "…";
  const u = under(t);
  switch (u.k) {
    case "basic":
      return JSON.stringify(v);
    case "struct": {
      const keys = fieldKeys(u);
      return (
        "{" +
        u.fields.map((f, i) => fingerprint(f.type, (v as Record<string, unknown>)[keys[i]!], depth + 1)).join(",") +
        "}"
      );
    }
    case "pointer":
      if (under(u.elem).k === "struct") return "&" + idOf(v as object) + fingerprint(u.elem, v, depth + 1);
      return "&" + idOf(v as object) + fingerprint(u.elem, (v as Box).v, depth + 1);
    case "slice": {
      const s = v as Slice;
      const items: string[] = [];
      for (let i = 0; i < s.len; i++) items.push(fingerprint(u.elem, s.a[s.off + i], depth + 1));
      return "[" + items.join(",") + "]";
    }
    case "map": {
      const m = v as GoMap;
      return (
        "map[" +
        m
          .entries()
          .map(([k, x]) => fingerprint(u.key, k, depth + 1) + ":" + fingerprint(u.elem, x, depth + 1))
          .sort()
          .join(",") +
        "]"
      );
    }
    case "interface": {
      const i = v as Iface;
      return "(" + i.t.id + ")" + fingerprint(i.t, i.v, depth + 1);
    }
    case "array":
      return "[" + (v as unknown[]).map((x) => fingerprint(u.elem, x, depth + 1)).join(",") + "]";
    default:
      return typeof v === "function" ? "func" + idOf(v as object) : String(v);
  }
}
