// Cstmt compiles statements to closures returning a control code (NORMAL, BREAK, CONTINUE, RETURN,
// FALLTHROUGH). Every simple statement counts one step against the budget and one execution of its line.
import type * as A from "../syntax/ast";
import { T, under, isString, isInterface, identical, type Type, type BasicKind } from "../check/types";
import { S as RuntimeState, budgetStop, runtimeError, plainRuntimeError } from "./runtime";
/** The run state, bound locally (module getters are slow under CommonJS transpilation). */
const S = RuntimeState;
import { Box as Box$, Slice as Slice$, GoMap as GoMap$, Iface as Iface$, GlobalRef as GlobalRef$ } from "./values";
const Box = Box$;
type Box = Box$;
const Slice = Slice$;
type Slice = Slice$;
const GoMap = GoMap$;
type GoMap = GoMap$;
const Iface = Iface$;
type Iface = Iface$;
const GlobalRef = GlobalRef$;
type GlobalRef = GlobalRef$;
import { zeroFn as zeroFn$, needsCopy as needsCopy$, cloner as cloner$, assigner as assigner$, fieldKeys as fieldKeys$, equaler as equaler$, ifaceEqual as ifaceEqual$ } from "./typeops";
const zeroFn = zeroFn$;
const needsCopy = needsCopy$;
const cloner = cloner$;
const assigner = assigner$;
const fieldKeys = fieldKeys$;
const equaler = equaler$;
const ifaceEqual = ifaceEqual$;
import { intOp as intOp$, floatOp as floatOp$ } from "./arith";
const intOp = intOp$;
const floatOp = floatOp$;
import { COUNTS as StmtCounts, NORMAL as NORMAL$, BREAK as BREAK$, CONTINUE as CONTINUE$, RETURN as RETURN$, FALLTHROUGH as FALLTHROUGH$, newStmtId as newStmtId$, type Ctx, type Ev, type Ex, type Frame } from "./context";
const NORMAL = NORMAL$;
const BREAK = BREAK$;
const CONTINUE = CONTINUE$;
const RETURN = RETURN$;
const FALLTHROUGH = FALLTHROUGH$;
const newStmtId = newStmtId$;
const COUNTS = StmtCounts;
import { expr, exprTo, valueOf, nilPanic, commaOkIndex, typeAssert, isFresh } from "./cexpr";
import { compileCallThunk } from "./ccall";
import { runtimeType } from "./generic";
import { implementsAt as implementsAt$ } from "./methods";
const implementsAt = implementsAt$;
import { decodeRune } from "../syntax/literals";
import { nextRand as nextRand$ } from "./runtime";
const nextRand = nextRand$;
import type { GoObject } from "../check/scope";

/** counted wraps a statement body with its step and line count. */
function counted(s: { pos: A.Pos }, inner: Ex): Ex {
  const id = newStmtId(s.pos);
  return (f) => {
    if (++S.steps > S.budget) budgetStop(id);
    COUNTS[id] = COUNTS[id]! + 1; S.cur = id;
    return inner(f);
  };
}

/** block compiles a statement list. */
export function block(c: Ctx, list: A.Stmt[]): Ex {
  const xs = list.map((s) => stmt(c, s)).filter((x): x is Ex => x !== null);
  const n = xs.length;
  if (n === 0) return () => NORMAL;
  if (n === 1) return xs[0]!;
  if (n === 2) { const a = xs[0]!, b = xs[1]!; return (f) => a(f) || b(f); }
  return (f) => {
    for (let i = 0; i < n; i++) { const r = xs[i]!(f); if (r) return r; }
    return NORMAL;
  };
}

