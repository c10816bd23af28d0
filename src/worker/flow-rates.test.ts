import { describe, expect, it } from "vitest";
import { rateWindowBuckets, ratesOver } from "./flow-rates";

describe("flow chart rates", () => {
  it("takes a window of at least a second, in whole buckets", () => {
    expect(rateWindowBuckets(11)).toBe(91); // 1,001 ms
    expect(rateWindowBuckets(500)).toBe(2);
    expect(rateWindowBuckets(1000)).toBe(1);
    expect(rateWindowBuckets(2500)).toBe(1); // a bucket longer than a second is its own window
  });

  it("reads one event as 1/s for the second after it, not as one per bucket", () => {
    const counts = [0, 1, 0, 0, 0, 0];
    // buckets of 250 ms: the window is 4 of them
    expect(ratesOver(counts, 4, 250)).toEqual([0, 1, 1, 1, 1, 0]);
  });

  it("with a one-bucket window, is the count per bucket scaled to a second", () => {
    expect(ratesOver([2, 0, 5], 1, 2000)).toEqual([1, 0, 2.5]);
  });
});
