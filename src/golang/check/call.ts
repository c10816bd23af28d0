// Call checks function calls, method calls, conversions and the builtin functions (go/types call.go, builtins.go).
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import {
  T,
  under,
  isUntyped,
  isInteger,
  isString,
  isNumeric,
  isFloat,
  defaultType,
  identical,
  newSlice,
  newPointer,
  newTuple,
  newSignature,
  newMap,
  newArray,
  ifaceMethods,
  type Type,
  type Signature,
  type TypeParam,
} from "./types";
import { cInt, cFloat, cString, represent, constString } from "./constant";
import { checkExpr, checkValue, checkIndex } from "./expr";
import { assignTo, convertUntyped, describe, singleValue, setType } from "./operand";
import { convertible, assignable } from "./lookup";
import { encodeRune } from "../syntax/literals";

/** checkCall checks e = f(args). */
export function checkCall(c: Checker, e: A.CallExpr): void {
  const f = unparen(e.fun);
  if (f.kind === "Ident" && !c.scope.lookup(f.name)?.pos && c.scope.lookup(f.name)?.kind === "builtin") {
    f.obj = c.scope.lookup(f.name)!;
    f.mode = "builtin";
    e.call = "builtin";
    return builtin(c, e, f.name);
  }
  checkExpr(c, e.fun);
  if (e.fun.mode === "type") return conversion(c, e, e.fun.ty!);
  if (e.fun.ty === T.invalid) {
    for (const a of e.args) checkExpr(c, a);
    e.ty = T.invalid;
    return;
  }
  if (!singleValue(c, e.fun)) {
    e.ty = T.invalid;
    return;
  }
  const ft = under(e.fun.ty!);
  if (ft.k !== "func") {
    c.error(e.pos, `invalid operation: cannot call non-function ${describe(c, e.fun)}`);
    for (const a of e.args) checkExpr(c, a);
    e.ty = T.invalid;
    return;
  }
  e.call = "call";
  let sig = ft;
  const args = e.args;
  // f(g()) where g returns several values spreads them over f's parameters.
  let argTypes: Type[];
  let spread = false;
  if (args.length === 1 && args[0]!.kind === "CallExpr") {
    checkExpr(c, args[0]!, sig.params[0]);
    const at = args[0]!.ty;
    if (at?.k === "tuple") {
      argTypes = at.types;
      spread = true;
    } else argTypes = [];
  } else argTypes = [];
  if (!spread) {
    args.forEach((a, i) => {
      if (i === 0 && args.length === 1 && a.kind === "CallExpr") return; // already checked
      const pt = paramType(sig, i);
      checkExpr(c, a, pt && !sig.typeParams ? pt : undefined);
    });
  }
  if (sig.typeParams) {
    const inst = infer(c, e, sig, spread ? argTypes : args.map((a) => a.ty ?? T.invalid));
    if (!inst) {
      e.ty = T.invalid;
      return;
    }
    sig = inst;
  }
  const name = c.es(e.fun);
  const nparams = sig.params.length;
  const nargs = spread ? argTypes.length : args.length;
  if (e.ellipsis) {
    if (!sig.variadic) {
      c.error(e.pos, `have (...) but function is not variadic: ${name}`);
    } else if (nargs !== nparams)
      c.error(
        e.rparen,
        `${nargs < nparams ? "not enough" : "too many"} arguments in call to ${name}\n\thave (${haveList(c, e, argTypes, spread)})\n\twant ${paramList(c, sig)}`,
      );
    else
      args.forEach((a, i) => {
        if (a.ty !== T.invalid) assignTo(c, a, sig.params[i]!, `argument to ${name}`);
      });
  } else {
    const enough = sig.variadic ? nargs >= nparams - 1 : nargs >= nparams;
    const tooMany = !sig.variadic && nargs > nparams;
    if (!enough || tooMany) {
      const pos = tooMany
        ? spread
          ? args[0]!.pos
          : args[nparams]!.pos
        : args.length
          ? args[args.length - 1]!.pos
          : e.rparen;
      c.error(
        pos,
        `${tooMany ? "too many" : "not enough"} arguments in call to ${name}\n\thave (${haveList(c, e, argTypes, spread)})\n\twant ${paramList(c, sig)}`,
      );
    } else if (spread) {
      argTypes.forEach((t, i) => {
        const pt = paramType(sig, i)!;
        if (!assignable(t, pt))
          c.error(
            args[0]!.pos,
            `cannot use ${c.es(args[0]!)} (value of type ${c.ts(t)}) as ${c.ts(pt)} value in argument to ${name}`,
          );
      });
    } else {
      args.forEach((a, i) => {
        if (a.ty !== T.invalid) assignTo(c, a, paramType(sig, i)!, `argument to ${name}`);
      });
    }
  }
  (e as A.CallExpr & { sig?: Signature }).sig = sig;
  if (sig.results.length === 0) {
    e.ty = newTuple([]);
    e.mode = "novalue";
  } else if (sig.results.length === 1) {
    e.ty = sig.results[0]!;
    e.mode = "value";
  } else {
    e.ty = newTuple(sig.results);
    e.mode = "value";
  }
}