function stmt(c: Ctx, s: A.Stmt): Ex | null {
  switch (s.kind) {
    case "EmptyStmt": case "BadStmt": return null;
    case "ExprStmt": {
      const x = expr(c, s.x);
      const id = newStmtId(s.pos);
      return (f) => { if (++S.steps > S.budget) budgetStop(id); COUNTS[id] = COUNTS[id]! + 1; S.cur = id; x(f); return NORMAL; };
    }
    case "IncDecStmt": return counted(s, incDec(c, s));
    case "AssignStmt": {
      const simple = simpleAssign(c, s);
      if (simple) {
        const [t0, v0] = simple;
        const id = newStmtId(s.pos);
        return (f) => { if (++S.steps > S.budget) budgetStop(id); COUNTS[id] = COUNTS[id]! + 1; S.cur = id; t0(f, v0(f)); return NORMAL; };
      }
      return counted(s, assign(c, s));
    }
    case "DeclStmt": return declStmt(c, s);
    case "ReturnStmt": {
      const r = returnStmt(c, s);
      const id = newStmtId(s.pos);
      return (f) => { if (++S.steps > S.budget) budgetStop(id); COUNTS[id] = COUNTS[id]! + 1; S.cur = id; return r(f); };
    }
    case "DeferStmt": {
      let call = s.call;
      while (call.kind === "ParenExpr") call = call.x;
      const thunk = compileCallThunk(c, call as A.CallExpr);
      return counted(s, (f) => { (f[1] as (() => void)[]).push(thunk(f)); return NORMAL; });
    }
    case "GoStmt": { const t = compileCallThunk(c, s.call as A.CallExpr); return counted(s, (f) => { t(f)(); return NORMAL; }); }
    case "BranchStmt": {
      const label = s.label?.name ?? null;
      const code = s.tok === "break" ? BREAK : s.tok === "continue" ? CONTINUE : FALLTHROUGH;
      return counted(s, () => { S.label = label; return code; });
    }
    case "BlockStmt": return block(c, s.list);
    case "LabeledStmt": return stmt(c, s.stmt);
    case "IfStmt": return ifStmt(c, s);
    case "SwitchStmt": return switchStmt(c, s);
    case "TypeSwitchStmt": return typeSwitch(c, s);
    case "ForStmt": return forStmt(c, s);
    case "RangeStmt": return rangeStmt(c, s);
    default: throw new Error(`cannot compile ${s.kind}`);
  }
}

/** define compiles the initialisation of a new local variable. */
export function define(c: Ctx, o: GoObject): (f: Frame, v: any) => void {
  const i = o.index!;
  if (o.name === "_") return () => {};
  return o.boxed ? (f, v) => { f[i] = new Box(v); } : (f, v) => { f[i] = v; };
}

/** store compiles assignment to an addressable location or map entry. */
export function store(c: Ctx, e: A.Expr): (f: Frame, v: any) => void {
  while (e.kind === "ParenExpr") e = e.x;
  const t = e.ty!;
  const inPlace = needsCopy(t) ? assigner(t) : null;
  switch (e.kind) {
    case "Ident": {
      const o = e.obj;
      if (!o || e.name === "_") return () => {};
      if (o.global) {
        if (o.box) { const b = o.box; return inPlace ? (_f, v) => inPlace(b.v, v) : (_f, v) => { b.v = v; }; }
        const i = o.index!;
        return inPlace ? (_f, v) => inPlace(S.g[i], v) : (_f, v) => { S.g[i] = v; };
      }
      if (o.owner !== c.fn) {
        const u = c.fn!.upIndex.get(o)!;
        return inPlace ? (f, v) => inPlace(f[2][u].v, v) : (f, v) => { f[2][u].v = v; };
      }
      const i = o.index!;
      if (o.boxed) return inPlace ? (f, v) => inPlace(f[i].v, v) : (f, v) => { f[i].v = v; };
      return inPlace ? (f, v) => inPlace(f[i], v) : (f, v) => { f[i] = v; };
    }
    case "SelectorExpr": {
      const sel = e.selection!;
      if (sel.kind === "qualified") {
        const o = e.sel.obj!;
        if (o.box) { const b = o.box; return inPlace ? (_f, v) => inPlace(b.v, v) : (_f, v) => { b.v = v; }; }
        const i = o.index!;
        return (_f, v) => { S.g[i] = v; };
      }
      // Walk to the struct holding the field.
      let base = expr(c, e.x);
      let bt = e.x.ty!;
      sel.path.forEach((idx, j) => {
        const st = under(bt.k === "pointer" ? bt.elem : bt) as import("../check/types").Struct;
        const k = fieldKeys(st)[idx]!;
        const prev = base;
        base = sel.derefs[j] ? (f) => { const o = prev(f); if (o === null) nilPanic(e); return o[k]; } : (f) => prev(f)[k];
        bt = st.fields[idx]!.type;
      });
      const st = under(bt.k === "pointer" ? bt.elem : under(bt).k === "pointer" ? (under(bt) as { elem: Type }).elem : bt) as import("../check/types").Struct;
      const k = fieldKeys(st)[sel.index]!;
      return inPlace
        ? (f, v) => { const o = base(f); if (o === null) nilPanic(e); inPlace(o[k], v); }
        : (f, v) => { const o = base(f); if (o === null) nilPanic(e); o[k] = v; };
    }
    case "IndexExpr": {
      const xu = under(e.x.ty!);
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
          if (s === null || j < 0 || j >= s.len) runtimeError(`index out of range [${j}] with length ${s ? s.len : 0}`, file, line);
          if (inPlace) inPlace(s.a[s.off + j], v); else s.a[s.off + j] = v;
        };
      }
      const viaPtr = xu.k === "pointer";
      return (f, v) => {
        const a = x(f);
        if (viaPtr && a === null) nilPanic(e);
        const j = i(f);
        if (j < 0 || j >= a.length) runtimeError(`index out of range [${j}] with length ${a.length}`, file, line);
        if (inPlace) inPlace(a[j], v); else a[j] = v;
      };
    }
    case "StarExpr": {
      const p = expr(c, e.x);
      return inPlace
        ? (f, v) => { const o = p(f); if (o === null) nilPanic(e); inPlace(o, v); }
        : (f, v) => { const o = p(f); if (o === null) nilPanic(e); o.v = v; };
    }
    default: throw new Error(`cannot assign to ${e.kind}`);
  }
}

