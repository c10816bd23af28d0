// Cexpr compiles expressions to closures `(frame) => value`, once; running never re-walks the AST.
import type * as A from "../syntax/ast";
import {
  T, under, isInteger, isFloat, isString, isUntyped, isInterface, newPointer, fullTypeString, identical,
  type Type, type Struct, type Signature, type BasicKind,
} from "../check/types";
import type { ConstValue } from "../check/constant";
import { S as RuntimeState, runtimeError, GoPanic as GoPanic$, typeAssertionErrorType as typeAssertionErrorType$ } from "./runtime";
const GoPanic = GoPanic$;
type GoPanic = GoPanic$;
const typeAssertionErrorType = typeAssertionErrorType$;
/** The run state, bound locally (module getters are slow under CommonJS transpilation). */
const S = RuntimeState;
import { Box as Box$, FieldRef as FieldRef$, ElemRef as ElemRef$, GlobalRef as GlobalRef$, Slice as Slice$, GoMap as GoMap$, Iface as Iface$ } from "./values";
const Box = Box$;
type Box = Box$;
const FieldRef = FieldRef$;
type FieldRef = FieldRef$;
const ElemRef = ElemRef$;
type ElemRef = ElemRef$;
const GlobalRef = GlobalRef$;
type GlobalRef = GlobalRef$;
const Slice = Slice$;
type Slice = Slice$;
const GoMap = GoMap$;
type GoMap = GoMap$;
const Iface = Iface$;
type Iface = Iface$;
import { fieldKeys as fieldKeys$, zeroFn as zeroFn$, cloner as cloner$, needsCopy as needsCopy$, equaler as equaler$, ifaceEqual as ifaceEqual$, newGoMap as newGoMap$, makeStruct as makeStruct$, structParts as structParts$ } from "./typeops";
const fieldKeys = fieldKeys$;
const zeroFn = zeroFn$;
const cloner = cloner$;
const needsCopy = needsCopy$;
const equaler = equaler$;
const ifaceEqual = ifaceEqual$;
const newGoMap = newGoMap$;
const makeStruct = makeStruct$;
const structParts = structParts$;
import { intOp as intOp$, floatOp as floatOp$, negate as negate$, complement as complement$, norm as norm$ } from "./arith";
const intOp = intOp$;
const floatOp = floatOp$;
const negate = negate$;
const complement = complement$;
const norm = norm$;
import { type Ctx, type Ev } from "./context";
import { compileCall } from "./ccall";
import { compileFuncLit } from "./cfunc";
import { runtimeType } from "./generic";
import { methodFor as methodFor$, implementsAt as implementsAt$ } from "./methods";
const methodFor = methodFor$;
const implementsAt = implementsAt$;

/** constJS converts a constant to its run-time value for type t. */
export function constJS(cv: ConstValue, t: Type): any {
  switch (cv.k) {
    case "int": return isInteger(t) ? norm(cv.v) : Number(cv.v);
    case "float": return isInteger(t) ? Math.trunc(cv.v) : under(t).k === "basic" && (under(t) as { kind: string }).kind === "float32" ? Math.fround(cv.v) : cv.v;
    case "string": return cv.v;
    case "bool": return cv.v;
  }
}

/** isFresh reports whether an expression yields a new value (so structs need no copy). */
export function isFresh(e: A.Expr): boolean {
  switch (e.kind) {
    case "Ident": return e.obj?.kind !== "var";
    case "SelectorExpr": return e.selection?.kind === "method" || (e.selection?.kind === "qualified" && e.sel.obj?.kind !== "var");
    case "IndexExpr": case "StarExpr": return false;
    case "ParenExpr": return isFresh(e.x);
    case "CallExpr": return e.call !== "conversion" || isFresh(e.args[0]!);
    default: return true;
  }
}

/** nilDeref panics with Go's nil pointer message at e. */
export function nilPanic(e: { pos: A.Pos }): never {
  return runtimeError("invalid memory address or nil pointer dereference", e.pos.file, e.pos.line);
}

