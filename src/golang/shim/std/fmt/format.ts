// Fmtformat implements fmt's verbs over Go values, directed by their types: %v %+v %#v(partial) %s %d %q %x
// %X %o %b %c %U %f %e %g %t %T %p %w, widths, precision and the flags - + # 0 space.
import type { GoValue } from "../../../eval/values";
import { under, isString, isInteger, isFloat, isUnsigned, fullTypeString, type Type } from "../../../check/types";
import { Iface, type Slice, type GoMap } from "../../../eval/values";
import { fieldKeys } from "../../../eval/typeops";
import { hasMethod, methodFor } from "../../../eval/methods";
import { GoPanic } from "../../../eval/runtime";
import { goSyntax, type GoSyntaxHelpers } from "./gosyntax";
import { encodeRune, decodeRune, utf8Encode } from "../../../syntax/literals";

interface Spec {
  plusV?: boolean;
  minus: boolean;
  plus: boolean;
  sharp: boolean;
  zero: boolean;
  space: boolean;
  width: number | null;
  prec: number | null;
  verb: string;
}

/** sprintf formats like fmt.Sprintf; values are interface values (Iface or null). Returns a Go byte string. */
export function sprintf(format: string, args: (Iface | null)[]): string {
  let out = "";
  let argi = 0;
  const n = format.length;
  for (let i = 0; i < n;) {
    const ch = format[i]!;
    if (ch !== "%") {
      const j = format.indexOf("%", i);
      const end = j < 0 ? n : j;
      out += format.slice(i, end);
      i = end;
      continue;
    }
    i++;
    if (i >= n) {
      out += "%!(NOVERB)";
      break;
    }
    const sp: Spec = {
      minus: false,
      plus: false,
      sharp: false,
      zero: false,
      space: false,
      width: null,
      prec: null,
      verb: "",
    };
    for (; i < n; i++) {
      const c = format[i];
      if (c === "-") sp.minus = true;
      else if (c === "+") sp.plus = true;
      else if (c === "#") sp.sharp = true;
      else if (c === "0") sp.zero = !sp.minus;
      else if (c === " ") sp.space = true;
      else break;
    }
    if (format[i] === "*") {
      const a = args[argi++];
      sp.width = a ? Number(a.v) : 0;
      if (sp.width < 0) {
        sp.minus = true;
        sp.width = -sp.width;
      }
      i++;
    } else {
      let w = "";
      while (i < n && /[0-9]/.test(format[i]!)) w += format[i++];
      if (w) sp.width = Number(w);
    }
    if (format[i] === ".") {
      i++;
      if (format[i] === "*") {
        const a = args[argi++];
        sp.prec = a ? Number(a.v) : 0;
        i++;
      } else {
        let p = "";
        while (i < n && /[0-9]/.test(format[i]!)) p += format[i++];
        sp.prec = p ? Number(p) : 0;
      }
    }
    if (i >= n) {
      out += "%!(NOVERB)";
      break;
    }
    // Verbs are runes; the format string is a byte string.
    const [r, w] = decodeRune(format, i);
    i += w;
    sp.verb = String.fromCodePoint(r);
    if (sp.verb === "%") {
      out += "%";
      continue;
    }
    if (argi >= args.length) {
      out += `%!${sp.verb}(MISSING)`;
      continue;
    }
    out += formatArg(args[argi++]!, sp);
  }
  if (argi < args.length) {
    out +=
      "%!(EXTRA " +
      args
        .slice(argi)
        .map((a) => (a === null ? "<nil>" : fullTypeString(a.t) + "=" + formatArg(a, defSpec("v"))))
        .join(", ") +
      ")";
  }
  return out;
}

function defSpec(verb: string): Spec {
  return { minus: false, plus: false, sharp: false, zero: false, space: false, width: null, prec: null, verb };
}

/** sprint formats like fmt.Sprint (spaces between operands when neither is a string). */
export function sprint(args: (Iface | null)[]): string {
  let out = "";
  args.forEach((a, i) => {
    const isStr = a !== null && under(a.t).k === "basic" && isString(a.t);
    const prevStr = i > 0 && args[i - 1] !== null && isString(args[i - 1]!.t);
    if (i > 0 && !isStr && !prevStr) out += " ";
    out += formatArg(a, defSpec("v"));
  });
  return out;
}

