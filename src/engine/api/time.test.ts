import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMicroTime, formatTime, parseTime } from "./time";

describe("wire time", () => {
  it("fact 5a: formatTime truncates to whole seconds and round-trips through parseTime", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 365 * 86_400_000 }), (ms) => {
        const s = formatTime(ms);
        expect(s).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(parseTime(s)).toBe(Math.floor(ms / 1000) * 1000);
        expect(parseTime(formatMicroTime(ms))).toBe(ms);
      }),
      { numRuns: 1000 },
    );
    expect(formatTime(366 * 86_400_000)).toBe("2027-01-02T00:00:00Z");
    expect(formatTime(59 * 86_400_000)).toBe("2026-03-01T00:00:00Z");
  });
});
