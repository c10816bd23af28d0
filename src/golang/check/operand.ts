// Operand knows how to describe an expression in messages and to convert untyped values to a target
// type at assignment (go/types operand.go, assignments.go).
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import {
  T,
  under,
  isUntyped,
  isInteger,
  defaultType,
  isInterface,
  ifaceMethods,
  type Interface,
  type Term,
  type Type,
} from "./types";
import { represent, constString } from "./constant";
import { assignable, missingMethod } from "./lookup";
import { isGenericFunc, instantiateFromTarget } from "./reverseinfer";

/** describe renders "x (variable of type int)" and friends. */
export function describe(c: Checker, e: A.Expr): string {
  const s = c.es(e);
  const t = e.ty ?? T.invalid;
  if (t.k === "basic" && t.kind === "untyped nil") return "nil";
  if (e.cv) {
    const lit = e.kind === "BasicLit" || (e.kind === "UnaryExpr" && e.x.kind === "BasicLit");
    if (isUntyped(t)) return lit ? `${s} (${t.name} constant)` : `${s} (${t.name} constant ${constString(e.cv)})`;
    return lit ? `${s} (constant of type ${c.ts(t)})` : `${s} (constant ${constString(e.cv)} of type ${c.ts(t)})`;
  }
  const of = ofType(c, t);
  if (e.mode === "var" || (e.kind === "Ident" && e.obj?.kind === "var")) return `${s} (variable of type ${of})`;
  if (isUntyped(t)) return `${s} (${t.name} value)`;
  if (e.mode === "mapindex") return `${s} (map index expression of type ${of})`;
  if (e.mode === "commaok") return `${s} (comma, ok expression of type ${of})`;
  return `${s} (value of type ${of})`;
}

/** ofType names an operand's type; a type parameter's adds its constraint, as go/types' operand.String does
 * ("T constrained by ~string|~[]int": an implicit constraint prints as its bare union). */
function ofType(c: Checker, t: Type): string {
  if (t.k !== "typeparam") return c.ts(t);
  const b = t.constraint;
  const union = (terms: readonly Term[]) => terms.map((x) => (x.tilde ? "~" : "") + c.ts(x.type)).join("|");
  const isUnion = (t: Type): boolean =>
    t.k === "interface" && !!t.terms && t.explicit.length === 0 && t.embeds.length === 0;
  const terms = (t: Type): Term[] => (t as Interface).terms ?? [];
  // An inline constraint with a union element prints as go/types writes it: interface{M(); ~string|~[]byte}.
  let bound = c.ts(b);
  if (isUnion(b)) bound = union(terms(b));
  else if (b.k === "interface" && b.embeds.some(isUnion))
    bound =
      "interface{" +
      [
        ...b.explicit.map((m) => m.name + c.ts(m.sig).slice("func".length)),
        ...b.embeds.map((x) => (isUnion(x) ? union(terms(x)) : c.ts(x))),
      ].join("; ") +
      "}";
  return `${c.ts(t)} constrained by ${bound}`;
}

/** setType records a final type on an untyped expression and its untyped operands. */
export function setType(e: A.Expr, t: Type): void {
  e.ty = t;
  if (e.kind === "ParenExpr") setType(e.x, t);
  else if (e.kind === "UnaryExpr" && e.op !== "!") setType(e.x, t);
  else if (e.kind === "BinaryExpr" && e.ty && !/^(==|!=|<|<=|>|>=)$/.test(e.op)) {
    if (e.x.ty && isUntyped(e.x.ty)) setType(e.x, t);
    if (!(e.op === "<<" || e.op === ">>") && e.y.ty && isUntyped(e.y.ty)) setType(e.y, t);
  }
}

/** nonConstShift finds the non-constant shift of an untyped constant that an untyped value's type
 * would come from (its left operand takes the type the value is converted to). */
function nonConstShift(e: A.Expr): A.BinaryExpr | null {
  if (e.kind === "ParenExpr" || (e.kind === "UnaryExpr" && e.op !== "!")) return nonConstShift(e.x);
  if (e.kind !== "BinaryExpr" || /^(==|!=|<|<=|>|>=|&&|\|\|)$/.test(e.op)) return null;
  if ((e.op === "<<" || e.op === ">>") && !e.cv) return e;
  return (
    (e.x.ty && isUntyped(e.x.ty) && nonConstShift(e.x)) || (e.y.ty && isUntyped(e.y.ty) && nonConstShift(e.y)) || null
  );
}