/** sprintln formats like fmt.Sprintln (always spaces, then a newline). */
export function sprintln(args: (Iface | null)[]): string {
  return args.map((a) => formatArg(a, defSpec("v"))).join(" ") + "\n";
}

function pad(s: string, sp: Spec, numeric = false): string {
  if (sp.width === null) return s;
  const len = runeCount(s);
  if (len >= sp.width) return s;
  const fill = sp.width - len;
  if (sp.minus) return s + " ".repeat(fill);
  if (sp.zero && numeric) {
    const sign = /^[+\- ]/.test(s) ? s[0]! : "";
    return sign + "0".repeat(fill) + s.slice(sign.length);
  }
  return " ".repeat(fill) + s;
}

function runeCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; n++) i += decodeRune(s, i)[1];
  return n;
}

function badVerb(a: Iface | null, sp: Spec): string {
  if (a === null) return `%!${sp.verb}(<nil>)`;
  return `%!${sp.verb}(${fullTypeString(a.t)}=${formatValue(a.t, a.v, defSpec("v"), 0)})`;
}

/** formatArg formats one operand (an interface value) for a verb. */
export function formatArg(a: Iface | null, sp: Spec): string {
  if ((sp.verb === "v" || sp.verb === "w") && sp.plus) sp = { ...sp, plus: false, plusV: true };
  if (sp.verb === "T") return pad(a === null ? "<nil>" : fullTypeString(a.t), sp);
  if (a === null) {
    return sp.verb === "v" || sp.verb === "s" || sp.verb === "w" ? pad("<nil>", sp) : badVerb(null, sp);
  }
  if (sp.verb === "p") return pad("0xc000010000", sp);
  return formatValue(a.t, a.v, sp, 0);
}

/** handleMethods applies Error() or String() for %v %s %q %x %X (and %w), as fmt does. */
function viaMethods(t: Type, v: GoValue, sp: Spec): string | null {
  if (!"vsqxXw".includes(sp.verb) || (sp.verb === "v" && sp.sharp)) return null;
  const u = under(t);
  // Only the methods of t's method set count: a String on *T does not apply to a T value.
  const name = hasMethod(t, "Error") ? "Error" : hasMethod(t, "String") ? "String" : null;
  const m = name && methodFor(t, name);
  if (!m) return null;
  let s: string;
  try {
    s = m(v) as string;
  } catch (e) {
    // A nil pointer receiver: Go calls the method anyway (time.Location's String handles nil); when it panics
    // (a value receiver, or a nil dereference), fmt prints <nil> (fmt's catchPanic).
    if (u.k === "pointer" && v === null && e instanceof GoPanic) return "<nil>";
    throw e;
  }
  return formatString(s, sp);
}

function formatString(s: string, sp: Spec): string {
  switch (sp.verb) {
    case "v":
    case "s":
    case "w":
      return pad(sp.prec !== null ? truncRunes(s, sp.prec) : s, sp);
    case "q":
      return pad(sp.sharp && !s.includes("`") ? "`" + s + "`" : quote(s), sp);
    case "x":
    case "X": {
      let h = "";
      for (let i = 0; i < s.length; i++) {
        if (sp.space && i > 0) h += " ";
        h += s.charCodeAt(i).toString(16).padStart(2, "0");
      }
      return pad(sp.verb === "X" ? h.toUpperCase() : h, sp);
    }
  }
  return "";
}

function truncRunes(s: string, n: number): string {
  let i = 0;
  for (let k = 0; k < n && i < s.length; k++) i += decodeRune(s, i)[1];
  return s.slice(0, i);
}

/** quote renders a Go-quoted string (strconv.Quote) of a byte string. */
export function quote(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length;) {
    const [r, w] = decodeRune(s, i);
    if (r === 0xfffd && w === 1) {
      out += "\\x" + s.charCodeAt(i).toString(16).padStart(2, "0");
      i++;
      continue;
    }
    i += w;
    out += quoteRune(r, '"');
  }
  return out + '"';
}

