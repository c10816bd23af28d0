// SameValue tells, without converting anything, that two Go values of one type are identical all the
// way down (every field, element and map entry, as reflect.DeepEqual with nil and empty told apart).
// Their Kubernetes JSON is a function of the value, so identical values have equal JSON: the JSON
// comparisons (Semantic.DeepEqual, fact 84) answer true without converting either side. It answers
// false whenever it cannot tell cheaply (NaN, funcs, channels, lazily converted bytes or a map whose
// entries were never read, a nesting deeper than MAX_DEPTH): the caller then compares the JSON as before.
// Lazily converted items of different origins are converted and compared item by item.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { under, identical, type Type } from "../../check/types";
import { fieldKeys } from "../../eval/typeops";
import { LazyBytes, LazyItems, LazyMap, type Slice, type GoMap, type Iface, type Box } from "../native";

/** MAX_DEPTH bounds the walk (a cyclic value is then left to the JSON comparison). */
const MAX_DEPTH = 64;

/** sameValue reports whether a and b, both of type t, are certainly identical (see the top of this file). */
export function sameValue(t: Type, a: any, b: any, depth = 0): boolean {
  if (a === b) return true; // NaN is never === itself
  if (depth > MAX_DEPTH || a === null || b === null) return false;
  const u = under(t);
  switch (u.k) {
    case "struct": {
      const keys = fieldKeys(u);
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i]!;
        if (!sameValue(u.fields[i]!.type, a[k], b[k], depth + 1)) return false;
      }
      return true;
    }
    case "pointer": {
      const e = under(u.elem).k;
      return e === "struct" || e === "array"
        ? sameValue(u.elem, a, b, depth + 1)
        : sameValue(u.elem, (a as Box).v, (b as Box).v, depth + 1);
    }
    case "array": {
      const x = a as any[],
        y = b as any[];
      for (let i = 0; i < x.length; i++) if (!sameValue(u.elem, x[i], y[i], depth + 1)) return false;
      return true;
    }
    case "slice":
      return sameSlice(u.elem, a as Slice, b as Slice, depth);
    case "map": {
      const x = a as GoMap,
        y = b as GoMap;
      // As for lazy slices (sameSlice): an unread lazy map is its origin; reading it would convert it.
      const lx = x instanceof LazyMap && x.untouched,
        ly = y instanceof LazyMap && y.untouched;
      if (lx || ly) return lx && ly && x.origin === y.origin;
      if (x.size !== y.size || x.kf || y.kf) return false;
      for (const [k, v] of x.m) {
        if (!y.m.has(k) || !sameValue(u.elem, v, y.m.get(k), depth + 1)) return false;
      }
      return true;
    }
    case "interface": {
      const x = a as Iface,
        y = b as Iface;
      return identical(x.t, y.t) && sameValue(x.t, x.v, y.v, depth + 1);
    }
    default:
      // Basic values differ (a !== b); funcs and channels are not compared.
      return false;
  }
}

function sameSlice(elem: Type, x: Slice, y: Slice, depth: number): boolean {
  // A lazily converted slice nobody read is its origin: the same origin is the same elements. Reading
  // `a` would convert it, so any other lazy case is left to the JSON comparison.
  const lx = x instanceof LazyItems || x instanceof LazyBytes,
    ly = y instanceof LazyItems || y instanceof LazyBytes;
  if ((lx && x.untouched) || (ly && y.untouched)) {
    if (lx && ly && x.constructor === y.constructor && x.untouched && y.untouched && x.origin === y.origin) return true;
    // Lazy items of other origins, or beside a list already read (a copy taken before a change),
    // are converted and compared item by item below: cheaper than both lists' JSON.
    if (!(x instanceof LazyItems || !lx) || !(y instanceof LazyItems || !ly)) return false;
  }
  if (x.len !== y.len) return false;
  const xa = x.a,
    ya = y.a;
  if (xa === ya && x.off === y.off) return true;
  for (let i = 0; i < x.len; i++) if (!sameValue(elem, xa[x.off + i], ya[y.off + i], depth + 1)) return false;
  return true;
}
