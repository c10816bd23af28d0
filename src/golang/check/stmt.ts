// Stmt checks function bodies statement by statement: scopes, assignments, returns, branches, switches,
// loops, unused variables and missing returns (go/types stmt.go, assignments.go, return.go, labels.go).
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import { Scope, type GoObject } from "./scope";
import { T, isUntyped, isBoolean, isNumeric, underCore, type Type, type Signature } from "./types";
import { checkExpr, checkValue } from "./expr";
import { assignTo, convertUntyped, describe } from "./operand";
import { varTypes, checkConstSpec } from "./decl";
import { assignable_, assignStmt } from "./assignments";
import { returnStmt, isTerminatingList } from "./return";
import { switchStmt, typeSwitch } from "./switch";
import { rangeStmt } from "./range";

/** Ctx is what a statement knows about its surroundings. */
export interface Ctx {
  breakOk: boolean;
  continueOk: boolean;
  labels: Map<string, { stmt: A.Stmt; used: boolean; pos: A.Pos; loop: boolean }>;
}

/** checkFuncBody checks one function or closure body in a new function context. */
export function checkFuncBody(
  c: Checker,
  fn: A.FuncInfo,
  ft: A.FuncType,
  sig: Signature,
  body: A.BlockStmt,
  outer: Scope,
  recv?: GoObject,
  genericRecv = false,
): void {
  const save = { fn: c.fn, sig: c.sig, scope: c.scope, locals: c.localVars, iota: c.iota };
  c.fn = fn;
  c.sig = sig;
  c.iota = null;
  c.localVars = [];
  fn.sig = sig;
  const scope = new Scope(outer, "func");
  c.scope = scope;
  try {
    if (sig.typeParams?.length) {
      fn.targsSlot = fn.nslots++;
      for (const tp of sig.typeParams)
        scope.insert({ kind: "type", name: tp.name, type: tp, pkg: c.pkg.path, pos: body.pos });
    } else if (genericRecv || fn.parent?.targsSlot !== undefined) fn.targsSlot = fn.nslots++; // closures copy their parent's
    if (recv) {
      recv.owner = fn;
      recv.index = fn.nslots++;
      fn.recv = recv;
      if (recv.name !== "_") scope.insert(recv);
    }
    let i = 0;
    for (const f of ft.params) {
      if (f.names.length === 0) {
        fn.params.push(param(c, fn, "_", sig.params[i++]!, f.pos));
        continue;
      }
      for (const n of f.names) {
        const o = param(c, fn, n.name, sig.params[i++] ?? T.invalid, n.pos);
        n.obj = o;
        fn.params.push(o);
        if (n.name !== "_" && scope.insert(o)) c.error(n.pos, `duplicate argument ${n.name}`);
      }
    }
    if (sig.resultNames) {
      fn.namedResults = [];
      let j = 0;
      for (const f of ft.results)
        for (const n of f.names) {
          const o = param(c, fn, n.name, sig.results[j++] ?? T.invalid, n.pos);
          n.obj = o;
          fn.namedResults.push(o);
          if (n.name !== "_" && scope.insert(o)) c.error(n.pos, `duplicate argument ${n.name}`);
        }
    }
    const ctx: Ctx = { breakOk: false, continueOk: false, labels: new Map() };
    collectLabels(c, body.list, ctx);
    stmtList(c, body.list, ctx);
    checkGotos(c, body, ctx);
    for (const [name, l] of ctx.labels) if (!l.used) c.error(l.pos, `label ${name} defined and not used`);
    if (sig.results.length > 0 && !isTerminatingList(body.list)) c.error(body.rbrace, "missing return");
    for (const v of c.localVars) if (!v.used && v.name !== "_") c.error(v.pos!, `declared and not used: ${v.name}`);
  } finally {
    c.fn = save.fn;
    c.sig = save.sig;
    c.scope = save.scope;
    c.localVars = save.locals;
    c.iota = save.iota;
  }
}

