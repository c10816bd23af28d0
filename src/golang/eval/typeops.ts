// Typeops builds, per type and once, the operations values need: zero value, copy, in-place assign,
// equality and map-key functions. Results are cached on the type (`rt`).
import type { GoValue } from "./values";
import { under, identical, type Type, type Struct, type Named } from "../check/types";
import { Slice as Slice$, GoMap as GoMap$, ElemRef, FieldRef, GlobalRef, type Iface as Iface$ } from "./values";
const Slice = Slice$;
type Slice = Slice$;
const GoMap = GoMap$;
type GoMap = GoMap$;
type Iface = Iface$;
import { runtimeError } from "./runtime";
import { fullTypeString } from "../check/types";
import { buildStructRT, structKeys, type StructRT } from "./structs";
export { zeroLiteral } from "./structs";

/** fieldKeys gives the JS property names of a struct's fields (blank fields get unique names). */
export function fieldKeys(s: Struct): string[] {
  if (s.rt) return (s.rt as StructRT).keys;
  let keys = keysOf.get(s);
  if (!keys) keysOf.set(s, (keys = structKeys(s)));
  return keys;
}
const keysOf = new WeakMap<Struct, string[]>();

function structRT(s: Struct): StructRT {
  if (s.rt) return s.rt as StructRT;
  const rt = buildStructRT(s, { zero: zeroFn, needsCopy, cloner, assigner, equaler });
  s.rt = rt;
  return rt;
}

/** needsCopy reports whether values of t are JS objects that Go copies on assignment (structs, arrays). */
export function needsCopy(t: Type): boolean {
  const u = under(t);
  return u.k === "struct" || u.k === "array";
}

/** zeroFn returns a function producing the zero value of t (fresh objects for structs and arrays). */
export function zeroFn(t: Type): () => GoValue {
  const u = under(t);
  switch (u.k) {
    case "basic":
      if (u.kind === "string" || u.kind === "untyped string") return () => "";
      if (u.kind === "bool" || u.kind === "untyped bool") return () => false;
      if (u.kind === "untyped nil") return () => null;
      return () => 0;
    case "struct": {
      const rt = structRT(u);
      return rt.make;
    }
    case "array": {
      const z = zeroFn(u.elem),
        n = u.len;
      return () => {
        const a = new Array(n);
        for (let i = 0; i < n; i++) a[i] = z();
        return a;
      };
    }
    default:
      return () => null;
  }
}

/** zeroValue returns the zero value of t. */
export function zeroValue(t: Type): GoValue {
  return zeroFn(t)();
}

/** cloner returns a deep copy function for struct and array values (identity for other types). */
export function cloner(t: Type): (v: GoValue) => GoValue {
  const u = under(t);
  if (u.k === "struct") return structRT(u).clone;
  if (u.k === "array") {
    if (!needsCopy(u.elem)) return (a: GoValue[]) => a.slice();
    const c = cloner(u.elem);
    return (a: GoValue[]) => a.map(c);
  }
  return (v) => v;
}

/** assigner returns an in-place copy function for struct and array storage. */
export function assigner(t: Type): (dst: GoValue, src: GoValue) => void {
  const u = under(t);
  if (u.k === "struct") return structRT(u).assign;
  if (u.k === "array") {
    if (!needsCopy(u.elem))
      return (d: GoValue[], s: GoValue[]) => {
        for (let i = 0; i < s.length; i++) d[i] = s[i];
      };
    const a = assigner(u.elem);
    return (d: GoValue[], s: GoValue[]) => {
      for (let i = 0; i < s.length; i++) a(d[i], s[i]);
    };
  }
  return () => {
    throw new Error("assigner on non-aggregate");
  };
}

/** structParts gives a struct type's field keys, shape allocator, field zero functions and constructor (for literals). */
export function structParts(s: Struct): {
  keys: string[];
  alloc: () => GoValue;
  zeros: (() => GoValue)[];
  build: (...vals: GoValue[]) => GoValue;
} {
  const rt = structRT(s);
  return { keys: rt.keys, alloc: rt.alloc, zeros: rt.zeros(), build: rt.build };
}

