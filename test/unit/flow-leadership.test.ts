/** The fencing gap drawn on the timeline: spans where two replicas each believed they led. */
import { describe, expect, it } from "vitest";
import { overlaps } from "../../src/ui/flows/player/leadership";

describe("leadership overlaps", () => {
  it("finds the span where two leaders overlap", () => {
    expect(overlaps({ "mgr-a": [[7, 37_200]], "mgr-b": [[37_000, 90_000]] })).toEqual([[37_000, 37_200]]);
  });
  it("a handover at one instant, or a gap between leaders, is no overlap", () => {
    expect(overlaps({ "mgr-a": [[0, 30_000]], "mgr-b": [[30_000, 90_000]] })).toEqual([]);
    expect(overlaps({ "mgr-a": [[0, 30_000]], "mgr-b": [[38_000, 90_000]] })).toEqual([]);
  });
  it("counts each overlapping span once", () => {
    expect(
      overlaps({
        "mgr-a": [
          [0, 10],
          [20, 30],
        ],
        "mgr-b": [[5, 25]],
      }),
    ).toEqual([
      [5, 10],
      [20, 25],
    ]);
  });
});
