// Funcs are text/template's predefined functions (and, or, not, len, index, slice, print, printf,
// println, html, js, urlquery, eq, ne, lt, le, gt, ge, call), each given its arguments as
// not-yet-evaluated operands (and/or stop at the first that decides), with Go's error texts.
import type { GoValue } from "../../../../eval/values";
import { Iface, type GoMap, type Slice } from "../../../../eval/values";
import { under, fullTypeString, isString, T, type Signature, type Type } from "../../../../check/types";
import { equaler, sliceOf } from "../../../../eval/typeops";
import { sprint, sprintf, sprintln } from "../../fmt/format";
import { toAny, valOf, indirect, isNil, type Val } from "./value";
import { htmlEscape, jsEscape, queryEscape } from "./escape";
import { printable, type State } from "./exec";

/** Builtin runs a predefined function over its operands. */
export type Builtin = (st: State, args: (() => Val | null)[], name: string) => Val | null;

const wrongArgs = (st: State, name: string, want: string, got: number): never =>
  st.fail(`wrong number of args for ${name}: want ${want} got ${got}`);
const calling = (st: State, name: string, msg: string): never => st.failCall(`error calling ${name}: ${msg}`);

/** indirectInterface looks through a nil-able interface value (already done by Val) . */
const lookThrough = (v: Val | null): Val | null =>
  v !== null && under(v.t).k === "interface" && v.v === null ? null : v;

type Kind = "bool" | "int" | "uint" | "float" | "string" | "complex" | "invalid";
function basicKind(v: Val | null): Kind {
  if (v === null) return "invalid";
  const u = under(v.t);
  if (u.k !== "basic") return "invalid";
  if (u.kind === "bool") return "bool";
  if (u.kind === "string") return "string";
  if (/^uint/.test(u.kind)) return "uint";
  if (/^int/.test(u.kind)) return "int";
  if (/^float/.test(u.kind)) return "float";
  return "complex";
}

function eqPair(st: State, name: string, a: Val | null, b: Val | null): boolean {
  const k1 = basicKind(a),
    k2 = basicKind(b);
  if (k1 !== k2) {
    if ((k1 === "int" && k2 === "uint") || (k1 === "uint" && k2 === "int")) return a!.v >= 0 && a!.v === b!.v;
    if (a !== null && b !== null) calling(st, name, "incompatible types for comparison");
    return false;
  }
  if (k1 !== "invalid") return a!.v === b!.v;
  if (a === null || b === null) return a === b;
  if (isNil(a) || isNil(b)) return isNil(a) === isNil(b);
  const u = under(a.t).k;
  if (u === "slice" || u === "map" || u === "func")
    calling(st, name, `non-comparable type ${sprint([toAny(a)])}: ${fullTypeString(a.t)}`);
  if (fullTypeString(a.t) !== fullTypeString(b.t)) return false;
  return equaler(a.t)(a.v, b.v);
}

function less(st: State, name: string, a: Val | null, b: Val | null): boolean {
  const k1 = basicKind(a),
    k2 = basicKind(b);
  if (k1 === "invalid" || k2 === "invalid" || k1 === "bool" || k1 === "complex")
    calling(st, name, "invalid type for comparison");
  if (k1 !== k2) {
    if (k1 === "int" && k2 === "uint") return a!.v < 0 || a!.v < b!.v;
    if (k1 === "uint" && k2 === "int") return b!.v >= 0 && a!.v < b!.v;
    calling(st, name, "incompatible types for comparison");
  }
  return a!.v < b!.v;
}

const bool = (b: boolean): Val => ({ t: T.bool, v: b });
const str = (s: string): Val => ({ t: T.string, v: s });

/** textArgs is Go's evalArgs: one string argument as is, else fmt.Sprint of them all. */
function textArgs(args: (() => Val | null)[]): string {
  const vs = args.map((a) => a());
  const only = vs.length === 1 ? vs[0] : null;
  if (only && only.t === T.string) return only.v as string;
  return sprint(
    vs.map((v) => (v === null ? null : printable(v) === "unprintable" ? toAny(v) : (printable(v) as Iface | null))),
  );
}

function seqLen(v: Val): number | null {
  const u = under(v.t);
  if (u.k === "basic" && u.kind === "string") return (v.v as string).length;
  if (u.k === "slice") return v.v === null ? 0 : (v.v as Slice).len;
  if (u.k === "array") return u.len;
  if (u.k === "map") return v.v === null ? 0 : (v.v as GoMap).size;
  return null;
}

