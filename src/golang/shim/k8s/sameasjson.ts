// SameAsJSON tells, without converting anything, that a Go value is identical to what a stored
// (frozen) JSON object converts to: sameAsJSON(t, v, j) answers true only when sameValue(t, v,
// fromJSON(t)(j)) would (every field, element and map entry, nil and empty told apart). It walks
// the value and the JSON together, field by field, as the generated converters read them, and
// builds nothing: a lazily converted list or map nobody read is the same as the JSON node it was
// made from. CreateOrUpdate keeps the stored object it read instead of a deep copy of the Go value
// (which it only compared afterwards). It answers false whenever it cannot tell cheaply (a lazy
// list or map of another node, a nesting deeper than MAX_DEPTH, NaN): the caller then compares the
// JSON as before. Types that marshal themselves (Quantity, IntOrString), arrays, []byte and
// interfaces are converted and compared with sameValue. The walk is compiled once per type.
/* eslint-disable @typescript-eslint/no-explicit-any -- Go values are untyped at run time (see eval/values.ts). */
import { under, type Type } from "../../check/types";
import { fieldKeys, zeroLiteral, zeroFn, keyFn } from "../../eval/typeops";
import { LazyItems, LazyMap, goString, type Slice, type GoMap, type Box } from "../native";
import {
  fromJSON,
  jsonFields,
  scalarFrom,
  isTime,
  namedOf,
  plainStruct,
  timeLayout,
  wireTime,
  NO_FIELDS,
  NON_ASCII,
} from "./convert";
import { sameValue } from "./samevalue";
import { slot } from "./firstcall";

/** MAX_DEPTH bounds the walk (as sameValue's). */
const MAX_DEPTH = 64;

/** Same compares a Go value with the JSON value it would be converted from, `d` levels down. */
type Same = (v: any, j: unknown, d: number) => boolean;
const comparers = new WeakMap<Type, Same>();

/** sameAsJSON reports whether the Go value v of type t is certainly identical to fromJSON(t)(j) (see
 * the top of this file). j must not change while the answer is used: a stored, frozen object. */
export function sameAsJSON(t: Type, v: any, j: unknown): boolean {
  return comparer(t)(v, j, 0);
}

/** hasJSONComparer reports whether the comparison of values of type t has been built (for tests). */
export const hasJSONComparer = (t: Type): boolean => comparers.has(t);

function comparer(t: Type): Same {
  let c = comparers.get(t);
  if (!c) comparers.set(t, (c = build(t)));
  return c;
}

/** converted compares by converting j (types without a walk of their own). */
function converted(t: Type): Same {
  let from: ((j: unknown) => any) | undefined;
  return (v, j, d) => sameValue(t, v, (from ??= fromJSON(t))(j), d);
}

/** isObject: the JSON values fromJSON reads fields from (any other value gives every field its zero). */
const isObject = (j: unknown): j is Record<string, unknown> => !!j && typeof j === "object" && !Array.isArray(j);