function haveList(c: Checker, e: A.CallExpr, argTypes: Type[], spread: boolean): string {
  const ts = spread ? argTypes : e.args.map((a) => a.ty ?? T.invalid);
  return ts.map((t) => (t.k === "basic" && t.kind.startsWith("untyped") ? "number" : c.ts(t))).join(", ");
}
function paramList(c: Checker, s: Signature): string {
  return (
    "(" +
    s.params
      .map((p, i) => (s.variadic && i === s.params.length - 1 && p.k === "slice" ? "..." + c.ts(p.elem) : c.ts(p)))
      .join(", ") +
    ")"
  );
}

/** paramType gives the type the i-th argument must have (variadic tail elements included). */
export function paramType(s: Signature, i: number): Type | undefined {
  const n = s.params.length;
  if (s.variadic && i >= n - 1) {
    const last = s.params[n - 1]!;
    return last.k === "slice" ? last.elem : last;
  }
  return s.params[i];
}

function unparen(e: A.Expr): A.Expr {
  while (e.kind === "ParenExpr") e = e.x;
  return e;
}

/** infer instantiates a generic (shim) function by unifying parameter types with argument types. */
function infer(c: Checker, e: A.CallExpr, sig: Signature, argTypes: Type[]): Signature | null {
  const tps = sig.typeParams!;
  const bound = new Map<TypeParam, Type>();
  if (e.fun.kind === "IndexExpr" && e.fun.index.mode === "type") bound.set(tps[0]!, e.fun.index.ty!);
  const unify = (p: Type, a: Type): void => {
    if (p.k === "typeparam") {
      if (!bound.has(p)) bound.set(p, defaultType(a));
      return;
    }
    const au = a.k === "named" && p.k !== "named" ? under(a) : a;
    if (p.k === "pointer" && au.k === "pointer") unify(p.elem, au.elem);
    else if (p.k === "slice" && au.k === "slice") unify(p.elem, au.elem);
    else if (p.k === "map" && au.k === "map") {
      unify(p.key, au.key);
      unify(p.elem, au.elem);
    } else if (p.k === "func" && au.k === "func") {
      // An iterator (func(yield func(E) bool)) or a callback: unify parameter and result types.
      p.params.forEach((x, i) => au.params[i] && unify(x, au.params[i]));
      p.results.forEach((x, i) => au.results[i] && unify(x, au.results[i]));
    }
  };
  argTypes.forEach((a, i) => {
    const p = paramType(sig, i);
    if (p) unify(p, a);
  });
  for (const tp of tps)
    if (!bound.has(tp)) {
      c.error(e.pos, `in call to ${c.es(e.fun)}, cannot infer ${tp.name}`);
      return null;
    }
  const subst = (t: Type): Type => {
    switch (t.k) {
      case "typeparam":
        return bound.get(t) ?? t;
      case "pointer":
        return newPointer(subst(t.elem));
      case "slice":
        return newSlice(subst(t.elem));
      case "map":
        return newMap(subst(t.key), subst(t.elem));
      case "array":
        return newArray(subst(t.elem), t.len);
      case "func":
        return newSignature(t.params.map(subst), t.results.map(subst), t.variadic);
      default:
        return t;
    }
  };
  const inst = newSignature(sig.params.map(subst), sig.results.map(subst), sig.variadic);
  e.typeArgs = tps.map((tp) => bound.get(tp)!);
  return inst;
}

