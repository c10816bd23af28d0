/** formatNumber writes what toLocaleString("en", { maximumFractionDigits }) writes, without ICU. */
import { describe, expect, it } from "vitest";
import { formatNumber } from "../../src/ui/app/formatNumber";

describe("formatNumber", () => {
  it("groups thousands and trims the fraction as toLocaleString('en') does", () => {
    const values = [
      138.95, 0.0005, 2.5, 0.125, 0, 1, 12, 999, 1000, 20_000, 123_456, 1_234_567, 98_765_432_1, -1, -20_000, 0.25,
      18.4, 1234.5678,
    ];
    for (let i = 0; i < 500; i++) values.push(Math.floor(Math.random() * 10 ** (1 + (i % 9))) / 10 ** (i % 4));
    for (const v of values)
      for (const d of [0, 1, 2, 3])
        expect(formatNumber(v, d), `${v} with ${d} digits`).toBe(v.toLocaleString("en", { maximumFractionDigits: d }));
    for (const v of values) expect(formatNumber(v), String(v)).toBe(v.toLocaleString("en"));
  });

  it("keeps the sign of negatives that round to zero, as ICU does", () => {
    expect(formatNumber(-0.0001)).toBe((-0.0001).toLocaleString("en"));
    expect(formatNumber(-0.4, 0)).toBe((-0.4).toLocaleString("en", { maximumFractionDigits: 0 }));
  });
});
