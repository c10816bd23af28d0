// Ccall compiles calls: functions, methods (static and through interfaces) and conversions; builtins.ts compiles the builtins.
import type { GoGen } from "./runtime";
import type { Method, Named } from "../check/types";
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import {
  T,
  under,
  isInteger,
  isFloat,
  isString,
  isInterface,
  type Type,
  type Signature,
  type BasicKind,
} from "../check/types";
import { runtimeError } from "./runtime";
import { Slice as Slice$, Iface as Iface$ } from "./values";
const Slice = Slice$;
type Slice = Slice$;
const Iface = Iface$;
type Iface = Iface$;
import { growCap as growCap$ } from "./typeops";
const growCap = growCap$;
import { convertInt as convertInt$, wrapTo as wrapTo$ } from "./arith";
const convertInt = convertInt$;
const wrapTo = wrapTo$;
import { type Ctx, type Ev } from "./context";
import { expr, exprTo, valueOf, nilPanic } from "./cexpr";
import { receiver, walkPath } from "./cselector";
import { methodFor as methodFor$ } from "./methods";
const methodFor = methodFor$;
import { encodeRune, decodeRune } from "../syntax/literals";
import { runtimeType, perType } from "./generic";
import { hasTypeParam } from "../check/types";
import { builtin } from "./builtins";
import type { GoObject } from "../check/scope";

/** compileCall compiles any CallExpr. */
export function compileCall(c: Ctx, e: A.CallExpr): Ev {
  if (e.call === "builtin") return builtin(c, e, (unparen(e.fun) as A.Ident).name);
  if (e.call === "conversion") return conversion(c, e);
  const p = callParts(c, e);
  const args = p.args;
  if (typeof args !== "function" && !p.typeArgs && (p.fn || p.method || p.iface)) {
    const n = args.length;
    const a0 = args[0]!,
      a1 = args[1]!,
      a2 = args[2]!,
      a3 = args[3]!;
    if (p.func) {
      // A declared function: its implementation read at each call (linking may replace it), no closure for f.
      const o = p.func;
      if (n === 0) return () => (o.impl ?? nilPanic(e))();
      if (n === 1) return (f) => (o.impl ?? nilPanic(e))(a0(f));
      if (n === 2) return (f) => (o.impl ?? nilPanic(e))(a0(f), a1(f));
      if (n === 3) return (f) => (o.impl ?? nilPanic(e))(a0(f), a1(f), a2(f));
      if (n === 4) return (f) => (o.impl ?? nilPanic(e))(a0(f), a1(f), a2(f), a3(f));
    } else if (p.fn) {
      const fn = p.fn;
      const get = (f: GoValue[]) => {
        const g = fn(f);
        if (g === null) nilPanic(e);
        return g;
      };
      if (n === 0) return (f) => get(f)();
      if (n === 1) return (f) => get(f)(a0(f));
      if (n === 2) return (f) => get(f)(a0(f), a1(f));
      if (n === 3) return (f) => get(f)(a0(f), a1(f), a2(f));
      if (n === 4) return (f) => get(f)(a0(f), a1(f), a2(f), a3(f));
    } else if (p.iface) {
      // No [method, receiver] pair allocated per call: look the method up, then call it on the value.
      const { recv, lookup } = p.iface;
      if (n === 0)
        return (f) => {
          const iv = recv(f) as Iface | null;
          return lookup(iv)(iv!.v);
        };
      if (n === 1)
        return (f) => {
          const iv = recv(f) as Iface | null;
          return lookup(iv)(iv!.v, a0(f));
        };
      if (n === 2)
        return (f) => {
          const iv = recv(f) as Iface | null;
          return lookup(iv)(iv!.v, a0(f), a1(f));
        };
      if (n === 3)
        return (f) => {
          const iv = recv(f) as Iface | null;
          return lookup(iv)(iv!.v, a0(f), a1(f), a2(f));
        };
      if (n === 4)
        return (f) => {
          const iv = recv(f) as Iface | null;
          return lookup(iv)(iv!.v, a0(f), a1(f), a2(f), a3(f));
        };
    } else {
      const m = p.method!.m,
        recv = p.method!.recv;
      if (n === 0) return (f) => m.impl!(recv(f));
      if (n === 1) return (f) => m.impl!(recv(f), a0(f));
      if (n === 2) return (f) => m.impl!(recv(f), a0(f), a1(f));
      if (n === 3) return (f) => m.impl!(recv(f), a0(f), a1(f), a2(f));
      if (n === 4) return (f) => m.impl!(recv(f), a0(f), a1(f), a2(f), a3(f));
    }
  }
  return withArgs(args, p.slow, p.target, p.typeArgs, p.plain);
}