/** multiValue compiles a tuple-producing right-hand side (call, comma-ok) into an Ev returning an array. */
function multiValue(c: Ctx, r: A.Expr, lhsTypes: (Type | undefined)[]): Ev {
  let x = r;
  while (x.kind === "ParenExpr") x = x.x;
  let ev: Ev;
  let types: Type[];
  if ((x as A.Expr & { commaOk?: boolean }).commaOk) {
    ev = x.kind === "IndexExpr" ? commaOkIndex(c, x) : typeAssert(c, x as A.TypeAssertExpr, true);
    types = [x.ty!, T.bool];
  } else {
    ev = expr(c, x);
    types = (x.ty as { types: Type[] }).types;
  }
  // Results assigned to interface-typed variables are boxed; struct results need no copy (they are fresh).
  const conv = types.map((t, i) => {
    const lt = lhsTypes[i];
    return lt && isInterface(lt) && !isInterface(t) ? (v: any) => new Iface(t, v) : null;
  });
  if (conv.every((c) => c === null)) return ev;
  return (f) => {
    const r2 = (ev(f) as any[]).slice();
    for (let i = 0; i < r2.length; i++) { const cv = conv[i]; if (cv) r2[i] = cv(r2[i]); }
    return r2;
  };
}

/** simpleAssign compiles a one-to-one assignment or definition to its target and value, or returns null. */
function simpleAssign(c: Ctx, s: A.AssignStmt): [(f: Frame, v: any) => void, Ev] | null {
  if ((s as A.AssignStmt & { bin?: A.BinaryExpr }).bin || s.lhs.length !== 1 || s.rhs.length !== 1) return null;
  const l = s.lhs[0]!, r = s.rhs[0]!;
  if (s.tok === ":=" && !s.newVars?.[0]) return null;
  const target = s.tok === ":=" ? define(c, (l as A.Ident).obj!) : l.kind === "Ident" && l.name === "_" ? () => {} : store(c, l);
  const lt = l.kind === "Ident" && l.name === "_" ? undefined : l.ty;
  return [target, lt && lt !== T.invalid ? exprTo(c, r, lt) : valueOf(c, r)];
}

function assign(c: Ctx, s: A.AssignStmt): Ex {
  const bin = (s as A.AssignStmt & { bin?: A.BinaryExpr }).bin;
  if (bin) {
    const st = store(c, s.lhs[0]!);
    const v = expr(c, bin);
    return (f) => { st(f, v(f)); return NORMAL; };
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
    return (f) => { const r = mv(f) as any[]; for (let i = 0; i < n; i++) targets[i]!(f, r[i]); return NORMAL; };
  }
  const vals = s.rhs.map((r, i) => {
    const lt = lhsTypes[i];
    return lt && lt !== T.invalid ? exprTo(c, r, lt) : valueOf(c, r);
  });
  if (vals.length === 1) {
    const t0 = targets[0]!, v0 = vals[0]!;
    return (f) => { t0(f, v0(f)); return NORMAL; };
  }
  const n = vals.length;
  return (f) => {
    const tmp = new Array(n);
    for (let i = 0; i < n; i++) tmp[i] = vals[i]!(f);
    for (let i = 0; i < n; i++) targets[i]!(f, tmp[i]);
    return NORMAL;
  };
}

