// Literals knows how to read Go number, rune and string literals. Strings become byte strings:
// a JS string whose every char code is one byte (0–255) of the UTF-8 encoding, as Go stores them.

/** utf8Encode turns a JS (UTF-16) string into a Go byte string. */
export function utf8Encode(s: string): string {
  // eslint-disable-next-line no-control-regex -- any byte outside ASCII: \x00 is the range's intended start
  if (!/[^\x00-\x7f]/.test(s)) return s;
  let out = "";
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    out += encodeRune(c);
  }
  return out;
}

/** encodeRune returns the UTF-8 byte string of one code point (invalid ones become U+FFFD). */
export function encodeRune(c: number): string {
  if (c < 0 || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) c = 0xfffd;
  if (c < 0x80) return String.fromCharCode(c);
  if (c < 0x800) return String.fromCharCode(0xc0 | (c >> 6), 0x80 | (c & 63));
  if (c < 0x10000) return String.fromCharCode(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  return String.fromCharCode(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
}

/** decodeRune reads one rune at byte offset i of a byte string: [rune, width]. Invalid bytes give [0xFFFD, 1]. */
export function decodeRune(s: string, i: number): [number, number] {
  const b0 = s.charCodeAt(i);
  if (b0 < 0x80) return [b0, 1];
  const n = s.length;
  const cont = (k: number) => (i + k < n ? s.charCodeAt(i + k) : -1);
  if (b0 >= 0xc2 && b0 <= 0xdf) {
    const b1 = cont(1);
    if ((b1 & 0xc0) === 0x80 && b1 >= 0) return [((b0 & 31) << 6) | (b1 & 63), 2];
  } else if (b0 >= 0xe0 && b0 <= 0xef) {
    const b1 = cont(1),
      b2 = cont(2);
    if (b1 >= 0 && b2 >= 0 && (b1 & 0xc0) === 0x80 && (b2 & 0xc0) === 0x80) {
      const r = ((b0 & 15) << 12) | ((b1 & 63) << 6) | (b2 & 63);
      if (r >= 0x800 && !(r >= 0xd800 && r <= 0xdfff)) return [r, 3];
    }
  } else if (b0 >= 0xf0 && b0 <= 0xf4) {
    const b1 = cont(1),
      b2 = cont(2),
      b3 = cont(3);
    if (b1 >= 0 && b2 >= 0 && b3 >= 0 && (b1 & 0xc0) === 0x80 && (b2 & 0xc0) === 0x80 && (b3 & 0xc0) === 0x80) {
      const r = ((b0 & 7) << 18) | ((b1 & 63) << 12) | ((b2 & 63) << 6) | (b3 & 63);
      if (r >= 0x10000 && r <= 0x10ffff) return [r, 4];
    }
  }
  return [0xfffd, 1];
}

/** utf8Decode turns a Go byte string back into a JS string (invalid bytes become U+FFFD). */
export function utf8Decode(s: string): string {
  // eslint-disable-next-line no-control-regex -- any byte outside ASCII: \x00 is the range's intended start
  if (!/[^\x00-\x7f]/.test(s)) return s;
  let out = "";
  for (let i = 0; i < s.length;) {
    const [r, w] = decodeRune(s, i);
    out += String.fromCodePoint(r);
    i += w;
  }
  return out;
}

/** parseIntLit reads an integer literal (decimal, 0x, 0o, 0b, legacy octal, underscores). */
export function parseIntLit(text: string): bigint | null {
  const t = text.replace(/_/g, "");
  try {
    if (/^0[0-7]+$/.test(t)) return BigInt("0o" + t.slice(1));
    if (/^0[oO]/.test(t)) return BigInt("0o" + t.slice(2));
    return BigInt(t);
  } catch {
    return null;
  }
}

/** parseFloatLit reads a floating-point literal. */
export function parseFloatLit(text: string): number {
  const t = text.replace(/_/g, "");
  if (/^0[xX]/.test(t)) {
    const m = /^0[xX]([0-9a-fA-F]*)\.?([0-9a-fA-F]*)[pP]([+-]?\d+)$/.exec(t);
    if (!m) return NaN;
    const mant = parseInt((m[1] || "0") + (m[2] || ""), 16);
    return mant * Math.pow(2, Number(m[3]) - 4 * (m[2] ?? "").length);
  }
  return Number(t);
}

/** unquote reads a string or rune literal body with Go escapes; returns a byte string or an error message. */
export function unquote(lit: string): { value: string } | { error: string } {
  if (lit.startsWith("`")) {
    if (lit.length < 2 || !lit.endsWith("`")) return { error: "raw string literal not terminated" };
    return { value: utf8Encode(lit.slice(1, -1).replace(/\r/g, "")) };
  }
  const q = lit[0]!;
  if (lit.length < 2 || lit[lit.length - 1] !== q)
    return { error: q === '"' ? "string literal not terminated" : "rune literal not terminated" };
  const body = lit.slice(1, -1);
  let out = "";
  for (let i = 0; i < body.length;) {
    const ch = body[i]!;
    if (ch !== "\\") {
      const cp = body.codePointAt(i)!;
      out += encodeRune(cp);
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const e = body[i + 1];
    i += 2;
    switch (e) {
      case "n":
        out += "\n";
        break;
      case "t":
        out += "\t";
        break;
      case "r":
        out += "\r";
        break;
      case "a":
        out += "\x07";
        break;
      case "b":
        out += "\b";
        break;
      case "f":
        out += "\f";
        break;
      case "v":
        out += "\v";
        break;
      case "\\":
        out += "\\";
        break;
      case "'":
        if (q !== "'") return { error: "unknown escape sequence" };
        out += "'";
        break;
      case '"':
        if (q !== '"') return { error: "unknown escape sequence" };
        out += '"';
        break;
      case "x": {
        const h = body.slice(i, i + 2);
        if (!/^[0-9a-fA-F]{2}$/.test(h)) return { error: "invalid escape sequence" };
        out += String.fromCharCode(parseInt(h, 16));
        i += 2;
        break;
      }
      case "u":
      case "U": {
        const n = e === "u" ? 4 : 8;
        const h = body.slice(i, i + n);
        if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(h)) return { error: "invalid escape sequence" };
        const cp = parseInt(h, 16);
        if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
          return { error: "escape sequence is invalid Unicode code point" };
        out += encodeRune(cp);
        i += n;
        break;
      }
      default: {
        if (e !== undefined && /[0-7]/.test(e)) {
          const o = body.slice(i - 1, i + 2);
          if (!/^[0-7]{3}$/.test(o)) return { error: "invalid escape sequence" };
          const v = parseInt(o, 8);
          if (v > 255) return { error: "octal escape value > 255" };
          out += String.fromCharCode(v);
          i += 2;
          break;
        }
        return { error: "unknown escape sequence" };
      }
    }
  }
  return { value: out };
}

/** runeValue reads a rune literal ('a', '\n', '世') as its code point. */
export function runeValue(lit: string): { value: number } | { error: string } {
  const u = unquote(lit);
  if ("error" in u) return u;
  const s = u.value;
  if (s.length === 0) return { error: "empty rune literal or unescaped ' in rune literal" };
  // A single \xNN or octal escape is a byte value, not UTF-8.
  if (/^'\\[x0-7]/.test(lit))
    return s.length === 1 ? { value: s.charCodeAt(0) } : { error: "more than one character in rune literal" };
  const [r, w] = decodeRune(s, 0);
  if (w !== s.length) return { error: "more than one character in rune literal" };
  return { value: r };
}