/** conversion checks T(x). */
function conversion(c: Checker, e: A.CallExpr, t: Type): void {
  e.call = "conversion";
  e.mode = "value";
  e.ty = t;
  if (e.args.length !== 1) {
    c.error(
      e.pos,
      e.args.length === 0
        ? `missing argument in conversion to ${c.ts(t)}`
        : `too many arguments in conversion to ${c.ts(t)}`,
    );
    for (const a of e.args) checkExpr(c, a);
    return;
  }
  const x = e.args[0]!;
  if (!checkValue(c, x, t) || t === T.invalid) return;
  const xt = x.ty!;
  const tu = under(t);
  if (x.cv && tu.k === "basic") {
    // Constant conversions stay constant.
    if (isString(tu) && x.cv.k === "int" && isInteger(xt)) {
      const r = x.cv.v;
      e.cv = cString(encodeRune(r >= 0n && r <= 0x10ffffn ? Number(r) : 0xfffd));
      return;
    }
    if (
      (isNumeric(tu) && isFloat(xt) === false && x.cv.k === "int") ||
      (isNumeric(tu) && x.cv.k === "float") ||
      (isString(tu) && x.cv.k === "string") ||
      (tu.kind === "bool" && x.cv.k === "bool")
    ) {
      let cv = x.cv;
      if (isInteger(tu) && cv.k === "float" && !isUntyped(xt)) cv = cInt(BigInt(Math.trunc(cv.v)));
      const r = represent(cv, t);
      if ("error" in r) {
        c.error(
          x.pos,
          r.error === "truncated"
            ? `cannot convert ${describe(c, x)} to type ${c.ts(t)} (truncated)`
            : `cannot convert ${describe(c, x)} to type ${c.ts(t)} (overflows)`.replace(
                /^cannot convert (.*) \(.*\) to type (.*) \(overflows\)$/,
                (_m, a, b) => `constant ${constString(x.cv!)} overflows ${b}` + (a ? "" : ""),
              ),
        );
        return;
      }
      if (isUntyped(xt)) setType(x, t);
      e.cv = r.value;
      return;
    }
  }
  if (isUntyped(xt)) {
    if (xt.k === "basic" && xt.kind === "untyped nil") {
      if (!convertUntyped(c, x, t, "conversion")) return;
      return;
    }
    const d =
      tu.k === "interface"
        ? defaultType(xt)
        : isString(tu) && isInteger(xt)
          ? T.int
          : tu.k === "slice" && isString(xt)
            ? T.string
            : isNumeric(tu) && (xt.kind === "untyped int" || xt.kind === "untyped rune" || xt.kind === "untyped float")
              ? t
              : defaultType(xt);
    if (x.cv) {
      const r = represent(x.cv, d);
      if ("value" in r) x.cv = r.value;
    }
    setType(x, d);
  }
  if (!convertible(x.ty!, t)) c.error(x.pos, `cannot convert ${describe(c, x)} to type ${c.ts(t)}`);
}