function build(t: Type): Same {
  if (namedOf(t)) return converted(t);
  if (isTime(t)) return timeComparer(t) ?? converted(t);
  const u = under(t);
  switch (u.k) {
    case "basic": {
      // Basic values are identical when ===; their converter allocates nothing.
      const from = fromJSON(t);
      return (v, j) => v === from(j);
    }
    case "pointer": {
      const elem = u.elem;
      let inner: Same = (v, j, d) => (inner = comparer(elem))(v, j, d);
      // A pointer to a struct is the struct itself; any other pointer is a Box.
      if (under(elem).k === "struct")
        return (v, j, d) => (j === undefined || j === null ? v === null : v !== null && inner(v, j, d));
      return (v: Box | null, j, d) => (j === undefined || j === null ? v === null : v !== null && inner(v.v, j, d));
    }
    case "slice": {
      const ek = under(u.elem);
      if (ek.k === "basic" && ek.kind === "uint8") return converted(t);
      const elem = u.elem;
      let inner: Same = (v, j, d) => (inner = comparer(elem))(v, j, d);
      return (v: Slice | null, j, d) => {
        if (!Array.isArray(j)) return v === null;
        if (v === null || v.len !== j.length || d > MAX_DEPTH) return false;
        // An unread lazy list is the JSON node it was made from; reading another would convert it.
        if (v instanceof LazyItems && v.untouched) return v.origin === j;
        const a = v.a;
        for (let i = 0; i < j.length; i++) if (!inner(a[v.off + i], j[i], d + 1)) return false;
        return true;
      };
    }
    case "map": {
      // Only string keys are walked: JSON keys convert to them one to one (to other plain keys, such
      // as numbers, "1" and "01" are one key). Other maps are converted and compared.
      const uk = under(u.key);
      if (keyFn(u.key) !== null || uk.k !== "basic" || uk.kind !== "string") return converted(t);
      const elem = u.elem;
      let inner: Same = (v, j, d) => (inner = comparer(elem))(v, j, d);
      const key = fromJSON(u.key);
      return (v: GoMap | null, j, d) => {
        if (!isObject(j)) return v === null;
        if (v === null || v.kf || d > MAX_DEPTH) return false;
        if (v instanceof LazyMap && v.untouched) return v.origin === j;
        const m = v.m;
        let n = 0;
        for (const k in j) {
          if (!Object.prototype.hasOwnProperty.call(j, k)) continue;
          n++;
          const gk = key(k);
          if (!m.has(gk) || !inner(m.get(gk), j[k], d + 1)) return false;
        }
        // Every key of j has its entry, and no two keys of j convert to one Go key (Go strings are the
        // UTF-8 bytes of JSON strings, one to one): equal sizes then leave no other entry.
        return m.size === n;
      };
    }
    case "struct":
      return plainStruct(t) ? structComparer(t) : converted(t);
    default:
      return converted(t);
  }
}

/** timeComparer compares a metav1.Time or MicroTime ({Time: {sec, nsec}}) with its wire form without
 * building one; undefined when the type is not laid out so. */
function timeComparer(t: Type): Same | undefined {
  if (!timeLayout(t)) return undefined;
  return (v: { Time: { sec: number; nsec: number } }, j) => {
    const g = typeof j === "string" ? wireTime(j) : null;
    const tt = v.Time;
    return g === null ? tt.sec === 0 && tt.nsec === 0 : tt.sec === g.sec && tt.nsec === g.nsec;
  };
}

/**
 * structComparer generates, once per struct type, one expression comparing every field in
 * declaration order with what the struct converter would set it to: strings, booleans and numbers
 * with the converter's own inline code (convert.ts scalarFrom), a field without a JSON name with
 * its zero value, and any other field with its type's comparer.
 */
function structComparer(t: Type): Same {
  const u = under(t);
  if (u.k !== "struct") return converted(t);
  const keys = fieldKeys(u);
  const byKey = new Map(jsonFields(u).map((f) => [f.key, f]));
  const F: (((j: unknown) => any) | undefined)[] = [];
  const C: (Same | undefined)[] = [];
  const Z: ((v: any, d: number) => boolean)[] = [];
  const terms = u.fields.map((f, i) => {
    const at = `v[${JSON.stringify(keys[i]!)}]`;
    const ft = f.type;
    // The zero value, where the converter gives it (no JSON name, or null or absent in the JSON).
    const lit = zeroLiteral(ft);
    let zero: any;
    Z[i] = (v, d) => sameValue(ft, v, (zero ??= zeroFn(ft)()), d);
    const isZero = lit !== null ? `${at} === ${lit}` : `Z[${i}](${at}, d)`;
    const p = byKey.get(keys[i]!);
    if (!p) return isZero;
    const pt = p.type;
    slot(F, i, undefined, () => fromJSON(pt));
    slot(C, i, comparers.get(pt), () => comparer(pt));
    // An inline field reads the whole object (or NO_FIELDS), never the zero.
    if (p.inline) return `C[${i}](${at}, o, d)`;
    const scalar = scalarFrom(p, i);
    if (scalar !== undefined) return `${at} === (${scalar})`;
    return `((x = o[${JSON.stringify(p.name)}]) !== undefined && x !== null ? C[${i}](${at}, x, d) : ${isZero})`;
  });
  return new Function(
    "F",
    "C",
    "Z",
    "N",
    "G",
    "R",
    "MAX",
    `return function structSameAsJSON(v, j, d) {
if (d > MAX) return false;
const o = j && typeof j === "object" && !Array.isArray(j) ? j : N;
let x;
d++;
return ${terms.length ? terms.join(" &&\n") : "true"};
};`,
  )(F, C, Z, NO_FIELDS, goString, NON_ASCII, MAX_DEPTH) as Same;
}
