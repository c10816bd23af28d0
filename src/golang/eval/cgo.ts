// Cgo compiles the suspendable form of a function that sends, receives or selects (FuncInfo.hasChanOp),
// used when it runs as a goroutine: its statement lists become generators that yield, at a send, a receive,
// a select or a range over a channel, what they wait for (sched.ts parks them). Only the statements on the
// way to such a point are generators (blocks, if, for, range over channels, integers and slices, labels
// and goto); every other statement is the ordinary compiled closure. A statement with a receive inside an
// expression (`sum += <-c`, `f(<-c)`) whose channel is a variable or field first waits until every such
// channel has a value (or is closed), then runs as usual. A call the goroutine makes runs as usual: a block
// inside it runs other goroutines on top of it (sched.ts).
import type * as A from "../syntax/ast";
import type { GoValue } from "./values";
import { Iface, Box } from "./values";
import { under, underCore, isInterface, type Type, type Named, type Struct } from "../check/types";
import { needsCopy, cloner, fieldKeys } from "./typeops";
import { S, step } from "./runtime";
import { NORMAL, BREAK, GOTO, type Ctx, type Ex, type Frame, type Ev } from "./context";
import { expr, exprTo } from "./cexpr";
import { stmt } from "./cstmt";
import { define, store } from "./cassign";
import { loopCode } from "./cloop";
import { sendG, recvG, selectG, readyToRecv, type Chan, type SelectCase } from "./sched";

type Ready = () => boolean;
/** GenEx is a statement's suspendable form: a generator returning its control code. */
export type GenEx = (f: Frame) => Generator<Ready, number, void>;

const unparen = (e: A.Expr): A.Expr => {
  while (e.kind === "ParenExpr") e = e.x;
  return e;
};

/** recvOf returns the receive a statement consists of (`<-c`, `v := <-c`, `v, ok = <-c`), if it does. */
function recvOf(s: A.Stmt): A.UnaryExpr | null {
  const x =
    s.kind === "ExprStmt"
      ? unparen(s.x)
      : s.kind === "AssignStmt" && (s.tok === "=" || s.tok === ":=") && s.rhs.length === 1
        ? unparen(s.rhs[0]!)
        : null;
  return x && x.kind === "UnaryExpr" && x.op === "<-" ? x : null;
}

/** simpleChan reports whether a channel operand can be read twice without effects (a variable or field). */
function simpleChan(e: A.Expr): boolean {
  e = unparen(e);
  if (e.kind === "Ident") return true;
  return e.kind === "SelectorExpr" && e.selection?.kind === "field" && simpleChan(e.x);
}

/** innerRecvs collects the receives inside a simple statement's expressions (not inside closures); null
 * when one of them has a channel operand that is not simple. */
function innerRecvs(s: A.Stmt): A.UnaryExpr[] | null {
  const out: A.UnaryExpr[] = [];
  let ok = true;
  const walk = (n: unknown): void => {
    if (!ok || n === null || typeof n !== "object") return;
    if (Array.isArray(n)) {
      for (const x of n) walk(x);
      return;
    }
    const o = n as { kind?: unknown };
    if (typeof o.kind !== "string") return;
    if (o.kind === "FuncLit") return;
    if (o.kind === "UnaryExpr" && (o as A.UnaryExpr).op === "<-") {
      const u = o as A.UnaryExpr;
      if (!simpleChan(u.x)) ok = false;
      out.push(u);
    }
    for (const [k, v] of Object.entries(o)) {
      if (k === "ty" || k === "obj" || k === "selection" || k === "pos" || k === "cv" || k === "fn") continue;
      walk(v);
    }
  };
  walk(s);
  return ok ? out : null;
}

/** SYNC_WAITS are the sync methods that block, with when they can go on (read from the shim's fields). */
const SYNC_WAITS: Record<string, Record<string, (get: (field: string) => GoValue) => boolean>> = {
  WaitGroup: { Wait: (g) => g("n") === 0 },
  Mutex: { Lock: (g) => !g("locked") },
  RWMutex: { Lock: (g) => !g("writer") && g("readers") === 0, RLock: (g) => !g("writer") },
};

