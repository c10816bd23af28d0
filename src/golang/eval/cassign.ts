// Cassign compiles assignments: := definitions, stores to variables, fields, elements, map entries and
// through pointers (structs and arrays copied in place), tuple assignments and ++/--.
import type { Struct } from "../check/types";
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import { T, under, underCore, isInterface, type Type, type BasicKind } from "../check/types";
import { S as S$, runtimeError, plainRuntimeError } from "./runtime";
import { Box as Box$, type Slice as Slice$, type GoMap as GoMap$, Iface as Iface$ } from "./values";
import { needsCopy, assigner, fieldKeys } from "./typeops";
import { intOp as intOp$, floatOp as floatOp$ } from "./arith";
import { NORMAL as NORMAL$, type Ctx, type Ev, type Ex, type Frame } from "./context";
import { expr, exprTo, valueOf, nilPanic } from "./cexpr";
import { commaOkIndex, typeAssert } from "./cindex";
import { localSlot } from "./cselector";
import { writePath } from "./fieldcode";
import { recv, type Chan } from "./sched";
import type { GoObject } from "../check/scope";
// Imported bindings used while Go runs are bound locally (module getters are slow under CommonJS transpilation).
const NORMAL = NORMAL$;
const S = S$;
const Box = Box$;
type Box = Box$;
type Slice = Slice$;
type GoMap = GoMap$;
const Iface = Iface$;
type Iface = Iface$;
const intOp = intOp$;
const floatOp = floatOp$;

/** define compiles the initialisation of a new local variable. */
export function define(c: Ctx, o: GoObject): (f: Frame, v: GoValue) => void {
  const i = o.index!;
  if (o.name === "_") return () => {};
  return o.boxed
    ? (f, v) => {
        f[i] = new Box(v);
      }
    : (f, v) => {
        f[i] = v;
      };
}

