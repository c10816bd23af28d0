// Stmt checks function bodies statement by statement: scopes, assignments, returns, branches, switches,
// loops, unused variables and missing returns (go/types stmt.go, assignments.go, return.go, labels.go).
import type * as A from "../syntax/ast";
import { newFuncInfo, type Checker } from "./checker";
import { Scope, type GoObject } from "./scope";
import {
  T, under, isUntyped, isBoolean, isNumeric, isInteger, isString, defaultType, identical, comparable, newTuple,
  type Type, type Signature,
} from "./types";
import { resolveType } from "./typexpr";
import { checkExpr, checkValue, ident } from "./expr";
import { assignTo, convertUntyped, describe, singleValue } from "./operand";
import { varTypes, checkConstSpec } from "./decl";
import { missingMethod, assignable } from "./lookup";
import { constString } from "./constant";

/** Ctx is what a statement knows about its surroundings. */
interface Ctx {
  breakOk: boolean;
  continueOk: boolean;
  labels: Map<string, { stmt: A.Stmt; used: boolean; pos: A.Pos; loop: boolean }>;
}

/** checkFuncBody checks one function or closure body in a new function context. */
export function checkFuncBody(c: Checker, fn: A.FuncInfo, ft: A.FuncType, sig: Signature, body: A.BlockStmt, outer: Scope, recv?: GoObject): void {
  const save = { fn: c.fn, sig: c.sig, scope: c.scope, locals: c.localVars, iota: c.iota };
  c.fn = fn; c.sig = sig; c.iota = null;
  c.localVars = [];
  fn.sig = sig;
  const scope = new Scope(outer, "func");
  c.scope = scope;
  try {
    if (sig.typeParams?.length) {
      fn.targsSlot = fn.nslots++;
      for (const tp of sig.typeParams) scope.insert({ kind: "type", name: tp.name, type: tp, pkg: c.pkg.path, pos: body.pos });
    }
    if (recv) {
      recv.owner = fn; recv.index = fn.nslots++;
      fn.recv = recv;
      if (recv.name !== "_") scope.insert(recv);
    }
    let i = 0;
    for (const f of ft.params) {
      if (f.names.length === 0) { fn.params.push(param(c, fn, "_", sig.params[i++]!, f.pos)); continue; }
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
      for (const f of ft.results) for (const n of f.names) {
        const o = param(c, fn, n.name, sig.results[j++] ?? T.invalid, n.pos);
        n.obj = o;
        fn.namedResults.push(o);
        if (n.name !== "_" && scope.insert(o)) c.error(n.pos, `duplicate argument ${n.name}`);
      }
    }
    const ctx: Ctx = { breakOk: false, continueOk: false, labels: new Map() };
    collectLabels(c, body.list, ctx);
    stmtList(c, body.list, ctx);
    for (const [name, l] of ctx.labels) if (!l.used) c.error(l.pos, `label ${name} defined and not used`);
    if (sig.results.length > 0 && !isTerminatingList(body.list)) c.error(body.rbrace, "missing return");
    for (const v of c.localVars) if (!v.used && v.name !== "_") c.error(v.pos!, `declared and not used: ${v.name}`);
  } finally {
    c.fn = save.fn; c.sig = save.sig; c.scope = save.scope; c.localVars = save.locals; c.iota = save.iota;
  }
}

function param(c: Checker, fn: A.FuncInfo, name: string, type: Type, pos: A.Pos): GoObject {
  return { kind: "var", name, type, pkg: c.pkg.path, pos, owner: fn, index: fn.nslots++, used: true, isParam: true };
}

/** declareLocal adds a new local variable to the current scope and frame. */
export function declareLocal(c: Checker, id: A.Ident, type: Type): GoObject {
  // A variable whose declaration already failed is marked used, to avoid a follow-up error.
  const o: GoObject = { kind: "var", name: id.name, type, pkg: c.pkg.path, pos: id.pos, owner: c.fn!, index: c.fn!.nslots++, used: type === T.invalid };
  id.obj = o;
  id.ty = type;
  if (id.name !== "_") {
    const prev = c.scope.insert(o);
    if (prev) c.error(id.pos, `${id.name} redeclared in this block`);
    else c.localVars.push(o);
  }
  return o;
}

