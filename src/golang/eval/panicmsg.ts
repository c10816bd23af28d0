// Panicmsg renders a panic value as Go's runtime prints it after "panic: ".
import { under, fullTypeString, isString } from "../check/types";
import type { Iface } from "./values";
import { methodFor } from "./methods";
import { utf8Decode } from "../syntax/literals";

/** panicMessage formats a panic value: errors by Error(), Stringers by String(), basic values as themselves. */
export function panicMessage(v: Iface | null): string {
  if (v === null) return "nil";
  const err = methodFor(v.t, "Error");
  if (err) {
    try {
      return utf8Decode(String(err(v.v)));
    } catch {
      return fullTypeString(v.t);
    }
  }
  const str = methodFor(v.t, "String");
  if (str) {
    try {
      return utf8Decode(String(str(v.v)));
    } catch {
      return fullTypeString(v.t);
    }
  }
  const u = under(v.t);
  if (u.k === "basic") {
    const s = isString(u) ? utf8Decode(v.v) : String(v.v);
    if (v.t.k === "named") return `${fullTypeString(v.t)}(${isString(u) ? JSON.stringify(s) : s})`;
    if (u.kind === "float64" || u.kind === "float32")
      return (v.v as number).toExponential(6).replace(/e([+-])(\d)$/, "e$10$2");
    return s;
  }
  return `(${fullTypeString(v.t)}) ${"{...}"}`;
}
