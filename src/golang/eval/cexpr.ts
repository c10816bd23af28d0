// Cexpr compiles expressions to closures `(frame) => value`, once; running never re-walks the AST.
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import {
  T,
  under,
  isInteger,
  isFloat,
  isString,
  isUntyped,
  isInterface,
  type Type,
  type BasicKind,
} from "../check/types";
import type { ConstValue } from "../check/constant";
import { recv, type Chan } from "./sched";
import { S as S$, runtimeError, GoPanic as GoPanic$ } from "./runtime";
import { Iface as Iface$ } from "./values";
import { cloner, needsCopy, equaler, ifaceEqual } from "./typeops";
import { intOp as intOp$, floatOp as floatOp$, negate, complement, norm } from "./arith";
import type { Ctx, Ev } from "./context";
import { compileCall } from "./ccall";
import { compileFuncLit } from "./cfunc";
import { runtimeType, perType } from "./generic";
import { selector, addr } from "./cselector";
import { compositeLit } from "./ccomposite";
import { index, sliceExpr, typeAssert } from "./cindex";
// Imported bindings used while Go runs are bound locally (module getters are slow under CommonJS transpilation).
const S = S$;
const GoPanic = GoPanic$;
type GoPanic = GoPanic$;
const Iface = Iface$;
type Iface = Iface$;
const intOp = intOp$;
const floatOp = floatOp$;

/** constJS converts a constant to its run-time value for type t. */
export function constJS(cv: ConstValue, t: Type): GoValue {
  switch (cv.k) {
    case "int":
      return isInteger(t) ? norm(cv.v) : Number(cv.v);
    case "float": {
      // Go's constants are exact numbers: there is no negative zero among them (-0.0 is 0).
      const v = cv.v === 0 ? 0 : cv.v;
      return isInteger(t)
        ? Math.trunc(v) + 0
        : under(t).k === "basic" && (under(t) as { kind: string }).kind === "float32"
          ? Math.fround(v)
          : v;
    }
    case "string":
      return cv.v;
    case "bool":
      return cv.v;
  }
}

/** isFresh reports whether an expression yields a new value (so structs need no copy). */
export function isFresh(e: A.Expr): boolean {
  switch (e.kind) {
    case "Ident":
      return e.obj?.kind !== "var";
    case "SelectorExpr":
      return e.selection?.kind === "method" || (e.selection?.kind === "qualified" && e.sel.obj?.kind !== "var");
    case "IndexExpr":
    case "StarExpr":
      return false;
    case "ParenExpr":
      return isFresh(e.x);
    case "CallExpr":
      return e.call !== "conversion" || isFresh(e.args[0]!);
    default:
      return true;
  }
}

/** nilDeref panics with Go's nil pointer message at e. */
export function nilPanic(e: { pos: A.Pos }): never {
  return runtimeError("invalid memory address or nil pointer dereference", e.pos.file, e.pos.line);
}

/** expr compiles an expression to a closure producing its value (type e.ty). */
export function expr(c: Ctx, e: A.Expr): Ev {
  return e.inferred ? withTypeArgs(c, exprNode(c, e), e.inferred) : exprNode(c, e);
}

/** withTypeArgs makes the value of a generic function g the instance with type arguments targs: a generic
 * function takes its type arguments first (as f[T] does, cindex.ts). */
export function withTypeArgs(c: Ctx, g: Ev, targs: readonly Type[]): Ev {
  const rts = targs.map((t) => runtimeType(c, t));
  const dynamic = rts.some((r) => r);
  return (f) => {
    const fn = g(f) as (...a: GoValue[]) => GoValue;
    const ta = dynamic ? targs.map((t, i) => (rts[i] ? rts[i]!(f) : t)) : targs;
    return (...a: GoValue[]) => fn(ta, ...a);
  };
}