function intIndex(st: State, name: string, i: Val | null, what: string): number {
  if (i === null) return calling(st, name, `cannot index ${what} with nil`);
  const k = basicKind(i);
  if (k !== "int" && k !== "uint") return calling(st, name, `cannot index ${what} with type ${fullTypeString(i.t)}`);
  return Number(i.v);
}

function elemAt(v: Val, x: number): Val {
  const u = under(v.t);
  if (u.k === "basic") return { t: T.uint8, v: (v.v as string).charCodeAt(x) };
  if (u.k === "array") return valOf(u.elem, (v.v as GoValue[])[x], true);
  const s = v.v as Slice;
  return valOf((u as { elem: Type }).elem, s.a[s.off + x], true);
}

const index: Builtin = (st, args, name) => {
  if (args.length < 1) wrongArgs(st, name, "at least 1", 0);
  let item = lookThrough(args[0]!());
  if (item === null) return calling(st, name, "index of untyped nil");
  for (const a of args.slice(1)) {
    const ix = lookThrough(a());
    const [it, nil] = indirect(item);
    if (nil) calling(st, name, "index of nil pointer");
    const u = under(it.t);
    if (u.k === "slice" || u.k === "array" || (u.k === "basic" && u.kind === "string")) {
      const x = intIndex(st, name, ix, "slice/array");
      const n = seqLen(it)!;
      if (x < 0 || x >= n) calling(st, name, `index out of range: ${x}`);
      item = elemAt(it, x);
    } else if (u.k === "map") {
      if (ix === null) calling(st, name, `value is nil; should be of type ${fullTypeString(u.key)}`);
      if (fullTypeString(ix!.t) !== fullTypeString(u.key))
        calling(st, name, `value has type ${fullTypeString(ix!.t)}; should be ${fullTypeString(u.key)}`);
      const m = it.v as GoMap | null;
      item = m !== null && m.has(ix!.v) ? valOf(u.elem, m.get(ix!.v)) : valOf(u.elem, zeroOf(u.elem));
    } else calling(st, name, `can't index item of type ${fullTypeString(it.t)}`);
  }
  return item;
};

function zeroOf(t: Type): GoValue {
  const u = under(t);
  if (u.k === "basic") return u.kind === "string" ? "" : u.kind === "bool" ? false : 0;
  return null;
}

const slice: Builtin = (st, args, name) => {
  if (args.length < 1) wrongArgs(st, name, "at least 1", 0);
  const item0 = lookThrough(args[0]!());
  if (item0 === null) return calling(st, name, "slice of untyped nil");
  const ixs = args.slice(1).map((a) => intIndex(st, name, lookThrough(a()), "slice/array"));
  if (ixs.length > 3) calling(st, name, `too many slice indexes: ${ixs.length}`);
  const [item] = indirect(item0);
  const u = under(item.t);
  const isStr = u.k === "basic" && u.kind === "string";
  if (!isStr && u.k !== "slice" && u.k !== "array")
    calling(st, name, `can't slice item of type ${fullTypeString(item.t)}`);
  if (isStr && ixs.length === 3) calling(st, name, "cannot 3-index slice a string");
  const len = seqLen(item)!;
  const cap = isStr ? len : u.k === "array" ? len : item.v === null ? 0 : (item.v as Slice).cap;
  const idx = [0, len, cap];
  ixs.forEach((x, i) => {
    if (x < 0 || x > cap) calling(st, name, `index out of range: ${x}`);
    idx[i] = x;
  });
  if (idx[0]! > idx[1]!) calling(st, name, `invalid slice index: ${idx[0]} > ${idx[1]}`);
  if (ixs.length === 3 && idx[1]! > idx[2]!) calling(st, name, `invalid slice index: ${idx[1]} > ${idx[2]}`);
  if (isStr) return { t: item.t, v: (item.v as string).slice(idx[0], idx[1]) };
  if (u.k === "array") {
    const a = item.v as GoValue[];
    return { t: { k: "slice", elem: u.elem, id: -1 } as Type, v: sliceOf(a.slice(idx[0], idx[1])) };
  }
  const s = item.v as Slice | null;
  if (s === null) return { t: item.t, v: null };
  return {
    t: item.t,
    v: { a: s.a, off: s.off + idx[0]!, len: idx[1]! - idx[0]!, cap: (ixs.length === 3 ? idx[2]! : s.cap) - idx[0]! },
  };
};

