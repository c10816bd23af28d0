// Cstmt compiles statements to closures returning a control code (NORMAL, BREAK, CONTINUE, RETURN,
// FALLTHROUGH). Every simple statement counts one step against the budget and one execution of its line.
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import { S as S$, step as step$ } from "./runtime";
import { zeroFn } from "./typeops";
import {
  NORMAL as NORMAL$,
  BREAK as BREAK$,
  CONTINUE as CONTINUE$,
  RETURN as RETURN$,
  FALLTHROUGH as FALLTHROUGH$,
  GOTO as GOTO$,
  type Ctx,
  type Ex,
  type Frame,
} from "./context";
import { expr, exprTo } from "./cexpr";
import { compileCallThunk, compileGoCall } from "./ccall";
import { runtimeType } from "./generic";
import { define, multiValue, simpleAssign, assign, incDec } from "./cassign";
import { forStmt, rangeStmt } from "./cloop";
import { switchStmt, typeSwitch } from "./cswitch";
import { selectStmt } from "./cselect";
import { goStart, send, type Chan } from "./sched";
import { underCore, type Type } from "../check/types";
// Imported bindings used while Go runs are bound locally (module getters are slow under CommonJS transpilation).
const NORMAL = NORMAL$;
const BREAK = BREAK$;
const CONTINUE = CONTINUE$;
const RETURN = RETURN$;
const FALLTHROUGH = FALLTHROUGH$;
const GOTO = GOTO$;
const S = S$;
const step = step$;

/** counted wraps a statement body with its step and line count. */
export function counted(c: Ctx, s: { pos: A.Pos }, inner: Ex): Ex {
  return countedAs(c.stmtId(s.pos), inner);
}

/** countedAs wraps a statement body with the step and line count of statement id. */
function countedAs(id: number, inner: Ex): Ex {
  return (f) => {
    step(id);
    return inner(f);
  };
}

/** block compiles a statement list. */
export function block(c: Ctx, list: A.Stmt[]): Ex {
  if (list.some((s) => s.kind === "LabeledStmt")) return labelledBlock(c, list);
  const xs = list.map((s) => stmt(c, s)).filter((x): x is Ex => x !== null);
  const n = xs.length;
  if (n === 0) return () => NORMAL;
  if (n === 1) return xs[0]!;
  if (n === 2) {
    const a = xs[0]!,
      b = xs[1]!;
    return (f) => a(f) || b(f);
  }
  return (f) => {
    for (let i = 0; i < n; i++) {
      const r = xs[i]!(f);
      if (r) return r;
    }
    return NORMAL;
  };
}

/** labelledBlock compiles a statement list holding labels: a goto to one of them (the GOTO code coming up
 * from a statement of the list) resumes the list at the labelled statement. */
