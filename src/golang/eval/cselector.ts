// Cselector compiles selectors: field reads through embedded structs (fused into one closure), method
// values and expressions, method receivers (auto & and auto *), and &x (addresses of variables, fields, elements).
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import { hasTypeParam, under, underCore, type Named, type Type, type Struct } from "../check/types";
import { S as S$, runtimeError } from "./runtime";
import {
  Box as Box$,
  FieldRef as FieldRef$,
  ElemRef as ElemRef$,
  GlobalRef as GlobalRef$,
  type Slice as Slice$,
  type Iface as Iface$,
} from "./values";
import { fieldKeys, cloner, needsCopy } from "./typeops";
import type { Ctx, Ev } from "./context";
import { perType, runtimeType } from "./generic";
import { methodFor as methodFor$ } from "./methods";
import { constJS, isFresh, nilPanic, expr, valueOf } from "./cexpr";
import { readPath } from "./fieldcode";
// Imported bindings used while Go runs are bound locally (module getters are slow under CommonJS transpilation).
const S = S$;
const Box = Box$;
type Box = Box$;
const FieldRef = FieldRef$;
type FieldRef = FieldRef$;
const ElemRef = ElemRef$;
type ElemRef = ElemRef$;
const GlobalRef = GlobalRef$;
type GlobalRef = GlobalRef$;
type Slice = Slice$;
type Iface = Iface$;
const methodFor = methodFor$;

/** walkPath compiles the walk x.a.b… through embedded fields, with nil checks where a pointer is crossed. */
export function walkPath(
  c: Ctx,
  e: A.SelectorExpr,
  base: Ev,
  xt: Type,
  path: number[],
  derefs: boolean[],
): { ev: Ev; t: Type } {
  let t = xt;
  const keys = path.map((idx) => {
    const st = under(
      t.k === "pointer" ? t.elem : under(t).k === "pointer" ? (under(t) as { elem: Type }).elem : t,
    ) as Struct;
    t = st.fields[idx]!.type;
    return fieldKeys(st)[idx]!;
  });
  const ev = keys.length ? readPath(base, keys, derefs.slice(0, keys.length), e) : base;
  return { ev, t };
}

/** selector compiles x.sel: qualified identifiers, fields, method values and method expressions. */
export function selector(c: Ctx, e: A.SelectorExpr): Ev {
  const sel = e.selection!;
  if (sel.kind === "qualified") {
    const o = e.sel.obj!;
    if (o.kind === "var") {
      if (o.box) {
        const b = o.box;
        return () => b.v;
      }
      const i = o.index!;
      return () => S.g[i];
    }
    if (o.kind === "func") return () => o.impl ?? null;
    if (o.kind === "const") {
      const v = constJS(o.cv!, o.type);
      return () => v;
    }
    throw new Error("bad qualified selector");
  }
  if (sel.kind === "methodExpr") return methodExpr(c, e);
  if (sel.kind === "field") return fieldRead(c, e);
  const { ev: base, t } = walkPath(c, e, expr(c, e.x), e.x.ty!, sel.path, sel.derefs);
  // A method value: bind the receiver now.
  const recv = receiver(c, e, base, t);
  const name = e.sel.name;
  if (sel.iface) {
    return (f) => {
      const iv = recv(f) as Iface | null;
      if (iv === null) nilPanic(e);
      const m = methodFor(iv.t, name)!;
      return (...a: GoValue[]) => m(iv.v, ...a);
    };
  }
  const recvT = sel.recvType as Named;
  // Inside generic code (s.Has where s is a Set[T]) the method's instance follows the frame's type arguments.
  const inst = hasTypeParam(recvT) ? perType(c, recvT, (ct) => (ct as Named).methods.get(name)!) : null;
  if (inst) {
    return (f) => {
      const impl = inst(f).impl!;
      const r = recv(f);
      return (...a: GoValue[]) => impl(r, ...a);
    };
  }
  const m = recvT.methods.get(name)!;
  return (f) => {
    const r = recv(f);
    return (...a: GoValue[]) => m.impl!(r, ...a);
  };
}

/** structOf is the struct type reached through t (a struct, a pointer to one, or a named pointer). */
export function structOf(t: Type): Struct {
  return under(t.k === "pointer" ? t.elem : under(t).k === "pointer" ? (under(t) as { elem: Type }).elem : t) as Struct;
}

