// Range checks for-range statements: what can be ranged over and the key and value variables.
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import { Scope } from "./scope";
import { T, under, underCore, isUntyped, isInteger, isString, isBoolean, type Type } from "./types";
import { checkValue } from "./expr";
import { convertUntyped, describe } from "./operand";
import { assignable } from "./lookup";
import { type Ctx, declareLocal, block } from "./stmt";
import { assignable_, lhsExpr } from "./assignments";

/** rangeFuncYield gives the yield parameters of a range-over-func iterator (Go 1.23): a func with one
 * parameter, itself a func(K[, V]) bool, and no results; for any other func, why not, as go/types says. */
export function rangeFuncYield(u: Type): Type[] | string {
  const bad = (why: string) => "func must be func(yield func(...) bool): " + why;
  if (u.k !== "func") return bad("argument is not func");
  if (u.params.length !== 1) return bad("wrong argument count");
  if (u.results.length !== 0) return bad("wrong result count");
  const y = under(u.params[0]!);
  if (y.k !== "func") return bad("argument is not func");
  if (y.params.length > 2) return bad("yield func has too many parameters");
  if (y.results.length !== 1 || y.results[0] !== T.bool)
    return bad(
      y.results.length === 1 && isBoolean(y.results[0]!)
        ? "yield func returns user-defined boolean, not bool"
        : "yield func does not return bool",
    );
  return y.params;
}

/** rangeStmt checks for-range over integers, strings, slices, arrays, pointers to arrays, maps,
 * channels and iterator functions. */
export function rangeStmt(c: Checker, s: A.RangeStmt, ctx: Ctx): void {
  const save = c.scope;
  c.scope = new Scope(save);
  try {
    let kt: Type = T.invalid,
      vt: Type | null = null;
    if (checkValue(c, s.x)) {
      const xt = s.x.ty!;
      let u = underCore(xt);
      if (u.k === "typeparam") {
        // Ranging over a type parameter needs a core type (go/types' rangeKeyVal: "no core type").
        c.error(s.x.pos, `cannot range over ${describe(c, s.x)}: no core type`);
      }
      if (u.k === "pointer" && under(u.elem).k === "array") u = under(u.elem);
      if (u.k === "typeparam") {
        // reported above
      } else if (isString(u)) {
        kt = T.int;
        vt = T.int32;
        if (isUntyped(xt)) convertUntyped(c, s.x, T.string, "range");
      } else if (u.k === "slice" || u.k === "array") {
        kt = T.int;
        vt = u.elem;
      } else if (u.k === "map") {
        kt = u.key;
        vt = u.elem;
      } else if (isInteger(u)) {
        if (isUntyped(xt)) convertUntyped(c, s.x, T.int, "range");
        kt = s.x.ty!;
        vt = null;
        if (s.value) c.error(s.value.pos, `range over ${describe(c, s.x)} permits only one iteration variable`);
      } else if (u.k === "chan") {
        if (c.fn) c.fn.hasChanOp = true;
        kt = u.elem;
        vt = null;
        if (u.dir === "send")
          c.error(s.x.pos, `cannot range over ${describe(c, s.x)} (receive from send-only channel)`);
        if (s.value) c.error(s.value.pos, `range over ${describe(c, s.x)} permits only one iteration variable`);
      } else if (u.k === "func") {
        const ys = rangeFuncYield(u);
        if (typeof ys === "string") c.error(s.x.pos, `cannot range over ${describe(c, s.x)}: ${ys}`);
        else {
          kt = ys[0] ?? T.invalid;
          vt = ys[1] ?? null;
          const extra = ys.length === 0 ? s.key : ys.length === 1 ? s.value : undefined;
          if (extra)
            c.error(
              extra.pos,
              `range over ${describe(c, s.x)} permits ${ys.length === 0 ? "no iteration variables" : "only one iteration variable"}`,
            );
        }
      } else c.error(s.x.pos, `cannot range over ${describe(c, s.x)}`);
    }
    const vars: [A.Expr | undefined, Type | null][] = [
      [s.key, kt],
      [s.value, vt],
    ];
    if (s.tok === ":=") {
      for (const [e, t] of vars) {
        if (!e) continue;
        if (e.kind !== "Ident") {
          c.error(e.pos, `non-name ${c.es(e)} on left side of :=`);
          continue;
        }
        declareLocal(c, e, t ?? T.invalid);
      }
    } else if (s.tok === "=") {
      for (const [e, t] of vars) {
        if (!e) continue;
        lhsExpr(c, e);
        if (!assignable_(c, e) || !t || t === T.invalid) continue;
        if (e.kind === "Ident" && e.name === "_") continue;
        if (e.ty && e.ty !== T.invalid && !assignable(t, e.ty))
          c.error(e.pos, `cannot use ${c.es(e)} (value of type ${c.ts(t)}) as ${c.ts(e.ty)} value in range`);
      }
    }
    block(c, s.body.list, { ...ctx, breakOk: true, continueOk: true });
  } finally {
    c.scope = save;
  }
}