/** builtin checks calls of len, cap, append, make, new, delete, copy, panic, recover, print, min, max, clear. */
function builtin(c: Checker, e: A.CallExpr, name: string): void {
  const args = e.args;
  e.mode = "value";
  const nargs = (min: number, max: number): boolean => {
    if (args.length < min) {
      c.error(
        e.rparen,
        `not enough arguments for ${name}(${args.map((a) => c.es(a)).join(", ")}) (expected ${min}, found ${args.length})`,
      );
      for (const a of args) checkExpr(c, a);
      e.ty = T.invalid;
      return false;
    }
    if (args.length > max) {
      c.error(
        args[max]!.pos,
        `too many arguments for ${name}(${args.map((a) => c.es(a)).join(", ")}) (expected ${max}, found ${args.length})`,
      );
      for (const a of args) checkExpr(c, a);
      e.ty = T.invalid;
      return false;
    }
    return true;
  };
  switch (name) {
    case "len":
    case "cap": {
      if (!nargs(1, 1)) return;
      const x = args[0]!;
      if (!checkValue(c, x)) {
        e.ty = T.invalid;
        return;
      }
      let u = under(x.ty!);
      if (u.k === "pointer" && under(u.elem).k === "array") u = under(u.elem);
      const ok =
        name === "len"
          ? isString(u) || u.k === "slice" || u.k === "array" || u.k === "map" || u.k === "chan"
          : u.k === "slice" || u.k === "array" || u.k === "chan";
      if (!ok) {
        c.error(x.pos, `invalid argument: ${describe(c, x)} for built-in ${name}`);
        e.ty = T.invalid;
        return;
      }
      e.ty = T.int;
      if (x.cv?.k === "string") e.cv = cInt(BigInt(x.cv.v.length));
      else if (u.k === "array" && !containsCallOrRecv(x)) e.cv = cInt(BigInt(u.len));
      if (isUntyped(x.ty!)) setType(x, T.string);
      return;
    }
    case "append": {
      if (args.length === 0) {
        c.error(e.rparen, "not enough arguments for append() (expected 1, found 0)");
        e.ty = T.invalid;
        return;
      }
      const s = args[0]!;
      if (!checkValue(c, s)) {
        for (const a of args.slice(1)) checkExpr(c, a);
        e.ty = T.invalid;
        return;
      }
      if (s.ty!.k === "basic" && s.ty!.kind === "untyped nil") {
        c.error(s.pos, "first argument to append must be a typed slice; found untyped nil");
        e.ty = T.invalid;
        return;
      }
      const su = under(s.ty!);
      if (su.k !== "slice") {
        c.error(s.pos, `invalid argument: ${describe(c, s)} is not a slice`);
        for (const a of args.slice(1)) checkExpr(c, a);
        e.ty = T.invalid;
        return;
      }
      e.ty = s.ty!;
      if (e.ellipsis) {
        if (args.length !== 2) {
          c.error(e.pos, "can only use ... with final argument in list");
          return;
        }
        const r = args[1]!;
        if (!checkValue(c, r)) return;
        if (isString(r.ty!) && under(su.elem).k === "basic" && (under(su.elem) as { kind: string }).kind === "uint8") {
          if (isUntyped(r.ty!)) setType(r, T.string);
          return;
        }
        assignTo(c, r, s.ty!, "argument to append");
        return;
      }
      for (const a of args.slice(1)) {
        checkExpr(c, a, su.elem);
        if (a.ty !== T.invalid) assignTo(c, a, su.elem, "argument to append");
      }
      return;
    }
    case "make": {
      if (args.length === 0) {
        c.error(e.rparen, "not enough arguments for make() (expected 1, found 0)");
        e.ty = T.invalid;
        return;
      }
      checkExpr(c, args[0]!);
      const t = args[0]!.ty ?? T.invalid;
      if (args[0]!.mode !== "type") {
        if (t !== T.invalid) c.error(args[0]!.pos, `${c.es(args[0]!)} is not a type`);
        e.ty = T.invalid;
        return;
      }
      const u = under(t);
      const max = u.k === "slice" ? 3 : u.k === "map" || u.k === "chan" ? 2 : 0;
      if (max === 0) {
        c.error(args[0]!.pos, `invalid argument: cannot make ${c.es(args[0]!)}; type must be slice, map, or channel`);
        e.ty = T.invalid;
        return;
      }
      if (u.k === "slice" && args.length < 2) {
        c.error(e.pos, `invalid operation: ${c.es(e)} expects 2 or 3 arguments; found 1`);
        e.ty = T.invalid;
        return;
      }
      if (args.length > max) {
        c.error(
          args[max]!.pos,
          `invalid operation: ${c.es(e)} expects ${max === 3 ? "2 or 3" : "1 or 2"} arguments; found ${args.length}`,
        );
        e.ty = T.invalid;
        return;
      }
      for (const a of args.slice(1)) checkIndex(c, a, -1, "size");
      if (args.length === 3 && args[1]!.cv?.k === "int" && args[2]!.cv?.k === "int" && args[1]!.cv.v > args[2]!.cv.v)
        c.error(args[1]!.pos, `invalid argument: length and capacity swapped`);
      e.ty = t;
      return;
    }
    case "new": {
      if (!nargs(1, 1)) return;
      checkExpr(c, args[0]!);
      if (args[0]!.mode !== "type") {
        if (args[0]!.ty !== T.invalid) c.error(args[0]!.pos, `${c.es(args[0]!)} is not a type`);
        e.ty = T.invalid;
        return;
      }
      e.ty = newPointer(args[0]!.ty!);
      return;
    }
    case "delete": {
      if (!nargs(2, 2)) return;
      const m = args[0]!;
      if (!checkValue(c, m)) {
        checkExpr(c, args[1]!);
        return;
      }
      const mu = under(m.ty!);
      if (mu.k !== "map") {
        c.error(m.pos, `invalid argument: ${describe(c, m)} is not a map`);
        checkExpr(c, args[1]!);
        return;
      }
      checkExpr(c, args[1]!, mu.key);
      assignTo(c, args[1]!, mu.key, "argument to delete");
      e.ty = newTuple([]);
      e.mode = "novalue";
      return;
    }
    case "copy": {
      if (!nargs(2, 2)) return;
      const [d, s] = args as [A.Expr, A.Expr];
      const okd = checkValue(c, d),
        oks = checkValue(c, s);
      e.ty = T.int;
      if (!okd || !oks) return;
      const du = under(d.ty!),
        su = under(s.ty!);
      if (du.k !== "slice") {
        c.error(d.pos, `invalid argument: copy expects slice arguments; found ${describe(c, d)} and ${describe(c, s)}`);
        return;
      }
      if (isString(su)) {
        if (isUntyped(s.ty!)) setType(s, T.string);
        return;
      }
      if (su.k !== "slice" || !identical(du.elem, su.elem))
        c.error(
          e.pos,
          `invalid argument: arguments to copy ${describe(c, d)} and ${describe(c, s)} have different element types`,
        );
      return;
    }
    case "panic": {
      if (!nargs(1, 1)) return;
      checkExpr(c, args[0]!);
      if (singleValue(c, args[0]!)) assignTo(c, args[0]!, typesAny, "argument to panic");
      e.ty = newTuple([]);
      e.mode = "novalue";
      return;
    }
    case "recover": {
      if (!nargs(0, 0)) return;
      if (c.fn) c.fn.hasRecover = true;
      e.ty = typesAny;
      return;
    }
    case "print":
    case "println": {
      for (const a of args) {
        if (checkValue(c, a) && isUntyped(a.ty!)) convertUntyped(c, a, defaultType(a.ty!), "argument to " + name);
      }
      e.ty = newTuple([]);
      e.mode = "novalue";
      return;
    }
    case "min":
    case "max": {
      if (args.length === 0) {
        c.error(e.rparen, `not enough arguments for ${name}() (expected 1, found 0)`);
        e.ty = T.invalid;
        return;
      }
      for (const a of args)
        if (!checkValue(c, a)) {
          e.ty = T.invalid;
          return;
        }
      let t: Type = args[0]!.ty!;
      for (const a of args)
        if (!isUntyped(a.ty!)) {
          t = a.ty!;
          break;
        }
      for (const a of args) {
        if (isUntyped(a.ty!) && !isUntyped(t)) convertUntyped(c, a, t, `argument to ${name}`);
        else if (!isUntyped(a.ty!) && !identical(a.ty!, t)) {
          c.error(
            a.pos,
            `invalid argument: mismatched types ${c.ts(t)} (previous argument) and ${c.ts(a.ty!)} (type of ${c.es(a)})`,
          );
          e.ty = T.invalid;
          return;
        }
      }
      if (!(isNumeric(t) || isString(t))) {
        c.error(args[0]!.pos, `invalid argument: ${describe(c, args[0]!)} cannot be ordered`);
        e.ty = T.invalid;
        return;
      }
      e.ty = t;
      if (args.every((a) => a.cv)) {
        let best = args[0]!.cv!;
        for (const a of args.slice(1)) {
          const v = a.cv!;
          const less = (x: typeof v, y: typeof v) =>
            x.k === "string" && y.k === "string" ? x.v < y.v : Number(x.v) < Number(y.v);
          if (name === "min" ? less(v, best) : less(best, v)) best = v;
        }
        e.cv = best;
      } else if (isUntyped(t)) {
        for (const a of args) setType(a, defaultType(t));
        e.ty = defaultType(t);
      }
      return;
    }
    case "clear": {
      if (!nargs(1, 1)) return;
      if (checkValue(c, args[0]!)) {
        const u = under(args[0]!.ty!);
        if (u.k !== "map" && u.k !== "slice")
          c.error(args[0]!.pos, `invalid argument: ${describe(c, args[0]!)} must be a map or slice`);
      }
      e.ty = newTuple([]);
      e.mode = "novalue";
      return;
    }
    case "close":
      c.error(e.pos, "channels are not supported in the lab");
      for (const a of args) checkExpr(c, a);
      e.ty = newTuple([]);
      e.mode = "novalue";
      return;
    default:
      c.error(e.pos, `complex numbers are not supported in the lab`);
      for (const a of args) checkExpr(c, a);
      e.ty = T.invalid;
  }
  void cFloat;
  void ifaceMethods;
}

function containsCallOrRecv(e: A.Expr): boolean {
  switch (e.kind) {
    case "CallExpr":
      return true;
    case "ParenExpr":
    case "StarExpr":
    case "UnaryExpr":
      return containsCallOrRecv(e.x);
    case "SelectorExpr":
      return containsCallOrRecv(e.x);
    case "IndexExpr":
      return containsCallOrRecv(e.x) || containsCallOrRecv(e.index);
    default:
      return false;
  }
}

import { anyType as typesAny } from "./types";
