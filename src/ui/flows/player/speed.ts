/**
 * Playback speed on a log scale: the slider runs 0…100 and maps to 0.5 … 50,000 trace events
 * per second, so one control serves an 83-event flow and a 560,000-event one.
 */
export const MIN_RATE = 0.5;
export const MAX_RATE = 50_000;
const LO = Math.log10(MIN_RATE);
const HI = Math.log10(MAX_RATE);

export function rateOfSlider(v: number): number {
  const x = Math.min(100, Math.max(0, v)) / 100;
  return Math.pow(10, LO + x * (HI - LO));
}

export function sliderOfRate(rate: number): number {
  const r = Math.min(MAX_RATE, Math.max(MIN_RATE, rate));
  return Math.round(((Math.log10(r) - LO) / (HI - LO)) * 100);
}

export function formatRate(rate: number): string {
  if (rate >= 1000) return `${Math.round(rate / 100) / 10}k events/s`;
  if (rate >= 10) return `${Math.round(rate)} events/s`;
  return `${Math.round(rate * 10) / 10} events/s`;
}

/** defaultRate: 3 events a second for a lesson-sized run; about 20 s for a large one. */
export function defaultRate(length: number): number {
  return length < 400 ? 3 : Math.min(MAX_RATE, length / 20);
}