/** makeStruct builds a zero struct object for a struct type. */
export function makeStruct(s: Struct): GoValue {
  return structRT(s).make();
}

/** equaler returns Go's == for values of type t (interfaces compare dynamic types, then values). */
export function equaler(t: Type): (a: GoValue, b: GoValue) => boolean {
  const u = under(t);
  switch (u.k) {
    case "struct":
      return structRT(u).eq;
    case "array": {
      const e = equaler(u.elem);
      return (a: GoValue[], b: GoValue[]) => {
        for (let i = 0; i < a.length; i++) if (!e(a[i], b[i])) return false;
        return true;
      };
    }
    case "interface":
      return ifaceEqual;
    case "pointer":
      return pointerEqual;
    case "basic":
      if (u.kind === "float32" || u.kind === "float64") return (a, b) => a === b;
      return (a, b) => a === b;
    default:
      return (a, b) => a === b;
  }
}

/** pointerEqual is == on pointers. A pointer to a struct is the struct object and a pointer to a
 * variable its Box, one per variable; but &s[i], &x.f and &global make a new reference object each
 * time, so two of them are equal when they name the same slot. */
export function pointerEqual(a: GoValue, b: GoValue): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (a instanceof ElemRef) return b instanceof ElemRef && a.a === b.a && a.i === b.i;
  if (a instanceof FieldRef) return b instanceof FieldRef && a.o === b.o && a.k === b.k;
  if (a instanceof GlobalRef) return b instanceof GlobalRef && a.g === b.g && a.i === b.i;
  return false;
}

/** slotKey is a pointer's identity as a map key: the pointer itself, or for a slot reference (see
 * pointerEqual) a string naming the slot, the same for every reference to it. */
function slotKey(p: GoValue): GoValue {
  if (p instanceof ElemRef) return "e" + objId(p.a) + ":" + p.i;
  if (p instanceof FieldRef) return "f" + objId(p.o) + ":" + p.k;
  if (p instanceof GlobalRef) return "g" + objId(p.g) + ":" + p.i;
  return p;
}

/** ifaceEqual compares two interface values; comparing uncomparable dynamic types panics. */
export function ifaceEqual(a: Iface | null, b: Iface | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (!identical(a.t, b.t)) return false;
  const u = under(a.t);
  if (u.k === "slice" || u.k === "map" || u.k === "func")
    runtimeError(`comparing uncomparable type ${fullTypeString(a.t)}`, "", 0);
  return equaler(a.t)(a.v, b.v);
}

/** keyFn returns the canonical map-key function for key type t, or null when the value itself is a good key. */
export function keyFn(t: Type): ((k: GoValue) => GoValue) | null {
  const u = under(t);
  switch (u.k) {
    case "basic":
    case "chan":
      return null;
    case "pointer":
      return slotKey;
    case "interface":
      return (k: Iface | null) => (k === null ? "nil" : ifaceKey(k));
    default: {
      const parts = keyString(t);
      return parts;
    }
  }
}

const objIds = new WeakMap<object, number>();
let nextObjId = 1;
function objId(o: object): number {
  let id = objIds.get(o);
  if (id === undefined) {
    id = nextObjId++;
    objIds.set(o, id);
  }
  return id;
}

function ifaceKey(k: Iface): string {
  const u = under(k.t);
  if (u.k === "slice" || u.k === "map" || u.k === "func")
    runtimeError(`hash of unhashable type ${fullTypeString(k.t)}`, "", 0);
  return k.t.id + ":" + keyString(k.t)(k.v);
}

/** keyString serialises a value of type t to a string unique per Go value. */
function keyString(t: Type): (v: GoValue) => string {
  const u = under(t);
  switch (u.k) {
    case "basic":
      return u.kind === "string" ? (v) => JSON.stringify(v) : (v) => String(v);
    case "pointer":
      return (v) => {
        if (v === null) return "nil";
        const slot = slotKey(v);
        return typeof slot === "string" ? slot : "p" + objId(v);
      };
    case "chan":
      return (v) => (v === null ? "nil" : "p" + objId(v));
    case "interface":
      return (v) => (v === null ? "nil" : ifaceKey(v));
    case "struct": {
      const ks = fieldKeys(u),
        fs = u.fields.map((f) => keyString(f.type));
      return (v) => "{" + ks.map((k, i) => fs[i]!(v[k])).join(",") + "}";
    }
    case "array": {
      const e = keyString(u.elem);
      return (v: GoValue[]) => "[" + v.map(e).join(",") + "]";
    }
    default:
      return (v) => String(v);
  }
}