/** syncWait recognises `wg.Wait()`, `mu.Lock()`, `rw.RLock()` as a statement on a variable or field. */
function syncWait(s: A.Stmt): { recv: A.Expr; type: Named; test: (get: (field: string) => GoValue) => boolean } | null {
  if (s.kind !== "ExprStmt") return null;
  const call = unparen(s.x);
  if (call.kind !== "CallExpr") return null;
  const fun = unparen(call.fun);
  if (fun.kind !== "SelectorExpr" || fun.selection?.kind !== "method" || fun.selection.path.length) return null;
  let t = fun.x.ty!;
  if (t.k === "pointer") t = t.elem;
  if (t.k !== "named" || t.pkg !== "sync" || !simpleChan(fun.x)) return null;
  const test = SYNC_WAITS[t.name]?.[fun.sel.name];
  return test ? { recv: fun.x, type: t, test } : null;
}

/** suspends reports whether a statement has a point the goroutine can suspend at. */
function suspends(s: A.Stmt): boolean {
  switch (s.kind) {
    case "SendStmt":
    case "SelectStmt":
      return true;
    case "ExprStmt":
    case "AssignStmt":
    case "IncDecStmt":
    case "ReturnStmt":
    case "DeclStmt": {
      if (recvOf(s) || syncWait(s)) return true;
      const r = innerRecvs(s);
      return r !== null && r.length > 0;
    }
    case "BlockStmt":
      return s.list.some(suspends);
    case "IfStmt":
      return s.body.list.some(suspends) || (!!s.else && suspends(s.else));
    case "ForStmt":
      return s.body.list.some(suspends);
    case "RangeStmt": {
      const u = underCore(s.x.ty!);
      if (u.k === "chan") return true;
      return (u.k === "slice" || (u.k === "basic" && u.kind !== "string")) && s.body.list.some(suspends);
    }
    case "LabeledStmt":
      return suspends(s.stmt);
    default:
      return false;
  }
}

/** goroutineBody compiles a function body's suspendable form, or returns null when nothing in it suspends. */
export function goroutineBody(c: Ctx, list: A.Stmt[]): GenEx | null {
  return list.some(suspends) ? genBlock(c, list) : null;
}

const syncGen = (x: Ex): GenEx =>
  // eslint-disable-next-line require-yield
  function* (f) {
    return x(f);
  };

function genBlock(c: Ctx, list: A.Stmt[]): GenEx {
  const parts = list.map((s) => (suspends(s) ? genStmt(c, s) : null));
  const plain = list.map((s, i) => (parts[i] ? null : (stmt(c, s) ?? (() => NORMAL))));
  const at = new Map<string, number>();
  list.forEach((s, i) => {
    for (let l: A.Stmt = s; l.kind === "LabeledStmt"; l = l.stmt) at.set(l.label.name, i);
  });
  const n = list.length;
  return function* (f) {
    let i = 0;
    for (;;) {
      let r = NORMAL;
      for (; i < n; i++) {
        const g = parts[i];
        r = g ? yield* g(f) : plain[i]!(f);
        if (r) break;
      }
      if (r === GOTO && S.label !== null) {
        const j = at.get(S.label);
        if (j !== undefined) {
          S.label = null;
          i = j;
          continue;
        }
      }
      return r;
    }
  };
}

/** binder compiles the assignment of a received value (and ok) to the left side of a receive. */
export function binder(c: Ctx, s: A.AssignStmt, elem: Type): (f: Frame, v: GoValue, ok: boolean) => void {
  const sets = s.lhs.map((l, i) => {
    if (l.kind === "Ident" && l.name === "_") return null;
    const set = s.tok === ":=" ? define(c, (l as A.Ident).obj!) : store(c, l);
    const lt = l.ty;
    if (i === 0 && lt && isInterface(lt) && !isInterface(elem))
      return (f: Frame, v: GoValue) => set(f, new Iface(elem, v));
    return set;
  });
  const sv = sets[0] ?? null,
    so = sets[1] ?? null;
  return (f, v, ok) => {
    if (sv) sv(f, v);
    if (so) so(f, ok);
  };
}

