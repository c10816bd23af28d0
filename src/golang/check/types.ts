// Types are the Go types the checker computes and the evaluator runs with: one representation for both.
// Composite types are interned (slice, pointer, map) so identity is mostly `===`.
import type { GoValue } from "../eval/values";
import type { GoObject } from "./scope";

export type BasicKind =
  | "bool"
  | "string"
  | "int"
  | "int8"
  | "int16"
  | "int32"
  | "int64"
  | "uint"
  | "uint8"
  | "uint16"
  | "uint32"
  | "uint64"
  | "uintptr"
  | "float32"
  | "float64"
  | "complex128"
  | "untyped bool"
  | "untyped int"
  | "untyped rune"
  | "untyped float"
  | "untyped string"
  | "untyped nil"
  | "invalid";

let nextId = 1;
export interface TypeBase {
  id: number;
}
export interface Basic extends TypeBase {
  k: "basic";
  kind: BasicKind;
  name: string;
}
/** Method is one method of a named type: its signature, receiver kind and (once compiled) implementation. */
export interface Method {
  name: string;
  sig: Signature;
  ptrRecv: boolean;
  obj?: GoObject;
  impl?: (...a: GoValue[]) => GoValue;
  doc?: string;
}
export interface Named extends TypeBase {
  k: "named";
  name: string;
  pkg: string;
  pkgName: string;
  obj?: GoObject;
  underlying: Type;
  methods: Map<string, Method>;
  doc?: string;
  /** rt holds evaluator caches (struct constructor, zero value). */
  rt?: unknown;
}
export interface Pointer extends TypeBase {
  k: "pointer";
  elem: Type;
}
export interface Slice extends TypeBase {
  k: "slice";
  elem: Type;
}
export interface ArrayT extends TypeBase {
  k: "array";
  elem: Type;
  len: number;
}
export interface MapT extends TypeBase {
  k: "map";
  key: Type;
  elem: Type;
}
export interface FieldInfo {
  name: string;
  type: Type;
  embedded: boolean;
  tag?: string;
  exported: boolean;
}
export interface Struct extends TypeBase {
  k: "struct";
  fields: FieldInfo[];
  rt?: unknown;
}
export interface Signature extends TypeBase {
  k: "func";
  params: Type[];
  results: Type[];
  variadic: boolean;
  paramNames?: string[];
  resultNames?: string[];
  typeParams?: TypeParam[];
}
export interface IMethod {
  name: string;
  sig: Signature;
  doc?: string;
}
export interface Interface extends TypeBase {
  k: "interface";
  explicit: IMethod[];
  embeds: Type[];
  all?: IMethod[];
}
export interface Tuple extends TypeBase {
  k: "tuple";
  types: Type[];
}
export interface TypeParam extends TypeBase {
  k: "typeparam";
  name: string;
  constraint: Type;
  index: number;
}
export interface Chan extends TypeBase {
  k: "chan";
  elem: Type;
}
export type Type =
  Basic | Named | Pointer | Slice | ArrayT | MapT | Struct | Signature | Interface | Tuple | TypeParam | Chan;

function basic(kind: BasicKind, name: string = kind): Basic {
  return { k: "basic", kind, name, id: nextId++ };
}
export const T = {
  bool: basic("bool"),
  string: basic("string"),
  int: basic("int"),
  int8: basic("int8"),
  int16: basic("int16"),
  int32: basic("int32"),
  int64: basic("int64"),
  uint: basic("uint"),
  uint8: basic("uint8"),
  uint16: basic("uint16"),
  uint32: basic("uint32"),
  uint64: basic("uint64"),
  uintptr: basic("uintptr"),
  float32: basic("float32"),
  float64: basic("float64"),
  complex128: basic("complex128"),
  untypedBool: basic("untyped bool"),
  untypedInt: basic("untyped int"),
  untypedRune: basic("untyped rune"),
  untypedFloat: basic("untyped float"),
  untypedString: basic("untyped string"),
  untypedNil: basic("untyped nil"),
  invalid: basic("invalid", "invalid type"),
};

