// Cselect compiles select statements: every case's channel (and value to send) evaluated in source order,
// then one ready case chosen by the scheduler (sched.ts: seeded when several are ready), default when none
// is, else the goroutine blocks; the chosen receive's value and ok are assigned, then its body runs.
import type * as A from "../syntax/ast";
import type { GoValue } from "./values";
import { underCore, type Type } from "../check/types";
import { S, step } from "./runtime";
import { NORMAL, BREAK, type Ctx, type Ex, type Frame, type Ev } from "./context";
import { expr, exprTo } from "./cexpr";
import { block } from "./cstmt";
import { binder } from "./cgo";
import { select, type Chan, type SelectCase } from "./sched";

interface CompiledCase {
  send: boolean;
  ch: Ev | null;
  value: Ev | null;
  /** assign the received value and ok */
  bind: ((f: Frame, v: GoValue, ok: boolean) => void) | null;
  body: Ex;
}

/** selectStmt compiles a select; the select line counts one step. */
export function selectStmt(c: Ctx, s: A.SelectStmt): Ex {
  const cases: CompiledCase[] = [];
  let dflt: Ex | null = null;
  for (const cc of s.body) {
    const body = block(c, cc.body);
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
    let rx = m.kind === "ExprStmt" ? m.x : (m as A.AssignStmt).rhs[0]!;
    while (rx.kind === "ParenExpr") rx = rx.x;
    const ch = expr(c, (rx as A.UnaryExpr).x);
    const elem = (underCore((rx as A.UnaryExpr).x.ty!) as { elem: Type }).elem;
    const bind = m.kind === "AssignStmt" ? binder(c, m, elem) : null;
    cases.push({ send: false, ch, value: null, bind, body });
  }
  const label = s.label;
  const id = c.stmtId(s.pos);
  const hasDefault = dflt !== null;
  return (f) => {
    step(id);
    const rt: SelectCase[] = cases.map((k) => ({
      send: k.send,
      ch: k.ch!(f) as Chan | null,
      value: k.value ? k.value(f) : null,
    }));
    const [i, v, ok] = select(rt, hasDefault);
    let r: number;
    if (i < 0) r = dflt!(f);
    else {
      const k = cases[i]!;
      if (k.bind) k.bind(f, v, ok);
      r = k.body(f);
    }
    if (r === BREAK && (S.label === null || S.label === label)) {
      S.label = null;
      return NORMAL;
    }
    return r;
  };
}