/** store compiles assignment to an addressable location or map entry. */
export function store(c: Ctx, e: A.Expr): (f: Frame, v: GoValue) => void {
  while (e.kind === "ParenExpr") e = e.x;
  const t = e.ty!;
  const inPlace = needsCopy(t) ? assigner(t) : null;
  switch (e.kind) {
    case "Ident": {
      const o = e.obj;
      if (!o || e.name === "_") return () => {};
      if (o.global) {
        if (o.box) {
          const b = o.box;
          return inPlace
            ? (_f, v) => inPlace(b.v, v)
            : (_f, v) => {
                b.v = v;
              };
        }
        const i = o.index!;
        return inPlace
          ? (_f, v) => inPlace(S.g[i], v)
          : (_f, v) => {
              S.g[i] = v;
            };
      }
      if (o.owner !== c.fn) {
        const u = c.fn!.upIndex.get(o)!;
        return inPlace
          ? (f, v) => inPlace(f[2][u].v, v)
          : (f, v) => {
              f[2][u].v = v;
            };
      }
      const i = o.index!;
      if (o.boxed)
        return inPlace
          ? (f, v) => inPlace(f[i].v, v)
          : (f, v) => {
              f[i].v = v;
            };
      return inPlace
        ? (f, v) => inPlace(f[i], v)
        : (f, v) => {
            f[i] = v;
          };
    }
    case "SelectorExpr": {
      const sel = e.selection!;
      if (sel.kind === "qualified") {
        const o = e.sel.obj!;
        if (o.box) {
          const b = o.box;
          return inPlace
            ? (_f, v) => inPlace(b.v, v)
            : (_f, v) => {
                b.v = v;
              };
        }
        const i = o.index!;
        return (_f, v) => {
          S.g[i] = v;
        };
      }
      // The walk to the struct holding the field and the store, as one function.
      let bt = e.x.ty!;
      const path = sel.path.map((idx) => {
        const st = under(bt.k === "pointer" ? bt.elem : bt) as Struct;
        bt = st.fields[idx]!.type;
        return fieldKeys(st)[idx]!;
      });
      const st = under(
        bt.k === "pointer" ? bt.elem : under(bt).k === "pointer" ? (under(bt) as { elem: Type }).elem : bt,
      ) as Struct;
      const slot = localSlot(c, e.x);
      const base = slot >= 0 ? slot : expr(c, e.x);
      return writePath(base, path, sel.derefs.slice(0, path.length), fieldKeys(st)[sel.index]!, e, inPlace);
    }
    case "IndexExpr": {
      // A type parameter stores through its core type (s[i] = v with S ~[]E, m[k] = v with M ~map[K]V).
      const xu = underCore(e.x.ty!);
      const x = expr(c, e.x);
      const { file, line } = e.pos;
      if (xu.k === "map") {
        const k = exprTo(c, e.index, xu.key);
        return (f, v) => {
          const m = x(f) as GoMap | null;
          const key = k(f);
          if (m === null) plainRuntimeError("assignment to entry in nil map", file, line);
          m!.set(key, v);
        };
      }
      const i = expr(c, e.index);
      if (xu.k === "slice") {
        return (f, v) => {
          const s = x(f) as Slice | null;
          const j = i(f);
          if (s === null || j < 0 || j >= s.len)
            runtimeError(`index out of range [${j}] with length ${s ? s.len : 0}`, file, line);
          if (inPlace) inPlace(s.a[s.off + j], v);
          else s.a[s.off + j] = v;
        };
      }
      const viaPtr = xu.k === "pointer";
      return (f, v) => {
        const a = x(f);
        if (viaPtr && a === null) nilPanic(e);
        const j = i(f);
        if (j < 0 || j >= a.length) runtimeError(`index out of range [${j}] with length ${a.length}`, file, line);
        if (inPlace) inPlace(a[j], v);
        else a[j] = v;
      };
    }
    case "StarExpr": {
      const p = expr(c, e.x);
      return inPlace
        ? (f, v) => {
            const o = p(f);
            if (o === null) nilPanic(e);
            inPlace(o, v);
          }
        : (f, v) => {
            const o = p(f);
            if (o === null) nilPanic(e);
            o.v = v;
          };
    }
    default:
      throw new Error(`cannot assign to ${e.kind}`);
  }
}

/** multiValue compiles a tuple-producing right-hand side (call, comma-ok) into an Ev returning an array. */
export function multiValue(c: Ctx, r: A.Expr, lhsTypes: (Type | undefined)[]): Ev {
  let x = r;
  while (x.kind === "ParenExpr") x = x.x;
  let ev: Ev;
  let types: Type[];
  if ((x as A.Expr & { commaOk?: boolean }).commaOk) {
    if (x.kind === "UnaryExpr") {
      const ch = expr(c, x.x);
      ev = (f) => recv(ch(f) as Chan | null);
    } else ev = x.kind === "IndexExpr" ? commaOkIndex(c, x) : typeAssert(c, x as A.TypeAssertExpr, true);
    types = [x.ty!, T.bool];
  } else {
    ev = expr(c, x);
    types = (x.ty as { types: Type[] }).types;
  }
  // Results assigned to interface-typed variables are boxed; struct results need no copy (they are fresh).
  const conv = types.map((t, i) => {
    const lt = lhsTypes[i];
    return lt && isInterface(lt) && !isInterface(t) ? (v: GoValue) => new Iface(t, v) : null;
  });
  if (conv.every((c) => c === null)) return ev;
  return (f) => {
    const r2 = (ev(f) as GoValue[]).slice();
    for (let i = 0; i < r2.length; i++) {
      const cv = conv[i];
      if (cv) r2[i] = cv(r2[i]);
    }
    return r2;
  };
}

/** simpleAssign compiles a one-to-one assignment or definition to its target and value, or returns null.
 * The third part is the target's frame slot when the store is a plain `f[slot] = v` (an unboxed local of
 * the function, not a struct or array, which are assigned in place), else -1. */