/** compileCallThunk compiles `defer f(args)`: the function and arguments are evaluated now, the call later. */
export function compileCallThunk(c: Ctx, e: A.CallExpr): (f: GoValue[]) => () => GoValue {
  if (e.call === "builtin" || e.call === "conversion") {
    const ev = compileCall(c, e);
    const argEvs = e.args.map((a) => valueOf(c, a));
    // Builtin arguments are evaluated when the defer runs (a simplification), except for panic values.
    void argEvs;
    return (f) => () => ev(f);
  }
  const bind = bindCall(callParts(c, e));
  return (f) => {
    const { g, lead, a } = bind(f);
    return () => g(...lead, ...a);
  };
}

/** compileGoCall compiles the call of a go statement: evaluated now (function value, receiver, arguments),
 * run later as a plain call or, when the function has a suspendable form (cfunc.ts), as a generator. */
export function compileGoCall(c: Ctx, e: A.CallExpr): (f: GoValue[]) => [(() => GoValue) | null, (() => GoGen) | null] {
  if (e.call === "builtin" || e.call === "conversion") {
    const t = compileCallThunk(c, e);
    return (f) => [t(f), null];
  }
  const bind = bindCall(callParts(c, e));
  return (f) => {
    const { g, lead, a, generic } = bind(f);
    // A generic function's instances have no suspendable form.
    const gen = generic ? undefined : (g as { goroutine?: (...args: GoValue[]) => GoGen }).goroutine;
    return gen ? [null, () => gen(...lead, ...a)] : [() => g(...lead, ...a), null];
  };
}

/** bindCall evaluates a call's function value, receiver, type arguments and arguments now, for a
 * call made later (defer, go): what to call, what goes before the arguments, and the arguments. */
function bindCall(
  p: CallParts,
): (f: GoValue[]) => { g: (...a: GoValue[]) => GoValue; lead: GoValue[]; a: GoValue[]; generic: boolean } {
  const args = p.args;
  const evalArgs = typeof args === "function" ? args : (f: GoValue[]) => args.map((a) => a(f));
  return (f) => {
    const [g, r] = p.target(f);
    const a = evalArgs(f);
    if (!p.plain) return { g, lead: [r], a, generic: false };
    const targs = p.typeArgs ? p.targsOf!(f) : null;
    return targs ? { g, lead: [targs], a, generic: true } : { g, lead: [], a, generic: false };
  };
}

interface CallParts {
  args: Ev[] | ((f: GoValue[]) => GoValue[]);
  slow: (f: GoValue[], a: GoValue[]) => GoValue;
  target: (f: GoValue[]) => [(...a: GoValue[]) => GoValue, GoValue];
  typeArgs?: Type[];
  targsOf?: (f: GoValue[]) => readonly Type[];
  plain: boolean;
  /** func: the callee is a declared function (its object; fn reads its implementation) */
  func?: GoObject;
  fn?: Ev;
  method?: { m: Method; recv: Ev };
  /** iface: a method call through an interface value (the method looked up per dynamic type, cached). */
  iface?: { recv: Ev; lookup: (iv: Iface | null) => (...a: GoValue[]) => GoValue };
}