function incDec(c: Ctx, s: A.IncDecStmt): Ex {
  const t = s.x.ty!;
  const u = under(t) as { kind: BasicKind };
  const op = s.inc ? "+" : "-";
  const fn = u.kind === "float64" || u.kind === "float32" ? floatOp(u.kind, op) : intOp(u.kind, op);
  const x = expr(c, s.x);
  const st = store(c, s.x);
  // Fast path for plain unboxed locals.
  if (s.x.kind === "Ident" && s.x.obj && !s.x.obj.global && !s.x.obj.boxed && s.x.obj.owner === c.fn) {
    const i = s.x.obj.index!;
    return (f) => { f[i] = fn(f[i], 1); return NORMAL; };
  }
  return (f) => { st(f, fn(x(f), 1)); return NORMAL; };
}

function declStmt(c: Ctx, s: A.DeclStmt): Ex | null {
  const d = s.decl;
  if (d.tok !== "var") return null;
  const parts: Ex[] = [];
  for (const spec of d.specs as A.ValueSpec[]) {
    const objs = spec.names.map((n) => n.obj!);
    const defs = objs.map((o) => define(c, o));
    if (spec.values.length === 0) {
      const zs = objs.map((o) => { const rt = runtimeType(c, o.type); return rt ? (f: Frame) => zeroFn(rt(f))() : zeroFn(o.type); });
      parts.push((f) => { for (let i = 0; i < defs.length; i++) defs[i]!(f, zs[i]!(f)); return NORMAL; });
    } else if (spec.values.length !== objs.length) {
      const mv = multiValue(c, spec.values[0]!, objs.map((o) => o.type));
      parts.push((f) => { const r = mv(f) as any[]; for (let i = 0; i < defs.length; i++) defs[i]!(f, r[i]); return NORMAL; });
    } else {
      const vs = spec.values.map((v, i) => exprTo(c, v, objs[i]!.type));
      parts.push((f) => { for (let i = 0; i < defs.length; i++) defs[i]!(f, vs[i]!(f)); return NORMAL; });
    }
  }
  const b = parts.length === 1 ? parts[0]! : (f: Frame) => { for (const p of parts) p(f); return NORMAL; };
  return counted(s, b);
}

function returnStmt(c: Ctx, s: A.ReturnStmt): Ex {
  const fn = c.fn!;
  const sig = fn.sig!;
  const want = sig.results;
  if (s.results.length === 0) return () => RETURN;
  const named = fn.namedResults;
  if (named) {
    // Assign to the named results; the function epilogue reads them (after defers).
    const stores = named.map((o) => {
      const i = o.index!;
      return o.boxed ? (f: Frame, v: any) => { f[i].v = v; } : (f: Frame, v: any) => { f[i] = v; };
    });
    if (s.results.length === 1 && want.length > 1) {
      const mv = multiValue(c, s.results[0]!, want);
      return (f) => { const r = mv(f) as any[]; for (let i = 0; i < stores.length; i++) stores[i]!(f, r[i]); return RETURN; };
    }
    const vals = s.results.map((r, i) => exprTo(c, r, want[i]!));
    if (vals.length === 1) { const v = vals[0]!, st = stores[0]!; return (f) => { st(f, v(f)); return RETURN; }; }
    return (f) => { const tmp = vals.map((v) => v(f)); for (let i = 0; i < tmp.length; i++) stores[i]!(f, tmp[i]); return RETURN; };
  }
  if (s.results.length === 1 && want.length > 1) {
    const mv = multiValue(c, s.results[0]!, want);
    return (f) => { f[0] = mv(f); return RETURN; };
  }
  const vals = s.results.map((r, i) => exprTo(c, r, want[i]!));
  if (vals.length === 1) { const v = vals[0]!; return (f) => { f[0] = v(f); return RETURN; }; }
  if (vals.length === 2) { const a = vals[0]!, b = vals[1]!; return (f) => { f[0] = [a(f), b(f)]; return RETURN; }; }
  return (f) => { f[0] = vals.map((v) => v(f)); return RETURN; };
}

function ifStmt(c: Ctx, s: A.IfStmt): Ex {
  const init = s.init ? stmt(c, s.init) : null;
  const cond = expr(c, s.cond);
  const then = block(c, s.body.list);
  const els = s.else ? stmt(c, s.else) : null;
  const id = newStmtId(s.pos);
  return (f) => {
    if (++S.steps > S.budget) budgetStop(id);
    COUNTS[id] = COUNTS[id]! + 1; S.cur = id;
    if (init) init(f);
    if (cond(f)) return then(f);
    return els ? els(f) : NORMAL;
  };
}

