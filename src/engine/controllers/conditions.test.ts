import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { conditionOf, newDeploymentCondition } from "./conditions";

describe("conditionOf", () => {
  it("property: is the first condition of the type, as Array.prototype.find says", () => {
    const cond = fc
      .record({
        type: fc.constantFrom("Available", "Progressing", "ReplicaFailure"),
        reason: fc.string({ maxLength: 2 }),
      })
      .map(({ type, reason }) => newDeploymentCondition(type, "True", reason, "", "t"));
    fc.assert(
      fc.property(
        fc.array(cond, { maxLength: 4 }),
        fc.constantFrom("Available", "Progressing", "Other"),
        (conds, type) => {
          expect(conditionOf(conds, type)).toBe(conds.find((c) => c.type === type));
        },
      ),
    );
  });
});