function genStmt(c: Ctx, s: A.Stmt): GenEx {
  switch (s.kind) {
    case "LabeledStmt":
      return genStmt(c, s.stmt);
    case "BlockStmt":
      return genBlock(c, s.list);
    case "SendStmt": {
      const ch = expr(c, s.ch);
      const v = exprTo(c, s.value, (underCore(s.ch.ty!) as { elem: Type }).elem);
      const id = c.stmtId(s.pos);
      return function* (f) {
        step(id);
        yield* sendG(ch(f) as Chan | null, v(f));
        return NORMAL;
      };
    }
    case "SelectStmt":
      return genSelect(c, s);
    case "IfStmt": {
      const init = s.init ? stmt(c, s.init) : null;
      const cond = expr(c, s.cond);
      const then = genBlock(c, s.body.list);
      const els = s.else ? (suspends(s.else) ? genStmt(c, s.else) : syncGen(stmt(c, s.else) ?? (() => NORMAL))) : null;
      const id = c.stmtId(s.pos);
      return function* (f) {
        step(id);
        if (init) init(f);
        if (cond(f)) return yield* then(f);
        return els ? yield* els(f) : NORMAL;
      };
    }
    case "ForStmt":
      return genFor(c, s);
    case "RangeStmt":
      return genRange(c, s);
    default:
      return genSimple(c, s);
  }
}

/** genSimple: a statement that is a receive suspends at it; one with receives inside waits for them. */
function genSimple(c: Ctx, s: A.Stmt): GenEx {
  const rx = recvOf(s);
  if (rx) {
    const ch = expr(c, rx.x);
    const elem = (underCore(rx.x.ty!) as { elem: Type }).elem;
    const bind = s.kind === "AssignStmt" ? binder(c, s, elem) : null;
    const id = c.stmtId(s.pos);
    return function* (f) {
      step(id);
      const [v, ok] = yield* recvG(ch(f) as Chan | null);
      if (bind) bind(f, v, ok);
      return NORMAL;
    };
  }
  const sw = syncWait(s);
  if (sw) {
    const recv = expr(c, sw.recv);
    const keys = fieldKeys(under(sw.type) as Struct);
    const names = (under(sw.type) as Struct).fields.map((fl) => fl.name);
    const x = stmt(c, s) ?? (() => NORMAL);
    const id = c.stmtId(s.pos);
    return function* (f) {
      const o = recv(f) as Record<string, GoValue> | null;
      if (o !== null) {
        const get = (field: string) => o[keys[names.indexOf(field)]!];
        if (!sw.test(get)) {
          if (id) S.cur = id;
          yield () => sw.test(get);
        }
      }
      return x(f);
    };
  }
  const chans = innerRecvs(s)!.map((u) => expr(c, u.x));
  const x = stmt(c, s) ?? (() => NORMAL);
  const id = c.stmtId(s.pos);
  return function* (f) {
    const cs = chans.map((e) => e(f) as Chan | null);
    if (!readyToRecv(cs)) {
      if (id) S.cur = id;
      yield () => readyToRecv(cs);
    }
    return x(f);
  };
}

function genFor(c: Ctx, s: A.ForStmt): GenEx {
  const init = s.init ? stmt(c, s.init) : null;
  const cond = s.cond ? expr(c, s.cond) : null;
  const post = s.post ? stmt(c, s.post) : null;
  const body = genBlock(c, s.body.list);
  const label = s.label;
  const id = c.stmtId(s.pos);
  const rebox: number[] = [];
  if (s.init?.kind === "AssignStmt" && s.init.tok === ":=")
    for (const l of s.init.lhs) {
      const o = (l as A.Ident).obj;
      if (o?.boxed) rebox.push(o.index!);
    }
  return function* (f) {
    if (init) init(f);
    for (;;) {
      step(id);
      if (cond && !cond(f)) break;
      const r = yield* body(f);
      if (r) {
        const k = loopCode(r, label);
        if (k === -1) break;
        if (k !== 0) return k;
      }
      for (const j of rebox) f[j] = new Box(f[j].v);
      if (post) post(f);
    }
    return NORMAL;
  };
}

