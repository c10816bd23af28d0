// Call checks function calls, method calls and conversions (go/types call.go); builtins.ts checks the builtins.
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
  newTuple,
  newSignature,
  substType,
  hasTypeParam,
  typeTerms,
  type Type,
  type Signature,
  type TypeParam,
} from "./types";
import { cInt, cString, represent, constString } from "./constant";
import { checkExpr, checkValue } from "./expr";
import { assignTo, convertUntyped, describe, singleValue, setType } from "./operand";
import { convertible, assignable } from "./lookup";
import { encodeRune } from "../syntax/literals";
import { builtin } from "./builtins";
import { satisfies } from "./typexpr";
import { unifier } from "./unify";

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
  if (!sig.typeParams && f.kind === "IndexExpr" && f.typeArgs) e.typeArgs = f.typeArgs; // f[A, B](args)
  if (sig.typeParams) {
    const inst = infer(c, e, sig, spread ? argTypes : args.map((a) => a.ty ?? T.invalid), spread);
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
  return ts.map((t) => summaryOf(c, t)).join(", ");
}
/** summaryOf names an argument's type in a "have (…)" list as go/types' typesSummary does: an untyped number is
 * "number" (no type implied), other untyped kinds drop "untyped " ("nil", "string", "bool"), an invalid one "<T>". */
function summaryOf(c: Checker, t: Type): string {
  if (t === T.invalid) return "<T>";
  if (!isUntyped(t)) return c.ts(t);
  return isNumeric(t) ? "number" : (t as { name: string }).name.replace("untyped ", "");
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

/** infer instantiates a generic function: explicit type arguments first, then by unifying parameter types
 * with argument types, then from core types of constraints ([S ~[]E, E any]); it checks the constraints. */
function infer(c: Checker, e: A.CallExpr, sig: Signature, argTypes: Type[], spreadArgs = false): Signature | null {
  const tps = sig.typeParams!;
  const bound = new Map<TypeParam, Type>();
  const fun = unparen(e.fun);
  if (fun.kind === "IndexExpr" && fun.typeArgs) fun.typeArgs.forEach((t, i) => bound.set(tps[i]!, t));
  const boundAt = new Map<TypeParam, A.Pos>();
  // go reports inference failures at the call's opening parenthesis.
  const lparen: A.Pos = { ...e.fun.pos, col: e.fun.pos.col + (e.fun.pos.end - e.fun.pos.off), off: e.fun.pos.end };
  let argPos: A.Pos = e.fun.pos;
  const unify = unifier(tps, bound, (tp) => boundAt.set(tp, argPos));
  // Typed arguments first, as go does; untyped constants only bind what is still free.
  const order = argTypes
    .map((a, i) => i)
    .sort((i, j) => Number(isUntyped(argTypes[i]!)) - Number(isUntyped(argTypes[j]!)));
  for (const i of order) {
    const a = argTypes[i]!;
    // f(xs...) passes the variadic parameter's slice itself.
    const p = e.ellipsis && i === sig.params.length - 1 ? sig.params[i] : paramType(sig, i);
    argPos = (spreadArgs ? e.args[0] : e.args[i])?.pos ?? e.fun.pos;
    if (p && a !== T.invalid && !(a.k === "basic" && a.kind === "untyped nil")) unify(p, a);
  }
  // Core types: a bound S ~[]E gives E.
  for (let changed = true; changed;) {
    changed = false;
    for (const tp of tps) {
      const b = bound.get(tp);
      if (!b) continue;
      const lists = typeTerms(tp.constraint);
      if (lists.length !== 1 || lists[0]!.length !== 1) continue;
      const core = lists[0]![0]!.type;
      if (!hasTypeParam(core)) continue;
      const before = bound.size;
      unify(core, under(b));
      if (bound.size !== before) changed = true;
    }
  }
  for (const tp of tps)
    if (!bound.has(tp)) {
      c.error(lparen, `in call to ${c.es(fun.kind === "IndexExpr" ? fun.x : fun)}, cannot infer ${tp.name}`);
      return null;
    }
  const targs = tps.map((tp) => bound.get(tp)!);
  for (let i = 0; i < tps.length; i++) {
    const why = satisfies(c, targs[i]!, tps[i]!, targs);
    if (why) {
      c.error(isUntyped(argTypes[0] ?? T.invalid) ? lparen : (boundAt.get(tps[i]!) ?? lparen), why);
      return null;
    }
  }
  const inst = substType(newSignature(sig.params, sig.results, sig.variadic), targs) as Signature;
  e.typeArgs = targs;
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
