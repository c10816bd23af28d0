/**
 * Clock knows what virtual time it is. Every engine component takes a Clock; nothing in
 * src/engine reads the wall clock. Time is in virtual milliseconds since the simulation began.
 */
export interface Clock {
  /** now returns the current virtual time in milliseconds. */
  now(): number;
}

/** Milliseconds helpers, so that durations read like Go's (15 * SECOND). */
export const MILLISECOND = 1;
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