export function simpleAssign(c: Ctx, s: A.AssignStmt): [(f: Frame, v: GoValue) => void, Ev, number] | null {
  if ((s as A.AssignStmt & { bin?: A.BinaryExpr }).bin || s.lhs.length !== 1 || s.rhs.length !== 1) return null;
  const l = s.lhs[0]!,
    r = s.rhs[0]!;
  if (s.tok === ":=" && !s.newVars?.[0]) return null;
  const blank = l.kind === "Ident" && l.name === "_";
  const target = s.tok === ":=" ? define(c, (l as A.Ident).obj!) : blank ? () => {} : store(c, l);
  const lt = blank ? undefined : l.ty;
  const slot = blank ? -1 : s.tok === ":=" ? definedSlot((l as A.Ident).obj!) : needsCopy(l.ty!) ? -1 : localSlot(c, l);
  return [target, lt && lt !== T.invalid ? exprTo(c, r, lt) : valueOf(c, r), slot];
}

/** definedSlot is the frame slot `define` stores a new variable to directly, or -1 (boxed or blank). */
function definedSlot(o: GoObject): number {
  return o.boxed || o.name === "_" ? -1 : o.index!;
}

/** assign compiles an assignment with several targets, a tuple right-hand side or an op= operator. */
export function assign(c: Ctx, s: A.AssignStmt): Ex {
  const bin = (s as A.AssignStmt & { bin?: A.BinaryExpr }).bin;
  if (bin) {
    const st = store(c, s.lhs[0]!);
    const v = expr(c, bin);
    return (f) => {
      st(f, v(f));
      return NORMAL;
    };
  }
  const define_ = s.tok === ":=";
  const targets = s.lhs.map((l, i) => {
    if (define_ && s.newVars?.[i]) return define(c, (l as A.Ident).obj!);
    if (define_ && l.kind === "Ident" && l.name === "_") return () => {};
    return store(c, l);
  });
  const lhsTypes = s.lhs.map((l) => (l.kind === "Ident" && l.name === "_" ? undefined : l.ty));
  if (s.lhs.length !== s.rhs.length) {
    const mv = multiValue(c, s.rhs[0]!, lhsTypes);
    const n = targets.length;
    return (f) => {
      const r = mv(f) as GoValue[];
      for (let i = 0; i < n; i++) targets[i]!(f, r[i]);
      return NORMAL;
    };
  }
  const vals = s.rhs.map((r, i) => {
    const lt = lhsTypes[i];
    return lt && lt !== T.invalid ? exprTo(c, r, lt) : valueOf(c, r);
  });
  if (vals.length === 1) {
    const t0 = targets[0]!,
      v0 = vals[0]!;
    return (f) => {
      t0(f, v0(f));
      return NORMAL;
    };
  }
  const n = vals.length;
  return (f) => {
    const tmp = new Array(n);
    for (let i = 0; i < n; i++) tmp[i] = vals[i]!(f);
    for (let i = 0; i < n; i++) targets[i]!(f, tmp[i]);
    return NORMAL;
  };
}

/** incDec compiles the parts of x++ / x--: x's value, its store, the operation with the operand type's
 * wrap-around, and x's frame slot when x is a plain local (else -1). */
export function incDec(
  c: Ctx,
  s: A.IncDecStmt,
): [Ev, (f: Frame, v: GoValue) => void, (a: GoValue, b: GoValue) => GoValue, number] {
  const t = s.x.ty!;
  const u = under(t) as { kind: BasicKind };
  const op = s.inc ? "+" : "-";
  const fn = u.kind === "float64" || u.kind === "float32" ? floatOp(u.kind, op) : intOp(u.kind, op);
  const x = expr(c, s.x);
  const st = store(c, s.x);
  const plain = s.x.kind === "Ident" && s.x.obj && !s.x.obj.global && !s.x.obj.boxed && s.x.obj.owner === c.fn;
  return [x, st, fn, plain ? (s.x as A.Ident).obj!.index! : -1];
}
