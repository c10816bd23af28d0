// Block comments blanked: Go's spec says a general comment without a newline acts like a space and
// one with a newline acts like a newline. @lezer/go skips them but then inserts no automatic
// semicolon at the end of a line such as `cm States = -3 /* comma */`, so the next line's name is a
// syntax error there. Blanking every /* … */ (its newlines kept) gives the grammar exactly the text
// Go's scanner sees, at the same offsets, lines and columns. // comments, strings, raw strings and
// runes are skipped so that a `/*` inside them is left alone.

import { skipNonCode } from "./skip";

/** blankBlockComments returns src with each block comment's characters, newlines excepted, turned
 * into spaces; the result has src's length and line breaks. */
export function blankBlockComments(src: string): string {
  if (!src.includes("/*")) return src;
  let out = "";
  let last = 0;
  const n = src.length;
  for (let i = 0; i < n;) {
    const skip = skipNonCode(src, i);
    if (skip >= 0) i = skip;
    else if (src[i] === "/" && src[i + 1] === "*") {
      const e = src.indexOf("*/", i + 2);
      if (e < 0) break; // unterminated: left for the parser to report
      const end = e + 2;
      out += src.slice(last, i) + src.slice(i, end).replace(/[^\n]/g, " ");
      last = i = end;
    } else i++;
  }
  return last === 0 ? src : out + src.slice(last);
}

// unterminatedBlockComment returns the offset of a general comment that is never closed (Go's scanner:
// "comment not terminated", reported at the comment's start), or -1.
export function unterminatedBlockComment(src: string): number {
  if (!src.includes("/*")) return -1;
  for (let i = 0; i < src.length;) {
    const skip = skipNonCode(src, i);
    if (skip >= 0) i = skip;
    else if (src[i] === "/" && src[i + 1] === "*") {
      const e = src.indexOf("*/", i + 2);
      if (e < 0) return i;
      i = e + 2;
    } else i++;
  }
  return -1;
}
