// Cindex compiles indexing, slicing and type assertions, with Go's run-time panics (index out of range,
// slice bounds, interface conversion).
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import {
  under,
  underCore,
  typeSetUnders,
  type TypeParam,
  isString,
  isInterface,
  newPointer,
  fullTypeString,
  identical as identical$,
  type Type,
} from "../check/types";
import { runtimeError, GoPanic as GoPanic$, typeAssertionErrorType } from "./runtime";
import { Slice as Slice$, type GoMap as GoMap$, Iface as Iface$ } from "./values";
import { zeroFn, cloner, needsCopy } from "./typeops";
import type { Ctx, Ev } from "./context";
import { runtimeType, perType } from "./generic";
import { methodFor as methodFor$, implementsAt as implementsAt$ } from "./methods";
import { nilPanic, expr, exprTo } from "./cexpr";
// Imported bindings used while Go runs are bound locally (module getters are slow under CommonJS transpilation).
const identical = identical$;
const GoPanic = GoPanic$;
type GoPanic = GoPanic$;
const Slice = Slice$;
type Slice = Slice$;
type GoMap = GoMap$;
const Iface = Iface$;
type Iface = Iface$;
const methodFor = methodFor$;
const implementsAt = implementsAt$;

/** index compiles x[i] on maps (zero value when missing), slices, strings and arrays, and f[T] instantiations. */
export function index(c: Ctx, e: A.IndexExpr): Ev {
  const xt = e.x.ty!;
  const xu = under(xt);
  if (xu.k === "func") {
    // Explicit instantiation f[T] used as a value: a generic function takes its type arguments first.
    const g = expr(c, e.x);
    if (!xu.typeParams?.length || !e.index.ty) return g;
    const targ = e.index.ty,
      rt = runtimeType(c, targ);
    return (f) => {
      const fn = g(f),
        targs = [rt ? rt(f) : targ];
      return (...a: GoValue[]) => fn(targs, ...a);
    };
  }
  const x = expr(c, e.x);
  if (xu.k === "typeparam") {
    // v[i] on a type parameter: made for each type argument (a string's byte, a slice's element, a map's value)
    // from operands compiled now (the checker made every map in the type set share one key type).
    const m = (typeSetUnders(xt as TypeParam) ?? []).find((u) => u.k === "map") as { key: Type } | undefined;
    const pre = m ? { k: exprTo(c, e.index, m.key) } : { i: expr(c, e.index) };
    const pick = perType(c, xt, (t) => indexOn(e, under(t), x, pre));
    if (pick) return (f) => pick(f)(f);
  }
  return indexOn(e, xu, x, xu.k === "map" ? { k: exprTo(c, e.index, xu.key) } : { i: expr(c, e.index) });
}

function indexOn(e: A.IndexExpr, xu: Type, x: Ev, pre: { i?: Ev; k?: Ev }): Ev {
  if (xu.k === "map") {
    const k = pre.k!;
    const z = zeroFn(xu.elem);
    return (f) => {
      const m = x(f) as GoMap | null;
      const key = k(f);
      if (m === null) return z();
      const v = m.get(key);
      return v === undefined ? z() : v;
    };
  }
  const i = pre.i!;
  const { file, line } = e.pos;
  if (xu.k === "slice") {
    return (f) => {
      const s = x(f) as Slice | null;
      const j = i(f);
      if (s === null || j < 0 || j >= s.len)
        runtimeError(`index out of range [${j}] with length ${s ? s.len : 0}`, file, line);
      return s.a[s.off + j];
    };
  }
  if (isString(xu)) {
    return (f) => {
      const s = x(f) as string;
      const j = i(f);
      if (j < 0 || j >= s.length) runtimeError(`index out of range [${j}] with length ${s.length}`, file, line);
      return s.charCodeAt(j);
    };
  }
  // Arrays and pointers to arrays.
  const viaPtr = xu.k === "pointer";
  return (f) => {
    const a = x(f);
    if (viaPtr && a === null) nilPanic(e);
    const j = i(f);
    if (j < 0 || j >= a.length) runtimeError(`index out of range [${j}] with length ${a.length}`, file, line);
    return a[j];
  };
}

/** commaOkIndex compiles v, ok := m[k]. */
export function commaOkIndex(c: Ctx, e: A.IndexExpr): Ev {
  const xu = underCore(e.x.ty!) as { key: Type; elem: Type };
  const x = expr(c, e.x);
  const k = exprTo(c, e.index, xu.key);
  const z = zeroFn(xu.elem);
  return (f) => {
    const m = x(f) as GoMap | null;
    const key = k(f);
    if (m === null) return [z(), false];
    const v = m.get(key);
    return v === undefined ? [z(), false] : [v, true];
  };
}