const ptrCache = new WeakMap<Type, Pointer>();
const sliceCache = new WeakMap<Type, Slice>();
const mapCache = new WeakMap<Type, WeakMap<Type, MapT>>();
const arrCache = new WeakMap<Type, Map<number, ArrayT>>();

export function newPointer(elem: Type): Pointer {
  let p = ptrCache.get(elem);
  if (!p) {
    p = { k: "pointer", elem, id: nextId++ };
    ptrCache.set(elem, p);
  }
  return p;
}
export function newSlice(elem: Type): Slice {
  let s = sliceCache.get(elem);
  if (!s) {
    s = { k: "slice", elem, id: nextId++ };
    sliceCache.set(elem, s);
  }
  return s;
}
export function newArray(elem: Type, len: number): ArrayT {
  let m = arrCache.get(elem);
  if (!m) {
    m = new Map();
    arrCache.set(elem, m);
  }
  let a = m.get(len);
  if (!a) {
    a = { k: "array", elem, len, id: nextId++ };
    m.set(len, a);
  }
  return a;
}
export function newMap(key: Type, elem: Type): MapT {
  let m = mapCache.get(key);
  if (!m) {
    m = new WeakMap();
    mapCache.set(key, m);
  }
  let t = m.get(elem);
  if (!t) {
    t = { k: "map", key, elem, id: nextId++ };
    m.set(elem, t);
  }
  return t;
}
export function newStruct(fields: FieldInfo[]): Struct {
  return { k: "struct", fields, id: nextId++ };
}
export function newSignature(params: Type[], results: Type[], variadic: boolean): Signature {
  return { k: "func", params, results, variadic, id: nextId++ };
}
export function newInterface(explicit: IMethod[], embeds: Type[] = []): Interface {
  return { k: "interface", explicit, embeds, id: nextId++ };
}
export function newTuple(types: Type[]): Tuple {
  return { k: "tuple", types, id: nextId++ };
}
export function newNamed(name: string, pkg: string, pkgName: string, underlying: Type = T.invalid): Named {
  return { k: "named", name, pkg, pkgName, underlying, methods: new Map(), id: nextId++ };
}
export function newTypeParam(name: string, constraint: Type, index: number): TypeParam {
  return { k: "typeparam", name, constraint, index, id: nextId++ };
}
export function newChan(elem: Type): Chan {
  return { k: "chan", elem, id: nextId++ };
}

/** The predeclared `error` and `any` types. */
export const errorType: Named = newNamed("error", "", "");
errorType.underlying = newInterface([{ name: "Error", sig: newSignature([], [T.string], false) }]);
export const anyType: Interface = newInterface([]);
/** comparableType is the predeclared constraint `comparable`. */
export const comparableType: Named = newNamed("comparable", "", "", newInterface([]));

/** under returns a type's underlying type. */
export function under(t: Type): Type {
  while (t.k === "named") t = t.underlying;
  return t;
}

