// Cloop compiles for loops (Go 1.22 per-iteration variables) and range over integers, strings, slices,
// arrays, maps (in a seeded random order, as Go randomises it), channels and iterator functions (Go
// 1.23), with labelled break and continue.
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import { under, underCore, isString, type Type } from "../check/types";
import { S as S$, step as step$, nextRand as nextRand$, runtimeError } from "./runtime";
import { Box as Box$, type Slice as Slice$, type GoMap as GoMap$ } from "./values";
import { needsCopy, cloner } from "./typeops";
import { NORMAL as NORMAL$, BREAK as BREAK$, CONTINUE as CONTINUE$, type Ctx, type Ex, type Frame } from "./context";
import { expr, nilPanic } from "./cexpr";
import { decodeRune } from "../syntax/literals";
import { block, stmt } from "./cstmt";
import { define, store } from "./cassign";
import { recv, type Chan } from "./sched";
// Imported bindings used while Go runs are bound locally (module getters are slow under CommonJS transpilation).
const NORMAL = NORMAL$;
const BREAK = BREAK$;
const CONTINUE = CONTINUE$;
const S = S$;
const step = step$;
const nextRand = nextRand$;
const Box = Box$;
type Box = Box$;
type Slice = Slice$;
type GoMap = GoMap$;

/** loopControl handles a body's control code for a loop labelled `label`: "break", "continue" or a code to return. */
export function loopCode(r: number, label: string | undefined): number {
  if (r === BREAK) {
    if (S.label === null || S.label === label) {
      S.label = null;
      return -1;
    }
    return r;
  }
  if (r === CONTINUE) {
    if (S.label === null || S.label === label) {
      S.label = null;
      return 0;
    }
    return r;
  }
  return r;
}

/** forStmt compiles a for loop; each iteration counts one step and one execution of the for line. */
export function forStmt(c: Ctx, s: A.ForStmt): Ex {
  const init = s.init ? stmt(c, s.init) : null;
  const cond = s.cond ? expr(c, s.cond) : null;
  const post = s.post ? stmt(c, s.post) : null;
  const body = block(c, s.body.list);
  const label = s.label;
  const id = c.stmtId(s.pos);
  // Go 1.22: variables declared by the init statement are per-iteration; boxed ones get a fresh box.
  const rebox: number[] = [];
  if (s.init?.kind === "AssignStmt" && s.init.tok === ":=") {
    for (const l of s.init.lhs) {
      const o = (l as A.Ident).obj;
      if (o?.boxed) rebox.push(o.index!);
    }
  }
  return (f) => {
    if (init) init(f);
    for (;;) {
      step(id);
      if (cond && !cond(f)) break;
      const r = body(f);
      if (r) {
        const k = loopCode(r, label);
        if (k === -1) break;
        if (k !== 0) return k;
      }
      for (let i = 0; i < rebox.length; i++) {
        const j = rebox[i]!;
        f[j] = new Box(f[j].v);
      }
      if (post) post(f);
    }
    return NORMAL;
  };
}

/** rangeStmt compiles for-range; each iteration counts one step and one execution of the range line. */
export function rangeStmt(c: Ctx, s: A.RangeStmt): Ex {
  const x = expr(c, s.x);
  const xt = s.x.ty!;
  let u = underCore(xt);
  const viaPtr = u.k === "pointer";
  if (viaPtr) u = under((u as { elem: Type }).elem);
  const body = block(c, s.body.list);
  const label = s.label;
  const id = c.stmtId(s.pos);
  const target = (e: A.Expr | undefined): ((f: Frame, v: GoValue) => void) | null => {
    if (!e || (e.kind === "Ident" && e.name === "_")) return null;
    if (s.tok === ":=") return define(c, (e as A.Ident).obj!);
    return store(c, e);
  };
  const setK = target(s.key),
    setV = target(s.value);
  const iter = (f: Frame, k: GoValue, v: GoValue): number => {
    step(id);
    if (setK) setK(f, k);
    if (setV) setV(f, v);
    const r = body(f);
    if (r) {
      const code = loopCode(r, label);
      return code === -1 ? -1 : code;
    }
    return 0;
  };
  const copyElem =
    (u.k === "slice" || u.k === "array") && needsCopy((u as { elem: Type }).elem)
      ? cloner((u as { elem: Type }).elem)
      : null;
  if (u.k === "basic" && !isString(u)) {
    return (f) => {
      const n = x(f);
      for (let i = 0; i < n; i++) {
        const r = iter(f, i, undefined);
        if (r === -1) break;
        if (r) return r;
      }
      return NORMAL;
    };
  }
  if (isString(u)) {
    return (f) => {
      const str = x(f) as string;
      for (let i = 0; i < str.length;) {
        const [rn, w] = decodeRune(str, i);
        const r = iter(f, i, rn);
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
        const r = iter(f, i, setV === null ? undefined : copyElem ? copyElem(a[off + i]) : a[off + i]);
        if (r === -1) break;
        if (r) return r;
      }
      return NORMAL;
    };
  }
  if (u.k === "array") {
    return (f) => {
      const a = x(f) as GoValue[];
      if (viaPtr && a === null) nilPanic(s.x);
      for (let i = 0; i < a.length; i++) {
        const r = iter(f, i, setV === null ? undefined : copyElem ? copyElem(a[i]) : a[i]);
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
        const t = entries[i]!;
        entries[i] = entries[j]!;
        entries[j] = t;
      }
      for (const [k] of entries) {
        if (!m.has(k)) continue;
        const v = setV === null ? undefined : m.get(k);
        const r = iter(f, k, copyV && setV !== null ? copyV(v) : v);
        if (r === -1) break;
        if (r) return r;
      }
      return NORMAL;
    };
  }
  if (u.k === "chan") {
    return (f) => {
      const ch = x(f) as Chan | null;
      for (;;) {
        if (id) S.cur = id; // a receive that blocks is located at the range statement
        const [v, ok] = recv(ch);
        if (!ok) break;
        const r = iter(f, v, undefined);
        if (r === -1) break;
        if (r) return r;
      }
      return NORMAL;
    };
  }
  if (u.k === "func") return rangeFunc(x, s, iter);
  throw new Error("cannot range over " + u.k);
}

/** rangeFunc runs a range over an iterator function (Go 1.23): the loop body is the yield function the
 * iterator calls, in the loop's own frame; break, continue to an outer label and return make yield
 * report false and take effect when the iterator returns. Calling yield again after it reported false,
 * or after the loop ended, panics as Go's runtime does. */
function rangeFunc(x: (f: Frame) => GoValue, s: A.RangeStmt, iter: (f: Frame, k: GoValue, v: GoValue) => number): Ex {
  const { file, line } = s.pos;
  return (f) => {
    const fn = x(f) as ((yieldFn: (k?: GoValue, v?: GoValue) => boolean) => void) | null;
    if (fn === null) nilPanic(s.x);
    let state: "running" | "stopped" | "exited" = "running";
    let code = 0;
    fn((k?: GoValue, v?: GoValue) => {
      if (state !== "running")
        runtimeError(
          state === "stopped"
            ? "range function continued iteration after function for loop body returned false"
            : "range function continued iteration after whole loop exit",
          file,
          line,
        );
      const r = iter(f, k, v);
      if (r === 0) return true;
      state = "stopped";
      if (r !== -1) code = r;
      return false;
    });
    state = "exited";
    return code || NORMAL;
  };
}
