// Names spelled true and false: Go's true and false are predeclared identifiers, not keywords, so a
// method may be called true (spyzhov/ajson's buffer has `func (b *buffer) true() error`, called as
// `buf.true()`). @lezer/go reads them as boolean literals wherever they stand, and a selector or a
// method name spelled so is a syntax error. In the two places where a boolean literal cannot stand,
// after a selector's dot and as a method's name, the name is respelled (same length, first letter
// `_`) for the parser, and the lowerer restores it from the offsets recorded here.

import { skipNonCode } from "./skip";

/** BoolNames is the parser's source with such names respelled, and the respelled names by offset. */
export interface BoolNames {
  source: string;
  renamed: Map<number, string>;
}

const NAME = /(\.\s*|\bfunc[ \t]*\([^()\n]*\)[ \t]*)(true|false)\b/y;

/** respellBoolNames finds selectors `.true`/`.false` and methods `func (r T) true(` outside strings,
 * runes and comments (block comments are already blank), and respells them. */
export function respellBoolNames(src: string): BoolNames {
  const renamed = new Map<number, string>();
  if (!/\b(true|false)\b/.test(src)) return { source: src, renamed };
  const out = src.split("");
  const n = src.length;
  for (let i = 0; i < n;) {
    const skip = skipNonCode(src, i);
    const c = src[i]!;
    if (skip >= 0) i = skip;
    else if (c === "." || (c === "f" && !/\w/.test(src[i - 1] ?? ""))) {
      NAME.lastIndex = i;
      const m = NAME.exec(src);
      if (m) {
        const at = i + m[1]!.length;
        renamed.set(at, m[2]!);
        out[at] = "_";
        i = at + m[2]!.length;
      } else i++;
    } else i++;
  }
  return { source: renamed.size ? out.join("") : src, renamed };
}
