// Escape is text/template's HTMLEscapeString, JSEscapeString and urlquery (url.QueryEscape), over
// Go byte strings.
import { utf8Decode, utf8Encode } from "../../../../syntax/literals";

/** htmlEscape escapes <, >, &, ' and " (and NUL) as text/template's HTMLEscapeString does. */
export function htmlEscape(s: string): string {
  return s.replace(/[<>&'"\0]/g, (c) =>
    c === "<"
      ? "&lt;"
      : c === ">"
        ? "&gt;"
        : c === "&"
          ? "&amp;"
          : c === "'"
            ? "&#39;"
            : c === '"'
              ? "&#34;"
              : "\uFFFD",
  );
}

/** jsEscape escapes a string for JavaScript as JSEscapeString does. */
export function jsEscape(s: string): string {
  const hex = (c: number) => "\\u" + c.toString(16).toUpperCase().padStart(4, "0");
  let out = "";
  for (const ch of utf8Decode(s)) {
    const c = ch.codePointAt(0)!;
    if (ch === "\\") out += "\\\\";
    else if (ch === "'") out += "\\'";
    else if (ch === '"') out += '\\"';
    else if (ch === "<" || ch === ">" || ch === "&" || ch === "=") out += hex(c);
    else if (c < 0x20) out += hex(c);
    else if (c < 0x80) out += ch;
    else if (/\p{L}|\p{M}|\p{N}|\p{P}|\p{S}|\u0020/u.test(ch)) out += ch;
    else out += hex(c);
  }
  return utf8Encode(out);
}

/** queryEscape escapes a string for a URL query as url.QueryEscape does. */
export function queryEscape(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (/[A-Za-z0-9\-_.~]/.test(c)) out += c;
    else if (c === " ") out += "+";
    else out += "%" + s.charCodeAt(i).toString(16).toUpperCase().padStart(2, "0");
  }
  return out;
}
