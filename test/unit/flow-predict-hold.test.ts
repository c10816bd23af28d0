/**
 * Predict mode's hold: a forward move from `from` to `to` stops just before the earliest
 * unanswered question whose event lies in [from, to); answered ones let it pass.
 */
import { describe, expect, it } from "vitest";
import { holdPoint } from "../../src/ui/flows/predict/usePredict";

const asks = [
  { n: 4, seq: 45 },
  { n: 11, seq: 75 },
];

describe("predict mode's hold point", () => {
  it("stops before the first question the move would pass", () => {
    expect(holdPoint(asks, new Set(), 0, 76)).toEqual({ n: 4, seq: 45 });
    expect(holdPoint(asks, new Set(), 45, 46)).toEqual({ n: 4, seq: 45 });
  });
  it("does not stop for a move that ends at the question's position (the event has not happened)", () => {
    expect(holdPoint(asks, new Set(), 40, 45)).toBeUndefined();
  });
  it("lets answered questions pass and stops at the next one", () => {
    expect(holdPoint(asks, new Set([4]), 0, 76)).toEqual({ n: 11, seq: 75 });
    expect(holdPoint(asks, new Set([4, 11]), 0, 76)).toBeUndefined();
  });
  it("never stops for a move that starts past the question", () => {
    expect(holdPoint(asks, new Set(), 46, 70)).toBeUndefined();
  });
});