function quoteRune(r: number, q: string): string {
  switch (r) {
    case 7:
      return "\\a";
    case 8:
      return "\\b";
    case 12:
      return "\\f";
    case 10:
      return "\\n";
    case 13:
      return "\\r";
    case 9:
      return "\\t";
    case 11:
      return "\\v";
    case 92:
      return "\\\\";
  }
  if (String.fromCodePoint(r) === q) return "\\" + q;
  if (r < 0x20 || r === 0x7f) return "\\x" + r.toString(16).padStart(2, "0");
  if (r < 0x80) return String.fromCharCode(r);
  if (r > 0xffff && !/\p{L}|\p{N}|\p{P}|\p{S}/u.test(String.fromCodePoint(r)))
    return "\\U" + r.toString(16).padStart(8, "0");
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/u.test(String.fromCodePoint(r)) || (r === 0xfffd && false))
    return "\\u" + r.toString(16).padStart(4, "0");
  return encodeRune(r);
}

/** quoteRuneLit renders 'x' for %q on integers. */
function quoteRuneLit(r: number): string {
  if (r < 0 || r > 0x10ffff) r = 0xfffd;
  return "'" + quoteRune(r, "'") + "'";
}

/** formatFloat renders a float for a verb with an optional precision, as strconv.FormatFloat does. */
export function formatFloat(x: number, verb: string, prec: number | null): string {
  if (Number.isNaN(x)) return "NaN";
  if (!Number.isFinite(x)) return x > 0 ? "+Inf" : "-Inf";
  switch (verb) {
    case "f":
    case "F":
      return fixed(x, prec ?? 6);
    case "e":
    case "E": {
      const s = expo(x, prec ?? 6);
      return verb === "E" ? s.toUpperCase() : s;
    }
    case "g":
    case "G":
    case "v": {
      if (prec === null) {
        // Shortest representation; %e when the exponent is < -4 or >= 21 (for %v) / shortest digits rule.
        if (x === 0) return Object.is(x, -0) ? "-0" : "0";
        const [digits, exp] = shortest(x);
        if (exp < -4 || exp >= 21 || (exp >= 6 && true)) {
          if (exp >= -4 && exp < 6) return (x < 0 ? "-" : "") + plainDigits(digits, exp);
          const m = digits.length > 1 ? digits[0] + "." + digits.slice(1) : digits;
          return (x < 0 ? "-" : "") + m + "e" + (exp < 0 ? "-" : "+") + String(Math.abs(exp)).padStart(2, "0");
        }
        return (x < 0 ? "-" : "") + plainDigits(digits, exp);
      }
      const p = prec === 0 ? 1 : prec;
      const e = Number(x.toExponential(p - 1).split("e")[1]);
      if (e < -4 || e >= p) {
        let s = expo(x, p - 1);
        s = s.replace(/\.?0+e/, "e");
        return s;
      }
      let s = x.toFixed(Math.max(0, p - 1 - e));
      if (s.includes(".")) s = s.replace(/\.?0+$/, "");
      return s;
    }
  }
  return String(x);
}

function shortest(x: number): [string, number] {
  const s = Math.abs(x).toExponential();
  const [m, e] = s.split("e");
  return [m!.replace(".", ""), Number(e)];
}
function plainDigits(digits: string, exp: number): string {
  if (exp < 0) return "0." + "0".repeat(-exp - 1) + digits;
  if (digits.length <= exp + 1) return digits + "0".repeat(exp + 1 - digits.length);
  return digits.slice(0, exp + 1) + "." + digits.slice(exp + 1);
}
function fixed(x: number, prec: number): string {
  if (Math.abs(x) < 1e21) {
    // Go rounds an exact tie to even (2.5 → "2"); JS's toFixed rounds it up.
    const scale = Math.pow(10, prec);
    const y = x * scale;
    if (prec <= 15 && Math.abs(y) < 1e15 && Math.abs(y % 1) === 0.5 && y / scale === x) {
      const down = Math.trunc(y);
      const even = down % 2 === 0 ? down : down + Math.sign(y);
      return (even / scale).toFixed(prec);
    }
    return x.toFixed(prec);
  }
  const [d, e] = shortest(x);
  return (x < 0 ? "-" : "") + plainDigits(d, e) + (prec > 0 ? "." + "0".repeat(prec) : "");
}
function expo(x: number, prec: number): string {
  const s = x.toExponential(prec);
  return s.replace(/e([+-])(\d)$/, "e$10$2");
}

