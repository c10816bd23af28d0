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

/** valuesAt reads the series at virtual time `timeMs` (the bucket that contains it). */
export function valuesAt(s: FlowSeries, timeMs: number): ChartValues {
  const i = Math.max(0, Math.min(s.t.length - 1, Math.floor(timeMs / s.bucketMs)));
  return {
    queueDepth: s.queueDepth[i] ?? 0,
    reconcilesPerSec: round(s.reconcilesPerSec[i] ?? 0),
    writesPerSec: round(s.writesPerSec[i] ?? 0),
    peakDepth: max(s.queueDepth),
    peakReconciles: round(max(s.reconcilesPerSec)),
    peakWrites: round(max(s.writesPerSec)),
  };
}
