// Structs builds, once per struct type, the operations on its values as straight-line JS: one
// constructor per type that sets every field in declaration order (so all values of a type share one
// object shape and field access stays monomorphic), and make / clone / assign / eq without loops over
// computed keys (which V8 would turn into slow megamorphic keyed accesses). Field names are Go
// identifiers (blank fields become `_$i`); they are quoted into the generated code with JSON.stringify.
import { under, type Struct, type Type } from "../check/types";
import type { GoValue } from "./values";

/** StructRT is the run-time toolkit of one struct type. */
export interface StructRT {
  keys: string[];
  /** alloc gives an object of the struct's shape with every field undefined (literals then set them). */
  alloc: () => GoValue;
  zeros: () => (() => GoValue)[];
  /** make gives a zero value. */
  make: () => GoValue;
  /** build makes a value from its field values in declaration order. */
  build: (...vals: GoValue[]) => GoValue;
  clone: (o: GoValue) => GoValue;
  assign: (dst: GoValue, src: GoValue) => void;
  eq: (a: GoValue, b: GoValue) => boolean;
}

/** FieldOps are the per-field helpers the generated code calls (filled lazily: types may be recursive). */
export interface FieldOps {
  zero: (t: Type) => () => GoValue;
  needsCopy: (t: Type) => boolean;
  cloner: (t: Type) => (v: GoValue) => GoValue;
  assigner: (t: Type) => (d: GoValue, s: GoValue) => void;
  equaler: (t: Type) => (a: GoValue, b: GoValue) => boolean;
}

/** zeroLiteral is the JS literal of a field's zero value, or null when it needs a function call. */
export function zeroLiteral(t: Type): string | null {
  const u = under(t);
  if (u.k === "basic") {
    if (u.kind === "string" || u.kind === "untyped string") return '""';
    if (u.kind === "bool" || u.kind === "untyped bool") return "false";
    if (u.kind === "untyped nil") return "null";
    return "0";
  }
  if (u.k === "struct" || u.k === "array") return null;
  return "null";
}

/** isPlain reports whether == on t is JS === (basic kinds, maps, funcs, chans, slices, pointers to structs). */
function isPlain(t: Type): boolean {
  const u = under(t);
  // A pointer to a struct is the struct object itself; other pointers may be slot references that
  // compare by the slot they name (typeops.pointerEqual).
  if (u.k === "pointer") return under(u.elem).k === "struct";
  return u.k === "basic" || u.k === "map" || u.k === "func" || u.k === "chan" || u.k === "slice";
}

/** structKeys gives the JS property names of a struct's fields (blank fields get unique names). */
export function structKeys(s: Struct): string[] {
  return s.fields.map((f, i) => (f.name === "_" ? `_$${i}` : f.name));
}

/** buildStructRT generates the toolkit of struct type s. */
export function buildStructRT(s: Struct, ops: FieldOps): StructRT {
  const keys = structKeys(s);
  const n = keys.length;
  const q = keys.map((k) => JSON.stringify(k));
  const params = keys.map((_k, i) => `v${i}`);

  const Ctor = new Function(...params, keys.map((_k, i) => `this[${q[i]}] = v${i};`).join("\n")) as new (
    ...a: GoValue[]
  ) => GoValue;
  // Per-field helpers, each built when first called (it then takes its own place): a field's type is
  // only resolved, and its own helpers built, when a value of it is made, copied or compared (a Pod's
  // toolkit does not build every API type a PodSpec reaches).
  const H = {
    z: [] as (() => GoValue)[],
    cl: [] as (((v: GoValue) => GoValue) | null)[],
    as: [] as (((d: GoValue, s: GoValue) => void) | null)[],
    eq: [] as ((a: GoValue, b: GoValue) => boolean)[],
  };
  s.fields.forEach((f, i) => {
    const t = f.type;
    H.z.push(() => (H.z[i] = ops.zero(t))());
    const copy = ops.needsCopy(t);
    H.cl.push(copy ? (v) => (H.cl[i] = ops.cloner(t))(v) : null);
    H.as.push(copy ? (d, v) => (H.as[i] = ops.assigner(t))(d, v) : null);
    H.eq.push((a, b) => (H.eq[i] = ops.equaler(t))(a, b));
  });
  const lits = s.fields.map((f) => zeroLiteral(f.type));
  const copies = s.fields.map((f) => ops.needsCopy(f.type));
  const plain = s.fields.map((f) => isPlain(f.type));
  // Each generated function is named for its job, so CPU profiles tell them apart.
  const gen = <T>(name: string, args: string, body: string): T =>
    new Function("C", "H", `return function ${name}(${args}) {\n${body}\n};`)(Ctor, H) as T;
  const makeSrc = `return new C(${keys.map((_k, i) => lits[i] ?? `H.z[${i}]()`).join(", ")});`;
  const cloneSrc = `return new C(${keys.map((_k, i) => (copies[i] ? `H.cl[${i}](s[${q[i]}])` : `s[${q[i]}]`)).join(", ")});`;
  const assignSrc =
    `if (d === s) return;\n` +
    keys.map((_k, i) => (copies[i] ? `H.as[${i}](d[${q[i]}], s[${q[i]}]);` : `d[${q[i]}] = s[${q[i]}];`)).join("\n");
  const eqSrc = `if (a === b) return true;\nreturn ${n === 0 ? "true" : keys.map((_k, i) => (plain[i] ? `a[${q[i]}] === b[${q[i]}]` : `H.eq[${i}](a[${q[i]}], b[${q[i]}])`)).join(" &&\n  ")};`;

  const buildFn = new Function(
    "C",
    `return function structBuild(${params.join(", ")}) { return new C(${params.join(", ")}); };`,
  )(Ctor) as (...v: GoValue[]) => GoValue;

  const rt: StructRT = {
    keys,
    alloc: () => new Ctor(),
    zeros: () => H.z,
    make: gen<() => GoValue>("structMake", "", makeSrc),
    build: buildFn,
    clone: gen<(s: GoValue) => GoValue>("structClone", "s", cloneSrc),
    assign: gen<(d: GoValue, s: GoValue) => void>("structAssign", "d, s", assignSrc),
    eq: gen<(a: GoValue, b: GoValue) => boolean>("structEq", "a, b", eqSrc),
  };
  return rt;
}