function callParts(c: Ctx, e: A.CallExpr): CallParts {
  const sig = ((e as A.CallExpr & { sig?: Signature }).sig ?? under(e.fun.ty!)) as Signature;
  const args = compileArgs(c, e, sig);
  const fun = unparen(e.fun);
  // Type arguments go to native (body-less) generic functions only.
  const callee =
    fun.kind === "Ident"
      ? fun.obj
      : fun.kind === "SelectorExpr"
        ? fun.sel.obj
        : fun.kind === "IndexExpr"
          ? fun.x.kind === "Ident"
            ? fun.x.obj
            : fun.x.kind === "SelectorExpr"
              ? fun.x.sel.obj
              : undefined
          : undefined;
  const generic = !!e.fun.ty && e.fun.ty.k === "func" && !!e.fun.ty.typeParams?.length;
  const explicit = fun.kind === "IndexExpr" && !!fun.typeArgs;
  const typeArgs = e.typeArgs && (generic || explicit || (callee?.decl && !callee.decl.body)) ? e.typeArgs : undefined;
  // Inside a generic function, type arguments may mention its own type parameters: resolve them per call.
  const targEvs = typeArgs ? typeArgs.map((t) => runtimeType(c, t)) : [];
  const targsOf = targEvs.some((x) => x !== null)
    ? (f: GoValue[]) => typeArgs!.map((t, i) => (targEvs[i] ? targEvs[i]!(f) : t))
    : () => typeArgs!;
  // Method calls: compute the receiver, then call the method's implementation directly.
  if (fun.kind === "SelectorExpr" && fun.selection && fun.selection.kind === "method") {
    const sel = fun.selection;
    // The receiver: through the embedded fields the method was promoted from (one generated walk).
    const { ev: base, t } = walkPath(c, fun, expr(c, fun.x), fun.x.ty!, sel.path, sel.derefs);
    let recv = receiver(c, fun, base, t);
    if (t.k === "typeparam" && sel.iface) {
      // x.M() with x of a type parameter: box x with the call's type argument, then call through the interface.
      const rt = runtimeType(c, t),
        r0 = recv;
      if (rt)
        recv = (f) => {
          const ct = rt(f);
          return isInterface(ct) ? r0(f) : new Iface(ct, r0(f));
        };
    }
    const name = fun.sel.name;
    if (sel.iface) {
      let cacheT: Type | null = null;
      let cacheM: ((...a: GoValue[]) => GoValue) | null = null;
      const resolve = (f: GoValue[]): [(...a: GoValue[]) => GoValue, GoValue] => {
        const iv = recv(f) as Iface | null;
        if (iv === null) nilPanic(fun);
        let m: ((...a: GoValue[]) => GoValue) | null;
        if (iv.t === cacheT) m = cacheM;
        else {
          m = methodFor(iv.t, name);
          cacheT = iv.t;
          cacheM = m;
        }
        return [m!, iv.v];
      };
      const lookup = (iv: Iface | null): ((...a: GoValue[]) => GoValue) => {
        if (iv === null) nilPanic(fun);
        if (iv.t !== cacheT) {
          cacheM = methodFor(iv.t, name);
          cacheT = iv.t;
        }
        return cacheM!;
      };
      return {
        args,
        plain: false,
        target: resolve,
        slow: (f, a) => {
          const [m, r] = resolve(f);
          return m(r, ...a);
        },
        iface: { recv, lookup },
      };
    }
    const recvT = sel.recvType as Named;
    if (hasTypeParam(recvT)) {
      // A method of a generic type called inside generic code: the instance comes from the call's type arguments.
      const inst = perType(c, recvT, (ct) => (ct as Named).methods.get(name)!);
      const impl = (f: GoValue[]) => (inst ? inst(f) : recvT.methods.get(name)!).impl!;
      return {
        args,
        plain: false,
        target: (f) => [impl(f), recv(f)],
        slow: (f, a) => impl(f)(recv(f), ...a),
      };
    }
    const method = recvT.methods.get(name)!;
    const out: CallParts = {
      args,
      plain: false,
      target: (f) => [method.impl!, recv(f)],
      slow: (f, a) => method.impl!(recv(f), ...a),
      method: { m: method, recv },
    };
    return out;
  }
  // f[T](args): call f itself with the type arguments (the instantiated value would bind them again).
  const fn = expr(c, typeArgs && fun.kind === "IndexExpr" ? fun.x : e.fun);
  const out: CallParts = {
    args,
    plain: true,
    target: (f) => {
      const g = fn(f);
      if (g === null) nilPanic(e);
      return [g, undefined];
    },
    slow: (f, a) => {
      const g = fn(f);
      if (g === null) nilPanic(e);
      return typeArgs ? g(targsOf(f), ...a) : g(...a);
    },
  };
  if (typeArgs) {
    out.typeArgs = typeArgs;
    out.targsOf = targsOf;
  } else {
    out.fn = fn;
    const declared = declaredFunc(e.fun);
    if (declared) out.func = declared;
  }
  return out;
}

/** declaredFunc is the object of a callee naming a declared function (f or pkg.F) whose value is that
 * function as it is (not an instance bound to inferred type arguments), else undefined. */