/** param declares a parameter in the function's frame. */
export function param(c: Checker, fn: A.FuncInfo, name: string, type: Type, pos: A.Pos): GoObject {
  return { kind: "var", name, type, pkg: c.pkg.path, pos, owner: fn, index: fn.nslots++, used: true, isParam: true };
}

/** declareLocal adds a new local variable to the current scope and frame. */
export function declareLocal(c: Checker, id: A.Ident, type: Type): GoObject {
  // A variable whose declaration already failed is marked used, to avoid a follow-up error.
  const o: GoObject = {
    kind: "var",
    name: id.name,
    type,
    pkg: c.pkg.path,
    pos: id.pos,
    owner: c.fn!,
    index: c.fn!.nslots++,
    used: type === T.invalid,
  };
  id.obj = o;
  id.ty = type;
  if (id.name !== "_") {
    const prev = c.scope.insert(o);
    if (prev) c.error(id.pos, `${id.name} redeclared in this block`);
    else c.localVars.push(o);
  }
  return o;
}

/** collectLabels declares the labels of a statement list before checking it (labels may be used before their statement). */
export function collectLabels(c: Checker, list: A.Stmt[], ctx: Ctx): void {
  for (const s of list) {
    if (s.kind !== "LabeledStmt") continue;
    if (ctx.labels.has(s.label.name)) c.error(s.label.pos, `label ${s.label.name} already defined`);
    const loop =
      s.stmt.kind === "ForStmt" ||
      s.stmt.kind === "RangeStmt" ||
      s.stmt.kind === "SwitchStmt" ||
      s.stmt.kind === "TypeSwitchStmt" ||
      s.stmt.kind === "SelectStmt";
    ctx.labels.set(s.label.name, { stmt: s.stmt, used: false, pos: s.label.pos, loop });
    if (
      s.stmt.kind === "ForStmt" ||
      s.stmt.kind === "RangeStmt" ||
      s.stmt.kind === "SwitchStmt" ||
      s.stmt.kind === "TypeSwitchStmt" ||
      s.stmt.kind === "SelectStmt"
    )
      s.stmt.label = s.label.name;
    if (s.stmt.kind === "BlockStmt") collectLabels(c, s.stmt.list, ctx);
  }
}

/** stmtList checks a statement list in the current scope. */
export function stmtList(c: Checker, list: A.Stmt[], ctx: Ctx): void {
  for (const s of list) stmt(c, s, ctx);
}

/** block checks a statement list in a new scope. */
export function block(c: Checker, list: A.Stmt[], ctx: Ctx): void {
  const save = c.scope;
  c.scope = new Scope(save);
  collectLabels(c, list, ctx);
  try {
    stmtList(c, list, ctx);
  } finally {
    c.scope = save;
  }
}

/** cond checks a condition: a boolean expression. */
export function cond(c: Checker, e: A.Expr, what: string): void {
  if (!checkValue(c, e)) return;
  if (!isBoolean(e.ty!)) {
    c.error(e.pos, `non-boolean condition in ${what} statement`);
    return;
  }
  if (isUntyped(e.ty!)) convertUntyped(c, e, T.bool, what);
}