function collectLabels(c: Checker, list: A.Stmt[], ctx: Ctx): void {
  for (const s of list) {
    if (s.kind !== "LabeledStmt") continue;
    if (ctx.labels.has(s.label.name)) c.error(s.label.pos, `label ${s.label.name} already defined`);
    const loop = s.stmt.kind === "ForStmt" || s.stmt.kind === "RangeStmt" || s.stmt.kind === "SwitchStmt" || s.stmt.kind === "TypeSwitchStmt";
    ctx.labels.set(s.label.name, { stmt: s.stmt, used: false, pos: s.label.pos, loop });
    if (s.stmt.kind === "ForStmt" || s.stmt.kind === "RangeStmt" || s.stmt.kind === "SwitchStmt" || s.stmt.kind === "TypeSwitchStmt") s.stmt.label = s.label.name;
    if (s.stmt.kind === "BlockStmt") collectLabels(c, s.stmt.list, ctx);
  }
}

function stmtList(c: Checker, list: A.Stmt[], ctx: Ctx): void {
  for (const s of list) stmt(c, s, ctx);
}

function block(c: Checker, list: A.Stmt[], ctx: Ctx): void {
  const save = c.scope;
  c.scope = new Scope(save);
  collectLabels(c, list, ctx);
  try { stmtList(c, list, ctx); } finally { c.scope = save; }
}

function cond(c: Checker, e: A.Expr, what: string): void {
  if (!checkValue(c, e)) return;
  if (!isBoolean(e.ty!)) { c.error(e.pos, `non-boolean condition in ${what} statement`); return; }
  if (isUntyped(e.ty!)) convertUntyped(c, e, T.bool, what);
}

function stmt(c: Checker, s: A.Stmt, ctx: Ctx): void {
  switch (s.kind) {
    case "EmptyStmt": case "BadStmt": return;
    case "ExprStmt": return exprStmt(c, s);
    case "IncDecStmt": {
      if (!checkValue(c, s.x)) return;
      if (!isNumeric(s.x.ty!)) { c.error(s.x.pos, `invalid operation: ${c.es(s.x)}${s.inc ? "++" : "--"} (non-numeric type ${c.ts(s.x.ty!)})`); return; }
      assignable_(c, s.x);
      return;
    }
    case "AssignStmt": return assignStmt(c, s);
    case "GoStmt":
      if (c.opts.lab) c.error(s.pos, "goroutines are not supported in the lab");
      checkExpr(c, s.call);
      return;
    case "DeferStmt": {
      if (c.fn) c.fn.hasDefer = true;
      let call = s.call;
      while (call.kind === "ParenExpr") call = call.x;
      if (call.kind !== "CallExpr") { c.error(s.call.pos, "expression in defer must be function call"); checkExpr(c, s.call); return; }
      checkExpr(c, call);
      if (call.call === "conversion") c.error(s.call.pos, `defer requires function call, not conversion`);
      return;
    }
    case "ReturnStmt": return returnStmt(c, s);
    case "BranchStmt": return branch(c, s, ctx);
    case "BlockStmt": return block(c, s.list, ctx);
    case "IfStmt": {
      const save = c.scope;
      c.scope = new Scope(save);
      try {
        if (s.init) stmt(c, s.init, ctx);
        cond(c, s.cond, "if");
        block(c, s.body.list, ctx);
        if (s.else) stmt(c, s.else, ctx);
      } finally { c.scope = save; }
      return;
    }
    case "SwitchStmt": return switchStmt(c, s, ctx);
    case "TypeSwitchStmt": return typeSwitch(c, s, ctx);
    case "ForStmt": {
      const save = c.scope;
      c.scope = new Scope(save);
      try {
        if (s.init) stmt(c, s.init, ctx);
        if (s.cond) cond(c, s.cond, "for");
        if (s.post) {
          if (s.post.kind === "AssignStmt" && s.post.tok === ":=") c.error(s.post.pos, "cannot declare in post statement of for loop");
          else stmt(c, s.post, ctx);
        }
        block(c, s.body.list, { ...ctx, breakOk: true, continueOk: true });
      } finally { c.scope = save; }
      return;
    }
    case "RangeStmt": return rangeStmt(c, s, ctx);
    case "LabeledStmt": return stmt(c, s.stmt, ctx);
    case "DeclStmt": return declStmt(c, s.decl);
    case "SelectStmt": c.error(s.pos, "select statements are not supported in the lab"); return;
    case "SendStmt": c.error(s.pos, "channels are not supported in the lab"); return;
    case "CaseClause": return;
  }
}

