// Text rewrites JSON text (Go byte strings) as encoding/json does: Compact (spaces out, optional HTML
// escapes), Indent, HTMLEscape, and the quoting of a Go string as a JSON string.
import { validUtf8At, checkValid, type SyntaxFailure } from "./scan";

const HEXD = "0123456789abcdef";
const u4 = (n: number) => "\\u" + n.toString(16).padStart(4, "0");

/** htmlEscapeText replaces <, >, & and U+2028/U+2029 with \u escapes (json.HTMLEscape). */
export function htmlEscapeText(s: string): string {
  return s
    .replace(/[<>&]/g, (c) => "\\u00" + HEXD[c.charCodeAt(0) >> 4]! + HEXD[c.charCodeAt(0) & 15]!)
    .replace(/\xe2\x80([\xa8\xa9])/g, (_, c: string) => (c === "\xa8" ? "\\u2028" : "\\u2029"));
}

/** eachToken walks valid JSON text, telling whether each byte is inside a string literal. */
function walk(s: string, f: (c: string, inString: boolean) => void): void {
  let inStr = false,
    esc = false;
  for (const c of s) {
    if (inStr) {
      f(c, true);
      if (esc) esc = false;
      else if (c === "\\") esc = true;
      else if (c === '"') inStr = false;
      continue;
    }
    if (c === '"') inStr = true;
    f(c, c === '"');
  }
}

/** compactText removes insignificant spaces from valid JSON (null result: the syntax error). */
export function compactText(s: string, escapeHTML: boolean): { text: string } | SyntaxFailure {
  const err = checkValid(s);
  if (err) return err;
  let out = "";
  walk(s, (c, inStr) => {
    if (!inStr && (c === " " || c === "\t" || c === "\n" || c === "\r")) return;
    out += c;
  });
  return { text: escapeHTML ? htmlEscapeText(out) : out };
}

/** indentText indents valid JSON as json.Indent does (leading spaces dropped, trailing kept). */
export function indentText(s: string, prefix: string, indent: string): { text: string } | SyntaxFailure {
  const err = checkValid(s);
  if (err) return err;
  const trail = /[ \t\n\r]*$/.exec(s)![0];
  const body = s.slice(0, s.length - trail.length);
  let out = "",
    depth = 0,
    need = false;
  const newline = () => {
    out += "\n" + prefix + indent.repeat(depth);
  };
  walk(body, (c, inStr) => {
    if (!inStr && (c === " " || c === "\t" || c === "\n" || c === "\r")) return;
    if (need && c !== "]" && c !== "}") {
      need = false;
      depth++;
      newline();
    }
    if (inStr) {
      out += c;
      return;
    }
    switch (c) {
      case "{":
      case "[":
        need = true;
        out += c;
        return;
      case ",":
        out += c;
        newline();
        return;
      case ":":
        out += ": ";
        return;
      case "}":
      case "]":
        if (need) need = false;
        else {
          depth--;
          newline();
        }
        out += c;
        return;
      default:
        out += c;
    }
  });
  return { text: out + trail };
}

/** quoteString writes a Go string (bytes) as a JSON string the way Go 1.19's encoder does: invalid UTF-8
 * becomes \ufffd, control characters other than \n \r \t become \u00XX, and with escapeHTML <, >, & too. */
export function quoteString(s: string, escapeHTML: boolean): string {
  let out = '"';
  for (let i = 0; i < s.length;) {
    const c = s[i]!;
    const n = c.charCodeAt(0);
    if (n < 0x80) {
      if (c === '"' || c === "\\") out += "\\" + c;
      else if (c === "\n") out += "\\n";
      else if (c === "\r") out += "\\r";
      else if (c === "\t") out += "\\t";
      else if (n < 0x20 || (escapeHTML && (c === "<" || c === ">" || c === "&"))) out += u4(n);
      else out += c;
      i++;
      continue;
    }
    const len = validUtf8At(s, i);
    if (len === 0) {
      out += "\\ufffd";
      i++;
      continue;
    }
    const seq = s.slice(i, i + len);
    if (seq === "\xe2\x80\xa8") out += "\\u2028";
    else if (seq === "\xe2\x80\xa9") out += "\\u2029";
    else out += seq;
    i += len;
  }
  return out + '"';
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** base64Encode writes bytes (a byte string) in standard padded base64, []byte's JSON form. */
export function base64Encode(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i += 3) {
    const n = (s.charCodeAt(i) << 16) | ((s.charCodeAt(i + 1) || 0) << 8) | (s.charCodeAt(i + 2) || 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < s.length ? B64[(n >> 6) & 63]! : "=";
    out += i + 2 < s.length ? B64[n & 63]! : "=";
  }
  return out;
}

/** base64Decode reads standard padded base64 (newlines ignored) into a byte string, or returns the offset
 * of the first byte that makes it invalid (base64.CorruptInputError). */
export function base64Decode(s: string): string | number {
  let out = "";
  let q: number[] = [];
  let qStart = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === "\n" || c === "\r") continue;
    if (c === "=") {
      if (q.length < 2) return i;
      const rest = s.slice(i + 1).replace(/[\r\n]/g, "");
      if (q.length === 2 && rest[0] !== "=") return i;
      const tail = q.length === 2 ? rest.slice(1) : rest;
      if (tail.length > 0) return s.length - tail.length;
      const n = (q[0]! << 18) | (q[1]! << 12) | ((q[2] ?? 0) << 6);
      out += String.fromCharCode((n >> 16) & 255);
      if (q.length === 3) out += String.fromCharCode((n >> 8) & 255);
      return out;
    }
    const v = B64.indexOf(c);
    if (v < 0) return i;
    if (q.length === 0) qStart = i;
    q.push(v);
    if (q.length === 4) {
      const n = (q[0]! << 18) | (q[1]! << 12) | (q[2]! << 6) | q[3]!;
      out += String.fromCharCode((n >> 16) & 255, (n >> 8) & 255, n & 255);
      q = [];
    }
  }
  return q.length > 0 ? qStart : out;
}