function declaredFunc(callee: A.Expr): GoObject | undefined {
  for (let x = callee; ; x = x.x) {
    if (x.inferred) return undefined;
    if (x.kind !== "ParenExpr") break;
  }
  const fun = unparen(callee);
  const o =
    fun.kind === "Ident"
      ? fun.obj
      : fun.kind === "SelectorExpr" && fun.selection?.kind === "qualified"
        ? fun.sel.obj
        : undefined;
  return o && o.kind === "func" ? o : undefined;
}

/** withArgs builds the call closure, specialised for small argument counts to avoid spreading. */
function withArgs(
  args: Ev[] | ((f: GoValue[]) => GoValue[]),
  slow: (f: GoValue[], a: GoValue[]) => GoValue,
  target: (f: GoValue[]) => [(...a: GoValue[]) => GoValue, GoValue],
  typeArgs?: Type[],
  plain = false,
): Ev {
  if (typeof args === "function") return (f) => slow(f, args(f));
  if (typeArgs)
    return (f) =>
      slow(
        f,
        args.map((a) => a(f)),
      );
  const n = args.length;
  if (plain) {
    // Plain function call: target gives [fn, undefined].
    if (n === 0) return (f) => target(f)[0]();
    if (n === 1) {
      const a0 = args[0]!;
      return (f) => {
        const g = target(f)[0];
        return g(a0(f));
      };
    }
    if (n === 2) {
      const a0 = args[0]!,
        a1 = args[1]!;
      return (f) => {
        const g = target(f)[0];
        return g(a0(f), a1(f));
      };
    }
    if (n === 3) {
      const a0 = args[0]!,
        a1 = args[1]!,
        a2 = args[2]!;
      return (f) => {
        const g = target(f)[0];
        return g(a0(f), a1(f), a2(f));
      };
    }
    return (f) => {
      const g = target(f)[0];
      return g(...args.map((a) => a(f)));
    };
  }
  if (n === 0)
    return (f) => {
      const [g, r] = target(f);
      return g(r);
    };
  if (n === 1) {
    const a0 = args[0]!;
    return (f) => {
      const [g, r] = target(f);
      return g(r, a0(f));
    };
  }
  if (n === 2) {
    const a0 = args[0]!,
      a1 = args[1]!;
    return (f) => {
      const [g, r] = target(f);
      return g(r, a0(f), a1(f));
    };
  }
  if (n === 3) {
    const a0 = args[0]!,
      a1 = args[1]!,
      a2 = args[2]!;
    return (f) => {
      const [g, r] = target(f);
      return g(r, a0(f), a1(f), a2(f));
    };
  }
  return (f) => {
    const [g, r] = target(f);
    return g(r, ...args.map((a) => a(f)));
  };
}

/** compileArgs compiles arguments against the parameters (variadic tails packed into a slice). */
export function compileArgs(c: Ctx, e: A.CallExpr, sig: Signature): Ev[] | ((f: GoValue[]) => GoValue[]) {
  const np = sig.params.length;
  // f(g()) with a multi-value g: spread the results.
  if (e.args.length === 1 && e.args[0]!.ty?.k === "tuple") {
    const inner = expr(c, e.args[0]!);
    const tt = (e.args[0]!.ty as { types: Type[] }).types;
    const conv = tt.map((t, i) => {
      const pt = paramAt(sig, i);
      return isInterface(pt) && !isInterface(t) ? (v: GoValue) => new Iface(t, v) : (v: GoValue) => v;
    });
    return (f) => {
      const r = inner(f) as GoValue[];
      const vals = r.map((v, i) => conv[i]!(v));
      if (!sig.variadic) return vals;
      const fixed = vals.slice(0, np - 1);
      const rest = vals.slice(np - 1);
      return [...fixed, rest.length ? new Slice(rest, 0, rest.length, rest.length) : null];
    };
  }
  if (!sig.variadic || e.ellipsis) return e.args.map((a, i) => exprTo(c, a, sig.params[i] ?? T.invalid));
  const fixed = e.args.slice(0, np - 1).map((a, i) => exprTo(c, a, sig.params[i]!));
  const et = (sig.params[np - 1] as { elem: Type }).elem;
  const rest = e.args.slice(np - 1).map((a) => exprTo(c, a, et));
  const nr = rest.length;
  const packed: Ev =
    nr === 0
      ? () => null
      : (f) => {
          const a = new Array(nr);
          for (let i = 0; i < nr; i++) a[i] = rest[i]!(f);
          return new Slice(a, 0, nr, nr);
        };
  return [...fixed, packed];
}