function exprStmt(c: Checker, s: A.ExprStmt): void {
  const x = s.x;
  checkExpr(c, x);
  if (x.ty === T.invalid) return;
  let y = x;
  while (y.kind === "ParenExpr") y = y.x;
  if (y.kind === "CallExpr") {
    if (y.call === "conversion") { c.error(x.pos, `${c.es(x)} (${describe(c, x).replace(/^.*\((.*)\)$/, "$1")}) is not used`); return; }
    if (y.call === "builtin" && y.fun.kind === "Ident" && ["len", "cap", "append", "make", "new", "min", "max"].includes(y.fun.name)) {
      c.error(x.pos, `${c.es(x)} (${describe(c, x).replace(/^.*\((.*)\)$/, "$1")}) is not used`);
    }
    return;
  }
  if (y.kind === "UnaryExpr" && y.op === "<-") return;
  if (x.mode === "type") { c.error(x.pos, `${c.es(x)} (type) is not an expression`); return; }
  if (x.mode === "builtin") { c.error(x.pos, `${c.es(x)} (built-in) must be called`); return; }
  c.error(x.pos, `${describe(c, x)} is not used`);
}

/** assignable_ checks that e may be assigned to (addressable, a map index, or _). */
function assignable_(c: Checker, e: A.Expr): boolean {
  let x = e;
  while (x.kind === "ParenExpr") x = x.x;
  if (x.kind === "Ident" && x.name === "_") return true;
  if (x.mode === "var" || x.mode === "mapindex") {
    if (x.kind === "SelectorExpr" && x.x.mode === "mapindex" && x.selection?.kind === "field" && !x.selection.derefs.some((d) => d)) {
      c.error(e.pos, `cannot assign to struct field ${c.es(x)} in map`);
      return false;
    }
    return true;
  }
  if (x.ty === T.invalid) return false;
  if (x.kind === "IndexExpr" && x.x.ty && isString(x.x.ty)) { c.error(e.pos, `cannot assign to ${c.es(x)} (neither addressable nor a map index expression)`); return false; }
  if (x.kind === "SelectorExpr" && x.x.mode === "mapindex") { c.error(e.pos, `cannot assign to struct field ${c.es(x)} in map`); return false; }
  c.error(e.pos, `cannot assign to ${describe(c, x)}${x.cv ? "" : " (neither addressable nor a map index expression)"}`);
  return false;
}

function lhsExpr(c: Checker, e: A.Expr): void {
  if (e.kind === "Ident") { ident(c, e, true); if (e.obj && e.obj.kind !== "var" && e.name !== "_") { e.mode = "value"; } return; }
  checkExpr(c, e);
}

