// GoSyntax is fmt's %#v: a value printed as Go source would write it (main.P{Name:"x", N:0},
// []string{"a"}, map[string]int{"a":1}, (*int)(nil), interface {}(nil)), with type names as reflect
// spells them ("interface {}", "struct { A int; B int }"). A GoString method, when the type has one, wins.
import type { GoValue } from "../../../eval/values";
import type { Iface, Slice, GoMap } from "../../../eval/values";
import { under, isString, isInteger, isFloat, isUnsigned, fullTypeString, type Type } from "../../../check/types";
import { fieldKeys } from "../../../eval/typeops";
import { hasMethod, methodFor } from "../../../eval/methods";
import { GoPanic } from "../../../eval/runtime";

/** Helpers is what goSyntax borrows from format.ts (quoting, floats, map key order). */
export interface GoSyntaxHelpers {
  quote(s: string): string;
  float(x: number): string;
  compareKeys(t: Type, a: GoValue, b: GoValue): number;
}

/** reflectTypeString names a type as reflect.Type.String does. */
export function reflectTypeString(t: Type): string {
  switch (t.k) {
    case "pointer":
      return "*" + reflectTypeString(t.elem);
    case "slice":
      return "[]" + reflectTypeString(t.elem);
    case "array":
      return `[${t.len}]` + reflectTypeString(t.elem);
    case "map":
      return `map[${reflectTypeString(t.key)}]${reflectTypeString(t.elem)}`;
    case "struct":
      return t.fields.length === 0
        ? "struct {}"
        : "struct { " +
            t.fields.map((f) => (f.embedded ? "" : f.name + " ") + reflectTypeString(f.type)).join("; ") +
            " }";
    case "interface":
      return fullTypeString(t).replace(/^interface\{/, "interface {");
    default:
      return fullTypeString(t);
  }
}

/** goSyntax formats v of type t for %#v. */
export function goSyntax(t: Type, v: GoValue, depth: number, h: GoSyntaxHelpers): string {
  const u = under(t);
  const name = reflectTypeString(t);
  if (u.k === "interface") {
    if (v === null) return `${name}(nil)`;
    const iv = v as Iface;
    return goSyntax(iv.t, iv.v, depth + 1, h);
  }
  const gs = hasMethod(t, "GoString") ? methodFor(t, "GoString") : undefined;
  if (gs) {
    try {
      return gs(v) as string;
    } catch (e) {
      if (u.k === "pointer" && v === null && e instanceof GoPanic) return "<nil>";
      throw e;
    }
  }
  const sub = (et: Type, x: GoValue) => goSyntax(et, x, depth + 1, h);
  switch (u.k) {
    case "basic":
      if (isString(u)) return h.quote(v as string);
      if (isInteger(u)) return isUnsigned(u) ? "0x" + (v as number | bigint).toString(16) : String(v);
      if (isFloat(u)) return h.float(v as number);
      return String(v);
    case "pointer": {
      if (v === null) return `(${name})(nil)`;
      const eu = under(u.elem);
      if (depth === 0 && (eu.k === "struct" || eu.k === "slice" || eu.k === "array" || eu.k === "map"))
        return "&" + sub(u.elem, eu.k === "struct" || eu.k === "array" ? v : (v as { v: GoValue }).v);
      return `(${name})(0xc000010000)`;
    }
    case "struct": {
      const keys = fieldKeys(u);
      return `${name}{` + u.fields.map((f, i) => `${f.name}:${sub(f.type, v[keys[i]!])}`).join(", ") + "}";
    }
    case "slice":
    case "array": {
      // fmt writes a []byte argument's own type as "[]byte"; reached through reflect (a field) it is "[]uint8".
      const eu = under(u.elem);
      const own = depth === 0 && t.k === "slice" && eu.k === "basic" && eu.kind === "uint8" ? "[]byte" : name;
      if (u.k === "slice" && v === null) return `${own}(nil)`;
      const items =
        u.k === "slice"
          ? (v as Slice).a.slice((v as Slice).off, (v as Slice).off + (v as Slice).len)
          : (v as GoValue[]);
      return `${own}{` + items.map((x) => sub(u.elem, x)).join(", ") + "}";
    }
    case "map": {
      if (v === null) return `${name}(nil)`;
      const entries = (v as GoMap).entries();
      entries.sort((a, b) => h.compareKeys(u.key, a[0], b[0]));
      return `${name}{` + entries.map(([k, x]) => sub(u.key, k) + ":" + sub(u.elem, x)).join(", ") + "}";
    }
    case "func":
    case "chan":
      return v === null ? `(${name})(nil)` : `(${name})(0xc000010000)`;
    default:
      return "?";
  }
}
