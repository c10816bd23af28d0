import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { patchTrailingBlockComment } from "./quirks";

describe("patchTrailingBlockComment", () => {
  it("turns a one-line general comment that ends a line after a token into a line comment", () => {
    expect(patchTrailingBlockComment("a := 0 /* n */\nb := 1\n")).toBe("a := 0 // n */\nb := 1\n");
  });

  it("leaves doc comments, mid-line comments, multi-line comments and strings alone", () => {
    for (const src of [
      "/* doc */\nfunc F() {}\n",
      "x := 1 /* a */ + 2\n",
      "x := 1 /* a\n b */\n",
      's := "/* x */"\n',
      "s := `/* x */`\n",
      "r := '/' /* unterminated",
    ])
      expect(patchTrailingBlockComment(src)).toBe(src);
  });

  it("keeps every offset: same length, same line ends", () => {
    const piece = fc.constantFrom("a", " ", "\t", "\n", "/*", "*/", "//", '"', "'", "`", "\\", "x := 0", ",", ")");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const src = parts.join("");
        const out = patchTrailingBlockComment(src);
        expect(out.length).toBe(src.length);
        for (let i = 0; i < src.length; i++) if (src[i] === "\n") expect(out[i]).toBe("\n");
      }),
      { numRuns: 2000 },
    );
  });
});