function assignStmt(c: Checker, s: A.AssignStmt): void {
  if (s.tok === ":=") return shortVarDecl(c, s);
  if (s.tok !== "=") {
    // x op= y behaves like x = x op y.
    if (s.lhs.length !== 1 || s.rhs.length !== 1) { c.error(s.tokPos, `assignment operation ${s.tok} requires single-valued expressions`); return; }
    const op = s.tok.slice(0, -1);
    const x = s.lhs[0]!, y = s.rhs[0]!;
    const bin: A.BinaryExpr = { kind: "BinaryExpr", op, x, y, pos: s.pos, opPos: s.tokPos };
    checkExpr(c, bin);
    (s as A.AssignStmt & { bin?: A.BinaryExpr }).bin = bin;
    if (bin.ty !== T.invalid) {
      assignable_(c, x);
      if (bin.ty && isUntyped(bin.ty) && x.ty) convertUntyped(c, bin, x.ty, "assignment");
    }
    return;
  }
  const nl = s.lhs.length, nr = s.rhs.length;
  for (const l of s.lhs) lhsExpr(c, l);
  if (nl !== nr) {
    if (nr === 1) {
      const r = s.rhs[0]!;
      checkExpr(c, r);
      if (r.ty === T.invalid) return;
      if (r.ty?.k === "tuple" && r.ty.types.length === nl) {
        s.lhs.forEach((l, i) => { if (assignable_(c, l) && l.ty && l.ty !== T.invalid) { if (!assignable(r.ty!.k === "tuple" ? (r.ty as { types: Type[] }).types[i]! : T.invalid, l.ty)) c.error(r.pos, `cannot use ${c.es(r)} (value of type ${c.ts((r.ty as { types: Type[] }).types[i]!)}) as ${c.ts(l.ty)} value in assignment`); } });
        return;
      }
      if ((r.mode === "mapindex" || r.mode === "commaok") && nl === 2) {
        r.mode = "commaok";
        (r as A.Expr & { commaOk?: boolean }).commaOk = true;
        const l0 = s.lhs[0]!, l1 = s.lhs[1]!;
        if (assignable_(c, l0) && l0.ty && l0.ty !== T.invalid) assignTo(c, r, l0.ty, "assignment");
        if (assignable_(c, l1) && l1.ty && l1.ty !== T.invalid && !assignable(T.untypedBool, l1.ty)) c.error(s.rhs[0]!.pos, `cannot use ${c.es(r)} (untyped bool value) as ${c.ts(l1.ty)} value in assignment`);
        return;
      }
      c.error(r.pos, `assignment mismatch: ${nl} variable${nl > 1 ? "s" : ""} but ${r.ty?.k === "tuple" ? `${c.es(r)} returns ${r.ty.types.length} value${r.ty.types.length === 1 ? "" : "s"}` : "1 value"}`);
      return;
    }
    for (const r of s.rhs) checkExpr(c, r);
    c.error(s.rhs[0]!.pos, `assignment mismatch: ${nl} variable${nl > 1 ? "s" : ""} but ${nr} value${nr > 1 ? "s" : ""}`);
    return;
  }
  s.lhs.forEach((l, i) => {
    const r = s.rhs[i]!;
    checkExpr(c, r, l.ty && l.ty !== T.invalid ? l.ty : undefined);
    if (r.ty === T.invalid) return;
    if (r.ty?.k === "tuple" && r.mode !== "novalue") { c.error(r.pos, `assignment mismatch: 1 variable but ${c.es(r)} returns ${r.ty.types.length} values`); return; }
    if (!singleValue(c, r)) return;
    if (!assignable_(c, l)) return;
    if (l.kind === "Ident" && l.name === "_") {
      if (r.ty && isUntyped(r.ty)) {
        if (r.ty.k === "basic" && r.ty.kind === "untyped nil") c.error(r.pos, "use of untyped nil in assignment");
        else convertUntyped(c, r, defaultType(r.ty), "assignment");
      }
      return;
    }
    if (l.ty && l.ty !== T.invalid) assignTo(c, r, l.ty, "assignment");
  });
}

