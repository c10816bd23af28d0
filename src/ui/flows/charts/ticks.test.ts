import { describe, expect, it } from "vitest";
import { yAxisWidth, yTicks } from "./ticks";
import { formatNumber } from "../../app/formatNumber";

const labels = (max: number) => yTicks(max).ticks.map((t) => formatNumber(t));

describe("yTicks", () => {
  it("labels the scale of Flow 19's per-second charts, not only 0", () => {
    // Flow 19's reconciles per second peak at 400.7: the axis showed a lone "0".
    expect(labels(400.7)).toEqual(["0", "500"]);
    expect(labels(69_084.6)).toEqual(["0", "50,000", "100,000"]);
    expect(labels(19_876)).toEqual(["0", "10,000", "20,000"]);
  });
  it("tops the axis at or above the data's maximum, with at most two steps of 1, 2 or 5 × 10^k", () => {
    for (const max of [0.3, 1, 3, 7, 9.99, 10, 11, 99, 101, 250, 401, 999, 1234, 20_000, 123_456]) {
      const { top, ticks } = yTicks(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(3);
      const step = ticks[1] as number;
      expect(step / 10 ** Math.floor(Math.log10(step))).toBeOneOf([1, 2, 5]);
      expect(top).toBeLessThan(max * 5 + 1e-9);
    }
  });
  it("never steps under 1 on a count's axis (queue depth)", () => {
    expect(yTicks(1, 2, true)).toEqual({ top: 1, ticks: [0, 1] });
    expect(yTicks(3, 2, true)).toEqual({ top: 4, ticks: [0, 2, 4] });
    expect(yTicks(19_876, 2, true)).toEqual(yTicks(19_876));
    for (const max of [0.2, 1, 2, 3, 5, 7, 9])
      for (const t of yTicks(max, 2, true).ticks) expect(Number.isInteger(t), `${max}: ${t}`).toBe(true);
    // a rate keeps its fractional steps
    expect(yTicks(1).ticks).toEqual([0, 0.5, 1]);
  });
  it("gives an all-zero series an axis of 0 to 1", () => {
    expect(yTicks(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(yTicks(Number.NaN)).toEqual({ top: 1, ticks: [0, 1] });
  });
  it("sizes a y axis for its widest label, never under 44 px", () => {
    expect(yAxisWidth(["0", "1"])).toBe(44);
    expect(yAxisWidth(["0", "50,000", "100,000"])).toBe(16 + 7 * 7);
    expect(yAxisWidth([])).toBe(44);
  });
});