function exprNode(c: Ctx, e: A.Expr): Ev {
  if (e.cv !== undefined && e.ty && e.ty.k !== "tuple") {
    const v = constJS(e.cv, e.ty);
    return () => v;
  }
  switch (e.kind) {
    case "Ident":
      return ident(c, e);
    case "BasicLit":
      return () => undefined;
    case "CompositeLit":
      return compositeLit(c, e);
    case "FuncLit":
      return compileFuncLit(c, e);
    case "ParenExpr":
      return expr(c, e.x);
    case "SelectorExpr":
      return selector(c, e);
    case "IndexExpr":
      return index(c, e);
    case "SliceExpr":
      return sliceExpr(c, e);
    case "TypeAssertExpr":
      return typeAssert(c, e, false);
    case "CallExpr":
      return compileCall(c, e);
    case "StarExpr": {
      const p = expr(c, e.x);
      const rt = runtimeType(c, e.ty!);
      if (rt)
        return (f) => {
          const v = p(f);
          if (v === null) nilPanic(e);
          return needsCopy(rt(f)) ? v : v.v;
        };
      if (needsCopy(e.ty!))
        return (f) => {
          const v = p(f);
          if (v === null) nilPanic(e);
          return v;
        };
      return (f) => {
        const v = p(f);
        if (v === null) nilPanic(e);
        return v.v;
      };
    }
    case "UnaryExpr":
      return unary(c, e);
    case "BinaryExpr":
      return binary(c, e);
    default:
      throw new Error(`cannot compile ${e.kind}`);
  }
}

/** exprTo compiles e as a value assigned to a location of type target: copying structs, boxing into interfaces. */
export function exprTo(c: Ctx, e: A.Expr, target: Type): Ev {
  const et = e.ty ?? T.invalid;
  if (isInterface(target) && !isInterface(et)) {
    if (et.k === "basic" && et.kind === "untyped nil") return () => null;
    const v = valueOf(c, e);
    const st = isUntyped(et) ? target : et;
    const rt = runtimeType(c, st);
    if (rt)
      return (f) => {
        const t = rt(f),
          x = v(f);
        return isInterface(t) ? x : new Iface(t, x);
      };
    return (f) => new Iface(st, v(f));
  }
  return valueOf(c, e);
}

/** valueOf compiles e as an independent value (structs and arrays from variables are copied). */
export function valueOf(c: Ctx, e: A.Expr): Ev {
  const v = expr(c, e);
  const t = e.ty!;
  const rt = isFresh(e) ? null : runtimeType(c, t);
  if (rt)
    return (f) => {
      const x = v(f),
        tt = rt(f);
      return needsCopy(tt) ? cloner(tt)(x) : x;
    };
  if (needsCopy(t) && !isFresh(e)) {
    const cl = cloner(t);
    return (f) => cl(v(f));
  }
  return v;
}

/** ident compiles a variable (local, captured or global), function, nil or constant name. */
function ident(c: Ctx, e: A.Ident): Ev {
  const o = e.obj!;
  switch (o.kind) {
    case "var": {
      if (o.global) {
        if (o.box) {
          const b = o.box;
          return () => b.v;
        }
        const i = o.index!;
        return () => S.g[i];
      }
      if (o.owner !== c.fn) {
        const u = c.fn!.upIndex.get(o)!;
        return (f) => f[2][u].v;
      }
      const i = o.index!;
      return o.boxed ? (f) => f[i].v : (f) => f[i];
    }
    case "func":
      return () => o.impl ?? null;
    case "nil":
      return () => null;
    case "const": {
      const v = constJS(o.cv!, o.type);
      return () => v;
    }
    default:
      throw new Error(`cannot evaluate ${o.kind} ${o.name}`);
  }
}

/** unary compiles +x, -x, !x, ^x and &x. */
function unary(c: Ctx, e: A.UnaryExpr): Ev {
  if (e.op === "&") return addr(c, e.x);
  const x = expr(c, e.x);
  if (e.op === "<-") return (f) => recv(x(f) as Chan | null)[0];
  const u = under(e.ty!) as { kind: BasicKind };
  if (e.op === "-" || e.op === "^") {
    const tp = perType(c, e.ty!, (ct) => (e.op === "-" ? negate : complement)((under(ct) as { kind: BasicKind }).kind));
    if (tp) return (f) => tp(f)(x(f));
  }
  switch (e.op) {
    case "+":
      return x;
    case "!":
      return (f) => !x(f);
    case "-": {
      const n = negate(u.kind);
      return (f) => n(x(f));
    }
    case "^": {
      const n = complement(u.kind);
      return (f) => n(x(f));
    }
  }
  throw new Error("bad unary " + e.op);
}