function shortVarDecl(c: Checker, s: A.AssignStmt): void {
  const idents: A.Ident[] = [];
  let bad = false;
  for (const l of s.lhs) {
    if (l.kind !== "Ident") { c.error(l.pos, `non-name ${c.es(l)} on left side of :=`); bad = true; continue; }
    idents.push(l);
  }
  if (bad) { for (const r of s.rhs) checkExpr(c, r); return; }
  // Which names are new in this scope?
  const isNew = idents.map((id) => id.name === "_" || !c.scope.names.has(id.name));
  const seen = new Set<string>();
  for (const id of idents) {
    if (id.name !== "_" && seen.has(id.name)) c.error(id.pos, `${id.name} repeated on left side of :=`);
    seen.add(id.name);
  }
  // Existing variables keep their type: check the values against them first.
  const hints = idents.map((id, i) => (!isNew[i] ? c.scope.names.get(id.name)?.type : undefined));
  let types: Type[];
  if (idents.length === s.rhs.length && hints.some((h) => h)) {
    types = s.rhs.map((r, i) => {
      const h = hints[i];
      checkExpr(c, r, h);
      if (r.ty === T.invalid || !singleValue(c, r)) return h ?? T.invalid;
      if (h) { assignTo(c, r, h, "assignment"); return h; }
      if (r.ty!.k === "basic" && r.ty!.kind === "untyped nil") { c.error(r.pos, "use of untyped nil in assignment"); return T.invalid; }
      if (isUntyped(r.ty!)) convertUntyped(c, r, defaultType(r.ty!), "assignment");
      return r.ty!;
    });
  } else types = varTypes(c, idents, undefined, s.rhs, "assignment");
  if (!isNew.some((n, i) => n && idents[i]!.name !== "_") && !idents.every((id) => id.name === "_") || idents.every((id) => id.name === "_")) {
    c.error(s.tokPos, "no new variables on left side of :=");
  }
  s.newVars = isNew;
  idents.forEach((id, i) => {
    if (isNew[i]) declareLocal(c, id, types[i] ?? T.invalid);
    else {
      const o = c.scope.names.get(id.name)!;
      id.obj = o; id.ty = o.type; id.mode = "var";
      if (types[i] && types[i] !== T.invalid && o.type !== T.invalid && !assignable(types[i]!, o.type)) {
        c.error(s.rhs[i]?.pos ?? id.pos, `cannot use ${c.es(s.rhs[i] ?? id)} (value of type ${c.ts(types[i]!)}) as ${c.ts(o.type)} value in assignment`);
      }
    }
  });
}

function returnStmt(c: Checker, s: A.ReturnStmt): void {
  const sig = c.sig!;
  const want = sig.results;
  if (s.results.length === 0) {
    if (want.length > 0 && !sig.resultNames) c.error(s.pos, `not enough return values\n\thave ()\n\twant (${want.map((t) => c.ts(t)).join(", ")})`);
    if (sig.resultNames) {
      // A naked return must not be shadowed.
      for (const r of c.fn!.namedResults ?? []) {
        const vis = c.scope.lookup(r.name);
        if (r.name !== "_" && vis !== r) c.error(s.pos, `result parameter ${r.name} not in scope at return\n\tinner declaration of ${r.name}`);
      }
    }
    return;
  }
  if (s.results.length === 1 && want.length > 1) {
    const r = s.results[0]!;
    checkExpr(c, r);
    if (r.ty === T.invalid) return;
    if (r.ty?.k === "tuple") {
      if (r.ty.types.length !== want.length) c.error(r.pos, `${r.ty.types.length < want.length ? "not enough" : "too many"} return values\n\thave (${r.ty.types.map((t) => c.ts(t)).join(", ")})\n\twant (${want.map((t) => c.ts(t)).join(", ")})`);
      else r.ty.types.forEach((t, i) => { if (!assignable(t, want[i]!)) c.error(r.pos, `cannot use ${c.es(r)} value of type ${c.ts(t)} as ${c.ts(want[i]!)} value in return statement`); });
      return;
    }
    c.error(r.pos, `not enough return values\n\thave (${c.ts(r.ty ?? T.invalid)})\n\twant (${want.map((t) => c.ts(t)).join(", ")})`);
    return;
  }
  s.results.forEach((r, i) => checkExpr(c, r, want[i]));
  if (s.results.length !== want.length) {
    const have = s.results.map((r) => (r.ty && isUntyped(r.ty) ? "number" : c.ts(r.ty ?? T.invalid))).join(", ");
    if (want.length === 0) c.error(s.results[0]!.pos, `too many return values\n\thave (${have})\n\twant ()`);
    else c.error(s.results[Math.min(want.length, s.results.length - 1)]!.pos, `${s.results.length < want.length ? "not enough" : "too many"} return values\n\thave (${have})\n\twant (${want.map((t) => c.ts(t)).join(", ")})`);
    return;
  }
  s.results.forEach((r, i) => { if (r.ty !== T.invalid && singleValue(c, r)) assignTo(c, r, want[i]!, "return statement"); });
}

