/** Local calendar days: a review day starts at local midnight, as a learner counts days. */

const DAY = 86_400_000;

/** startOfDay is local midnight of the day holding `ms`. */
export function startOfDay(ms: number): number {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** addDays moves a local midnight by `n` calendar days (safe across daylight-saving changes). */
export function addDays(midnight: number, n: number): number {
  const d = new Date(midnight);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n).getTime();
}

/** dayKey names a local day as YYYY-MM-DD. */
export function dayKey(ms: number): string {
  const d = new Date(ms);
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${d.getFullYear()}-${mm}-${dd}`;
}

/** daysBetween counts whole local days from the day of `a` to the day of `b`. */
export function daysBetween(a: number, b: number): number {
  return Math.round((startOfDay(b) - startOfDay(a)) / DAY);
}
