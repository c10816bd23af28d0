// Generic knows how generic Go functions (allowed in shims) see their type arguments at run time: a
// call passes the type arguments (Type[]) first, the function keeps them in a frame slot, and the few
// operations whose representation depends on a type parameter (boxing into an interface, &v and *p,
// zero values) resolve the type from that slot when they run.
import { hasTypeParam, substType, type Type } from "../check/types";
import type { Ctx, Frame } from "./context";

/** runtimeType compiles the lookup of t's instantiated type in the current generic call, or null when t
 * needs none (no type parameter, or not inside a generic function's own frame). Results are cached per
 * type-argument list. */
export function runtimeType(c: Ctx, t: Type): ((f: Frame) => Type) | null {
  const slot = c.fn?.targsSlot;
  if (slot === undefined || !hasTypeParam(t)) return null;
  const cache = new WeakMap<readonly Type[], Type>();
  return (f) => {
    const targs = f[slot] as readonly Type[];
    let r = cache.get(targs);
    if (r === undefined) {
      r = substType(t, targs);
      cache.set(targs, r);
    }
    return r;
  };
}

/** perType compiles, for code inside a generic function whose behaviour depends on a type parameter
 * (arithmetic, ==, conversions, maps), a lookup of the closure made for the call's actual types: `make` runs
 * once per distinct instantiated type. It returns null when t needs no lookup. */
export function perType<F>(c: Ctx, t: Type, make: (t: Type) => F): ((f: Frame) => F) | null {
  const rt = runtimeType(c, t);
  if (!rt) return null;
  const cache = new Map<Type, F>();
  return (f) => {
    const ct = rt(f);
    let r = cache.get(ct);
    if (r === undefined) {
      r = make(ct);
      cache.set(ct, r);
    }
    return r;
  };
}
