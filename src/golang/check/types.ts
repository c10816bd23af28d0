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
  | "complex64"
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
  /** typeParams makes a generic type's origin: inside its methods it stands for itself instantiated with them. */
  typeParams?: TypeParam[];
  /** orig and targs make an instance of a generic type (see instantiate). */
  orig?: Named;
  targs?: Type[];
  /** insts caches a generic origin's instances. */
  insts?: Named[];
  /** lazy resolves the declaration of a type declared but not resolved yet (a shim type read on first
   * use: see CheckOptions.lazyTypes); under and underlyingOf call it before reading `underlying`. */
  lazy?: () => void;
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
  /** pending marks a method signature the checker has not filled in yet. */
  pending?: boolean;
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
  /** terms makes a union element of a constraint, `~int | string` (an interface whose type set is the terms). */
  terms?: Term[];
}
/** Term is one term of a union constraint: T, or ~T (every type whose underlying type is T). */
export interface Term {
  tilde: boolean;
  type: Type;
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
  /** dir: "both" (chan T), "send" (chan<- T) or "recv" (<-chan T). */
  dir: ChanDir;
}
export type ChanDir = "both" | "send" | "recv";
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
  complex64: basic("complex64"),
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
export function newChan(elem: Type, dir: ChanDir = "both"): Chan {
  return { k: "chan", elem, dir, id: nextId++ };
}

/** The predeclared `error` and `any` types. */
export const errorType: Named = newNamed("error", "", "");
errorType.underlying = newInterface([{ name: "Error", sig: newSignature([], [T.string], false) }]);
export const anyType: Interface = newInterface([]);
/** comparableType is the predeclared constraint `comparable`. */
export const comparableType: Named = newNamed("comparable", "", "", newInterface([]));

/** under returns a type's underlying type. */
export function under(t: Type): Type {
  while (t.k === "named") {
    if (t.lazy) t.lazy();
    t = t.underlying;
  }
  return t;
}

/** underlyingOf returns a named type's underlying type, resolving a lazily declared type first. */
export function underlyingOf(n: Named): Type {
  if (n.lazy) n.lazy();
  return n.underlying;
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
  if (t.k === "typeparam") return everyTerm(t, isInteger);
  const u = under(t);
  return u.k === "basic" && INTS.has(u.kind);
}
export function isUnsigned(t: Type): boolean {
  if (t.k === "typeparam") return everyTerm(t, isUnsigned);
  const u = under(t);
  return u.k === "basic" && UNSIGNED.has(u.kind);
}
export function isFloat(t: Type): boolean {
  if (t.k === "typeparam") return everyTerm(t, isFloat);
  const u = under(t);
  return u.k === "basic" && (u.kind === "float32" || u.kind === "float64" || u.kind === "untyped float");
}
export function isNumeric(t: Type): boolean {
  if (t.k === "typeparam") return everyTerm(t, isNumeric);
  return isInteger(t) || isFloat(t);
}
export function isString(t: Type): boolean {
  if (t.k === "typeparam") return everyTerm(t, isString);
  const u = under(t);
  return u.k === "basic" && (u.kind === "string" || u.kind === "untyped string");
}
export function isBoolean(t: Type): boolean {
  if (t.k === "typeparam") return everyTerm(t, isBoolean);
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
      return a.dir === (b as Chan).dir && identical(a.elem, (b as Chan).elem);
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
  if (t.k === "typeparam") return constraintComparable(t.constraint) || everyTerm(t, comparable);
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
    case "named": {
      const args = t.targs ?? t.typeParams;
      return qualify(t) + t.name + (args ? "[" + args.map(ts).join(", ") + "]" : "");
    }
    case "pointer":
      return "*" + ts(t.elem);
    case "slice":
      return "[]" + ts(t.elem);
    case "array":
      return `[${t.len}]` + ts(t.elem);
    case "map":
      return `map[${ts(t.key)}]${ts(t.elem)}`;
    case "chan":
      return chanString(t, ts);
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
      if (t.terms) return t.terms.map((x) => (x.tilde ? "~" : "") + ts(x.type)).join(" | ");
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

/** chanString renders a channel type, its element by ts: a receive-only element of a channel that can
 * receive is parenthesized ("chan (<-chan int)"), as Go writes it. */
function chanString(t: Chan, ts: (x: Type) => string): string {
  const dir = t.dir === "send" ? "chan<- " : t.dir === "recv" ? "<-chan " : "chan ";
  return dir + (t.dir !== "send" && t.elem.k === "chan" && t.elem.dir === "recv" ? `(${ts(t.elem)})` : ts(t.elem));
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

/**
 * fullTypeString renders a type the way %T and runtime panics do, which is reflect.Type's String: every
 * named type qualified by its package name, `interface {}` and `struct { X int }` with reflect's spaces,
 * `any` spelled out, and a func's parameters without names.
 */
export function fullTypeString(t: Type): string {
  return runtimeTypeString(t).replace(/\[[^\]]*\]/g, (m) => m.replace(/, /g, ","));
}

function runtimeTypeString(t: Type): string {
  const ts = runtimeTypeString;
  switch (t.k) {
    case "named": {
      const args = t.targs ?? t.typeParams;
      return (t.pkgName ? t.pkgName + "." : "") + t.name + (args ? "[" + args.map(ts).join(",") + "]" : "");
    }
    case "pointer":
      return "*" + ts(t.elem);
    case "slice":
      return "[]" + ts(t.elem);
    case "array":
      return `[${t.len}]` + ts(t.elem);
    case "map":
      return `map[${ts(t.key)}]${ts(t.elem)}`;
    case "struct": {
      if (t.fields.length === 0) return "struct {}";
      const fs = t.fields.map(
        (f) => (f.embedded ? ts(f.type) : f.name + " " + ts(f.type)) + (f.tag ? " " + JSON.stringify(f.tag) : ""),
      );
      return "struct { " + fs.join("; ") + " }";
    }
    case "func":
      return "func" + runtimeSigString(t);
    case "interface": {
      if (t.terms) return typeString(t);
      const ms = ifaceMethods(t);
      return ms.length === 0
        ? "interface {}"
        : "interface { " + ms.map((m) => m.name + runtimeSigString(m.sig)).join("; ") + " }";
    }
    case "chan":
      return chanString(t, ts);
    default:
      return typeString(t, (n) => (n.pkgName ? n.pkgName + "." : ""));
  }
}

/** runtimeSigString is a signature as reflect prints it: "(int, ...string) (int, error)", no names. */
function runtimeSigString(s: Signature): string {
  const ps = s.params.map((p, i) =>
    s.variadic && i === s.params.length - 1 && p.k === "slice"
      ? "..." + runtimeTypeString(p.elem)
      : runtimeTypeString(p),
  );
  const rs = s.results.map(runtimeTypeString);
  return (
    "(" + ps.join(", ") + ")" + (rs.length === 0 ? "" : rs.length === 1 ? " " + rs[0] : " (" + rs.join(", ") + ")")
  );
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
    case "chan":
      return hasTypeParam(t.elem);
    case "map":
      return hasTypeParam(t.key) || hasTypeParam(t.elem);
    case "func":
      return t.params.some(hasTypeParam) || t.results.some(hasTypeParam);
    case "named":
      return !!t.typeParams || (!!t.targs && t.targs.some(hasTypeParam));
    case "struct":
      return t.fields.some((f) => hasTypeParam(f.type));
    case "tuple":
      return t.types.some(hasTypeParam);
    case "interface":
      return (
        t.explicit.some((m) => hasTypeParam(m.sig)) ||
        t.embeds.some(hasTypeParam) ||
        (!!t.terms && t.terms.some((x) => hasTypeParam(x.type)))
      );
    default:
      return false;
  }
}

