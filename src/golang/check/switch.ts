// Switch checks expression and type switches: duplicate defaults, case types, fallthrough placement.
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import { Scope, type GoObject } from "./scope";
import { T, under, isUntyped, isBoolean, defaultType, identical, comparable, type Type } from "./types";
import { resolveType } from "./typexpr";
import { checkExpr, checkValue } from "./expr";
import { convertUntyped, describe, singleValue } from "./operand";
import { missingMethod, assignable } from "./lookup";
import { constString } from "./constant";
import { type Ctx, collectLabels, stmtList, block, stmt } from "./stmt";

/** checkFallthrough reports fallthrough outside the end of a non-final expression-switch case. */
export function checkFallthrough(c: Checker, clauses: A.CaseClause[], typeSwitch: boolean): void {
  clauses.forEach((cl, i) => {
    cl.body.forEach((st, j) => {
      if (st.kind !== "BranchStmt" || st.tok !== "fallthrough") return;
      if (typeSwitch) c.error(st.pos, "cannot fallthrough in type switch");
      else if (j !== cl.body.length - 1) c.error(st.pos, "fallthrough statement out of place");
      else if (i === clauses.length - 1) c.error(st.pos, "cannot fallthrough final case in switch");
    });
  });
}

/** switchStmt checks an expression switch: case values against the tag, one default. */
export function switchStmt(c: Checker, s: A.SwitchStmt, ctx: Ctx): void {
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
      if (!cl.list) {
        if (++defaults > 1) c.error(cl.pos, "multiple defaults in switch");
      } else
        for (const e of cl.list) {
          checkExpr(c, e, tagT);
          if (e.ty === T.invalid || !singleValue(c, e)) continue;
          if (!s.tag) {
            if (!isBoolean(e.ty!))
              c.error(e.pos, `invalid case ${c.es(e)} in switch (mismatched types ${c.ts(e.ty!)} and bool)`);
            else if (isUntyped(e.ty!)) convertUntyped(c, e, T.bool, "switch case");
            continue;
          }
          if (tagT === T.invalid) continue;
          if (isUntyped(e.ty!)) {
            if (!assignable(e.ty!, tagT)) {
              c.error(
                e.pos,
                `invalid case ${c.es(e)} in switch on ${c.es(s.tag)} (mismatched types ${c.ts(e.ty!)} and ${c.ts(tagT)})`,
              );
              continue;
            }
            convertUntyped(c, e, tagT, "switch case");
          } else if (!assignable(e.ty!, tagT) && !assignable(tagT, e.ty!)) {
            c.error(
              e.pos,
              `invalid case ${c.es(e)} in switch on ${c.es(s.tag)} (mismatched types ${c.ts(e.ty!)} and ${c.ts(tagT)})`,
            );
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
  } finally {
    c.scope = save;
  }
}

/** typeSwitch checks a type switch: case types implementable by the operand, the bound variable per case. */
export function typeSwitch(c: Checker, s: A.TypeSwitchStmt, ctx: Ctx): void {
  const save = c.scope;
  c.scope = new Scope(save);
  try {
    if (s.init) stmt(c, s.init, ctx);
    if (!checkValue(c, s.x)) {
      for (const cl of s.body) block(c, cl.body, { ...ctx, breakOk: true });
      return;
    }
    const xt = s.x.ty!;
    const xu = under(xt);
    if (xu.k !== "interface") {
      c.error(s.x.pos, `${c.es(s.x)} (${describe(c, s.x).replace(/^.*\((.*)\)$/, "$1")}) is not an interface`);
      return;
    }
    const bindObjs: GoObject[] = [];
    let defaults = 0;
    for (const cl of s.body) {
      const types: (Type | null)[] = [];
      if (!cl.list) {
        if (++defaults > 1) c.error(cl.pos, "multiple defaults in switch");
      } else
        for (const e of cl.list) {
          if (e.kind === "Ident" && e.name === "nil" && c.scope.lookup("nil")?.kind === "nil") {
            e.ty = T.untypedNil;
            e.mode = "value";
            types.push(null);
            continue;
          }
          const t = resolveType(c, e, c.scope);
          types.push(t);
          if (t !== T.invalid && under(t).k !== "interface") {
            const m = missingMethod(t, xu);
            if (m)
              c.error(
                e.pos,
                `impossible type switch case: ${c.es(s.x)} (${describe(c, s.x).replace(/^.*\((.*)\)$/, "$1")}) cannot have dynamic type ${c.ts(t)} ${m}`,
              );
          }
        }
      const inner = new Scope(c.scope);
      const saveInner = c.scope;
      c.scope = inner;
      try {
        if (s.bind && s.bind.name !== "_") {
          const t = types.length === 1 && types[0] ? types[0] : xt;
          const o: GoObject = {
            kind: "var",
            name: s.bind.name,
            type: t,
            pkg: c.pkg.path,
            pos: s.bind.pos,
            owner: c.fn!,
            index: c.fn!.nslots++,
            used: false,
          };
          inner.insert(o);
          cl.implicit = o;
          bindObjs.push(o);
        }
        collectLabels(c, cl.body, ctx);
        stmtList(c, cl.body, { ...ctx, breakOk: true });
      } finally {
        c.scope = saveInner;
      }
    }
    checkFallthrough(c, s.body, true);
    if (s.bind && s.bind.name !== "_" && bindObjs.length > 0 && !bindObjs.some((o) => o.used))
      c.error(s.bind.pos, `declared and not used: ${s.bind.name}`);
    if (s.bind && s.body.length === 0) c.error(s.bind.pos, `declared and not used: ${s.bind.name}`);
  } finally {
    c.scope = save;
  }
  void identical;
}