/** stmt checks one statement. */
export function stmt(c: Checker, s: A.Stmt, ctx: Ctx): void {
  switch (s.kind) {
    case "EmptyStmt":
    case "BadStmt":
      return;
    case "ExprStmt":
      return exprStmt(c, s);
    case "IncDecStmt": {
      if (!checkValue(c, s.x)) return;
      if (!isNumeric(s.x.ty!)) {
        c.error(s.x.pos, `invalid operation: ${c.es(s.x)}${s.inc ? "++" : "--"} (non-numeric type ${c.ts(s.x.ty!)})`);
        return;
      }
      assignable_(c, s.x);
      return;
    }
    case "AssignStmt":
      return assignStmt(c, s);
    case "GoStmt": {
      let call = s.call;
      while (call.kind === "ParenExpr") call = call.x;
      if (call.kind !== "CallExpr") {
        c.error(s.call.pos, "expression in go must be function call");
        checkExpr(c, s.call);
        return;
      }
      checkExpr(c, call);
      if (call.call === "conversion") c.error(s.call.pos, `go requires function call, not conversion`);
      return;
    }
    case "DeferStmt": {
      if (c.fn) c.fn.hasDefer = true;
      let call = s.call;
      while (call.kind === "ParenExpr") call = call.x;
      if (call.kind !== "CallExpr") {
        c.error(s.call.pos, "expression in defer must be function call");
        checkExpr(c, s.call);
        return;
      }
      checkExpr(c, call);
      if (call.call === "conversion") c.error(s.call.pos, `defer requires function call, not conversion`);
      return;
    }
    case "ReturnStmt":
      return returnStmt(c, s);
    case "BranchStmt":
      return branch(c, s, ctx);
    case "BlockStmt":
      return block(c, s.list, ctx);
    case "IfStmt": {
      const save = c.scope;
      c.scope = new Scope(save);
      try {
        if (s.init) stmt(c, s.init, ctx);
        cond(c, s.cond, "if");
        block(c, s.body.list, ctx);
        if (s.else) stmt(c, s.else, ctx);
      } finally {
        c.scope = save;
      }
      return;
    }
    case "SwitchStmt":
      return switchStmt(c, s, ctx);
    case "TypeSwitchStmt":
      return typeSwitch(c, s, ctx);
    case "ForStmt": {
      const save = c.scope;
      c.scope = new Scope(save);
      try {
        if (s.init) stmt(c, s.init, ctx);
        if (s.cond) cond(c, s.cond, "for");
        if (s.post) {
          if (s.post.kind === "AssignStmt" && s.post.tok === ":=")
            c.error(s.post.pos, "cannot declare in post statement of for loop");
          else stmt(c, s.post, ctx);
        }
        block(c, s.body.list, { ...ctx, breakOk: true, continueOk: true });
      } finally {
        c.scope = save;
      }
      return;
    }
    case "RangeStmt":
      return rangeStmt(c, s, ctx);
    case "LabeledStmt":
      return stmt(c, s.stmt, ctx);
    case "DeclStmt":
      return declStmt(c, s.decl);
    case "SelectStmt":
      return selectStmt(c, s, ctx);
    case "SendStmt":
      return sendStmt(c, s);
    case "CaseClause":
      return;
  }
}

/** exprStmt checks an expression statement: only calls may stand alone. */
export function exprStmt(c: Checker, s: A.ExprStmt): void {
  const x = s.x;
  checkExpr(c, x);
  if (x.ty === T.invalid) return;
  let y = x;
  while (y.kind === "ParenExpr") y = y.x;
  if (y.kind === "CallExpr") {
    if (y.call === "conversion") {
      c.error(x.pos, `${c.es(x)} (${describe(c, x).replace(/^.*\((.*)\)$/, "$1")}) is not used`);
      return;
    }
    if (
      y.call === "builtin" &&
      y.fun.kind === "Ident" &&
      ["len", "cap", "append", "make", "new", "min", "max"].includes(y.fun.name)
    ) {
      c.error(x.pos, `${c.es(x)} (${describe(c, x).replace(/^.*\((.*)\)$/, "$1")}) is not used`);
    }
    return;
  }
  if (y.kind === "UnaryExpr" && y.op === "<-") return;
  if (x.mode === "type") {
    c.error(x.pos, `${c.es(x)} (type) is not an expression`);
    return;
  }
  if (x.mode === "builtin") {
    c.error(x.pos, `${c.es(x)} (built-in) must be called`);
    return;
  }
  c.error(x.pos, `${describe(c, x)} is not used`);
}

