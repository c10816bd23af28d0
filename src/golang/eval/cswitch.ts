// Cswitch compiles expression switches (with fallthrough) and type switches.
import type * as A from "../syntax/ast";
import { T, isInterface, identical as identical$ } from "../check/types";
import { S as S$, step as step$ } from "./runtime";
import { Iface as Iface$ } from "./values";
import { needsCopy, cloner, equaler, ifaceEqual } from "./typeops";
import {
  NORMAL as NORMAL$,
  BREAK as BREAK$,
  FALLTHROUGH as FALLTHROUGH$,
  type Ctx,
  type Ex,
  type Frame,
} from "./context";
import { expr, exprTo } from "./cexpr";
import { implementsAt as implementsAt$ } from "./methods";
import { block, stmt } from "./cstmt";
import { define } from "./cassign";
// Imported bindings used while Go runs are bound locally (module getters are slow under CommonJS transpilation).
const NORMAL = NORMAL$;
const BREAK = BREAK$;
const FALLTHROUGH = FALLTHROUGH$;
const identical = identical$;
const S = S$;
const step = step$;
const Iface = Iface$;
type Iface = Iface$;
const implementsAt = implementsAt$;

/** switchStmt compiles an expression switch: cases tried in order, default last, fallthrough continuing. */
export function switchStmt(c: Ctx, s: A.SwitchStmt): Ex {
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
  const id = c.stmtId(s.pos);
  return (f) => {
    step(id);
    if (init) init(f);
    const tv = tag ? tag(f) : true;
    let start = -1;
    outer: for (let i = 0; i < clauses.length; i++) {
      const conds = clauses[i]!.conds;
      if (!conds) continue;
      for (const cd of conds) {
        if (tag ? eq(tv, cd(f)) : cd(f)) {
          start = i;
          break outer;
        }
      }
    }
    if (start < 0) start = defIdx;
    if (start < 0) return NORMAL;
    for (let i = start; i < clauses.length; i++) {
      const r = clauses[i]!.body(f);
      if (r === FALLTHROUGH) continue;
      if (r === BREAK && (S.label === null || S.label === label)) {
        S.label = null;
        return NORMAL;
      }
      return r;
    }
    return NORMAL;
  };
}

/** typeSwitch compiles a type switch, binding the case's variable to the unwrapped value for single-type cases. */
export function typeSwitch(c: Ctx, s: A.TypeSwitchStmt): Ex {
  const init = s.init ? stmt(c, s.init) : null;
  const x = expr(c, s.x);
  const label = s.label;
  const clauses = s.body.map((cl) => {
    const tests = cl.list
      ? cl.list.map((e): ((v: Iface | null) => boolean) => {
          if (e.ty?.k === "basic" && e.ty.kind === "untyped nil") return (v) => v === null;
          const t = e.ty!;
          if (isInterface(t)) return (v) => v !== null && implementsAt(v.t, t);
          return (v) => v !== null && (v.t === t || identical(v.t, t));
        })
      : null;
    const o = cl.implicit;
    let bind: ((f: Frame, v: Iface | null) => void) | null = null;
    if (o) {
      const single =
        cl.list &&
        cl.list.length === 1 &&
        cl.list[0]!.ty &&
        !(cl.list[0]!.ty!.k === "basic" && (cl.list[0]!.ty as { kind: string }).kind === "untyped nil")
          ? cl.list[0]!.ty!
          : null;
      const unwrap = single && !isInterface(single);
      const copy = unwrap && needsCopy(single) ? cloner(single) : null;
      const def = define(c, o);
      bind = (f, v) => def(f, unwrap ? (copy ? copy(v!.v) : v!.v) : v);
    }
    return { tests, bind, body: block(c, cl.body) };
  });
  const id = c.stmtId(s.pos);
  return (f) => {
    step(id);
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
    if (r === BREAK && (S.label === null || S.label === label)) {
      S.label = null;
      return NORMAL;
    }
    return r;
  };
}
