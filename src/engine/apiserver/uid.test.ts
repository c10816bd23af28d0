// uidOf spells the uid from character codes: it must give the very text the server spelled from
// hex strings (every trace and report holds uids).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { uidOf } from "./uid";

/** reference: the uid as the server spelled it before, from 8-digit hex strings sliced. */
function reference(a: number, b: number, c: number, d: number): string {
  const [A, B, C, D] = [a, b, c, d].map((n) => n.toString(16).padStart(8, "0")) as [string, string, string, string];
  return `${A}-${B.slice(0, 4)}-4${B.slice(5, 8)}-${"89ab"[parseInt(C[0]!, 16) & 3]}${C.slice(1, 4)}-${C.slice(4, 8)}${D}`;
}

describe("uidOf", () => {
  it("spells what slicing the hex strings spells", () => {
    const u32 = fc.oneof(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.constantFrom(0, 1, 15, 16, 2 ** 31, 2 ** 32 - 1));
    fc.assert(
      fc.property(u32, u32, u32, u32, (a, b, c, d) => {
        expect(uidOf(a, b, c, d)).toBe(reference(a, b, c, d));
      }),
      { numRuns: 5000 },
    );
    expect(uidOf(0, 0, 0, 0)).toBe("00000000-0000-4000-8000-000000000000");
  });
});
