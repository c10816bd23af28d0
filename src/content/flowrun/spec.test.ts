import { describe, expect, it } from "vitest";
import { mergeRunSpecs, runSpecKey, sameRunSpec } from "./spec";

describe("sameRunSpec", () => {
  it("holds for the same spec built in another key order, and not for another spec", () => {
    const base = { reconciler: { generationChangedPredicate: true }, scenario: { maxConcurrentReconciles: 4 } };
    const variant = { scenario: { maxConcurrentReconciles: 16 } };
    // The player's run (apps laid on the merged spec) and the figures' (apps on each side).
    const player = { apps: 500, ...mergeRunSpecs(base, variant) };
    const figures = mergeRunSpecs({ ...base, apps: 500 }, { ...variant, apps: 500 });
    expect(JSON.stringify(player)).not.toBe(JSON.stringify(figures));
    expect(sameRunSpec(player, figures)).toBe(true);
    expect(sameRunSpec(player, { ...player, apps: 501 })).toBe(false);
    // An empty override asks for nothing: the lesson's spec and it merged with an empty baseline.
    expect(sameRunSpec({ ...base, apps: 500 }, { ...mergeRunSpecs(base, {}), apps: 500 })).toBe(true);
    expect(sameRunSpec(base, mergeRunSpecs(base, { dropSteps: ["x"] }))).toBe(false);
    expect(sameRunSpec(player, mergeRunSpecs(base, { scenario: { maxConcurrentReconciles: 1 } }))).toBe(false);
  });

  it("names a run by what it asks for: the same key in any key order, with empty overrides left out", () => {
    expect(runSpecKey({ scenario: { a: 1, b: 2 }, apps: 3 })).toBe(runSpecKey({ apps: 3, scenario: { b: 2, a: 1 } }));
    expect(runSpecKey(mergeRunSpecs({ apps: 3 }, {}))).toBe(runSpecKey({ apps: 3 }));
    expect(runSpecKey({ apps: 3 })).not.toBe(runSpecKey({ apps: 4 }));
  });
});