/** localSlot is the frame slot of e when it is a plain (unboxed, own-frame) local variable, else -1. */
export function localSlot(c: Ctx, e: A.Expr): number {
  while (e.kind === "ParenExpr") e = e.x;
  if (e.kind !== "Ident" || !e.obj || e.obj.kind !== "var" || e.obj.global || e.obj.boxed || e.obj.owner !== c.fn)
    return -1;
  return e.obj.index!;
}

/** fieldRead compiles x.f (through embedded fields) as one function (fieldcode.ts): the hottest expression
 * of a reconciler (r.Client, app.Spec.Replicas, app.Name promoted from ObjectMeta). A nil check only where
 * a pointer is crossed. */
export function fieldRead(c: Ctx, e: A.SelectorExpr): Ev {
  const sel = e.selection!;
  const keys: string[] = [];
  let t = e.x.ty!;
  for (const idx of sel.path) {
    const st = structOf(t);
    keys.push(fieldKeys(st)[idx]!);
    t = st.fields[idx]!.type;
  }
  keys.push(fieldKeys(structOf(t))[sel.index]!);
  const checks = sel.derefs.slice(0, keys.length);
  const slot = localSlot(c, e.x);
  return readPath(slot >= 0 ? slot : expr(c, e.x), keys, checks, e);
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
    if (needsCopy(recvT)) {
      const cl = cloner(recvT);
      return (f) => {
        const p = base(f);
        if (p === null) nilPanic(e);
        return cl(p);
      };
    }
    return (f) => {
      const p = base(f);
      if (p === null) nilPanic(e);
      return p.v;
    };
  }
  if (needsCopy(recvT) && !(sel.path.length === 0 && isFresh(e.x))) {
    const cl = cloner(recvT);
    return (f) => cl(base(f));
  }
  return base;
}

/** methodExpr compiles T.Method: a function taking the receiver first. */
export function methodExpr(c: Ctx, e: A.SelectorExpr): Ev {
  const t = e.x.ty!;
  const name = e.sel.name;
  return () =>
    (r: GoValue, ...a: GoValue[]) =>
      methodFor(t, name)!(r, ...a);
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
        if (o.box) {
          const b = o.box;
          return () => b;
        }
        const i = o.index!;
        return () => new GlobalRef(S.g, i);
      }
      if (o.owner !== c.fn) {
        const u = c.fn!.upIndex.get(o)!;
        return (f) => f[2][u];
      }
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
        if (o.box) {
          const b = o.box;
          return () => b;
        }
        const i = o.index!;
        return () => new GlobalRef(S.g, i);
      }
      if (selfPtr) return expr(c, e);
      const { ev: base, t: bt } = walkPath(c, e, expr(c, e.x), e.x.ty!, sel.path, sel.derefs);
      const st = under(bt.k === "pointer" ? bt.elem : bt) as Struct;
      const k = fieldKeys(st)[sel.index]!;
      return (f) => {
        const o = base(f);
        if (o === null) nilPanic(e);
        return new FieldRef(o, k);
      };
    }
    case "IndexExpr": {
      if (selfPtr) return expr(c, e);
      const xu = underCore(e.x.ty!); // &s[i] with S ~[]E: the core type's element

      const x = expr(c, e.x),
        i = expr(c, e.index);
      if (xu.k === "slice")
        return (f) => {
          const s = x(f) as Slice | null,
            j = i(f);
          if (s === null || j < 0 || j >= s.len)
            runtimeError(`index out of range [${j}] with length ${s ? s.len : 0}`, e.pos.file, e.pos.line);
          return new ElemRef(s.a, s.off + j);
        };
      return (f) => {
        const a = x(f);
        if (xu.k === "pointer") {
          if (a === null) nilPanic(e);
        }
        const j = i(f);
        if (j < 0 || j >= a.length)
          runtimeError(`index out of range [${j}] with length ${a.length}`, e.pos.file, e.pos.line);
        return new ElemRef(a, j);
      };
    }
    case "StarExpr": {
      const p = expr(c, e.x);
      return (f) => {
        const v = p(f);
        if (v === null) nilPanic(e);
        return v;
      };
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