function labelledBlock(c: Ctx, list: A.Stmt[]): Ex {
  const xs = list.map((s) => stmt(c, s) ?? (() => NORMAL));
  const at = new Map<string, number>();
  list.forEach((s, i) => {
    for (let l: A.Stmt = s; l.kind === "LabeledStmt"; l = l.stmt) at.set(l.label.name, i);
  });
  const n = xs.length;
  return (f) => {
    let i = 0;
    for (;;) {
      let r = NORMAL;
      for (; i < n; i++) {
        r = xs[i]!(f);
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

/** stmt compiles one statement, or returns null for statements that do nothing at run time. */
export function stmt(c: Ctx, s: A.Stmt): Ex | null {
  switch (s.kind) {
    case "EmptyStmt":
    case "BadStmt":
      return null;
    case "ExprStmt": {
      const x = expr(c, s.x);
      const id = c.stmtId(s.pos);
      return (f) => {
        step(id);
        x(f);
        return NORMAL;
      };
    }
    case "IncDecStmt": {
      const [x, st, fn, slot] = incDec(c, s);
      const id = c.stmtId(s.pos);
      // i++ on a plain local (loop counters): one closure, counting inline.
      if (slot >= 0)
        return (f) => {
          step(id);
          f[slot] = fn(f[slot], 1);
          return NORMAL;
        };
      return (f) => {
        step(id);
        st(f, fn(x(f), 1));
        return NORMAL;
      };
    }
    case "AssignStmt": {
      const simple = simpleAssign(c, s);
      if (simple) {
        const [t0, v0, slot] = simple;
        const id = c.stmtId(s.pos);
        // x = v and x := v on a plain local: the store is inline, no target closure called.
        if (slot >= 0)
          return (f) => {
            step(id);
            f[slot] = v0(f);
            return NORMAL;
          };
        return (f) => {
          step(id);
          t0(f, v0(f));
          return NORMAL;
        };
      }
      return counted(c, s, assign(c, s));
    }
    case "DeclStmt":
      return declStmt(c, s);
    case "ReturnStmt":
      return returnStmt(c, s);
    case "DeferStmt": {
      let call = s.call;
      while (call.kind === "ParenExpr") call = call.x;
      const thunk = compileCallThunk(c, call as A.CallExpr);
      return counted(c, s, (f) => {
        (f[1] as (() => void)[]).push(thunk(f));
        return NORMAL;
      });
    }
    case "GoStmt": {
      let call = s.call;
      while (call.kind === "ParenExpr") call = call.x;
      const t = compileGoCall(c, call as A.CallExpr);
      return counted(c, s, (f) => {
        const [run, gen] = t(f);
        goStart(run, gen);
        return NORMAL;
      });
    }
    case "SendStmt": {
      const ch = expr(c, s.ch);
      const v = exprTo(c, s.value, (underCore(s.ch.ty!) as { elem: Type }).elem);
      return counted(c, s, (f) => {
        const k = ch(f) as Chan | null;
        send(k, v(f));
        return NORMAL;
      });
    }
    case "SelectStmt":
      return selectStmt(c, s);
    case "BranchStmt": {
      const label = s.label?.name ?? null;
      const code = s.tok === "break" ? BREAK : s.tok === "continue" ? CONTINUE : s.tok === "goto" ? GOTO : FALLTHROUGH;
      return counted(c, s, () => {
        S.label = label;
        return code;
      });
    }
    case "BlockStmt":
      return block(c, s.list);
    case "LabeledStmt":
      return stmt(c, s.stmt);
    case "IfStmt":
      return ifStmt(c, s);
    case "SwitchStmt":
      return switchStmt(c, s);
    case "TypeSwitchStmt":
      return typeSwitch(c, s);
    case "ForStmt":
      return forStmt(c, s);
    case "RangeStmt":
      return rangeStmt(c, s);
    default:
      throw new Error(`cannot compile ${s.kind}`);
  }
}

/** declStmt compiles var declarations inside functions (zero values resolved per call in generic functions). */
export function declStmt(c: Ctx, s: A.DeclStmt): Ex | null {
  const d = s.decl;
  if (d.tok !== "var") return null;
  const parts: Ex[] = [];
  for (const spec of d.specs as A.ValueSpec[]) {
    const objs = spec.names.map((n) => n.obj!);
    const defs = objs.map((o) => define(c, o));
    if (spec.values.length === 0) {
      const zs = objs.map((o) => {
        const rt = runtimeType(c, o.type);
        return rt ? (f: Frame) => zeroFn(rt(f))() : zeroFn(o.type);
      });
      parts.push((f) => {
        for (let i = 0; i < defs.length; i++) defs[i]!(f, zs[i]!(f));
        return NORMAL;
      });
    } else if (spec.values.length !== objs.length) {
      const mv = multiValue(
        c,
        spec.values[0]!,
        objs.map((o) => o.type),
      );
      parts.push((f) => {
        const r = mv(f) as GoValue[];
        for (let i = 0; i < defs.length; i++) defs[i]!(f, r[i]);
        return NORMAL;
      });
    } else {
      const vs = spec.values.map((v, i) => exprTo(c, v, objs[i]!.type));
      parts.push((f) => {
        for (let i = 0; i < defs.length; i++) defs[i]!(f, vs[i]!(f));
        return NORMAL;
      });
    }
  }
  const b =
    parts.length === 1
      ? parts[0]!
      : (f: Frame) => {
          for (const p of parts) p(f);
          return NORMAL;
        };
  return counted(c, s, b);
}

/** returnStmt compiles return, counted as a statement: results go to frame slot 0 (or the named results)
 * and the code is RETURN. The common forms (one or two results, none named) count and store in one closure. */
export function returnStmt(c: Ctx, s: A.ReturnStmt): Ex {
  const fn = c.fn!;
  const want = fn.sig!.results;
  if (s.results.length === 0 || fn.namedResults || (s.results.length === 1 && want.length > 1))
    return counted(c, s, returnInto(c, s));
  const vals = s.results.map((r, i) => exprTo(c, r, want[i]!));
  const id = c.stmtId(s.pos);
  if (vals.length === 1) {
    const v = vals[0]!;
    return (f) => {
      step(id);
      f[0] = v(f);
      return RETURN;
    };
  }
  if (vals.length === 2) {
    const a = vals[0]!,
      b = vals[1]!;
    return (f) => {
      step(id);
      f[0] = [a(f), b(f)];
      return RETURN;
    };
  }
  return countedAs(id, (f) => {
    f[0] = vals.map((v) => v(f));
    return RETURN;
  });
}

/** returnInto compiles the other returns: none, named results, or one call's several results. */
function returnInto(c: Ctx, s: A.ReturnStmt): Ex {
  const fn = c.fn!;
  const want = fn.sig!.results;
  if (s.results.length === 0) return () => RETURN;
  const named = fn.namedResults;
  if (named) {
    // Assign to the named results; the function epilogue reads them (after defers).
    const stores = named.map((o) => {
      const i = o.index!;
      return o.boxed
        ? (f: Frame, v: GoValue) => {
            f[i].v = v;
          }
        : (f: Frame, v: GoValue) => {
            f[i] = v;
          };
    });
    if (s.results.length === 1 && want.length > 1) {
      const mv = multiValue(c, s.results[0]!, want);
      return (f) => {
        const r = mv(f) as GoValue[];
        for (let i = 0; i < stores.length; i++) stores[i]!(f, r[i]);
        return RETURN;
      };
    }
    const vals = s.results.map((r, i) => exprTo(c, r, want[i]!));
    if (vals.length === 1) {
      const v = vals[0]!,
        st = stores[0]!;
      return (f) => {
        st(f, v(f));
        return RETURN;
      };
    }
    return (f) => {
      const tmp = vals.map((v) => v(f));
      for (let i = 0; i < tmp.length; i++) stores[i]!(f, tmp[i]);
      return RETURN;
    };
  }
  const mv = multiValue(c, s.results[0]!, want);
  return (f) => {
    f[0] = mv(f);
    return RETURN;
  };
}

/** ifStmt compiles if/else with an init statement; the if line counts one step. */
export function ifStmt(c: Ctx, s: A.IfStmt): Ex {
  const init = s.init ? stmt(c, s.init) : null;
  const cond = expr(c, s.cond);
  const then = block(c, s.body.list);
  const els = s.else ? stmt(c, s.else) : null;
  const id = c.stmtId(s.pos);
  return (f) => {
    step(id);
    if (init) init(f);
    if (cond(f)) return then(f);
    return els ? els(f) : NORMAL;
  };
}