/** branch checks break, continue, goto and fallthrough against their enclosing statements and labels. */
export function branch(c: Checker, s: A.BranchStmt, ctx: Ctx): void {
  if (s.tok === "goto") {
    const l = s.label ? ctx.labels.get(s.label.name) : undefined;
    if (l) l.used = true;
    return; // undefined labels, jumps into blocks and over declarations: checkGotos, once all labels are known
  }
  if (s.tok === "fallthrough") return; // placement is checked by the switch
  if (s.label) {
    const l = ctx.labels.get(s.label.name);
    if (!l) {
      c.error(s.label.pos, `${s.tok} label not defined: ${s.label.name}`);
      return;
    }
    l.used = true;
    const isLoop = l.stmt.kind === "ForStmt" || l.stmt.kind === "RangeStmt";
    if (s.tok === "continue" && !isLoop) c.error(s.label.pos, `invalid continue label ${s.label.name}`);
    if (s.tok === "break" && !l.loop) c.error(s.label.pos, `invalid break label ${s.label.name}`);
    return;
  }
  if (s.tok === "break" && !ctx.breakOk) c.error(s.pos, "break is not in a loop, switch, or select");
  if (s.tok === "continue" && !ctx.continueOk) c.error(s.pos, "continue is not in a loop");
}

/** sendStmt checks ch <- v: a channel that may send, and a value assignable to its element type. */
export function sendStmt(c: Checker, s: A.SendStmt): void {
  if (c.fn) c.fn.hasChanOp = true;
  const okCh = checkValue(c, s.ch);
  const okV = checkValue(c, s.value);
  if (!okCh) return;
  const u = underCore(s.ch.ty!);
  if (u.k !== "chan") {
    c.error(s.pos, `invalid operation: cannot send to non-channel ${describe(c, s.ch)}`);
    return;
  }
  if (u.dir === "recv") {
    c.error(s.pos, `invalid operation: cannot send to receive-only channel ${describe(c, s.ch)}`);
    return;
  }
  if (okV) assignTo(c, s.value, u.elem, "send");
}

/** selectStmt checks a select: each case is a send, a receive or an assignment of a receive, in its own scope. */
export function selectStmt(c: Checker, s: A.SelectStmt, ctx: Ctx): void {
  if (c.fn) c.fn.hasChanOp = true;
  let dflt: A.CommClause | null = null;
  for (const cc of s.body) {
    if (!cc.comm) {
      if (dflt) c.error(cc.pos, `multiple defaults in select`);
      dflt = cc;
    }
    const save = c.scope;
    c.scope = new Scope(save);
    try {
      const m = cc.comm;
      if (m) {
        const rhs = m.kind === "ExprStmt" ? m.x : m.kind === "AssignStmt" && m.rhs.length === 1 ? m.rhs[0]! : null;
        let r = rhs;
        while (r && r.kind === "ParenExpr") r = r.x;
        if (m.kind !== "SendStmt" && !(r && r.kind === "UnaryExpr" && r.op === "<-"))
          c.error(m.pos, "select case must be receive, send or assign recv");
        stmt(c, m, ctx);
      }
      block(c, cc.body, { ...ctx, breakOk: true });
    } finally {
      c.scope = save;
    }
  }
}

