/**
 * testing: helpers for the engine's own tests and benchmarks only (never imported by engine
 * code). wallMs reads the host's monotonic clock, to check that simulations run fast.
 */
export function wallMs(): number {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? perf.now() : 0;
}