/** loopControl handles a body's control code for a loop labelled `label`: "break", "continue" or a code to return. */
function loopCode(r: number, label: string | undefined): number {
  if (r === BREAK) {
    if (S.label === null || S.label === label) { S.label = null; return -1; }
    return r;
  }
  if (r === CONTINUE) {
    if (S.label === null || S.label === label) { S.label = null; return 0; }
    return r;
  }
  return r;
}

function forStmt(c: Ctx, s: A.ForStmt): Ex {
  const init = s.init ? stmt(c, s.init) : null;
  const cond = s.cond ? expr(c, s.cond) : null;
  const post = s.post ? stmt(c, s.post) : null;
  const body = block(c, s.body.list);
  const label = s.label;
  const id = newStmtId(s.pos);
  // Go 1.22: variables declared by the init statement are per-iteration; boxed ones get a fresh box.
  const rebox: number[] = [];
  if (s.init?.kind === "AssignStmt" && s.init.tok === ":=") {
    for (const l of s.init.lhs) { const o = (l as A.Ident).obj; if (o?.boxed) rebox.push(o.index!); }
  }
  return (f) => {
    if (init) init(f);
    for (;;) {
      if (++S.steps > S.budget) budgetStop(id);
      COUNTS[id] = COUNTS[id]! + 1; S.cur = id;
      if (cond && !cond(f)) break;
      const r = body(f);
      if (r) {
        const k = loopCode(r, label);
        if (k === -1) break;
        if (k !== 0) return k;
      }
      for (let i = 0; i < rebox.length; i++) { const j = rebox[i]!; f[j] = new Box(f[j].v); }
      if (post) post(f);
    }
    return NORMAL;
  };
}

function rangeStmt(c: Ctx, s: A.RangeStmt): Ex {
  const x = expr(c, s.x);
  const xt = s.x.ty!;
  let u = under(xt);
  const viaPtr = u.k === "pointer";
  if (viaPtr) u = under((u as { elem: Type }).elem);
  const body = block(c, s.body.list);
  const label = s.label;
  const id = newStmtId(s.pos);
  const target = (e: A.Expr | undefined): ((f: Frame, v: any) => void) | null => {
    if (!e || (e.kind === "Ident" && e.name === "_")) return null;
    if (s.tok === ":=") return define(c, (e as A.Ident).obj!);
    return store(c, e);
  };
  const setK = target(s.key), setV = target(s.value);
  const iter = (f: Frame, k: any, v: () => any): number => {
    if (++S.steps > S.budget) budgetStop(id);
    COUNTS[id] = COUNTS[id]! + 1; S.cur = id;
    if (setK) setK(f, k);
    if (setV) setV(f, v());
    const r = body(f);
    if (r) { const code = loopCode(r, label); return code === -1 ? -1 : code; }
    return 0;
  };
  const copyElem = (u.k === "slice" || u.k === "array") && needsCopy((u as { elem: Type }).elem) ? cloner((u as { elem: Type }).elem) : null;
  if (u.k === "basic" && !isString(u)) {
    return (f) => {
      const n = x(f);
      for (let i = 0; i < n; i++) { const r = iter(f, i, () => undefined); if (r === -1) break; if (r) return r; }
      return NORMAL;
    };
  }
  if (isString(u)) {
    return (f) => {
      const str = x(f) as string;
      for (let i = 0; i < str.length;) {
        const [rn, w] = decodeRune(str, i);
        const r = iter(f, i, () => rn);
        if (r === -1) break;
        if (r) return r;
        i += w;
      }
      return NORMAL;
    };
  }
  if (u.k === "slice") {
    return (f) => {
      const sl = x(f) as Slice | null;
      if (sl === null) return NORMAL;
      const { a, off, len } = sl;
      for (let i = 0; i < len; i++) {
        const r = iter(f, i, copyElem ? () => copyElem(a[off + i]) : () => a[off + i]);
        if (r === -1) break;
        if (r) return r;
      }
      return NORMAL;
    };
  }
  if (u.k === "array") {
    return (f) => {
      const a = x(f) as any[];
      if (viaPtr && a === null) nilPanic(s.x);
      for (let i = 0; i < a.length; i++) {
        const r = iter(f, i, copyElem ? () => copyElem(a[i]) : () => a[i]);
        if (r === -1) break;
        if (r) return r;
      }
      return NORMAL;
    };
  }
  if (u.k === "map") {
    const copyV = needsCopy(u.elem) ? cloner(u.elem) : null;
    return (f) => {
      const m = x(f) as GoMap | null;
      if (m === null) return NORMAL;
      // Go randomises map iteration order; the lab shuffles with a seeded generator.
      const entries = m.entries();
      for (let i = entries.length - 1; i > 0; i--) {
        const j = nextRand() % (i + 1);
        const t = entries[i]!; entries[i] = entries[j]!; entries[j] = t;
      }
      for (const [k] of entries) {
        if (!m.has(k)) continue;
        const r = iter(f, k, () => { const v = m.get(k); return copyV ? copyV(v) : v; });
        if (r === -1) break;
        if (r) return r;
      }
      return NORMAL;
    };
  }
  throw new Error("cannot range over " + u.k);
}

