// Literal checks composite literals (with elided element types) and function literals.
import type * as A from "../syntax/ast";
import { newFuncInfo, type Checker } from "./checker";
import { T, under, newArray, type Type } from "./types";
import { resolveType, funcType } from "./typexpr";
import { checkExpr, checkIndex } from "./expr";
import { assignTo } from "./operand";
import { didYouMean } from "./suggest";
import { checkFuncBody } from "./stmt";
import { constString } from "./constant";

/** checkCompositeLit checks T{...}; without a type the hint (element type of the outer literal) is used. */
export function checkCompositeLit(c: Checker, e: A.CompositeLit, hint?: Type): void {
  let t: Type;
  e.mode = "value";
  if (e.type) {
    if (e.type.kind === "ArrayType" && e.type.len === "...") {
      const elt = resolveType(c, e.type.elt, c.scope);
      let n = 0,
        max = 0;
      for (const el of e.elts) {
        if (el.kind === "KeyValueExpr") {
          checkExpr(c, el.key);
          if (el.key.cv?.k === "int") n = Number(el.key.cv.v);
        }
        n++;
        max = Math.max(max, n);
      }
      t = newArray(elt, max);
      e.type.ty = t;
      e.type.mode = "type";
    } else t = resolveType(c, e.type, c.scope);
  } else if (hint) {
    t = hint;
    const hu = under(hint);
    if (hu.k === "pointer") {
      t = hu.elem;
      (e as A.CompositeLit & { implicitAddr?: boolean }).implicitAddr = true;
    }
  } else {
    c.error(e.pos, "invalid composite literal type: missing type");
    e.ty = T.invalid;
    for (const el of e.elts) checkExpr(c, el.kind === "KeyValueExpr" ? el.value : el);
    return;
  }
  e.ty = t;
  const u = under(t);
  const elem = (x: A.Expr, et: Type, ctx: string) => {
    checkExpr(c, x, et);
    if (x.ty !== T.invalid) assignTo(c, x, et, ctx);
  };
  switch (u.k) {
    case "struct": {
      if (e.elts.length === 0) break;
      const keyed = e.elts[0]!.kind === "KeyValueExpr";
      if (keyed) {
        const seen = new Set<string>();
        for (const el of e.elts) {
          if (el.kind !== "KeyValueExpr") {
            c.error(el.pos, "mixture of field:value and value elements in struct literal");
            checkExpr(c, el);
            continue;
          }
          if (el.key.kind !== "Ident") {
            c.error(el.key.pos, `invalid field name ${c.es(el.key)} in struct literal`);
            checkExpr(c, el.value);
            continue;
          }
          const name = el.key.name;
          const i = u.fields.findIndex((f) => f.name === name);
          if (i < 0) {
            c.error(
              el.key.pos,
              `unknown field ${name} in struct literal of type ${c.ts(t)}${didYouMean(
                name,
                u.fields.map((f) => f.name),
              )}`,
            );
            checkExpr(c, el.value);
            continue;
          }
          if (seen.has(name)) c.error(el.key.pos, `duplicate field name ${name} in struct literal`);
          seen.add(name);
          const f = u.fields[i]!;
          if (!f.exported && t.k === "named" && t.pkg !== c.pkg.path)
            c.error(el.key.pos, `cannot refer to unexported field ${name} in struct literal of type ${c.ts(t)}`);
          el.key.ty = f.type;
          (el.key as A.Ident & { fieldIndex?: number }).fieldIndex = i;
          elem(el.value, f.type, "struct literal");
        }
      } else {
        e.elts.forEach((el, i) => {
          if (el.kind === "KeyValueExpr") {
            c.error(el.pos, "mixture of field:value and value elements in struct literal");
            checkExpr(c, el.value);
            return;
          }
          const f = u.fields[i];
          if (!f) {
            if (i === u.fields.length) c.error(el.pos, `too many values in struct literal of type ${c.ts(t)}`);
            checkExpr(c, el);
            return;
          }
          elem(el, f.type, "struct literal");
        });
        if (e.elts.length < u.fields.length)
          c.error(e.elts[e.elts.length - 1]!.pos, `too few values in struct literal of type ${c.ts(t)}`);
      }
      break;
    }
    case "array":
    case "slice": {
      let i = 0;
      const seen = new Set<number>();
      for (const el of e.elts) {
        let v = el;
        if (el.kind === "KeyValueExpr") {
          checkIndex(c, el.key, u.k === "array" ? u.len : -1, "index");
          if (el.key.cv?.k === "int") i = Number(el.key.cv.v);
          else c.error(el.key.pos, `index ${c.es(el.key)} must be integer constant`);
          v = el.value;
        }
        if (u.k === "array" && i >= u.len) c.error(v.pos, `index ${i} out of bounds [0:${u.len}]`);
        if (seen.has(i)) c.error(el.pos, `duplicate index ${i} in array or slice literal`);
        seen.add(i);
        elem(v, u.elem, "slice literal");
        i++;
      }
      break;
    }
    case "map": {
      const seen = new Set<string>();
      for (const el of e.elts) {
        if (el.kind !== "KeyValueExpr") {
          c.error(el.pos, "missing key in map literal");
          checkExpr(c, el);
          continue;
        }
        elem(el.key, u.key, "map literal");
        if (el.key.cv) {
          const k = constString(el.key.cv);
          if (seen.has(k)) c.error(el.key.pos, `duplicate key ${k} in map literal`);
          seen.add(k);
        }
        elem(el.value, u.elem, "map literal");
      }
      break;
    }
    default:
      if (t !== T.invalid) c.error(e.pos, `invalid composite literal type ${c.ts(t)}`);
      e.ty = T.invalid;
      for (const el of e.elts) checkExpr(c, el.kind === "KeyValueExpr" ? el.value : el);
      return;
  }
  if ((e as A.CompositeLit & { implicitAddr?: boolean }).implicitAddr) e.ty = hint!;
}

/** checkFuncLit checks a closure: a new function context whose free variables become captures. */
export function checkFuncLit(c: Checker, e: A.FuncLit): void {
  const sig = funcType(c, e.type, c.scope);
  const fn = newFuncInfo(c.fn, "func" + (c.fn ? c.fn.name : ""));
  checkFuncBody(c, fn, e.type, sig, e.body, c.scope);
  e.fn = fn;
  e.ty = sig;
  e.mode = "value";
}