/** convertUntyped gives an untyped expression the type `target` (or its default); false on error. */
export function convertUntyped(c: Checker, e: A.Expr, target: Type, context: string): boolean {
  const t = e.ty;
  if (!t || !isUntyped(t)) return true;
  if (target === T.invalid) return false;
  if (t.kind === "untyped nil") {
    const u = under(target);
    if (
      u.k === "pointer" ||
      u.k === "slice" ||
      u.k === "map" ||
      u.k === "func" ||
      u.k === "interface" ||
      u.k === "chan" ||
      isUntyped(target)
    ) {
      e.ty = target;
      return true;
    }
    c.error(e.pos, `cannot use nil as ${c.ts(target)} value in ${context}`);
    return false;
  }
  if (isUntyped(target)) return true;
  if (isInterface(target)) {
    const iu = under(target);
    if (iu.k === "interface" && ifaceMethods(iu).length > 0) {
      const d = defaultType(t);
      c.error(
        e.pos,
        `cannot use ${describe(c, e)} as ${c.ts(target)} value in ${context}: ${c.ts(d)} does not implement ${c.ts(target)} ${missingMethod(d, iu) ?? ""}`.trim(),
      );
      return false;
    }
    const d = defaultType(t);
    if (e.cv) {
      const r = represent(e.cv, d);
      if ("value" in r) e.cv = r.value;
    }
    setType(e, d);
    return true;
  }
  if (!assignable(t, target)) {
    c.error(e.pos, `cannot use ${describe(c, e)} as ${c.ts(target)} value in ${context}`);
    return false;
  }
  const sh = !e.cv && nonConstShift(e);
  if (sh && !isInteger(target)) {
    c.error(sh.x.pos, `invalid operation: shifted operand ${c.es(sh.x)} (type ${c.ts(target)}) must be integer`);
    return false;
  }
  if (e.cv) {
    const r = represent(e.cv, target);
    if ("error" in r) {
      if (r.error === "truncated")
        c.error(e.pos, `cannot use ${describe(c, e)} as ${c.ts(target)} value in ${context} (truncated)`);
      else if (r.error === "overflows")
        c.error(e.pos, `cannot use ${describe(c, e)} as ${c.ts(target)} value in ${context} (overflows)`);
      else c.error(e.pos, `cannot use ${describe(c, e)} as ${c.ts(target)} value in ${context}`);
      return false;
    }
    e.cv = r.value;
  }
  setType(e, target);
  return true;
}

/** assignTo checks that e can be assigned to a location of type target. */
export function assignTo(c: Checker, e: A.Expr, target: Type, context: string): boolean {
  if (e.mode === "novalue") {
    c.error(e.pos, `${c.es(e)} (no value) used as value`);
    return false;
  }
  if (e.mode === "type") {
    c.error(e.pos, `${c.es(e)} (type) is not an expression`);
    return false;
  }
  if (e.mode === "builtin") {
    c.error(e.pos, `${c.es(e)} (built-in) must be called`);
    return false;
  }
  const t = e.ty ?? T.invalid;
  if (t === T.invalid || target === T.invalid) return false;
  if (t.k === "tuple") {
    c.error(e.pos, `multiple-value ${c.es(e)} (value of type ${c.ts(t)}) in single-value context`);
    return false;
  }
  if (isUntyped(t)) return convertUntyped(c, e, target, context);
  if (isGenericFunc(t) && !isGenericFunc(target)) {
    if (!instantiateFromTarget(c, e, t, target)) return false;
    return assignTo(c, e, target, context);
  }
  if (!assignable(t, target)) {
    const tu = under(target);
    let why = "";
    if (tu.k === "interface") {
      const m = missingMethod(t, tu);
      if (m) why = `: ${c.ts(t)} does not implement ${c.ts(target)} ${m}`;
    }
    c.error(e.pos, `cannot use ${describe(c, e)} as ${c.ts(target)} value in ${context}${why}`);
    return false;
  }
  return true;
}

/** useValue checks that e is a single value and defaults an untyped one (for := and interface{} contexts). */
export function singleValue(c: Checker, e: A.Expr): boolean {
  if (e.mode === "novalue") {
    c.error(e.pos, `${c.es(e)} (no value) used as value`);
    e.ty = T.invalid;
    return false;
  }
  if (e.mode === "type") {
    c.error(e.pos, `${c.es(e)} (type) is not an expression`);
    e.ty = T.invalid;
    return false;
  }
  if (e.mode === "builtin") {
    c.error(e.pos, `${c.es(e)} (built-in) must be called`);
    e.ty = T.invalid;
    return false;
  }
  if (e.mode === "pkg") {
    c.error(e.pos, `use of package ${c.es(e)} without selector`);
    e.ty = T.invalid;
    return false;
  }
  if (e.ty?.k === "tuple") {
    c.error(e.pos, `multiple-value ${c.es(e)} (value of type ${c.ts(e.ty)}) in single-value context`);
    e.ty = T.invalid;
    return false;
  }
  return true;
}