/** binary compiles arithmetic, string concatenation, && and || (division and shifts check their right operand). */
function binary(c: Ctx, e: A.BinaryExpr): Ev {
  const op = e.op;
  if (op === "&&") {
    const x = expr(c, e.x),
      y = expr(c, e.y);
    return (f) => x(f) && y(f);
  }
  if (op === "||") {
    const x = expr(c, e.x),
      y = expr(c, e.y);
    return (f) => x(f) || y(f);
  }
  if (op === "==" || op === "!=" || op === "<" || op === "<=" || op === ">" || op === ">=") return comparison(c, e);
  const t = e.ty!;
  const x = expr(c, e.x),
    y = expr(c, e.y);
  // Inside a generic function, T's arithmetic is the call's type argument's.
  const tp = perType(c, t, (ct) => arith(ct, op, e.opPos));
  if (tp) return (f) => tp(f)(x(f), y(f));
  return arithEv(t, op, e.opPos, x, y);
}

/** arith gives the operation op on two values of (concrete) type t. */
function arith(t: Type, op: string, at: A.Pos): (a: GoValue, b: GoValue) => GoValue {
  const a: Ev = (f) => f[0],
    b: Ev = (f) => f[1];
  const ev = arithEv(t, op, at, a, b);
  return (p, q) => ev([p, q]);
}

function arithEv(t: Type, op: string, opPos: A.Pos, x: Ev, y: Ev): Ev {
  const u = under(t) as { kind: BasicKind };
  if (isString(t)) return (f) => x(f) + y(f);
  if (isFloat(t)) {
    const fn = floatOp(u.kind, op);
    return (f) => fn(x(f), y(f));
  }
  const fn = intOp(u.kind, op);
  const { file, line } = opPos;
  if (op === "/" || op === "%") {
    return (f) => {
      const a = x(f),
        b = y(f);
      if (b === 0) runtimeError("integer divide by zero", file, line);
      return fn(a, b);
    };
  }
  if (op === "<<" || op === ">>") {
    return (f) => {
      const a = x(f),
        b = y(f);
      if (b < 0) runtimeError("negative shift amount", file, line);
      return fn(a, b);
    };
  }
  return (f) => fn(x(f), y(f));
}

/** comparison compiles ==, != and ordering, comparing mixed interface and concrete operands as interfaces. */
function comparison(c: Ctx, e: A.BinaryExpr): Ev {
  const op = e.op;
  const xt = e.x.ty!,
    yt = e.y.ty!;
  const xi = isInterface(xt),
    yi = isInterface(yt);
  const nilX = xt.k === "basic" && xt.kind === "untyped nil",
    nilY = yt.k === "basic" && yt.kind === "untyped nil";
  let eq: (a: GoValue, b: GoValue) => boolean;
  let x: Ev, y: Ev;
  if (nilX || nilY) {
    x = expr(c, e.x);
    y = expr(c, e.y);
    eq = (a, b) => a === b;
  } else if (xi !== yi) {
    // Mixed interface/concrete: compare as interfaces.
    x = xi ? expr(c, e.x) : exprTo(c, e.x, yt);
    y = yi ? expr(c, e.y) : exprTo(c, e.y, xt);
    eq = ifaceEqual;
  } else {
    x = expr(c, e.x);
    y = expr(c, e.y);
    const et = xt.k === "basic" && isUntyped(xt) ? yt : xt;
    const tp = xi ? null : perType(c, et, equaler);
    eq = xi ? ifaceEqual : tp ? equaler(T.int) : equaler(et);
    if (tp) {
      const x0 = x,
        y0 = y;
      if (op === "==") return (f) => tp(f)(x0(f), y0(f));
      if (op === "!=") return (f) => !tp(f)(x0(f), y0(f));
    }
  }
  const { file, line } = e.opPos;
  const wrapEq = (g: (a: GoValue, b: GoValue) => boolean) => (a: GoValue, b: GoValue) => {
    try {
      return g(a, b);
    } catch (err) {
      if (err instanceof GoPanic && err.line === 0) throw new GoPanic(err.value, file, line);
      throw err;
    }
  };
  if (xi || yi) eq = wrapEq(eq);
  switch (op) {
    case "==":
      return (f) => eq(x(f), y(f));
    case "!=":
      return (f) => !eq(x(f), y(f));
    case "<":
      return (f) => x(f) < y(f);
    case "<=":
      return (f) => x(f) <= y(f);
    case ">":
      return (f) => x(f) > y(f);
    default:
      return (f) => x(f) >= y(f);
  }
}
