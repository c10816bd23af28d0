import { describe, expect, it } from "vitest";
import { Semantic, deepEqualWithNilDifferentFromEmpty } from "./index";

describe("equality.Semantic", () => {
  it("fact 84: nil and empty slices and maps are equal, missing fields equal their zero value", () => {
    expect(Semantic.DeepEqual({ conditions: [] }, {})).toBe(true);
    expect(Semantic.DeepEqual({ labels: {} }, { labels: null })).toBe(true);
    expect(Semantic.DeepEqual({ phase: "", ready: false, n: 0 }, {})).toBe(true);
    expect(Semantic.DeepEqual({ phase: "Running" }, {})).toBe(false);
    expect(Semantic.DeepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqualWithNilDifferentFromEmpty({ a: [] }, {})).toBe(false);
  });

  it("fact 84: metav1.Time and MicroTime compare by instant", () => {
    expect(Semantic.DeepEqual({ t: "2026-01-01T00:00:05Z" }, { t: "2026-01-01T00:00:05.000000Z" })).toBe(true);
    expect(Semantic.DeepEqual({ t: "2026-01-01T00:00:05Z" }, { t: "2026-01-01T00:00:05.250000Z" })).toBe(false);
    expect(Semantic.DeepEqual("abc", "abd")).toBe(false);
  });
});
