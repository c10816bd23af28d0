// Reverse inference (Go 1.21): a generic function used as a value, without type arguments, takes them
// from the function type its context expects — `apply(cmp.Compare, 1, 2)` with
// `apply(f func(int, int) int, …)`, or `var less func(a, b string) int = cmp.Compare`. go/types infers
// them by unifying the generic signature with the target's (infer.go, reverse type inference).
import type * as A from "../syntax/ast";
import type { Checker } from "./checker";
import { under, newSignature, substType, type Signature, type Type, type TypeParam } from "./types";
import { satisfies } from "./typexpr";
import { unifier } from "./unify";

/** isGenericFunc reports whether t is a generic function's uninstantiated signature. */
export function isGenericFunc(t: Type): t is Signature {
  return t.k === "func" && !!(t as Signature).typeParams?.length;
}

/** instantiateFromTarget gives e (a generic function value) the type arguments target's function type
 * implies, sets e's type to the instance and records them in e.inferred; false (with an error at e, as
 * go reports it) when target is no function type or a type parameter stays unbound or unsatisfied. */
export function instantiateFromTarget(c: Checker, e: A.Expr, sig: Signature, target: Type): boolean {
  const tu = under(target);
  const tps = sig.typeParams!;
  const bound = new Map<TypeParam, Type>();
  if (tu.k === "func") unifier(tps, bound)(newSignature(sig.params, sig.results, sig.variadic), tu);
  const free = tps.find((tp) => !bound.has(tp));
  if (free) {
    c.error(e.pos, `cannot use generic function ${c.es(e)} without instantiation`);
    return false;
  }
  const targs = tps.map((tp) => bound.get(tp)!);
  for (let i = 0; i < tps.length; i++) {
    const why = satisfies(c, targs[i]!, tps[i]!, targs);
    if (why) {
      c.error(e.pos, why);
      return false;
    }
  }
  e.ty = substType(newSignature(sig.params, sig.results, sig.variadic), targs);
  e.inferred = targs;
  return true;
}

/** uninstantiated reports a generic function value with no function type to infer from (`f := cmp.Compare`)
 * as go does; true when e is one. */
export function uninstantiated(c: Checker, e: A.Expr): boolean {
  if (!e.ty || !isGenericFunc(e.ty)) return false;
  c.error(e.pos, `cannot use generic function ${c.es(e)} without instantiation`);
  return true;
}