function branch(c: Checker, s: A.BranchStmt, ctx: Ctx): void {
  if (s.tok === "goto") {
    const l = s.label ? ctx.labels.get(s.label.name) : undefined;
    if (l) l.used = true;
    c.error(s.pos, "goto is not supported in the lab");
    return;
  }
  if (s.tok === "fallthrough") return; // placement is checked by the switch
  if (s.label) {
    const l = ctx.labels.get(s.label.name);
    if (!l) { c.error(s.label.pos, `${s.tok} label not defined: ${s.label.name}`); return; }
    l.used = true;
    const isLoop = l.stmt.kind === "ForStmt" || l.stmt.kind === "RangeStmt";
    if (s.tok === "continue" && !isLoop) c.error(s.label.pos, `invalid continue label ${s.label.name}`);
    if (s.tok === "break" && !l.loop) c.error(s.label.pos, `invalid break label ${s.label.name}`);
    return;
  }
  if (s.tok === "break" && !ctx.breakOk) c.error(s.pos, "break is not in a loop, switch, or select");
  if (s.tok === "continue" && !ctx.continueOk) c.error(s.pos, "continue is not in a loop");
}

function checkFallthrough(c: Checker, clauses: A.CaseClause[], typeSwitch: boolean): void {
  clauses.forEach((cl, i) => {
    cl.body.forEach((st, j) => {
      if (st.kind !== "BranchStmt" || st.tok !== "fallthrough") return;
      if (typeSwitch) c.error(st.pos, "cannot fallthrough in type switch");
      else if (j !== cl.body.length - 1) c.error(st.pos, "fallthrough statement out of place");
      else if (i === clauses.length - 1) c.error(st.pos, "cannot fallthrough final case in switch");
    });
  });
}

function switchStmt(c: Checker, s: A.SwitchStmt, ctx: Ctx): void {
  const save = c.scope;
  c.scope = new Scope(save);
  try {
    if (s.init) stmt(c, s.init, ctx);
    let tagT: Type = T.bool;
    if (s.tag) {
      if (checkValue(c, s.tag)) {
        if (isUntyped(s.tag.ty!)) convertUntyped(c, s.tag, defaultType(s.tag.ty!), "switch expression");
        tagT = s.tag.ty!;
        if (!comparable(tagT) && tagT !== T.invalid) c.error(s.tag.pos, `cannot switch on ${describe(c, s.tag)}`);
      } else tagT = T.invalid;
    }
    let defaults = 0;
    const seen = new Map<string, A.Pos>();
    for (const cl of s.body) {
      if (!cl.list) { if (++defaults > 1) c.error(cl.pos, "multiple defaults in switch"); }
      else for (const e of cl.list) {
        checkExpr(c, e, tagT);
        if (e.ty === T.invalid || !singleValue(c, e)) continue;
        if (!s.tag) {
          if (!isBoolean(e.ty!)) c.error(e.pos, `invalid case ${c.es(e)} in switch (mismatched types ${c.ts(e.ty!)} and bool)`);
          else if (isUntyped(e.ty!)) convertUntyped(c, e, T.bool, "switch case");
          continue;
        }
        if (tagT === T.invalid) continue;
        if (isUntyped(e.ty!)) {
          if (!assignable(e.ty!, tagT)) { c.error(e.pos, `invalid case ${c.es(e)} in switch on ${c.es(s.tag)} (mismatched types ${c.ts(e.ty!)} and ${c.ts(tagT)})`); continue; }
          convertUntyped(c, e, tagT, "switch case");
        } else if (!assignable(e.ty!, tagT) && !assignable(tagT, e.ty!)) {
          c.error(e.pos, `invalid case ${c.es(e)} in switch on ${c.es(s.tag)} (mismatched types ${c.ts(e.ty!)} and ${c.ts(tagT)})`);
          continue;
        }
        if (e.cv) {
          const k = constString(e.cv);
          if (seen.has(k)) c.error(e.pos, `duplicate case ${c.es(e)} in expression switch`);
          seen.set(k, e.pos);
        }
      }
      block(c, cl.body, { ...ctx, breakOk: true });
    }
    checkFallthrough(c, s.body, false);
  } finally { c.scope = save; }
}

