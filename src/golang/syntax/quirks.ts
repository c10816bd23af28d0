// Quirks corrects, before parsing, two places where @lezer/go 1.0.1 misses Go's automatic semicolon
// (spec, Semicolons): a line ending in a block comment (blockcomments.ts) and a line ending in
// `true`/`false`. Each correction keeps every offset, line and column of the file, so positions in
// diagnostics and the AST stay the file's own.
import { blankBlockComments } from "./blockcomments";

/** patchLezerQuirks applies both corrections. */
export function patchLezerQuirks(src: string): string {
  return patchBoolBeforeCase(blankBlockComments(src));
}

/** patchBoolBeforeCase: a line ending in `true`/`false` sometimes gets no automatic semicolon (Go always
 * inserts one there). An explicit `;` after the literal fixes it; it takes the place of a blank or goes
 * before the line end, which moves no later line. */
export function patchBoolBeforeCase(src: string): string {
  if (!/\b(true|false)\b/.test(src)) return src;
  return src.replace(/\b(true|false)([ \t]*(?:\/\/[^\n]*)?\r?\n)/g, "$1;$2");
}