/** substType replaces the type parameters of t by the type arguments (by the parameters' index). */
export function substType(t: Type, targs: readonly Type[]): Type {
  if (!hasTypeParam(t)) return t;
  const sub = (x: Type) => substType(x, targs);
  switch (t.k) {
    case "typeparam":
      return targs[t.index] ?? t;
    case "pointer":
      return newPointer(sub(t.elem));
    case "slice":
      return newSlice(sub(t.elem));
    case "array":
      return newArray(sub(t.elem), t.len);
    case "chan":
      return newChan(sub(t.elem), t.dir);
    case "map":
      return newMap(sub(t.key), sub(t.elem));
    case "func": {
      const s = newSignature(t.params.map(sub), t.results.map(sub), t.variadic);
      if (t.paramNames) s.paramNames = t.paramNames;
      if (t.resultNames) s.resultNames = t.resultNames;
      return s;
    }
    case "named":
      return t.orig ? instantiate(t.orig, t.targs!.map(sub)) : instantiate(t, t.typeParams!.map(sub));
    case "struct":
      return newStruct(t.fields.map((f) => ({ ...f, type: sub(f.type) })));
    case "tuple":
      return newTuple(t.types.map(sub));
    case "interface": {
      const i = newInterface(
        t.explicit.map((m) => ({ ...m, sig: sub(m.sig) as Signature })),
        t.embeds.map(sub),
      );
      if (t.terms) i.terms = t.terms.map((x) => ({ tilde: x.tilde, type: sub(x.type) }));
      return i;
    }
    default:
      return t;
  }
}

/** instantiate gives the generic type orig with type arguments targs (one Named per distinct argument list,
 * so instances compare with ===). Its underlying type and methods are orig's with the arguments substituted,
 * computed when first read (orig may still be resolving). orig with its own parameters is orig itself. */
