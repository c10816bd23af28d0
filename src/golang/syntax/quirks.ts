// Quirks corrects, before parsing, two places where @lezer/go 1.0.1 misses Go's automatic semicolon
// (spec, Semicolons). Each correction keeps every offset, line and column of the file, so positions in
// diagnostics and the AST stay the file's own.

/** patchLezerQuirks applies both corrections below. */
export function patchLezerQuirks(src: string): string {
  return patchTrailingBlockComment(patchBoolBeforeCase(src));
}

/** patchBoolBeforeCase: a line ending in `true`/`false` sometimes gets no automatic semicolon (Go always
 * inserts one there). An explicit `;` after the literal fixes it; it takes the place of a blank or goes
 * before the line end, which moves no later line. */
export function patchBoolBeforeCase(src: string): string {
  if (!/\b(true|false)\b/.test(src)) return src;
  return src.replace(/\b(true|false)([ \t]*(?:\/\/[^\n]*)?\r?\n)/g, "$1;$2");
}

/** patchTrailingBlockComment: a general comment with no newline that ends a line after a token
 * (`n := 0 /* count *\/`) hides the line end from Lezer, so `n := 0` gets no semicolon and the next line
 * joins it. Go reads such a comment as a space followed by the line end, which is what a line comment of
 * the same length gives: `/*` becomes `//`. Strings, runes and raw strings are skipped; a comment alone
 * on its line (a doc comment) is left as written. */
export function patchTrailingBlockComment(src: string): string {
  if (!src.includes("*/")) return src;
  const n = src.length;
  let out: string[] | null = null;
  let copied = 0;
  let tokenOnLine = false;
  let i = 0;
  while (i < n) {
    const c = src.charCodeAt(i);
    if (c === 10) {
      tokenOnLine = false;
      i++;
    } else if (c === 32 || c === 9 || c === 13) {
      i++;
    } else if (c === 47 && src.charCodeAt(i + 1) === 47) {
      const e = src.indexOf("\n", i);
      i = e < 0 ? n : e;
    } else if (c === 47 && src.charCodeAt(i + 1) === 42) {
      const e = src.indexOf("*/", i + 2);
      if (e < 0) return out ? out.join("") + src.slice(copied) : src; // unterminated: the parser reports it
      const end = e + 2;
      const body = src.slice(i, end);
      if (body.includes("\n")) tokenOnLine = false;
      else if (tokenOnLine && restOfLineBlank(src, end)) {
        (out ??= []).push(src.slice(copied, i), "//");
        copied = i + 2;
      }
      i = end;
    } else if (c === 34 || c === 39) {
      tokenOnLine = true;
      i++;
      while (i < n) {
        const d = src.charCodeAt(i);
        if (d === 92) i += 2;
        else {
          i++;
          if (d === c || d === 10) break;
        }
      }
    } else if (c === 96) {
      tokenOnLine = true;
      const e = src.indexOf("`", i + 1);
      i = e < 0 ? n : e + 1;
    } else {
      tokenOnLine = true;
      i++;
    }
  }
  return out ? out.join("") + src.slice(copied) : src;
}

function restOfLineBlank(src: string, from: number): boolean {
  for (let i = from; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (c === 10) return true;
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}