/** IntegerFormatter recognises a type whose fmt.Formatter prints it as an integer (math/big's *Int):
 * it returns the value as a bigint, null for a nil pointer, or undefined when t is not its type. */
export type IntegerFormatter = (t: Type, v: GoValue) => bigint | null | undefined;
const integerFormatters: IntegerFormatter[] = [];

/** registerIntegerFormatter makes the verbs b, o, O, d, x, X, s and v print a type as an integer, with
 * flags, width and precision, as its Format method does in Go. */
export function registerIntegerFormatter(f: IntegerFormatter): void {
  integerFormatters.push(f);
}

function viaIntegerFormatter(t: Type, v: GoValue, sp: Spec): string | null {
  if (!"bdoOxXsv".includes(sp.verb) || (sp.verb === "v" && sp.sharp)) return null;
  for (const f of integerFormatters) {
    const b = f(t, v);
    if (b === undefined) continue;
    if (b === null) return pad("<nil>", sp);
    const verb = sp.verb === "s" || sp.verb === "v" ? "d" : sp.verb;
    return formatInt(t, b, { ...sp, verb, plus: sp.plus || !!sp.plusV });
  }
  return null;
}

/** formatValue formats a value of static type t (depth > 0 inside composites). */
export function formatValue(t: Type, v: GoValue, sp: Spec, depth: number): string {
  const u = under(t);
  if (u.k === "interface") {
    if (v === null) return pad("<nil>", sp);
    const iv = v as Iface;
    return formatValue(iv.t, iv.v, sp, depth + 1);
  }
  if (sp.verb === "v" && sp.sharp) return pad(goSyntax(t, v, depth, GO_SYNTAX), sp);
  const f = integerFormatters.length ? viaIntegerFormatter(t, v, sp) : null;
  if (f !== null) return f;
  const m = viaMethods(t, v, sp);
  if (m !== null) return m;
  const verb = sp.verb;
  switch (u.k) {
    case "basic": {
      if (u.kind === "bool") return verb === "v" || verb === "t" ? pad(String(v), sp) : badVerb(new Iface(t, v), sp);
      if (isString(u)) {
        if ("vsqxXw".includes(verb)) return formatString(v, sp);
        return badVerb(new Iface(t, v), sp);
      }
      if (isInteger(u)) return formatInt(t, v, sp);
      if (isFloat(u)) {
        if (!"vfFeEgG".includes(verb)) return badVerb(new Iface(t, v), sp);
        let s = formatFloat(v, verb === "v" ? "v" : verb, sp.prec);
        if (verb === "v" && sp.prec === null) s = formatFloat(v, "g", null);
        if (sp.plus && v >= 0) s = "+" + s;
        else if (sp.space && v >= 0) s = " " + s;
        return pad(s, sp, true);
      }
      return pad(String(v), sp);
    }
    case "pointer": {
      if (v === null) return verb === "v" || verb === "s" ? pad("<nil>", sp) : pad("0x0", sp);
      const eu = under(u.elem);
      if (
        depth === 0 &&
        (eu.k === "struct" || eu.k === "slice" || eu.k === "array" || eu.k === "map") &&
        (verb === "v" || verb === "s" || verb === "d" || verb === "w")
      ) {
        const inner = eu.k === "struct" ? v : eu.k === "array" ? v : v.v;
        return "&" + formatValue(u.elem, inner, sp, depth + 1);
      }
      return pad("0xc000010000", sp);
    }
    case "struct": {
      const keys = fieldKeys(u);
      const parts = u.fields.map((f, i) => {
        const fsp = { ...sp, width: null };
        const val =
          f.exported || !methodFor(f.type, "String")
            ? formatValue(f.type, v[keys[i]!], fsp, depth + 1)
            : formatValueNoMethods(f.type, v[keys[i]!], fsp, depth + 1);
        return sp.plusV || sp.sharp ? `${f.name}:${val}` : val;
      });
      return pad("{" + parts.join(sp.sharp ? ", " : " ") + "}", sp);
    }
    case "slice":
    case "array": {
      const items =
        u.k === "slice"
          ? v === null
            ? []
            : (v as Slice).a.slice((v as Slice).off, (v as Slice).off + (v as Slice).len)
          : (v as GoValue[]);
      const eu = under(u.elem);
      if ((verb === "s" || verb === "q" || verb === "x" || verb === "X") && eu.k === "basic" && eu.kind === "uint8") {
        return formatString(String.fromCharCode(...items), sp);
      }
      const esp = { ...sp, width: null };
      return pad("[" + items.map((x) => formatValue(u.elem, x, esp, depth + 1)).join(" ") + "]", sp);
    }
    case "map": {
      if (v === null) return pad("map[]", sp);
      const entries = (v as GoMap).entries();
      entries.sort((a, b) => compareKeys(u.key, a[0], b[0]));
      const esp = { ...sp, width: null };
      return pad(
        "map[" +
          entries
            .map(([k, x]) => formatValue(u.key, k, esp, depth + 1) + ":" + formatValue(u.elem, x, esp, depth + 1))
            .join(" ") +
          "]",
        sp,
      );
    }
    case "func":
      return v === null ? pad("<nil>", sp) : pad("0x47b2c0", sp);
    default:
      return pad("?", sp);
  }
}

