// Unify binds a generic function's type parameters by matching a parameterised type against a concrete
// one, structurally (go/types' unifier, inexact mode): a call's argument types (call.ts) or, for a generic
// function used as a value, the function type its context expects (reverseinfer.ts).
import { under, defaultType, type Type, type TypeParam } from "./types";

/** unifier returns unify(p, a), which records in `bound` each of `tps` that p's position gives a type in
 * a; the first binding of a parameter wins, and `onBind` hears of it. */
export function unifier(
  tps: readonly TypeParam[],
  bound: Map<TypeParam, Type>,
  onBind?: (tp: TypeParam) => void,
): (p: Type, a: Type) => void {
  const unify = (p: Type, a: Type): void => {
    if (p.k === "typeparam") {
      if (!bound.has(p) && tps.includes(p)) {
        bound.set(p, defaultType(a));
        onBind?.(p);
      }
      return;
    }
    if (p.k === "named" && a.k === "named") {
      const po = p.orig ?? p,
        ao = a.orig ?? a;
      if (po === ao && po.typeParams) {
        const pa = p.targs ?? po.typeParams,
          aa = a.targs ?? ao.typeParams!;
        pa.forEach((x, i) => unify(x, aa[i]!));
      }
      return;
    }
    // Inexact unification: a generic defined type (handler.TypedMapFunc[object, request]) against a
    // type literal (a func literal's type) unifies through its underlying type, as go/types' unifier does.
    if (p.k === "named" && a.k !== "named") {
      if (p.targs) unify(under(p), a);
      return;
    }
    const au = a.k === "named" && p.k !== "named" ? under(a) : a;
    if (p.k === "pointer" && au.k === "pointer") unify(p.elem, au.elem);
    else if ((p.k === "slice" || p.k === "array") && (au.k === "slice" || au.k === "array")) unify(p.elem, au.elem);
    else if (p.k === "chan" && au.k === "chan") unify(p.elem, au.elem);
    else if (p.k === "map" && au.k === "map") {
      unify(p.key, au.key);
      unify(p.elem, au.elem);
    } else if (p.k === "func" && au.k === "func") {
      // An iterator (func(yield func(E) bool)) or a callback: unify parameter and result types.
      p.params.forEach((x, i) => au.params[i] && unify(x, au.params[i]));
      p.results.forEach((x, i) => au.results[i] && unify(x, au.results[i]));
    }
  };
  return unify;
}