/** checkGotos reports a goto that jumps into a block or over a variable declaration (go/types labels.go). */
export function checkGotos(c: Checker, body: A.BlockStmt, ctx: Ctx): void {
  interface Place {
    list: A.Stmt[];
    index: number;
    start: A.Pos;
  }
  const labels = new Map<string, Place[]>(); // label → its enclosing lists, outermost first
  const gotos: Array<{ s: A.BranchStmt; path: Place[] }> = [];
  const walk = (list: A.Stmt[], start: A.Pos, path: Place[]): void => {
    list.forEach((s, index) => {
      const here = [...path, { list, index, start }];
      const visit = (st: A.Stmt): void => {
        switch (st.kind) {
          case "LabeledStmt":
            labels.set(st.label.name, here);
            visit(st.stmt);
            return;
          case "BranchStmt":
            if (st.tok === "goto" && st.label) gotos.push({ s: st, path: here });
            return;
          case "BlockStmt":
            walk(st.list, st.pos, here);
            return;
          case "IfStmt":
            walk(st.body.list, st.body.pos, here);
            if (st.else) walk([st.else], st.else.pos, here);
            return;
          case "ForStmt":
          case "RangeStmt":
            walk(st.body.list, st.body.pos, here);
            return;
          case "SwitchStmt":
          case "TypeSwitchStmt":
            for (const cc of st.body) walk(cc.body, cc.pos, here);
            return;
          case "SelectStmt":
            for (const cc of st.body) walk(cc.body, cc.pos, here);
            return;
        }
      };
      visit(s);
    });
  };
  walk(body.list, body.pos, []);
  const where = (p: A.Pos) => `${p.file}:${p.line}:${p.col}`;
  for (const g of gotos) {
    const to = labels.get(g.s.label!.name);
    if (!to) {
      c.error(g.s.label!.pos, `label ${g.s.label!.name} not defined`);
      continue;
    }
    const l = ctx.labels.get(g.s.label!.name);
    if (l) l.used = true;
    const target = to[to.length - 1]!;
    const d = to.length - 1;
    if (d >= g.path.length || g.path[d]!.list !== target.list) {
      c.error(g.s.label!.pos, `goto ${g.s.label!.name} jumps into block starting at ${where(target.start)}`);
      continue;
    }
    const from = g.path[d]!.index;
    for (let i = from + 1; i < target.index; i++) {
      const st = target.list[i]!;
      const v = declaredVar(st);
      if (v) {
        c.error(g.s.label!.pos, `goto ${g.s.label!.name} jumps over declaration of ${v.name} at ${where(v.at)}`);
        break;
      }
    }
  }
}

/** declaredVar returns the first variable a statement declares in its block, if any, and where Go places
 * the declaration (the := of a short declaration, the name of a var). */
function declaredVar(s: A.Stmt): { name: string; at: A.Pos } | null {
  if (s.kind === "AssignStmt" && s.tok === ":=") {
    const i = s.lhs.findIndex((l, j) => l.kind === "Ident" && l.name !== "_" && (s.newVars?.[j] ?? true));
    return i >= 0 ? { name: (s.lhs[i] as A.Ident).name, at: s.tokPos } : null;
  }
  if (s.kind === "DeclStmt" && s.decl.tok === "var")
    for (const spec of s.decl.specs as A.ValueSpec[])
      for (const n of spec.names) if (n.name !== "_") return { name: n.name, at: n.pos };
  return null;
}

/** declStmt checks const, var and type declarations inside a function. */
export function declStmt(c: Checker, d: A.GenDecl): void {
  if (d.tok === "type") {
    for (const s of d.specs as A.TypeSpec[]) c.collectType(s, c.scope, c.currentFile!, true);
    return;
  }
  if (d.tok === "const") {
    for (const s of d.specs as A.ValueSpec[]) {
      const objs = s.names.map((n): GoObject => ({
        kind: "const",
        name: n.name,
        type: T.invalid,
        pkg: c.pkg.path,
        pos: n.pos,
        used: false,
      }));
      checkConstSpec(c, s, objs, c.scope);
      s.names.forEach((n, i) => {
        n.obj = objs[i]!;
        if (n.name !== "_" && c.scope.insert(objs[i]!)) c.error(n.pos, `${n.name} redeclared in this block`);
      });
    }
    return;
  }
  for (const s of d.specs as A.ValueSpec[]) {
    const types = varTypes(c, s.names, s.type, s.values, "variable declaration");
    s.names.forEach((n, i) => declareLocal(c, n, types[i] ?? T.invalid));
  }
}