const GO_SYNTAX: GoSyntaxHelpers = { quote, float: (x) => formatFloat(x, "g", null), compareKeys };

function formatValueNoMethods(t: Type, v: GoValue, sp: Spec, depth: number): string {
  const u = under(t);
  if (u.k === "basic" && isInteger(u)) return formatInt(t, v, sp);
  if (u.k === "basic" && isString(u)) return formatString(v, sp);
  return formatValue(u, v, sp, depth);
}

function compareKeys(t: Type, a: GoValue, b: GoValue): number {
  const u = under(t);
  if (u.k === "basic") return a < b ? -1 : a > b ? 1 : 0;
  if (u.k === "interface") {
    const ai = a as Iface | null,
      bi = b as Iface | null;
    if (ai === null || bi === null) return ai === bi ? 0 : ai === null ? -1 : 1;
    if (ai.t !== bi.t) return ai.t.id - bi.t.id;
    return compareKeys(ai.t, ai.v, bi.v);
  }
  if (u.k === "struct") {
    const keys = fieldKeys(u);
    for (let i = 0; i < keys.length; i++) {
      const c = compareKeys(u.fields[i]!.type, a[keys[i]!], b[keys[i]!]);
      if (c) return c;
    }
    return 0;
  }
  return 0;
}

function formatInt(t: Type, v: number | bigint, sp: Spec): string {
  const verb = sp.verb;
  let s: string;
  const neg = v < 0;
  const abs = neg ? -v : v;
  switch (verb) {
    case "v":
    case "d":
      s = String(abs);
      break;
    case "b":
      s = abs.toString(2);
      break;
    case "o":
    case "O":
      s = abs.toString(8);
      if (verb === "O") s = "0o" + s;
      else if (sp.sharp) s = "0" + s;
      break;
    case "x":
      s = abs.toString(16);
      if (sp.sharp) s = "0x" + s;
      break;
    case "X":
      s = abs.toString(16).toUpperCase();
      if (sp.sharp) s = "0X" + s;
      break;
    case "c":
      return pad(encodeRune(Number(v)), sp);
    case "q":
      return pad(quoteRuneLit(Number(v)), sp);
    case "U": {
      const h = "U+" + v.toString(16).toUpperCase().padStart(4, "0");
      return pad(sp.sharp ? h + " '" + encodeRune(Number(v)) + "'" : h, sp);
    }
    case "e":
    case "f":
    case "g":
    case "s":
    case "t":
    case "w":
    default:
      return badVerb(new Iface(t, v), sp);
  }
  if (sp.prec !== null) s = s.padStart(sp.prec, "0");
  if (neg) s = "-" + s;
  else if (sp.plus) s = "+" + s;
  else if (sp.space) s = " " + s;
  void isUnsigned;
  return pad(s, sp, sp.prec === null);
}

export { utf8Encode };
