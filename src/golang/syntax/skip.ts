// Skip: the text a source-patching scan must step over whole, so that a `/*`, `.true` or `func` inside it
// is not taken for code: a line comment, an interpreted string, a rune and a raw string.

/** skipNonCode returns the offset just past the line comment, string, rune or raw string that starts at
 * i (a string or rune ends at its line's end if unterminated), or -1 when none starts there. */
export function skipNonCode(src: string, i: number): number {
  const n = src.length;
  const c = src[i];
  if (c === "/" && src[i + 1] === "/") {
    const e = src.indexOf("\n", i);
    return e < 0 ? n : e;
  }
  if (c === "`") {
    const e = src.indexOf("`", i + 1);
    return e < 0 ? n : e + 1;
  }
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < n && src[j] !== c && src[j] !== "\n") j += src[j] === "\\" ? 2 : 1;
    return j + 1;
  }
  return -1;
}