/** sliceExpr compiles x[lo:hi:max] on strings, slices and arrays with Go's bounds checks. */
export function sliceExpr(c: Ctx, e: A.SliceExpr): Ev {
  const xu = under(e.x.ty!);
  const x = expr(c, e.x);
  const lo = e.low ? expr(c, e.low) : null,
    hi = e.high ? expr(c, e.high) : null,
    mx = e.max ? expr(c, e.max) : null;
  if (xu.k === "typeparam") {
    // v[i:j] on a type parameter (core type, or string and []byte): compiled for each type argument.
    const pick = perType(c, e.x.ty!, (t) => sliceOn(e, under(t), x, lo, hi, mx));
    if (pick) return (f) => pick(f)(f);
  }
  return sliceOn(e, xu, x, lo, hi, mx);
}

function sliceOn(e: A.SliceExpr, xu: Type, x: Ev, lo: Ev | null, hi: Ev | null, mx: Ev | null): Ev {
  const { file, line } = e.pos;
  if (isString(xu)) {
    return (f) => {
      const s = x(f) as string;
      const l = lo ? lo(f) : 0,
        h = hi ? hi(f) : s.length;
      if (h < 0 || h > s.length) runtimeError(`slice bounds out of range [:${h}] with length ${s.length}`, file, line);
      if (l < 0 || l > h) runtimeError(`slice bounds out of range [${l}:${h}]`, file, line);
      return s.substring(l, h);
    };
  }
  const isSlice = xu.k === "slice";
  const viaPtr = xu.k === "pointer";
  return (f) => {
    let a: GoValue[], off: number, len: number, cap: number;
    const v = x(f);
    if (isSlice) {
      if (v === null) {
        a = [];
        off = 0;
        len = 0;
        cap = 0;
      } else {
        a = v.a;
        off = v.off;
        len = v.len;
        cap = v.cap;
      }
    } else {
      if (viaPtr && v === null) nilPanic(e);
      a = v;
      off = 0;
      len = v.length;
      cap = v.length;
    }
    const l = lo ? lo(f) : 0,
      h = hi ? hi(f) : len,
      m = mx ? mx(f) : cap;
    if (m < 0 || m > cap) runtimeError(`slice bounds out of range [::${m}] with capacity ${cap}`, file, line);
    if (h < 0 || h > m)
      runtimeError(
        mx ? `slice bounds out of range [:${h}:${m}]` : `slice bounds out of range [:${h}] with capacity ${cap}`,
        file,
        line,
      );
    if (l < 0 || l > h) runtimeError(`slice bounds out of range [${l}:${h}]`, file, line);
    if (isSlice && v === null && h === 0) return null;
    return new Slice(a, off + l, h - l, m - l);
  };
}

/** typeAssert compiles x.(T); with commaOk it yields [value, ok] instead of panicking. */
export function typeAssert(c: Ctx, e: A.TypeAssertExpr, commaOk: boolean): Ev {
  const x = expr(c, e.x);
  const xt = e.x.ty!;
  const { file, line } = e.pos;
  const ifaceName = fullTypeString(xt).replace(/^interface \{\}$/, "interface {}");
  const shown = (s: string) => (s === "any" || s === "interface{}" ? "interface {}" : s);
  /** to is what an assertion to type t needs (per call inside a generic function: t is a type argument). */
  const to = (t: Type) => ({ t, toIface: isInterface(t), z: zeroFn(t), copy: needsCopy(t) ? cloner(t) : null });
  const rt = runtimeType(c, e.ty!);
  const fixed = rt ? null : to(e.ty!);
  const perArgs = new WeakMap<Type, ReturnType<typeof to>>();
  return (f) => {
    let a = fixed;
    if (a === null) {
      const t = rt!(f);
      a = perArgs.get(t) ?? null;
      if (a === null) perArgs.set(t, (a = to(t)));
    }
    const { t, toIface, z, copy } = a;
    const v = x(f) as Iface | null;
    let ok: boolean;
    if (v === null) ok = false;
    else if (toIface) ok = implementsAt(v.t, t);
    else ok = v.t === t || identical(v.t, t);
    if (commaOk) {
      if (!ok) return [toIface ? null : z(), false];
      return [toIface ? v : copy ? copy(v!.v) : v!.v, true];
    }
    if (!ok) {
      let msg: string;
      if (v === null) msg = `interface conversion: interface is nil, not ${fullTypeString(t)}`;
      else if (toIface) {
        const missing = (under(t) as { explicit: { name: string }[] }).explicit.find((m) => !methodFor(v.t, m.name));
        msg = `interface conversion: ${fullTypeString(v.t)} is not ${fullTypeString(t)}: missing method ${missing?.name ?? "?"}`;
      } else msg = `interface conversion: ${shown(ifaceName)} is ${fullTypeString(v.t)}, not ${fullTypeString(t)}`;
      throw new GoPanic(new Iface(newPointer(typeAssertionErrorType), { msg }), file, line);
    }
    return toIface ? v : copy ? copy(v!.v) : v!.v;
  };
}
