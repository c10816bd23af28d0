// Assignments checks assignment statements and short variable declarations: addressable left-hand
// sides, count mismatches, new variables on the left of := (go/types assignments.go).
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import { T, isUntyped, isString, defaultType, type Type } from "./types";
import { checkExpr, ident } from "./expr";
import { assignTo, convertUntyped, describe, singleValue } from "./operand";
import { varTypes } from "./decl";
import { assignable } from "./lookup";
import { declareLocal } from "./stmt";
import { uninstantiated } from "./reverseinfer";

/** assignable_ checks that e may be assigned to (addressable, a map index, or _). */
export function assignable_(c: Checker, e: A.Expr): boolean {
  let x = e;
  while (x.kind === "ParenExpr") x = x.x;
  if (x.kind === "Ident" && x.name === "_") return true;
  if (x.mode === "var" || x.mode === "mapindex") {
    if (
      x.kind === "SelectorExpr" &&
      x.x.mode === "mapindex" &&
      x.selection?.kind === "field" &&
      !x.selection.derefs.some((d) => d)
    ) {
      c.error(e.pos, `cannot assign to struct field ${c.es(x)} in map`);
      return false;
    }
    return true;
  }
  if (x.ty === T.invalid) return false;
  if (x.kind === "IndexExpr" && x.x.ty && isString(x.x.ty)) {
    c.error(e.pos, `cannot assign to ${c.es(x)} (neither addressable nor a map index expression)`);
    return false;
  }
  if (x.kind === "SelectorExpr" && x.x.mode === "mapindex") {
    c.error(e.pos, `cannot assign to struct field ${c.es(x)} in map`);
    return false;
  }
  c.error(
    e.pos,
    `cannot assign to ${describe(c, x)}${x.cv ? "" : " (neither addressable nor a map index expression)"}`,
  );
  return false;
}

/** lhsExpr checks an assignment target without marking a plain variable as used. */
export function lhsExpr(c: Checker, e: A.Expr): void {
  if (e.kind === "Ident") {
    ident(c, e, true);
    if (e.obj && e.obj.kind !== "var" && e.name !== "_") {
      e.mode = "value";
    }
    return;
  }
  checkExpr(c, e);
}