export function instantiate(orig: Named, targs: Type[]): Named {
  const tps = orig.typeParams ?? [];
  if (targs.length === tps.length && targs.every((a, i) => a === tps[i])) return orig;
  orig.insts ??= [];
  for (const n of orig.insts) if (n.targs!.every((a, i) => identical(a, targs[i]!))) return n;
  const n = newNamed(orig.name, orig.pkg, orig.pkgName);
  if (orig.obj) n.obj = orig.obj;
  if (orig.doc) n.doc = orig.doc;
  n.orig = orig;
  n.targs = targs;
  orig.insts.push(n);
  Object.defineProperty(n, "underlying", {
    configurable: true,
    enumerable: true,
    get(): Type {
      if (orig.underlying === T.invalid) return T.invalid;
      const u = substType(orig.underlying, targs);
      Object.defineProperty(n, "underlying", { value: u, writable: true, configurable: true, enumerable: true });
      return u;
    },
    set(v: Type) {
      Object.defineProperty(n, "underlying", { value: v, writable: true, configurable: true, enumerable: true });
    },
  });
  let built: Map<string, Method> | null = null;
  Object.defineProperty(n, "methods", {
    configurable: true,
    enumerable: true,
    get(): Map<string, Method> {
      if (built && built.size === orig.methods.size) return built;
      built = new Map();
      for (const [name, m] of orig.methods) built.set(name, instMethod(m, targs));
      return built;
    },
  });
  return n;
}

/** instMethod is method m of a generic type seen on one instance: its signature substituted, its
 * implementation given the instance's type arguments first (as generic functions take them). */
function instMethod(m: Method, targs: Type[]): Method {
  let sig: Signature | null = null;
  let implOf: Method["impl"] | null = null;
  let impl: Method["impl"] | undefined;
  const im: Method = {
    name: m.name,
    ptrRecv: m.ptrRecv,
    get sig(): Signature {
      if (sig) return sig;
      const s = substType(m.sig, targs) as Signature;
      if (!m.sig.pending) sig = s;
      return s;
    },
    get impl() {
      const oi = m.impl;
      if (!oi) return undefined;
      if (implOf !== oi) {
        implOf = oi;
        impl = (...a) => oi(targs, ...a);
      }
      return impl;
    },
    set impl(_v) {
      // Instances share the origin's implementation.
    },
  };
  if (m.obj) im.obj = m.obj;
  if (m.doc) im.doc = m.doc;
  return im;
}

/** typeTerms gives the union term lists of a constraint (each list must contain the type), or [] when any type
 * (with the methods) satisfies it. */
export function typeTerms(c: Type): Term[][] {
  const u = under(c);
  if (u.k !== "interface") return [[{ tilde: false, type: c }]];
  const out: Term[][] = [];
  if (u.terms) out.push(u.terms);
  for (const e of u.embeds) out.push(...typeTerms(e));
  return out;
}

/** coreType gives a type parameter's core type (the one underlying type all its terms share), or null. */
export function coreType(t: Type): Type | null {
  if (t.k !== "typeparam") return under(t);
  const lists = typeTerms(t.constraint);
  if (lists.length === 0) return null;
  let core: Type | null = null;
  for (const x of lists[0]!) {
    const u = under(x.type);
    if (core === null) core = u;
    else if (!identical(core, u)) return null;
  }
  return core;
}

/** coreString is coreType, except that string and []byte terms count as one core type (string when a string
 * term is present), as go/types' coreString does for slicing. */
export function coreString(t: Type): Type | null {
  if (t.k !== "typeparam") return under(t);
  const lists = typeTerms(t.constraint);
  if (lists.length === 0) return null;
  let core: Type | null = null;
  let hasString = false;
  for (const x of lists[0]!) {
    let u = under(x.type);
    if (isString(u)) {
      hasString = true;
      u = newSlice(T.uint8);
    }
    if (core === null) core = u;
    else if (!identical(core, u)) return null;
  }
  return hasString ? T.string : core;
}

/** typeSetUnders lists the underlying types of a type parameter's type set (null when it has no specific types,
 * e.g. any or a method-only constraint). */
export function typeSetUnders(t: TypeParam): Type[] | null {
  const lists = typeTerms(t.constraint);
  if (lists.length === 0) return null;
  return lists[0]!.map((x) => under(x.type));
}

/** everyTerm reports whether every type in a type parameter's type set passes test (false with no terms). */
export function everyTerm(t: TypeParam, test: (t: Type) => boolean): boolean {
  const lists = typeTerms(t.constraint);
  return lists.length > 0 && lists[0]!.every((x) => test(x.type));
}

/** constraintComparable reports whether a constraint is, or embeds, comparable. */
export function constraintComparable(t: Type): boolean {
  if (t === comparableType) return true;
  const u = under(t);
  return u.k === "interface" && u.embeds.some(constraintComparable);
}

/** underCore is under(t), or for a type parameter its core type (values of S ~[]E are slices). */
export function underCore(t: Type): Type {
  return t.k === "typeparam" ? (coreType(t) ?? t) : under(t);
}