function typeSwitch(c: Checker, s: A.TypeSwitchStmt, ctx: Ctx): void {
  const save = c.scope;
  c.scope = new Scope(save);
  try {
    if (s.init) stmt(c, s.init, ctx);
    if (!checkValue(c, s.x)) { for (const cl of s.body) block(c, cl.body, { ...ctx, breakOk: true }); return; }
    const xt = s.x.ty!;
    const xu = under(xt);
    if (xu.k !== "interface") { c.error(s.x.pos, `${c.es(s.x)} (${describe(c, s.x).replace(/^.*\((.*)\)$/, "$1")}) is not an interface`); return; }
    const bindObjs: GoObject[] = [];
    let defaults = 0;
    for (const cl of s.body) {
      const types: (Type | null)[] = [];
      if (!cl.list) { if (++defaults > 1) c.error(cl.pos, "multiple defaults in switch"); }
      else for (const e of cl.list) {
        if (e.kind === "Ident" && e.name === "nil" && c.scope.lookup("nil")?.kind === "nil") { e.ty = T.untypedNil; e.mode = "value"; types.push(null); continue; }
        const t = resolveType(c, e, c.scope);
        types.push(t);
        if (t !== T.invalid && under(t).k !== "interface") {
          const m = missingMethod(t, xu);
          if (m) c.error(e.pos, `impossible type switch case: ${c.es(s.x)} (${describe(c, s.x).replace(/^.*\((.*)\)$/, "$1")}) cannot have dynamic type ${c.ts(t)} ${m}`);
        }
      }
      const inner = new Scope(c.scope);
      const saveInner = c.scope;
      c.scope = inner;
      try {
        if (s.bind && s.bind.name !== "_") {
          const t = types.length === 1 && types[0] ? types[0] : xt;
          const o: GoObject = { kind: "var", name: s.bind.name, type: t, pkg: c.pkg.path, pos: s.bind.pos, owner: c.fn!, index: c.fn!.nslots++, used: false };
          inner.insert(o);
          cl.implicit = o;
          bindObjs.push(o);
        }
        collectLabels(c, cl.body, ctx);
        stmtList(c, cl.body, { ...ctx, breakOk: true });
      } finally { c.scope = saveInner; }
    }
    checkFallthrough(c, s.body, true);
    if (s.bind && s.bind.name !== "_" && bindObjs.length > 0 && !bindObjs.some((o) => o.used)) c.error(s.bind.pos, `declared and not used: ${s.bind.name}`);
    if (s.bind && s.body.length === 0) c.error(s.bind.pos, `declared and not used: ${s.bind.name}`);
  } finally { c.scope = save; }
  void identical;
}

function rangeStmt(c: Checker, s: A.RangeStmt, ctx: Ctx): void {
  const save = c.scope;
  c.scope = new Scope(save);
  try {
    let kt: Type = T.invalid, vt: Type | null = null;
    if (checkValue(c, s.x)) {
      const xt = s.x.ty!;
      let u = under(xt);
      if (u.k === "pointer" && under(u.elem).k === "array") u = under(u.elem);
      if (isString(u)) { kt = T.int; vt = T.int32; if (isUntyped(xt)) convertUntyped(c, s.x, T.string, "range"); }
      else if (u.k === "slice" || u.k === "array") { kt = T.int; vt = u.elem; }
      else if (u.k === "map") { kt = u.key; vt = u.elem; }
      else if (isInteger(u)) {
        if (isUntyped(xt)) convertUntyped(c, s.x, T.int, "range");
        kt = s.x.ty!; vt = null;
        if (s.value) c.error(s.value.pos, `range over ${describe(c, s.x)} permits only one iteration variable`);
      } else if (u.k === "chan") c.error(s.x.pos, "channels are not supported in the lab");
      else c.error(s.x.pos, `cannot range over ${describe(c, s.x)}`);
    }
    const vars: [A.Expr | undefined, Type | null][] = [[s.key, kt], [s.value, vt]];
    if (s.tok === ":=") {
      for (const [e, t] of vars) {
        if (!e) continue;
        if (e.kind !== "Ident") { c.error(e.pos, `non-name ${c.es(e)} on left side of :=`); continue; }
        declareLocal(c, e, t ?? T.invalid);
      }
    } else if (s.tok === "=") {
      for (const [e, t] of vars) {
        if (!e) continue;
        lhsExpr(c, e);
        if (!assignable_(c, e) || !t || t === T.invalid) continue;
        if (e.kind === "Ident" && e.name === "_") continue;
        if (e.ty && e.ty !== T.invalid && !assignable(t, e.ty)) c.error(e.pos, `cannot use ${c.es(e)} (value of type ${c.ts(t)}) as ${c.ts(e.ty)} value in range`);
      }
    }
    block(c, s.body.list, { ...ctx, breakOk: true, continueOk: true });
  } finally { c.scope = save; }
}

