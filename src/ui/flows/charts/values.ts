import type { FlowSeries } from "../../../worker";

/** ChartValues are the charts' readings at one time, and their peaks (the caption's text). */
export interface ChartValues {
  queueDepth: number;
  reconcilesPerSec: number;
  writesPerSec: number;
  peakDepth: number;
  peakReconciles: number;
  peakWrites: number;
}

const round = (x: number) => Math.round(x * 10) / 10;
const max = (xs: readonly number[]) => xs.reduce((m, x) => (x > m ? x : m), 0);

/**
 * valuesAt reads the series as of virtual time `timeMs`: its last point at or before it (a point
 * stands at its bucket's end), so a reading never counts what happens after the player's time.
 * Before the first point nothing has been counted yet: zeros.
 */
export function valuesAt(s: FlowSeries, timeMs: number): ChartValues {
  const i = Math.min(s.t.length - 1, Math.floor(timeMs / s.bucketMs) - 1);
  return {
    queueDepth: i < 0 ? 0 : (s.queueDepth[i] ?? 0),
    reconcilesPerSec: i < 0 ? 0 : round(s.reconcilesPerSec[i] ?? 0),
    writesPerSec: i < 0 ? 0 : round(s.writesPerSec[i] ?? 0),
    peakDepth: max(s.queueDepth),
    peakReconciles: round(max(s.reconcilesPerSec)),
    peakWrites: round(max(s.writesPerSec)),
  };
}