/** assignStmt checks =, op= and tuple assignments. */
export function assignStmt(c: Checker, s: A.AssignStmt): void {
  if (s.tok === ":=") return shortVarDecl(c, s);
  if (s.tok !== "=") {
    // x op= y behaves like x = x op y.
    if (s.lhs.length !== 1 || s.rhs.length !== 1) {
      c.error(s.tokPos, `assignment operation ${s.tok} requires single-valued expressions`);
      return;
    }
    const op = s.tok.slice(0, -1);
    const x = s.lhs[0]!,
      y = s.rhs[0]!;
    const bin: A.BinaryExpr = { kind: "BinaryExpr", op, x, y, pos: s.pos, opPos: s.tokPos };
    checkExpr(c, bin);
    (s as A.AssignStmt & { bin?: A.BinaryExpr }).bin = bin;
    if (bin.ty !== T.invalid) {
      assignable_(c, x);
      if (bin.ty && isUntyped(bin.ty) && x.ty) convertUntyped(c, bin, x.ty, "assignment");
    }
    return;
  }
  const nl = s.lhs.length,
    nr = s.rhs.length;
  for (const l of s.lhs) lhsExpr(c, l);
  if (nl !== nr) {
    if (nr === 1) {
      const r = s.rhs[0]!;
      checkExpr(c, r);
      if (r.ty === T.invalid) return;
      if (r.ty?.k === "tuple" && r.ty.types.length === nl) {
        s.lhs.forEach((l, i) => {
          if (assignable_(c, l) && l.ty && l.ty !== T.invalid) {
            if (!assignable(r.ty!.k === "tuple" ? (r.ty as { types: Type[] }).types[i]! : T.invalid, l.ty))
              c.error(
                r.pos,
                `cannot use ${c.es(r)} (value of type ${c.ts((r.ty as { types: Type[] }).types[i]!)}) as ${c.ts(l.ty)} value in assignment`,
              );
          }
        });
        return;
      }
      if ((r.mode === "mapindex" || r.mode === "commaok") && nl === 2) {
        r.mode = "commaok";
        (r as A.Expr & { commaOk?: boolean }).commaOk = true;
        const l0 = s.lhs[0]!,
          l1 = s.lhs[1]!;
        if (assignable_(c, l0) && l0.ty && l0.ty !== T.invalid) assignTo(c, r, l0.ty, "assignment");
        if (assignable_(c, l1) && l1.ty && l1.ty !== T.invalid && !assignable(T.untypedBool, l1.ty))
          c.error(s.rhs[0]!.pos, `cannot use ${c.es(r)} (untyped bool value) as ${c.ts(l1.ty)} value in assignment`);
        return;
      }
      c.error(
        r.pos,
        `assignment mismatch: ${nl} variable${nl > 1 ? "s" : ""} but ${r.ty?.k === "tuple" ? `${c.es(r)} returns ${r.ty.types.length} value${r.ty.types.length === 1 ? "" : "s"}` : "1 value"}`,
      );
      return;
    }
    for (const r of s.rhs) checkExpr(c, r);
    c.error(
      s.rhs[0]!.pos,
      `assignment mismatch: ${nl} variable${nl > 1 ? "s" : ""} but ${nr} value${nr > 1 ? "s" : ""}`,
    );
    return;
  }
  s.lhs.forEach((l, i) => {
    const r = s.rhs[i]!;
    checkExpr(c, r, l.ty && l.ty !== T.invalid ? l.ty : undefined);
    if (r.ty === T.invalid) return;
    if (r.ty?.k === "tuple" && r.mode !== "novalue") {
      c.error(r.pos, `assignment mismatch: 1 variable but ${c.es(r)} returns ${r.ty.types.length} values`);
      return;
    }
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

/** shortVarDecl checks :=, requiring at least one new variable on the left. */
export function shortVarDecl(c: Checker, s: A.AssignStmt): void {
  const idents: A.Ident[] = [];
  let bad = false;
  for (const l of s.lhs) {
    if (l.kind !== "Ident") {
      c.error(l.pos, `non-name ${c.es(l)} on left side of :=`);
      bad = true;
      continue;
    }
    idents.push(l);
  }
  if (bad) {
    for (const r of s.rhs) checkExpr(c, r);
    return;
  }
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
      if (h) {
        assignTo(c, r, h, "assignment");
        return h;
      }
      if (r.ty!.k === "basic" && r.ty!.kind === "untyped nil") {
        c.error(r.pos, "use of untyped nil in assignment");
        return T.invalid;
      }
      if (uninstantiated(c, r)) return T.invalid;
      if (isUntyped(r.ty!)) convertUntyped(c, r, defaultType(r.ty!), "assignment");
      return r.ty!;
    });
  } else types = varTypes(c, idents, undefined, s.rhs, "assignment");
  if (
    (!isNew.some((n, i) => n && idents[i]!.name !== "_") && !idents.every((id) => id.name === "_")) ||
    idents.every((id) => id.name === "_")
  ) {
    c.error(s.tokPos, "no new variables on left side of :=");
  }
  s.newVars = isNew;
  idents.forEach((id, i) => {
    if (isNew[i]) declareLocal(c, id, types[i] ?? T.invalid);
    else {
      const o = c.scope.names.get(id.name)!;
      id.obj = o;
      id.ty = o.type;
      id.mode = "var";
      if (types[i] && types[i] !== T.invalid && o.type !== T.invalid && !assignable(types[i]!, o.type)) {
        c.error(
          s.rhs[i]?.pos ?? id.pos,
          `cannot use ${c.es(s.rhs[i] ?? id)} (value of type ${c.ts(types[i]!)}) as ${c.ts(o.type)} value in assignment`,
        );
      }
    }
  });
}