function switchStmt(c: Ctx, s: A.SwitchStmt): Ex {
  const init = s.init ? stmt(c, s.init) : null;
  const tagT = s.tag ? s.tag.ty! : T.bool;
  const tag = s.tag ? expr(c, s.tag) : null;
  const eq = isInterface(tagT) ? ifaceEqual : equaler(tagT);
  const clauses = s.body.map((cl) => ({
    conds: cl.list ? cl.list.map((e) => (tag ? exprTo(c, e, tagT) : expr(c, e))) : null,
    body: block(c, cl.body),
  }));
  const defIdx = clauses.findIndex((cl) => cl.conds === null);
  const label = s.label;
  const id = newStmtId(s.pos);
  return (f) => {
    if (++S.steps > S.budget) budgetStop(id);
    COUNTS[id] = COUNTS[id]! + 1; S.cur = id;
    if (init) init(f);
    const tv = tag ? tag(f) : true;
    let start = -1;
    outer: for (let i = 0; i < clauses.length; i++) {
      const conds = clauses[i]!.conds;
      if (!conds) continue;
      for (const cd of conds) {
        if (tag ? eq(tv, cd(f)) : cd(f)) { start = i; break outer; }
      }
    }
    if (start < 0) start = defIdx;
    if (start < 0) return NORMAL;
    for (let i = start; i < clauses.length; i++) {
      const r = clauses[i]!.body(f);
      if (r === FALLTHROUGH) continue;
      if (r === BREAK && (S.label === null || S.label === label)) { S.label = null; return NORMAL; }
      return r;
    }
    return NORMAL;
  };
}

function typeSwitch(c: Ctx, s: A.TypeSwitchStmt): Ex {
  const init = s.init ? stmt(c, s.init) : null;
  const x = expr(c, s.x);
  const label = s.label;
  const clauses = s.body.map((cl) => {
    const tests = cl.list ? cl.list.map((e): ((v: Iface | null) => boolean) => {
      if (e.ty?.k === "basic" && e.ty.kind === "untyped nil") return (v) => v === null;
      const t = e.ty!;
      if (isInterface(t)) return (v) => v !== null && implementsAt(v.t, t);
      return (v) => v !== null && (v.t === t || identical(v.t, t));
    }) : null;
    const o = cl.implicit;
    let bind: ((f: Frame, v: Iface | null) => void) | null = null;
    if (o) {
      const single = cl.list && cl.list.length === 1 && cl.list[0]!.ty && !(cl.list[0]!.ty!.k === "basic" && (cl.list[0]!.ty as { kind: string }).kind === "untyped nil") ? cl.list[0]!.ty! : null;
      const unwrap = single && !isInterface(single);
      const copy = unwrap && needsCopy(single) ? cloner(single) : null;
      const def = define(c, o);
      bind = (f, v) => def(f, unwrap ? (copy ? copy(v!.v) : v!.v) : v);
    }
    return { tests, bind, body: block(c, cl.body) };
  });
  const id = newStmtId(s.pos);
  return (f) => {
    if (++S.steps > S.budget) budgetStop(id);
    COUNTS[id] = COUNTS[id]! + 1; S.cur = id;
    if (init) init(f);
    const v = x(f) as Iface | null;
    let chosen = -1;
    for (let i = 0; i < clauses.length && chosen < 0; i++) {
      const ts = clauses[i]!.tests;
      if (ts && ts.some((t) => t(v))) chosen = i;
    }
    if (chosen < 0) chosen = clauses.findIndex((cl) => cl.tests === null);
    if (chosen < 0) return NORMAL;
    const cl = clauses[chosen]!;
    if (cl.bind) cl.bind(f, v);
    const r = cl.body(f);
    if (r === BREAK && (S.label === null || S.label === label)) { S.label = null; return NORMAL; }
    return r;
  };
}
void GlobalRef; void isFresh; void RETURN;