function declStmt(c: Checker, d: A.GenDecl): void {
  if (d.tok === "type") {
    for (const s of d.specs as A.TypeSpec[]) c.collectType(s, c.scope, c.currentFile!, true);
    return;
  }
  if (d.tok === "const") {
    for (const s of d.specs as A.ValueSpec[]) {
      const objs = s.names.map((n): GoObject => ({ kind: "const", name: n.name, type: T.invalid, pkg: c.pkg.path, pos: n.pos, used: false }));
      checkConstSpec(c, s, objs, c.scope);
      s.names.forEach((n, i) => { n.obj = objs[i]!; if (n.name !== "_" && c.scope.insert(objs[i]!)) c.error(n.pos, `${n.name} redeclared in this block`); });
    }
    return;
  }
  for (const s of d.specs as A.ValueSpec[]) {
    const types = varTypes(c, s.names, s.type, s.values, "variable declaration");
    s.names.forEach((n, i) => declareLocal(c, n, types[i] ?? T.invalid));
  }
}

/** isTerminatingList reports whether a statement list ends in a terminating statement (Go spec). */
export function isTerminatingList(list: A.Stmt[]): boolean {
  let i = list.length - 1;
  while (i >= 0 && list[i]!.kind === "EmptyStmt") i--;
  return i >= 0 && isTerminating(list[i]!);
}

function isTerminating(s: A.Stmt, label?: string): boolean {
  switch (s.kind) {
    case "ReturnStmt": return true;
    case "BranchStmt": return s.tok === "goto" || s.tok === "fallthrough";
    case "ExprStmt": {
      let x = s.x;
      while (x.kind === "ParenExpr") x = x.x;
      return x.kind === "CallExpr" && x.call === "builtin" && x.fun.kind === "Ident" && x.fun.name === "panic";
    }
    case "BlockStmt": return isTerminatingList(s.list);
    case "IfStmt": return !!s.else && isTerminatingList(s.body.list) && isTerminating(s.else);
    case "LabeledStmt": return isTerminating(s.stmt, s.label.name);
    case "ForStmt": return !s.cond && !hasBreak(s.body.list, label ?? s.label, true);
    case "RangeStmt": return false;
    case "SwitchStmt": case "TypeSwitchStmt":
      return s.body.some((cl) => !cl.list) && s.body.every((cl) => {
        if (hasBreak(cl.body, label ?? s.label, true)) return false;
        const last = cl.body[cl.body.length - 1];
        return !!last && (isTerminatingList(cl.body) || (last.kind === "BranchStmt" && last.tok === "fallthrough"));
      });
    case "SelectStmt": return true;
    default: return false;
  }
}

/** hasBreak reports whether list contains a break that targets the enclosing statement. */
function hasBreak(list: A.Stmt[], label: string | undefined, top: boolean): boolean {
  const visit = (s: A.Stmt, nested: boolean): boolean => {
    switch (s.kind) {
      case "BranchStmt": return s.tok === "break" && ((!s.label && !nested) || (!!s.label && s.label.name === label));
      case "BlockStmt": return s.list.some((x) => visit(x, nested));
      case "IfStmt": return s.body.list.some((x) => visit(x, nested)) || (!!s.else && visit(s.else, nested));
      case "LabeledStmt": return visit(s.stmt, nested);
      case "ForStmt": case "RangeStmt": return s.body.list.some((x) => visit(x, true));
      case "SwitchStmt": case "TypeSwitchStmt": return s.body.some((cl) => cl.body.some((x) => visit(x, true)));
      case "CaseClause": return s.body.some((x) => visit(x, nested));
      default: return false;
    }
  };
  void top;
  return list.some((s) => visit(s, false));
}

void newFuncInfo; void newTuple; void isInteger;
