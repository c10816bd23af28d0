/**
 * The flow charts' rates: counts per bucket of virtual time read as events per second over the
 * window that ends with each bucket (at least a second, a whole number of buckets), the way a
 * `rate(counter[1s])` query reads them. FlowSession.series and RunSummary.series both use it.
 */

/** RATE_WINDOW_MS: the least window the charts' rates are taken over. */
export const RATE_WINDOW_MS = 1000;

/** rateWindowBuckets: how many buckets of `bucketMs` make the rate window (at least RATE_WINDOW_MS). */
export const rateWindowBuckets = (bucketMs: number): number => Math.max(1, Math.ceil(RATE_WINDOW_MS / bucketMs));

/**
 * ratesOver turns counts per bucket into rates per second over the last `k` buckets (before the
 * run's start there was nothing to count, so the first windows hold fewer events).
 */
export function ratesOver(counts: readonly number[], k: number, bucketMs: number): number[] {
  const perSec = 1000 / (k * bucketMs);
  const out = new Array<number>(counts.length);
  let sum = 0;
  for (let b = 0; b < counts.length; b++) {
    sum += counts[b] as number;
    if (b >= k) sum -= counts[b - k] as number;
    out[b] = sum * perSec;
  }
  return out;
}