/** ifaceMethods returns an interface's complete method set, sorted by name. */
export function ifaceMethods(t: Interface): IMethod[] {
  if (t.all) return t.all;
  const m = new Map<string, IMethod>();
  for (const e of t.embeds) {
    const u = under(e);
    if (u.k === "interface") for (const x of ifaceMethods(u)) m.set(x.name, x);
  }
  for (const x of t.explicit) m.set(x.name, x);
  const all = [...m.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (t.embeds.every((e) => under(e).k === "interface")) t.all = all;
  return all;
}

const INTS = new Set<BasicKind>([
  "int",
  "int8",
  "int16",
  "int32",
  "int64",
  "uint",
  "uint8",
  "uint16",
  "uint32",
  "uint64",
  "uintptr",
  "untyped int",
  "untyped rune",
]);
const UNSIGNED = new Set<BasicKind>(["uint", "uint8", "uint16", "uint32", "uint64", "uintptr"]);
export function isInteger(t: Type): boolean {
  const u = under(t);
  return u.k === "basic" && INTS.has(u.kind);
}
export function isUnsigned(t: Type): boolean {
  const u = under(t);
  return u.k === "basic" && UNSIGNED.has(u.kind);
}
export function isFloat(t: Type): boolean {
  const u = under(t);
  return u.k === "basic" && (u.kind === "float32" || u.kind === "float64" || u.kind === "untyped float");
}
export function isNumeric(t: Type): boolean {
  return isInteger(t) || isFloat(t);
}
export function isString(t: Type): boolean {
  const u = under(t);
  return u.k === "basic" && (u.kind === "string" || u.kind === "untyped string");
}
export function isBoolean(t: Type): boolean {
  const u = under(t);
  return u.k === "basic" && (u.kind === "bool" || u.kind === "untyped bool");
}
export function isUntyped(t: Type): t is Basic {
  return t.k === "basic" && t.kind.startsWith("untyped");
}
export function isInterface(t: Type): boolean {
  return under(t).k === "interface";
}
export function isTyped(t: Type): boolean {
  return !isUntyped(t);
}

/** defaultType gives an untyped constant's default type. */
export function defaultType(t: Type): Type {
  if (t.k !== "basic") return t;
  switch (t.kind) {
    case "untyped bool":
      return T.bool;
    case "untyped int":
      return T.int;
    case "untyped rune":
      return T.int32;
    case "untyped float":
      return T.float64;
    case "untyped string":
      return T.string;
    default:
      return t;
  }
}

/** identical reports whether two types are identical (Go spec "Type identity"). */
export function identical(a: Type, b: Type): boolean {
  if (a === b) return true;
  if (a.k !== b.k) return false;
  switch (a.k) {
    case "basic":
      return a.kind === (b as Basic).kind;
    case "named":
      return false;
    case "pointer":
      return identical(a.elem, (b as Pointer).elem);
    case "slice":
      return identical(a.elem, (b as Slice).elem);
    case "chan":
      return identical(a.elem, (b as Chan).elem);
    case "array":
      return a.len === (b as ArrayT).len && identical(a.elem, (b as ArrayT).elem);
    case "map":
      return identical(a.key, (b as MapT).key) && identical(a.elem, (b as MapT).elem);
    case "struct": {
      const bf = (b as Struct).fields;
      return (
        a.fields.length === bf.length &&
        a.fields.every(
          (f, i) =>
            f.name === bf[i]!.name &&
            f.embedded === bf[i]!.embedded &&
            (f.tag ?? "") === (bf[i]!.tag ?? "") &&
            identical(f.type, bf[i]!.type),
        )
      );
    }
    case "func": {
      const s = b as Signature;
      return (
        a.variadic === s.variadic &&
        a.params.length === s.params.length &&
        a.results.length === s.results.length &&
        a.params.every((p, i) => identical(p, s.params[i]!)) &&
        a.results.every((r, i) => identical(r, s.results[i]!))
      );
    }
    case "interface": {
      const am = ifaceMethods(a),
        bm = ifaceMethods(b as Interface);
      return am.length === bm.length && am.every((m, i) => m.name === bm[i]!.name && identical(m.sig, bm[i]!.sig));
    }
    case "tuple": {
      const bt = (b as Tuple).types;
      return a.types.length === bt.length && a.types.every((t, i) => identical(t, bt[i]!));
    }
    case "typeparam":
      return false;
  }
}

/** comparable reports whether values of t can be compared with ==. */
export function comparable(t: Type): boolean {
  const u = under(t);
  switch (u.k) {
    case "slice":
    case "map":
    case "func":
      return false;
    case "struct":
      return u.fields.every((f) => comparable(f.type));
    case "array":
      return comparable(u.elem);
    default:
      return true;
  }
}

/** typeString renders a type as Go writes it; `qualify` decides the package prefix of named types. */
export function typeString(
  t: Type,
  qualify: (n: Named) => string = (n) => (n.pkgName && n.pkgName !== "main" ? n.pkgName + "." : ""),
): string {
  const ts = (x: Type) => typeString(x, qualify);
  switch (t.k) {
    case "basic":
      return t.name;
    case "named":
      return qualify(t) + t.name;
    case "pointer":
      return "*" + ts(t.elem);
    case "slice":
      return "[]" + ts(t.elem);
    case "array":
      return `[${t.len}]` + ts(t.elem);
    case "map":
      return `map[${ts(t.key)}]${ts(t.elem)}`;
    case "chan":
      return "chan " + ts(t.elem);
    case "struct":
      return (
        "struct{" +
        t.fields
          .map(
            (f) => (f.embedded ? ts(f.type) : f.name + " " + ts(f.type)) + (f.tag ? " " + JSON.stringify(f.tag) : ""),
          )
          .join("; ") +
        "}"
      );
    case "func":
      return "func" + sigString(t, qualify);
    case "interface": {
      if (t === anyType) return "any";
      const ms = ifaceMethods(t);
      return ms.length === 0
        ? "interface{}"
        : "interface{" + ms.map((m) => m.name + sigString(m.sig, qualify)).join("; ") + "}";
    }
    case "tuple":
      return "(" + t.types.map(ts).join(", ") + ")";
    case "typeparam":
      return t.name;
  }
}

/** sigString renders a signature's parameters and results: "(a int, b ...string) (int, error)". */
export function sigString(s: Signature, qualify?: (n: Named) => string): string {
  const ts = (x: Type) => typeString(x, qualify);
  const ps = s.params.map((p, i) => {
    const last = s.variadic && i === s.params.length - 1;
    const ty = last && p.k === "slice" ? "..." + ts(p.elem) : ts(p);
    const n = s.paramNames?.[i];
    return n && n !== "_" ? n + " " + ty : ty;
  });
  let out = "(" + ps.join(", ") + ")";
  if (s.results.length === 1 && !s.resultNames?.[0]) out += " " + ts(s.results[0]!);
  else if (s.results.length > 0)
    out += " (" + s.results.map((r, i) => (s.resultNames?.[i] ? s.resultNames[i] + " " : "") + ts(r)).join(", ") + ")";
  return out;
}

/** fullTypeString renders a type the way %T and runtime panics do: every named type qualified by its package name. */
export function fullTypeString(t: Type): string {
  return typeString(t, (n) => (n.pkgName ? n.pkgName + "." : ""));
}

/** intRange gives the [min, max] of an integer kind, as bigints. */
export function intRange(kind: BasicKind): [bigint, bigint] | null {
  switch (kind) {
    case "int8":
      return [-128n, 127n];
    case "int16":
      return [-32768n, 32767n];
    case "int32":
    case "untyped rune":
      return [-(2n ** 31n), 2n ** 31n - 1n];
    case "int":
    case "int64":
      return [-(2n ** 63n), 2n ** 63n - 1n];
    case "uint8":
      return [0n, 255n];
    case "uint16":
      return [0n, 65535n];
    case "uint32":
      return [0n, 2n ** 32n - 1n];
    case "uint":
    case "uint64":
    case "uintptr":
      return [0n, 2n ** 64n - 1n];
    default:
      return null;
  }
}

/** hasTypeParam reports whether t mentions a type parameter. */
export function hasTypeParam(t: Type): boolean {
  switch (t.k) {
    case "typeparam":
      return true;
    case "pointer":
    case "slice":
    case "array":
      return hasTypeParam(t.elem);
    case "map":
      return hasTypeParam(t.key) || hasTypeParam(t.elem);
    case "func":
      return t.params.some(hasTypeParam) || t.results.some(hasTypeParam);
    default:
      return false;
  }
}

/** substType replaces the type parameters of t by the call's type arguments. */
export function substType(t: Type, targs: readonly Type[]): Type {
  switch (t.k) {
    case "typeparam":
      return targs[t.index] ?? t;
    case "pointer":
      return newPointer(substType(t.elem, targs));
    case "slice":
      return newSlice(substType(t.elem, targs));
    case "array":
      return newArray(substType(t.elem, targs), t.len);
    case "map":
      return newMap(substType(t.key, targs), substType(t.elem, targs));
    case "func":
      return newSignature(
        t.params.map((p) => substType(p, targs)),
        t.results.map((r) => substType(r, targs)),
        t.variadic,
      );
    default:
      return t;
  }
}
