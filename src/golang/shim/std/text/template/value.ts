// Value is what a template works on, as reflect.Value is in Go: a Go value with its type, or
// nothing (an invalid value: nil data, a missing map key). Interface-typed values are looked
// through to their dynamic value; a nil interface keeps its interface type. `addr` marks a value
// reached through a pointer or a slice element (Go's addressable values), whose pointer methods a
// template may call.
import type { GoValue } from "../../../../eval/values";
import { Iface } from "../../../../eval/values";
import { under, type Type } from "../../../../check/types";

export interface Val {
  t: Type;
  v: GoValue;
  addr?: boolean;
}

/** valOf makes a Value of static type t (an interface's dynamic value when it holds one). */
export function valOf(t: Type, v: GoValue, addr = false): Val {
  if (under(t).k === "interface") {
    const i = v as Iface | null;
    return i === null ? { t, v: null } : { t: i.t, v: i.v };
  }
  return { t, v, addr };
}

/** fromAny makes a Value of an `any` argument (nil is the invalid value, as reflect.ValueOf(nil)). */
export function fromAny(i: Iface | null): Val | null {
  return i === null ? null : { t: i.t, v: i.v };
}

/** toAny turns a Value back into a Go `any` (the invalid value and nil interfaces give nil). */
export function toAny(x: Val | null): Iface | null {
  if (x === null) return null;
  if (under(x.t).k === "interface") return x.v as Iface | null;
  return new Iface(x.t, x.v);
}

/** isNil reports whether a pointer, map, slice, func, chan or interface value is nil. */
export function isNil(x: Val): boolean {
  const k = under(x.t).k;
  return (
    (k === "pointer" || k === "map" || k === "slice" || k === "func" || k === "chan" || k === "interface") &&
    x.v === null
  );
}

/** deref follows one non-nil pointer. */
export function deref(x: Val): Val {
  const u = under(x.t);
  if (u.k !== "pointer") return x;
  const eu = under(u.elem);
  return valOf(u.elem, eu.k === "struct" || eu.k === "array" ? x.v : (x.v as { v: GoValue }).v, true);
}

/** indirect follows pointers until a nil one or a non-pointer (Go's indirect in exec.go). */
export function indirect(x: Val): [Val, boolean] {
  for (;;) {
    if (under(x.t).k !== "pointer") return [x, false];
    if (x.v === null) return [x, true];
    x = deref(x);
  }
}