const call: Builtin = (st, args, name) => {
  if (args.length < 1) wrongArgs(st, name, "at least 1", 0);
  const fn = lookThrough(args[0]!());
  if (fn === null) return calling(st, name, "call of nil");
  const sig = under(fn.t) as Signature;
  if (sig.k !== "func") return calling(st, name, `non-function of type ${fullTypeString(fn.t)}`);
  if (fn.v === null) return calling(st, name, "call of nil");
  const vals = args.slice(1).map((a) => a());
  const fixed = sig.variadic ? sig.params.length - 1 : sig.params.length;
  if (sig.variadic ? vals.length < fixed : vals.length !== fixed)
    calling(st, name, `wrong number of args: got ${vals.length} want ${sig.variadic ? "at least " : ""}${fixed}`);
  const paramType = (i: number): Type =>
    sig.variadic && i >= fixed ? (under(sig.params[fixed]!) as { elem: Type }).elem : sig.params[i]!;
  const conv = vals.map((v, i) => st.validateType(v, paramType(i)));
  const callArgs = sig.variadic ? [...conv.slice(0, fixed), sliceOf(conv.slice(fixed))] : conv;
  const r = (fn.v as (...a: GoValue[]) => GoValue)(...callArgs);
  if (sig.results.length === 2) {
    const [v, err] = r as [GoValue, Iface | null];
    if (err !== null) calling(st, name, sprint([err]));
    return valOf(sig.results[0]!, v);
  }
  return valOf(sig.results[0]!, r);
};

/** builtins maps each predefined function's name to its implementation. */
export const builtins = new Map<string, Builtin>([
  [
    "and",
    (st, args, name) => {
      if (args.length < 1) wrongArgs(st, name, "at least 1", 0);
      let v: Val | null = null;
      for (const a of args) if (!st.isTrue((v = a()))) return v;
      return v;
    },
  ],
  [
    "or",
    (st, args, name) => {
      if (args.length < 1) wrongArgs(st, name, "at least 1", 0);
      let v: Val | null = null;
      for (const a of args) if (st.isTrue((v = a()))) return v;
      return v;
    },
  ],
  [
    "not",
    (st, args, name) => {
      if (args.length !== 1) wrongArgs(st, name, "1", args.length);
      return bool(!st.isTrue(args[0]!()));
    },
  ],
  [
    "len",
    (st, args, name) => {
      if (args.length !== 1) wrongArgs(st, name, "1", args.length);
      const v = args[0]!();
      if (v === null) return st.fail("invalid value; expected reflect.Value");
      const [it, nil] = indirect(v);
      if (nil) calling(st, name, "len of nil pointer");
      const n = seqLen(it);
      return n === null ? calling(st, name, `len of type ${fullTypeString(it.t)}`) : { t: T.int, v: n };
    },
  ],
  ["index", index],
  ["slice", slice],
  ["call", call],
  ["print", (_st, args) => str(sprint(args.map((a) => toAny(a()))))],
  ["println", (_st, args) => str(sprintln(args.map((a) => toAny(a()))))],
  [
    "printf",
    (st, args, name) => {
      if (args.length < 1) wrongArgs(st, name, "at least 1", 0);
      const f = args[0]!();
      if (f === null || !isString(f.t))
        st.fail(`wrong type for value; expected string; got ${f === null ? "<nil>" : fullTypeString(f.t)}`);
      return str(
        sprintf(
          f!.v as string,
          args.slice(1).map((a) => toAny(a())),
        ),
      );
    },
  ],
  ["html", (_st, args) => str(htmlEscape(textArgs(args)))],
  ["js", (_st, args) => str(jsEscape(textArgs(args)))],
  ["urlquery", (_st, args) => str(queryEscape(textArgs(args)))],
  [
    "eq",
    (st, args, name) => {
      if (args.length < 1) wrongArgs(st, name, "at least 1", 0);
      const a = lookThrough(args[0]!());
      if (args.length < 2) calling(st, name, "missing argument for comparison");
      for (const b of args.slice(1)) if (eqPair(st, name, a, lookThrough(b()))) return bool(true);
      return bool(false);
    },
  ],
  ...(["ne", "lt", "le", "gt", "ge"] as const).map((op): [string, Builtin] => [
    op,
    (st, args, name) => {
      if (args.length !== 2) wrongArgs(st, name, "2", args.length);
      const a = lookThrough(args[0]!()),
        b = lookThrough(args[1]!());
      switch (op) {
        case "ne":
          return bool(!eqPair(st, name, a, b));
        case "lt":
          return bool(less(st, name, a, b));
        case "le":
          return bool(less(st, name, a, b) || eqPair(st, name, a, b));
        case "gt":
          return bool(!(less(st, name, a, b) || eqPair(st, name, a, b)));
        case "ge":
          return bool(!less(st, name, a, b));
      }
    },
  ]),
]);

void Iface;