/** expr compiles an expression to a closure producing its value (type e.ty). */
export function expr(c: Ctx, e: A.Expr): Ev {
  if (e.cv !== undefined && e.ty && e.ty.k !== "tuple") {
    const v = constJS(e.cv, e.ty);
    return () => v;
  }
  switch (e.kind) {
    case "Ident": return ident(c, e);
    case "BasicLit": return () => undefined;
    case "CompositeLit": return compositeLit(c, e);
    case "FuncLit": return compileFuncLit(c, e);
    case "ParenExpr": return expr(c, e.x);
    case "SelectorExpr": return selector(c, e);
    case "IndexExpr": return index(c, e);
    case "SliceExpr": return sliceExpr(c, e);
    case "TypeAssertExpr": return typeAssert(c, e, false);
    case "CallExpr": return compileCall(c, e);
    case "StarExpr": {
      const p = expr(c, e.x);
      const rt = runtimeType(c, e.ty!);
      if (rt) return (f) => { const v = p(f); if (v === null) nilPanic(e); return needsCopy(rt(f)) ? v : v.v; };
      if (needsCopy(e.ty!)) return (f) => { const v = p(f); if (v === null) nilPanic(e); return v; };
      return (f) => { const v = p(f); if (v === null) nilPanic(e); return v.v; };
    }
    case "UnaryExpr": return unary(c, e);
    case "BinaryExpr": return binary(c, e);
    default: throw new Error(`cannot compile ${e.kind}`);
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
    if (rt) return (f) => { const t = rt(f), x = v(f); return isInterface(t) ? x : new Iface(t, x); };
    return (f) => new Iface(st, v(f));
  }
  return valueOf(c, e);
}

/** valueOf compiles e as an independent value (structs and arrays from variables are copied). */
export function valueOf(c: Ctx, e: A.Expr): Ev {
  const v = expr(c, e);
  const t = e.ty!;
  const rt = isFresh(e) ? null : runtimeType(c, t);
  if (rt) return (f) => { const x = v(f), tt = rt(f); return needsCopy(tt) ? cloner(tt)(x) : x; };
  if (needsCopy(t) && !isFresh(e)) {
    const cl = cloner(t);
    return (f) => cl(v(f));
  }
  return v;
}