function genRange(c: Ctx, s: A.RangeStmt): GenEx {
  const x = expr(c, s.x);
  const u = underCore(s.x.ty!);
  const body = genBlock(c, s.body.list);
  const label = s.label;
  const id = c.stmtId(s.pos);
  const target = (e: A.Expr | undefined): ((f: Frame, v: GoValue) => void) | null => {
    if (!e || (e.kind === "Ident" && e.name === "_")) return null;
    if (s.tok === ":=") return define(c, (e as A.Ident).obj!);
    return store(c, e);
  };
  const setK = target(s.key),
    setV = target(s.value);
  const iter = function* (f: Frame, k: GoValue, v: GoValue): Generator<Ready, number, void> {
    step(id);
    if (setK) setK(f, k);
    if (setV) setV(f, v);
    const r = yield* body(f);
    return r ? loopCode(r, label) : 0;
  };
  if (u.k === "chan")
    return function* (f) {
      const ch = x(f) as Chan | null;
      for (;;) {
        if (id) S.cur = id;
        const [v, ok] = yield* recvG(ch);
        if (!ok) break;
        const r = yield* iter(f, v, undefined);
        if (r === -1) break;
        if (r) return r;
      }
      return NORMAL;
    };
  const copyElem = u.k === "slice" && needsCopy(u.elem) ? cloner(u.elem) : null;
  if (u.k === "slice")
    return function* (f) {
      const sl = x(f) as { a: GoValue[]; off: number; len: number } | null;
      if (sl === null) return NORMAL;
      const { a, off, len } = sl;
      for (let i = 0; i < len; i++) {
        const r = yield* iter(f, i, setV === null ? undefined : copyElem ? copyElem(a[off + i]) : a[off + i]);
        if (r === -1) break;
        if (r) return r;
      }
      return NORMAL;
    };
  return function* (f) {
    const n = x(f) as number;
    for (let i = 0; i < n; i++) {
      const r = yield* iter(f, i, undefined);
      if (r === -1) break;
      if (r) return r;
    }
    return NORMAL;
  };
}

function genSelect(c: Ctx, s: A.SelectStmt): GenEx {
  const cases: Array<{
    send: boolean;
    ch: Ev;
    value: Ev | null;
    bind: ((f: Frame, v: GoValue, ok: boolean) => void) | null;
    body: GenEx;
  }> = [];
  let dflt: GenEx | null = null;
  for (const cc of s.body) {
    const body = genBlock(c, cc.body);
    const m = cc.comm;
    if (!m) {
      dflt = body;
      continue;
    }
    if (m.kind === "SendStmt") {
      const elem = (underCore(m.ch.ty!) as { elem: Type }).elem;
      cases.push({ send: true, ch: expr(c, m.ch), value: exprTo(c, m.value, elem), bind: null, body });
      continue;
    }
    const rx = recvOf(m)!;
    const elem = (underCore(rx.x.ty!) as { elem: Type }).elem;
    cases.push({
      send: false,
      ch: expr(c, rx.x),
      value: null,
      bind: m.kind === "AssignStmt" ? binder(c, m, elem) : null,
      body,
    });
  }
  const label = s.label;
  const id = c.stmtId(s.pos);
  const hasDefault = dflt !== null;
  return function* (f) {
    step(id);
    const rt: SelectCase[] = cases.map((k) => ({
      send: k.send,
      ch: k.ch(f) as Chan | null,
      value: k.value ? k.value(f) : null,
    }));
    const [i, v, ok] = yield* selectG(rt, hasDefault);
    let r: number;
    if (i < 0) r = yield* dflt!(f);
    else {
      const k = cases[i]!;
      if (k.bind) k.bind(f, v, ok);
      r = yield* k.body(f);
    }
    if (r === BREAK && (S.label === null || S.label === label)) {
      S.label = null;
      return NORMAL;
    }
    return r;
  };
}