/** newMap makes an empty map for map type t. */
export function newGoMap(t: Type): GoMap {
  const u = under(t);
  if (u.k !== "map") throw new Error("newGoMap on non-map");
  let kf = (u as { rtKey?: ((k: GoValue) => GoValue) | null }).rtKey;
  if (kf === undefined) {
    kf = keyFn(u.key);
    (u as { rtKey?: ((k: GoValue) => GoValue) | null }).rtKey = kf;
  }
  return new GoMap(kf);
}

/** elemSize approximates Go's size in bytes of a value of type t (for append's capacity growth). */
export function elemSize(t: Type): number {
  const u = under(t);
  switch (u.k) {
    case "basic":
      switch (u.kind) {
        case "bool":
        case "int8":
        case "uint8":
          return 1;
        case "int16":
        case "uint16":
          return 2;
        case "int32":
        case "uint32":
        case "float32":
          return 4;
        case "string":
          return 16;
        default:
          return 8;
      }
    case "slice":
      return 24;
    case "interface":
      return 16;
    case "array":
      return u.len * elemSize(u.elem);
    case "struct": {
      let size = 0,
        align = 1;
      for (const f of u.fields) {
        const s = elemSize(f.type),
          a = Math.min(8, alignOf(f.type));
        align = Math.max(align, a);
        size = Math.ceil(size / a) * a + s;
      }
      return Math.ceil(size / align) * align;
    }
    default:
      return 8;
  }
}
function alignOf(t: Type): number {
  const u = under(t);
  if (u.k === "struct") return Math.max(1, ...u.fields.map((f) => alignOf(f.type)));
  if (u.k === "array") return alignOf(u.elem);
  const s = elemSize(t);
  return s >= 8 ? 8 : s;
}

const SIZE_CLASSES = [
  0, 8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 288, 320, 352, 384, 416, 448, 480,
  512, 576, 640, 704, 768, 896, 1024, 1152, 1280, 1408, 1536, 1792, 2048, 2304, 2688, 3072, 3200, 3456, 4096, 4864,
  5376, 6144, 6528, 6784, 6912, 8192, 9472, 9728, 10240, 10880, 12288, 13568, 14336, 16384, 18432, 19072, 20480, 21760,
  24576, 27264, 28672, 32768,
];

function roundupsize(n: number): number {
  if (n <= 32768) {
    let lo = 0,
      hi = SIZE_CLASSES.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (SIZE_CLASSES[mid]! >= n) hi = mid;
      else lo = mid + 1;
    }
    return SIZE_CLASSES[lo]!;
  }
  return Math.ceil(n / 8192) * 8192;
}

/** growCap computes the new capacity of a slice growing from oldCap to hold newLen elements (Go's growslice). */
export function growCap(oldCap: number, newLen: number, size: number): number {
  let newcap = oldCap;
  const doublecap = newcap + newcap;
  if (newLen > doublecap) newcap = newLen;
  else {
    const threshold = 256;
    if (oldCap < threshold) newcap = doublecap;
    else {
      while (newcap > 0 && newcap < newLen) newcap += (newcap + 3 * threshold) >> 2;
      if (newcap <= 0) newcap = newLen;
    }
  }
  if (size === 0) return newcap;
  return Math.floor(roundupsize(newcap * size) / size);
}

/** sliceOf wraps a JS array as a Go slice (len = cap = array length); empty arrays give an empty, non-nil slice. */
export function sliceOf(a: GoValue[]): Slice {
  return new Slice(a, 0, a.length, a.length);
}
/** sliceItems copies a Go slice's elements into a JS array (nil gives []). */
export function sliceItems(s: Slice | null): GoValue[] {
  if (s === null) return [];
  return s.a.slice(s.off, s.off + s.len);
}
export type { Named };
