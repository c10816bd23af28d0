// SameValue tells, without converting anything, that two Go values of one type are identical all the
// way down (every field, element and map entry, as reflect.DeepEqual with nil and empty told apart).
// Their Kubernetes JSON is a function of the value, so identical values have equal JSON: the JSON
// comparisons (Semantic.DeepEqual, fact 84) answer true without converting either side. It answers
// false whenever it cannot tell cheaply (NaN, funcs, channels, lazily converted bytes or a map whose
// entries were never read, a nesting deeper than MAX_DEPTH): the caller then compares the JSON as before.
// Lazily converted items of different origins are converted and compared item by item. The walk is
// compiled once per type (a struct's fields read by name, basic fields compared inline), as the
// deep copier is: the generic walk looked up each type's kind and fields at every value.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { under, identical, type Type } from "../../check/types";
import { fieldKeys } from "../../eval/typeops";
import { LazyBytes, LazyItems, LazyMap, type Slice, type GoMap, type Iface, type Box } from "../native";
import { slot } from "./firstcall";

/** MAX_DEPTH bounds the walk (a cyclic value is then left to the JSON comparison). */
const MAX_DEPTH = 64;

/** Same compares two values of one type, `depth` levels down. */
type Same = (a: any, b: any, depth: number) => boolean;
const comparers = new WeakMap<Type, Same>();

/** sameValue reports whether a and b, both of type t, are certainly identical (see the top of this file). */
export function sameValue(t: Type, a: any, b: any, depth = 0): boolean {
  return a === b || comparer(t)(a, b, depth);
}

/** hasComparer reports whether the comparison of values of type t has been built (for tests). */
export const hasComparer = (t: Type): boolean => comparers.has(t);

/** comparer returns the compiled comparison of values of type t (built once per type; the types it
 * reaches are built when first met, see firstcall.ts). */
function comparer(t: Type): Same {
  let c = comparers.get(t);
  if (!c) comparers.set(t, (c = build(t)));
  return c;
}

/** comparedByIdentity: values Go compares by value and the walk by ===; funcs and channels are not
 * compared (=== alone) */
function comparedByIdentity(t: Type): boolean {
  const k = under(t).k;
  return k !== "struct" && k !== "pointer" && k !== "slice" && k !== "array" && k !== "map" && k !== "interface";
}

function build(t: Type): Same {
  const u = under(t);
  switch (u.k) {
    case "struct": {
      // One function per struct type: its fields read by name, fields compared by === inline.
      const keys = fieldKeys(u);
      const subs: Array<Same | undefined> = [];
      u.fields.forEach((f, i) => {
        if (!comparedByIdentity(f.type)) slot(subs, i, comparers.get(f.type), () => comparer(f.type));
      });
      const terms = keys.map((k, i) => {
        const x = `a[${JSON.stringify(k)}]`,
          y = `b[${JSON.stringify(k)}]`;
        return subs[i] ? `(${x} === ${y} || S[${i}](${x}, ${y}, d))` : `${x} === ${y}`;
      });
      return new Function(
        "S",
        "MAX",
        `return function structSame(a, b, d) {
if (a === b) return true;
if (d > MAX || a === null || b === null) return false;
d++;
return ${terms.length ? terms.join(" &&\n") : "true"};
};`,
      )(subs, MAX_DEPTH) as Same;
    }
    case "pointer": {
      const e = under(u.elem).k;
      const elem = u.elem;
      let inner: Same = (a, b, d) => (inner = comparer(elem))(a, b, d);
      if (e === "struct" || e === "array")
        return (a, b, d) => a === b || (d <= MAX_DEPTH && a !== null && b !== null && inner(a, b, d + 1));
      return (a: Box | null, b: Box | null, d) => {
        if (a === b) return true;
        if (d > MAX_DEPTH || a === null || b === null) return false;
        return a.v === b.v || inner(a.v, b.v, d + 1);
      };
    }
    case "array": {
      const elem = u.elem;
      let inner: Same = (a, b, d) => (inner = comparer(elem))(a, b, d);
      return (x: any[] | null, y: any[] | null, d) => {
        if (x === y) return true;
        if (d > MAX_DEPTH || x === null || y === null) return false;
        for (let i = 0; i < x.length; i++) if (x[i] !== y[i] && !inner(x[i], y[i], d + 1)) return false;
        return true;
      };
    }
    case "slice": {
      const elem = u.elem;
      let inner: Same = (a, b, d) => (inner = comparer(elem))(a, b, d);
      return (x: Slice | null, y: Slice | null, d) =>
        x === y || (d <= MAX_DEPTH && x !== null && y !== null && sameSlice(inner, x, y, d));
    }
    case "map": {
      const elem = u.elem;
      let inner: Same = (a, b, d) => (inner = comparer(elem))(a, b, d);
      return (x: GoMap | null, y: GoMap | null, d) => {
        if (x === y) return true;
        if (d > MAX_DEPTH || x === null || y === null) return false;
        // As for lazy slices (sameSlice): an unread lazy map is its origin; reading it would convert it.
        const lx = x instanceof LazyMap && x.untouched,
          ly = y instanceof LazyMap && y.untouched;
        if (lx || ly) return lx && ly && x.origin === y.origin;
        if (x.size !== y.size || x.kf || y.kf) return false;
        for (const [k, v] of x.m) {
          if (!y.m.has(k)) return false;
          const w = y.m.get(k);
          if (v !== w && !inner(v, w, d + 1)) return false;
        }
        return true;
      };
    }
    case "interface":
      return (x: Iface | null, y: Iface | null, d) => {
        if (x === y) return true;
        if (d > MAX_DEPTH || x === null || y === null) return false;
        return identical(x.t, y.t) && (x.v === y.v || comparer(x.t)(x.v, y.v, d + 1));
      };
    default:
      // Basic values differ (a !== b); funcs and channels are not compared.
      return (a, b) => a === b;
  }
}

function sameSlice(inner: Same, x: Slice, y: Slice, depth: number): boolean {
  // A lazily converted slice nobody read is its origin: the same origin is the same elements. Reading
  // `a` would convert it, so any other lazy case is left to the JSON comparison.
  const lx = x instanceof LazyItems || x instanceof LazyBytes,
    ly = y instanceof LazyItems || y instanceof LazyBytes;
  if ((lx && x.untouched) || (ly && y.untouched)) {
    // (Bytes encoded at once keep no origin, undefined: theirs tells nothing.)
    const bothUntouched = lx && ly && x.constructor === y.constructor && x.untouched && y.untouched;
    if (bothUntouched && x.origin !== undefined && x.origin === y.origin) return true;
    // Lazy items of other origins, or beside a list already read (a copy taken before a change),
    // are converted and compared item by item below: cheaper than both lists' JSON.
    if (!(x instanceof LazyItems || !lx) || !(y instanceof LazyItems || !ly)) return false;
  }
  if (x.len !== y.len) return false;
  const xa = x.a,
    ya = y.a;
  if (xa === ya && x.off === y.off) return true;
  for (let i = 0; i < x.len; i++) {
    const v = xa[x.off + i],
      w = ya[y.off + i];
    if (v !== w && !inner(v, w, depth + 1)) return false;
  }
  return true;
}
