// Return checks return statements against the function's results and decides which statement lists
// terminate, for "missing return" (go/types return.go).
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import { T, isUntyped } from "./types";
import { checkExpr } from "./expr";
import { assignTo, singleValue } from "./operand";
import { assignable } from "./lookup";

/** returnStmt checks the count and types of returned values against the function's results. */
export function returnStmt(c: Checker, s: A.ReturnStmt): void {
  const sig = c.sig!;
  const want = sig.results;
  if (s.results.length === 0) {
    if (want.length > 0 && !sig.resultNames)
      c.error(s.pos, `not enough return values\n\thave ()\n\twant (${want.map((t) => c.ts(t)).join(", ")})`);
    if (sig.resultNames) {
      // A naked return must not be shadowed.
      for (const r of c.fn!.namedResults ?? []) {
        const vis = c.scope.lookup(r.name);
        if (r.name !== "_" && vis !== r)
          c.error(s.pos, `result parameter ${r.name} not in scope at return\n\tinner declaration of ${r.name}`);
      }
    }
    return;
  }
  if (s.results.length === 1 && want.length > 1) {
    const r = s.results[0]!;
    checkExpr(c, r);
    if (r.ty === T.invalid) return;
    if (r.ty?.k === "tuple") {
      if (r.ty.types.length !== want.length)
        c.error(
          r.pos,
          `${r.ty.types.length < want.length ? "not enough" : "too many"} return values\n\thave (${r.ty.types.map((t) => c.ts(t)).join(", ")})\n\twant (${want.map((t) => c.ts(t)).join(", ")})`,
        );
      else
        r.ty.types.forEach((t, i) => {
          if (!assignable(t, want[i]!))
            c.error(
              r.pos,
              `cannot use ${c.es(r)} value of type ${c.ts(t)} as ${c.ts(want[i]!)} value in return statement`,
            );
        });
      return;
    }
    c.error(
      r.pos,
      `not enough return values\n\thave (${c.ts(r.ty ?? T.invalid)})\n\twant (${want.map((t) => c.ts(t)).join(", ")})`,
    );
    return;
  }
  s.results.forEach((r, i) => checkExpr(c, r, want[i]));
  if (s.results.length !== want.length) {
    const have = s.results.map((r) => (r.ty && isUntyped(r.ty) ? "number" : c.ts(r.ty ?? T.invalid))).join(", ");
    if (want.length === 0) c.error(s.results[0]!.pos, `too many return values\n\thave (${have})\n\twant ()`);
    else
      c.error(
        s.results[Math.min(want.length, s.results.length - 1)]!.pos,
        `${s.results.length < want.length ? "not enough" : "too many"} return values\n\thave (${have})\n\twant (${want.map((t) => c.ts(t)).join(", ")})`,
      );
    return;
  }
  s.results.forEach((r, i) => {
    if (r.ty !== T.invalid && singleValue(c, r)) assignTo(c, r, want[i]!, "return statement");
  });
}

/** isTerminatingList reports whether a statement list ends in a terminating statement (Go spec). */
export function isTerminatingList(list: A.Stmt[]): boolean {
  let i = list.length - 1;
  while (i >= 0 && list[i]!.kind === "EmptyStmt") i--;
  return i >= 0 && isTerminating(list[i]!);
}

/** isTerminating reports whether statement s terminates (Go spec, Terminating statements). */
export function isTerminating(s: A.Stmt, label?: string): boolean {
  switch (s.kind) {
    case "ReturnStmt":
      return true;
    case "BranchStmt":
      return s.tok === "goto" || s.tok === "fallthrough";
    case "ExprStmt": {
      let x = s.x;
      while (x.kind === "ParenExpr") x = x.x;
      return x.kind === "CallExpr" && x.call === "builtin" && x.fun.kind === "Ident" && x.fun.name === "panic";
    }
    case "BlockStmt":
      return isTerminatingList(s.list);
    case "IfStmt":
      return !!s.else && isTerminatingList(s.body.list) && isTerminating(s.else);
    case "LabeledStmt":
      return isTerminating(s.stmt, s.label.name);
    case "ForStmt":
      return !s.cond && !hasBreak(s.body.list, label ?? s.label, true);
    case "RangeStmt":
      return false;
    case "SwitchStmt":
    case "TypeSwitchStmt":
      return (
        s.body.some((cl) => !cl.list) &&
        s.body.every((cl) => {
          if (hasBreak(cl.body, label ?? s.label, true)) return false;
          const last = cl.body[cl.body.length - 1];
          return !!last && (isTerminatingList(cl.body) || (last.kind === "BranchStmt" && last.tok === "fallthrough"));
        })
      );
    case "SelectStmt":
      return true;
    default:
      return false;
  }
}

/** hasBreak reports whether list contains a break that targets the enclosing statement. */
export function hasBreak(list: A.Stmt[], label: string | undefined, top: boolean): boolean {
  const visit = (s: A.Stmt, nested: boolean): boolean => {
    switch (s.kind) {
      case "BranchStmt":
        return s.tok === "break" && ((!s.label && !nested) || (!!s.label && s.label.name === label));
      case "BlockStmt":
        return s.list.some((x) => visit(x, nested));
      case "IfStmt":
        return s.body.list.some((x) => visit(x, nested)) || (!!s.else && visit(s.else, nested));
      case "LabeledStmt":
        return visit(s.stmt, nested);
      case "ForStmt":
      case "RangeStmt":
        return s.body.list.some((x) => visit(x, true));
      case "SwitchStmt":
      case "TypeSwitchStmt":
        return s.body.some((cl) => cl.body.some((x) => visit(x, true)));
      case "CaseClause":
        return s.body.some((x) => visit(x, nested));
      default:
        return false;
    }
  };
  void top;
  return list.some((s) => visit(s, false));
}
