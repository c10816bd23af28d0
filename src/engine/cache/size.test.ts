import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { jsonSize } from "./size";

describe("byte accounting", () => {
  it("jsonSize equals JSON.stringify's length for escape-free JSON values", () => {
    const safeString = fc.string({ unit: fc.constantFrom(..."abcdefxyz0123456789-_./: ") });
    const value = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: "small" },
        safeString,
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie("v"), { maxLength: 4 }),
        fc.dictionary(safeString, tie("v"), { maxKeys: 4 }),
      ),
    })).v;
    fc.assert(
      fc.property(value, (v) => {
        expect(jsonSize(v)).toBe(JSON.stringify(v).length);
      }),
      { numRuns: 3000 },
    );
    expect(jsonSize({ a: undefined, b: [undefined], c: 1 })).toBe(JSON.stringify({ a: undefined, b: [undefined], c: 1 }).length);
  });
});
