/**
 * yTicks: the y axis of a small chart, from 0 to a round top that holds the data's maximum, in at
 * most `intervals` steps of 1, 2 or 5 × 10^k. uPlot's own choice put its ticks a minimum spacing
 * apart and dropped any above its range: on a 96 px chart whose data peaked at 400.7 the next
 * tick (500) fell outside and the axis showed only "0", no scale at all.
 */
export interface YTicks {
  /** top of the axis (the scale's max): the last tick */
  top: number;
  /** the ticks from 0 to top, each labelled */
  ticks: number[];
}

/** With `integer` (a count, such as queue depth) no step is under 1: a depth of 1 is 0 and 1, not 0, 0.5 and 1. */
export function yTicks(max: number, intervals = 2, integer = false): YTicks {
  const m = Number.isFinite(max) && max > 0 ? max : 0;
  if (m === 0) return { top: 1, ticks: [0, 1] };
  const n = Math.max(1, Math.floor(intervals));
  // The smallest round step that covers m in n steps.
  let exp = 10 ** Math.floor(Math.log10(m / n));
  if (integer && exp < 1) exp = 1;
  let step = 0;
  while (step === 0) {
    for (const f of [1, 2, 5]) {
      if (f * exp * n >= m) {
        step = f * exp;
        break;
      }
    }
    exp *= 10;
  }
  const count = Math.ceil(m / step - 1e-9);
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { top: ticks[ticks.length - 1] as number, ticks };
}

/** yAxisWidth is the CSS px a y axis needs for its widest label (at least 44: a fixed 44 clipped "20,000"). */
export function yAxisWidth(labels: readonly string[]): number {
  return Math.max(44, 16 + 7 * Math.max(0, ...labels.map((l) => l.length)));
}
