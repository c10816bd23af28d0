import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { blankBlockComments } from "./blockcomments";

describe("blankBlockComments", () => {
  it("blanks a block comment, keeping its newlines, and leaves strings, runes and line comments alone", () => {
    expect(blankBlockComments("a := 0 /* n */\nb := 1\n")).toBe("a := 0        \nb := 1\n");
    expect(blankBlockComments("x /* a\nb */ y")).toBe("x     \n     y");
    for (const src of ['s := "/* x */"\n', "s := `/* x */`\n", "r := '/' // /* x */\n"])
      expect(blankBlockComments(src)).toBe(src);
  });

  it("leaves an unterminated comment for the parser to report", () => {
    expect(blankBlockComments("x := 1 /* open")).toBe("x := 1 /* open");
  });

  it("keeps every offset: same length, same line ends", () => {
    const piece = fc.constantFrom("a", " ", "\t", "\n", "/*", "*/", "//", '"', "'", "`", "\\", "x := 0", ",", ")");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const src = parts.join("");
        const out = blankBlockComments(src);
        expect(out.length).toBe(src.length);
        for (let i = 0; i < src.length; i++) expect(out[i] === "\n").toBe(src[i] === "\n");
      }),
      { numRuns: 2000 },
    );
  });
});