function paramAt(sig: Signature, i: number): Type {
  const n = sig.params.length;
  if (sig.variadic && i >= n - 1) return (sig.params[n - 1] as { elem: Type }).elem;
  return sig.params[i] ?? T.invalid;
}

function unparen(e: A.Expr): A.Expr {
  while (e.kind === "ParenExpr") e = e.x;
  return e;
}

/** conversion compiles T(x). */
function conversion(c: Ctx, e: A.CallExpr): Ev {
  const t = e.ty!;
  const x = e.args[0]!;
  const xt = x.ty!;
  if (isInterface(t)) return exprTo(c, x, t);
  if (hasTypeParam(t) || hasTypeParam(xt)) {
    // Inside a generic function: convert as the call's type arguments say, T(x) or float64(x) with x of type T.
    const id: Ev = (f) => f;
    const rt = runtimeType(c, t),
      rx = runtimeType(c, xt);
    const v = valueOf(c, x);
    const cache = new Map<Type, Map<Type, Ev>>();
    return (f) => {
      const ct = rt ? rt(f) : t,
        cx = rx ? rx(f) : xt;
      let m = cache.get(ct);
      if (!m) cache.set(ct, (m = new Map()));
      let g = m.get(cx);
      if (!g) {
        const ci = isInterface(ct),
          xi = isInterface(cx);
        g = ci ? (xi ? id : (w) => new Iface(cx, w)) : convertAt(e, ct, cx, id);
        m.set(cx, g);
      }
      return g(v(f));
    };
  }
  return convertAt(e, t, xt, valueOf(c, x));
}

/** convertAt compiles the conversion of v, of type xt, to type t. */
function convertAt(e: A.CallExpr, t: Type, xt: Type, v: Ev): Ev {
  const tu = under(t),
    xu = under(xt);
  if (tu.k === "basic" && xu.k === "basic") {
    if (isString(tu)) {
      if (isInteger(xu))
        return (f) => {
          const r = v(f);
          return encodeRune(r >= 0 && r <= 0x10ffff ? r : 0xfffd);
        };
      return v;
    }
    if (isInteger(tu)) {
      const k = tu.kind as BasicKind;
      if (isFloat(xu)) return (f) => wrapTo(k, Math.trunc(v(f)));
      return (f) => convertInt(k, v(f));
    }
    if (isFloat(tu)) {
      if (tu.kind === "float32") return (f) => Math.fround(Number(v(f)));
      return isInteger(xu) ? (f) => Number(v(f)) : v;
    }
    return v;
  }
  if (isString(tu) && xu.k === "slice") {
    const runes = (under(xu.elem) as { kind: string }).kind === "int32";
    return (f) => {
      const s = v(f) as Slice | null;
      if (s === null) return "";
      if (runes) {
        let out = "";
        for (let i = 0; i < s.len; i++) out += encodeRune(s.a[s.off + i]);
        return out;
      }
      let out = "";
      for (let i = 0; i < s.len; i += 4096)
        out += String.fromCharCode(...s.a.slice(s.off + i, s.off + Math.min(s.len, i + 4096)));
      return out;
    };
  }
  if (tu.k === "slice" && isString(xu)) {
    const runes = (under(tu.elem) as { kind: string }).kind === "int32";
    return (f) => {
      const s = v(f) as string;
      const a: number[] = [];
      if (runes)
        for (let i = 0; i < s.length;) {
          const [r, w] = decodeRune(s, i);
          a.push(r);
          i += w;
        }
      else for (let i = 0; i < s.length; i++) a.push(s.charCodeAt(i));
      return new Slice(a, 0, a.length, growCap(0, a.length, runes ? 4 : 1));
    };
  }
  if (tu.k === "array" && xu.k === "slice") {
    const n = tu.len;
    return (f) => {
      const s = v(f) as Slice | null;
      const len = s ? s.len : 0;
      if (len < n)
        runtimeError(
          `cannot convert slice with length ${len} to array or pointer to array with length ${n}`,
          e.pos.file,
          e.pos.line,
        );
      return s!.a.slice(s!.off, s!.off + n);
    };
  }
  return v;
}
