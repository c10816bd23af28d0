// Constant gives a template's number, character, string and bool constants their Go values: as
// arguments they take the parameter's type (an int parameter needs an integer constant), and
// elsewhere they are Go's ideal constants (int, float64, or rune for a character).
import type { GoValue } from "../../../../eval/values";
import { Iface } from "../../../../eval/values";
import { under, isInteger, isUnsigned, isFloat, T, type Type } from "../../../../check/types";
import { parseIntLit } from "../../../../syntax/literals";
import { charValue } from "./unquote";
import { argString, type Arg } from "./parse";
import type { Val } from "./value";

/** NumberInfo is a number constant read every way it can be (Go's parse.NumberNode). */
interface NumberInfo {
  isInt: boolean;
  isUint: boolean;
  isFloat: boolean;
  int: number;
  float: number;
  char: boolean;
}

const MAX_INT = 2n ** 63n - 1n;

/** number reads a number or character constant; the message of a malformed one otherwise. */
export function number(text: string): NumberInfo | string {
  if (text.startsWith("'")) {
    const r = charValue(text);
    if (r === null) return `malformed character constant: ${text}`;
    return { isInt: true, isUint: true, isFloat: true, int: r, float: r, char: true };
  }
  if (text.endsWith("i")) return `complex constants are not supported: ${text}`;
  const out: NumberInfo = { isInt: false, isUint: false, isFloat: false, int: 0, float: 0, char: false };
  const neg = text.startsWith("-");
  const body = text.replace(/^[+-]/, "");
  const big = /^(0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO]?[0-7_]*|[1-9][0-9_]*)$/.test(body) ? parseIntLit(body) : null;
  if (big !== null) {
    const v = neg ? -big : big;
    if (v <= MAX_INT && v >= -MAX_INT - 1n) {
      out.isInt = true;
      out.int = Number(v);
    }
    if (!neg && v < 2n ** 64n) out.isUint = true;
    if (!out.isInt && !out.isUint) return `integer overflow: ${JSON.stringify(text)}`;
    out.isFloat = true;
    out.float = Number(v);
    return out;
  }
  const f = Number(body.replace(/_/g, ""));
  if (Number.isNaN(f) || !/[.eEpP]/.test(body)) return `illegal number syntax: ${JSON.stringify(text)}`;
  out.isFloat = true;
  out.float = neg ? -f : f;
  if (Number.isInteger(out.float) && Math.abs(out.float) < 2 ** 63) {
    out.isInt = true;
    out.int = out.float;
    out.isUint = out.float >= 0;
  }
  return out;
}

/** constant is a number's ideal value: rune for a character, float64 when written as one, else int. */
export function constant(text: string, fail: (m: string) => never): Val {
  const n = number(text);
  if (typeof n === "string") return fail(n);
  if (n.char) return { t: T.int32, v: n.int };
  if (n.isFloat && !/^[+-]?0[xX]/.test(text) && /[.eEpP]/.test(text)) return { t: T.float64, v: n.float };
  if (n.isInt) return { t: T.int, v: n.int };
  return fail(`${text} overflows int`);
}

/** convertConst gives a constant operand the type t of the parameter it is passed to. */
export function convertConst(a: Arg, t: Type, fail: (m: string) => never): GoValue {
  const u = under(t);
  const found = argString(a);
  if (u.k === "interface") {
    if (u.explicit.length > 0 || u.embeds.length > 0)
      return fail(`can't handle ${found} for arg of type ${typeName(t)}`);
    if (a.k === "bool") return new Iface(T.bool, a.v);
    if (a.k === "string") return new Iface(T.string, a.v);
    if (a.k === "number") {
      const c = constant(a.text, fail);
      return new Iface(c.t, c.v);
    }
  }
  if (u.k === "basic") {
    if (u.kind === "bool") return a.k === "bool" ? a.v : fail(`expected bool; found ${found}`);
    if (u.kind === "string") return a.k === "string" ? a.v : fail(`expected string; found ${found}`);
    const n = a.k === "number" ? number(a.text) : null;
    if (typeof n === "string") return fail(n);
    if (isUnsigned(t)) return n?.isUint ? n.int : fail(`expected unsigned integer; found ${found}`);
    if (isInteger(t)) return n?.isInt ? n.int : fail(`expected integer; found ${found}`);
    if (isFloat(t)) return n?.isFloat ? n.float : fail(`expected float; found ${found}`);
  }
  return fail(`can't handle ${found} for arg of type ${typeName(t)}`);
}

function typeName(t: Type): string {
  return t.k === "named" ? `${t.pkgName}.${t.name}` : String((t as { name?: string }).name ?? t.k);
}