function ident(c: Ctx, e: A.Ident): Ev {
  const o = e.obj!;
  switch (o.kind) {
    case "var": {
      if (o.global) {
        if (o.box) { const b = o.box; return () => b.v; }
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
    case "func": return () => o.impl ?? null;
    case "nil": return () => null;
    case "const": { const v = constJS(o.cv!, o.type); return () => v; }
    default: throw new Error(`cannot evaluate ${o.kind} ${o.name}`);
  }
}

/** fieldPath compiles the walk x.a.b… through embedded fields, with nil checks where a pointer is crossed. */
function walkPath(c: Ctx, e: A.SelectorExpr, base: Ev, xt: Type, path: number[], derefs: boolean[]): { ev: Ev; t: Type } {
  let ev = base;
  let t = xt;
  path.forEach((idx, j) => {
    const st = under(t.k === "pointer" ? t.elem : under(t).k === "pointer" ? (under(t) as { elem: Type }).elem : t) as Struct;
    const k = fieldKeys(st)[idx]!;
    const prev = ev;
    if (derefs[j]) ev = (f) => { const o = prev(f); if (o === null) nilPanic(e); return o[k]; };
    else ev = (f) => prev(f)[k];
    t = st.fields[idx]!.type;
  });
  return { ev, t };
}

function selector(c: Ctx, e: A.SelectorExpr): Ev {
  const sel = e.selection!;
  if (sel.kind === "qualified") {
    const o = e.sel.obj!;
    if (o.kind === "var") {
      if (o.box) { const b = o.box; return () => b.v; }
      const i = o.index!;
      return () => S.g[i];
    }
    if (o.kind === "func") return () => o.impl ?? null;
    if (o.kind === "const") { const v = constJS(o.cv!, o.type); return () => v; }
    throw new Error("bad qualified selector");
  }
  if (sel.kind === "methodExpr") return methodExpr(c, e);
  const { ev: base, t } = walkPath(c, e, expr(c, e.x), e.x.ty!, sel.path, sel.derefs);
  if (sel.kind === "field") {
    const st = under(t.k === "pointer" ? t.elem : under(t).k === "pointer" ? (under(t) as { elem: Type }).elem : t) as Struct;
    const k = fieldKeys(st)[sel.index]!;
    if (sel.derefs[sel.derefs.length - 1]) return (f) => { const o = base(f); if (o === null) nilPanic(e); return o[k]; };
    return (f) => base(f)[k];
  }
  // A method value: bind the receiver now.
  const recv = receiver(c, e, base, t);
  const name = e.sel.name;
  if (sel.iface) {
    return (f) => {
      const iv = recv(f) as Iface | null;
      if (iv === null) nilPanic(e);
      const m = methodFor(iv.t, name)!;
      return (...a: any[]) => m(iv.v, ...a);
    };
  }
  const m = sel.recvType!.k === "named" ? sel.recvType!.methods.get(name)! : null;
  return (f) => { const r = recv(f); return (...a: any[]) => m!.impl!(r, ...a); };
}

/** receiver compiles the receiver of a method selected on e (after the embedded path): auto & and auto *. */
export function receiver(c: Ctx, e: A.SelectorExpr, base: Ev, t: Type): Ev {
  const sel = e.selection!;
  if (sel.iface) return base;
  const isPtr = sel.derefs[sel.derefs.length - 1] === true;
  const recvT = isPtr ? (under(t) as { elem: Type }).elem : t;
  if (sel.ptrRecv) {
    if (isPtr || needsCopy(recvT)) return base;
    // A pointer method on an addressable non-struct variable: take its address.
    if (sel.path.length === 0) return addr(c, e.x);
    return base;
  }
  if (isPtr) {
    if (needsCopy(recvT)) { const cl = cloner(recvT); return (f) => { const p = base(f); if (p === null) nilPanic(e); return cl(p); }; }
    return (f) => { const p = base(f); if (p === null) nilPanic(e); return p.v; };
  }
  if (needsCopy(recvT) && !(sel.path.length === 0 && isFresh(e.x))) { const cl = cloner(recvT); return (f) => cl(base(f)); }
  return base;
}

function methodExpr(c: Ctx, e: A.SelectorExpr): Ev {
  const t = e.x.ty!;
  const name = e.sel.name;
  return () => (r: any, ...a: any[]) => methodFor(t, name)!(r, ...a);
}

/** addr compiles &e: a pointer to an addressable location (structs and arrays are their own pointers). */
export function addr(c: Ctx, e: A.Expr): Ev {
  while (e.kind === "ParenExpr") e = e.x;
  const t = e.ty!;
  const selfPtr = needsCopy(t);
  switch (e.kind) {
    case "Ident": {
      const o = e.obj!;
      if (selfPtr) return expr(c, e);
      if (o.global) {
        if (o.box) { const b = o.box; return () => b; }
        const i = o.index!;
        return () => new GlobalRef(S.g, i);
      }
      if (o.owner !== c.fn) { const u = c.fn!.upIndex.get(o)!; return (f) => f[2][u]; }
      const i = o.index!;
      if (!o.boxed) throw new Error(`internal: address of unboxed ${o.name}`);
      // &v of a type-parameter variable: a struct or array is its own pointer.
      const rt = runtimeType(c, t);
      if (rt) return (f) => (needsCopy(rt(f)) ? f[i].v : f[i]);
      return (f) => f[i];
    }
    case "SelectorExpr": {
      const sel = e.selection!;
      if (sel.kind === "qualified") {
        const o = e.sel.obj!;
        if (selfPtr) return expr(c, e);
        if (o.box) { const b = o.box; return () => b; }
        const i = o.index!;
        return () => new GlobalRef(S.g, i);
      }
      if (selfPtr) return expr(c, e);
      const { ev: base, t: bt } = walkPath(c, e, expr(c, e.x), e.x.ty!, sel.path, sel.derefs);
      const st = under(bt.k === "pointer" ? bt.elem : bt) as Struct;
      const k = fieldKeys(st)[sel.index]!;
      return (f) => { const o = base(f); if (o === null) nilPanic(e); return new FieldRef(o, k); };
    }
    case "IndexExpr": {
      if (selfPtr) return expr(c, e);
      const xu = under(e.x.ty!);
      const x = expr(c, e.x), i = expr(c, e.index);
      if (xu.k === "slice") return (f) => {
        const s = x(f) as Slice | null, j = i(f);
        if (s === null || j < 0 || j >= s.len) runtimeError(`index out of range [${j}] with length ${s ? s.len : 0}`, e.pos.file, e.pos.line);
        return new ElemRef(s.a, s.off + j);
      };
      return (f) => {
        let a = x(f);
        if (xu.k === "pointer") { if (a === null) nilPanic(e); }
        const j = i(f);
        if (j < 0 || j >= a.length) runtimeError(`index out of range [${j}] with length ${a.length}`, e.pos.file, e.pos.line);
        return new ElemRef(a, j);
      };
    }
    case "StarExpr": {
      const p = expr(c, e.x);
      return (f) => { const v = p(f); if (v === null) nilPanic(e); return v; };
    }
    case "CompositeLit": {
      const v = expr(c, e);
      return selfPtr ? v : (f) => new Box(v(f));
    }
    default: {
      const v = valueOf(c, e);
      return selfPtr ? v : (f) => new Box(v(f));
    }
  }
}

function compositeLit(c: Ctx, e: A.CompositeLit): Ev {
  const implicitAddr = (e as A.CompositeLit & { implicitAddr?: boolean }).implicitAddr;
  const t = implicitAddr ? (under(e.ty!) as { elem: Type }).elem : e.ty!;
  const u = under(t);
  let ev: Ev;
  switch (u.k) {
    case "struct": {
      // Every field is set once, in declaration order (listed ones from their expressions, others zero),
      // so literals share one object shape. Element expressions still run in source order.
      const n = u.fields.length;
      const fieldEv: (Ev | null)[] = new Array(n).fill(null);
      const order: number[] = [];
      e.elts.forEach((el, i) => {
        const idx = el.kind === "KeyValueExpr" ? (el.key as A.Ident & { fieldIndex?: number }).fieldIndex! : i;
        fieldEv[idx] = exprTo(c, el.kind === "KeyValueExpr" ? el.value : el, u.fields[idx]!.type);
        order.push(idx);
      });
      const inOrder = order.every((x, k) => k === 0 || x > order[k - 1]!);
      let parts: ReturnType<typeof structParts> | null = null;
      ev = (f) => {
        const p = parts ??= structParts(u);
        const o = p.alloc();
        if (inOrder) {
          for (let i = 0; i < n; i++) { const fe = fieldEv[i]; o[p.keys[i]!] = fe ? fe(f) : p.zeros[i]!(); }
        } else {
          const vals = new Array(n);
          for (const i of order) vals[i] = fieldEv[i]!(f);
          for (let i = 0; i < n; i++) o[p.keys[i]!] = fieldEv[i] ? vals[i] : p.zeros[i]!();
        }
        return o;
      };
      break;
    }
    case "array": case "slice": {
      const elt = u.elem;
      const items: [number, Ev][] = [];
      let i = 0, max = 0;
      for (const el of e.elts) {
        let v = el;
        if (el.kind === "KeyValueExpr") { i = Number((el.key.cv as { v: bigint }).v); v = el.value; }
        items.push([i, exprTo(c, v, elt)]);
        i++; max = Math.max(max, i);
      }
      const len = u.k === "array" ? u.len : max;
      const z = zeroFn(elt);
      const dense = items.every(([j], k) => j === k) && items.length === len;
      const isSlice = u.k === "slice";
      ev = (f) => {
        const a = new Array(len);
        if (dense) for (let k = 0; k < len; k++) a[k] = items[k]![1](f);
        else {
          for (let k = 0; k < len; k++) a[k] = undefined;
          for (const [j, v] of items) a[j] = v(f);
          for (let k = 0; k < len; k++) if (a[k] === undefined) a[k] = z();
        }
        return isSlice ? new Slice(a, 0, len, len) : a;
      };
      break;
    }
    case "map": {
      const kvs = e.elts.map((el) => { const kv = el as A.KeyValueExpr; return [exprTo(c, kv.key, u.key), exprTo(c, kv.value, u.elem)] as [Ev, Ev]; });
      ev = (f) => { const m = newGoMap(t); for (const [k, v] of kvs) m.set(k(f), v(f)); return m; };
      break;
    }
    default: throw new Error("bad composite literal");
  }
  if (implicitAddr && !needsCopy(t)) { const inner = ev; return (f) => new Box(inner(f)); }
  return ev;
}

function index(c: Ctx, e: A.IndexExpr): Ev {
  const xt = e.x.ty!;
  const xu = under(xt);
  if (xu.k === "func") {
    // Explicit instantiation f[T] used as a value: a generic function takes its type arguments first.
    const g = expr(c, e.x);
    if (!xu.typeParams?.length || !e.index.ty) return g;
    const targ = e.index.ty, rt = runtimeType(c, targ);
    return (f) => { const fn = g(f), targs = [rt ? rt(f) : targ]; return (...a: any[]) => fn(targs, ...a); };
  }
  const x = expr(c, e.x);
  if (xu.k === "map") {
    const k = exprTo(c, e.index, xu.key);
    const z = zeroFn(xu.elem);
    return (f) => {
      const m = x(f) as GoMap | null;
      const key = k(f);
      if (m === null) return z();
      const v = m.get(key);
      return v === undefined ? z() : v;
    };
  }
  const i = expr(c, e.index);
  const { file, line } = e.pos;
  if (xu.k === "slice") {
    return (f) => {
      const s = x(f) as Slice | null;
      const j = i(f);
      if (s === null || j < 0 || j >= s.len) runtimeError(`index out of range [${j}] with length ${s ? s.len : 0}`, file, line);
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
  const xu = under(e.x.ty!) as { key: Type; elem: Type };
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

function sliceExpr(c: Ctx, e: A.SliceExpr): Ev {
  const xu = under(e.x.ty!);
  const x = expr(c, e.x);
  const lo = e.low ? expr(c, e.low) : null, hi = e.high ? expr(c, e.high) : null, mx = e.max ? expr(c, e.max) : null;
  const { file, line } = e.pos;
  if (isString(xu)) {
    return (f) => {
      const s = x(f) as string;
      const l = lo ? lo(f) : 0, h = hi ? hi(f) : s.length;
      if (h < 0 || h > s.length) runtimeError(`slice bounds out of range [:${h}] with length ${s.length}`, file, line);
      if (l < 0 || l > h) runtimeError(`slice bounds out of range [${l}:${h}]`, file, line);
      return s.substring(l, h);
    };
  }
  const isSlice = xu.k === "slice";
  const viaPtr = xu.k === "pointer";
  return (f) => {
    let a: any[], off: number, len: number, cap: number;
    const v = x(f);
    if (isSlice) {
      if (v === null) { a = []; off = 0; len = 0; cap = 0; }
      else { a = v.a; off = v.off; len = v.len; cap = v.cap; }
    } else {
      if (viaPtr && v === null) nilPanic(e);
      a = v; off = 0; len = v.length; cap = v.length;
    }
    const l = lo ? lo(f) : 0, h = hi ? hi(f) : len, m = mx ? mx(f) : cap;
    if (m < 0 || m > cap) runtimeError(`slice bounds out of range [::${m}] with capacity ${cap}`, file, line);
    if (h < 0 || h > m) runtimeError(mx ? `slice bounds out of range [:${h}:${m}]` : `slice bounds out of range [:${h}] with capacity ${cap}`, file, line);
    if (l < 0 || l > h) runtimeError(`slice bounds out of range [${l}:${h}]`, file, line);
    if (isSlice && v === null && h === 0) return null;
    return new Slice(a, off + l, h - l, m - l);
  };
}

/** typeAssert compiles x.(T); with commaOk it yields [value, ok] instead of panicking. */
export function typeAssert(c: Ctx, e: A.TypeAssertExpr, commaOk: boolean): Ev {
  const x = expr(c, e.x);
  const t = e.ty!;
  const xt = e.x.ty!;
  const toIface = isInterface(t);
  const z = zeroFn(t);
  const copy = needsCopy(t) ? cloner(t) : null;
  const { file, line } = e.pos;
  const ifaceName = fullTypeString(xt).replace(/^interface \{\}$/, "interface {}");
  const shown = (s: string) => (s === "any" || s === "interface{}" ? "interface {}" : s);
  return (f) => {
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

function unary(c: Ctx, e: A.UnaryExpr): Ev {
  if (e.op === "&") return addr(c, e.x);
  const x = expr(c, e.x);
  const u = under(e.ty!) as { kind: BasicKind };
  switch (e.op) {
    case "+": return x;
    case "!": return (f) => !x(f);
    case "-": { const n = negate(u.kind); return (f) => n(x(f)); }
    case "^": { const n = complement(u.kind); return (f) => n(x(f)); }
  }
  throw new Error("bad unary " + e.op);
}

function binary(c: Ctx, e: A.BinaryExpr): Ev {
  const op = e.op;
  if (op === "&&") { const x = expr(c, e.x), y = expr(c, e.y); return (f) => x(f) && y(f); }
  if (op === "||") { const x = expr(c, e.x), y = expr(c, e.y); return (f) => x(f) || y(f); }
  if (op === "==" || op === "!=" || op === "<" || op === "<=" || op === ">" || op === ">=") return comparison(c, e);
  const t = e.ty!;
  const u = under(t) as { kind: BasicKind };
  const x = expr(c, e.x), y = expr(c, e.y);
  if (isString(t)) return (f) => x(f) + y(f);
  if (isFloat(t)) { const fn = floatOp(u.kind, op); return (f) => fn(x(f), y(f)); }
  const fn = intOp(u.kind, op);
  const { file, line } = e.opPos;
  if (op === "/" || op === "%") {
    return (f) => { const a = x(f), b = y(f); if (b === 0) runtimeError("integer divide by zero", file, line); return fn(a, b); };
  }
  if (op === "<<" || op === ">>") {
    return (f) => { const a = x(f), b = y(f); if (b < 0) runtimeError("negative shift amount", file, line); return fn(a, b); };
  }
  return (f) => fn(x(f), y(f));
}

function comparison(c: Ctx, e: A.BinaryExpr): Ev {
  const op = e.op;
  const xt = e.x.ty!, yt = e.y.ty!;
  const xi = isInterface(xt), yi = isInterface(yt);
  const nilX = xt.k === "basic" && xt.kind === "untyped nil", nilY = yt.k === "basic" && yt.kind === "untyped nil";
  let eq: (a: any, b: any) => boolean;
  let x: Ev, y: Ev;
  if (nilX || nilY) {
    x = expr(c, e.x); y = expr(c, e.y);
    eq = (a, b) => a === b;
  } else if (xi !== yi) {
    // Mixed interface/concrete: compare as interfaces.
    x = xi ? expr(c, e.x) : exprTo(c, e.x, yt);
    y = yi ? expr(c, e.y) : exprTo(c, e.y, xt);
    eq = ifaceEqual;
  } else {
    x = expr(c, e.x); y = expr(c, e.y);
    eq = xi ? ifaceEqual : equaler(xt.k === "basic" && isUntyped(xt) ? yt : xt);
  }
  const { file, line } = e.opPos;
  const wrapEq = (g: (a: any, b: any) => boolean) => (a: any, b: any) => {
    try { return g(a, b); } catch (err) {
      if (err instanceof GoPanic && err.line === 0) throw new GoPanic(err.value, file, line);
      throw err;
    }
  };
  if (xi || yi) eq = wrapEq(eq);
  switch (op) {
    case "==": return (f) => eq(x(f), y(f));
    case "!=": return (f) => !eq(x(f), y(f));
    case "<": return (f) => x(f) < y(f);
    case "<=": return (f) => x(f) <= y(f);
    case ">": return (f) => x(f) > y(f);
    default: return (f) => x(f) >= y(f);
  }
}

void FieldRef; void Box; void isInteger;
export type { Signature };
