// Fieldcode compiles the field walks of selectors (x.a.b reads, x.a.b = v stores) to straight-line JS,
// one function per site made with new Function. Each site's property accesses then name their fields as
// constants, so V8 keeps an inline cache per site (monomorphic: a site sees one struct type), where
// closures sharing one body with a captured key (`o[k]`) meet every struct type of the program at one
// megamorphic keyed access. Field keys are Go identifiers (blank fields `_$i`), quoted with JSON.stringify.
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import type { Ev, Frame } from "./context";
import { nilPanic } from "./cexpr";

/** A walk's base: a frame slot (a plain local) or the closure evaluating the base expression. */
export type WalkBase = number | Ev;

/** walkCode is the JS statements walking from `o` (the base) through keys, with a nil check (a panic at
 * e) before step i where checks[i]. */
function walkCode(keys: readonly string[], checks: readonly boolean[]): string {
  let code = "";
  keys.forEach((k, i) => {
    if (checks[i]) code += "if (o === null) nil();\n";
    code += `o = o[${JSON.stringify(k)}];\n`;
  });
  return code;
}

function baseCode(base: WalkBase): string {
  return typeof base === "number" ? `let o = f[${base}];\n` : "let o = base(f);\n";
}

/** readPath compiles the read of base.keys[0].keys[1]…; checks[i] asks for a nil check before step i. */
export function readPath(base: WalkBase, keys: readonly string[], checks: readonly boolean[], e: { pos: A.Pos }): Ev {
  const body = `${baseCode(base)}${walkCode(keys, checks)}return o;`;
  return new Function("base", "nil", `return function fieldRead(f) {\n${body}\n};`)(
    typeof base === "number" ? null : base,
    () => nilPanic(e),
  ) as Ev;
}

/** writePath compiles the store of v to base.path….key: the walk through path (nil checks before step i
 * where checks[i]), a nil check of the struct holding the field, then the store, or with inPlace (a
 * struct or array field) the copy of v into the field's value. */
export function writePath(
  base: WalkBase,
  path: readonly string[],
  checks: readonly boolean[],
  key: string,
  e: { pos: A.Pos },
  inPlace: ((dst: GoValue, src: GoValue) => void) | null,
): (f: Frame, v: GoValue) => void {
  const field = `o[${JSON.stringify(key)}]`;
  const store = inPlace ? `inPlace(${field}, v);` : `${field} = v;`;
  const body = `${baseCode(base)}${walkCode(path, checks)}if (o === null) nil();\n${store}`;
  return new Function("base", "nil", "inPlace", `return function fieldWrite(f, v) {\n${body}\n};`)(
    typeof base === "number" ? null : base,
    () => nilPanic(e),
    inPlace,
  ) as (f: Frame, v: GoValue) => void;
}
