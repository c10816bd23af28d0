/**
 * sim: the discrete-event core every engine part runs on.
 * Contract: virtual time only (ms, from a Scheduler that implements Clock); randomness only
 * from a seeded Rng (fork one stream per component); everything observable goes through a
 * Tracer as a TraceEvent. Callbacks scheduled for the same instant run in insertion order, so
 * the same seed and inputs give a byte-identical trace. Checkpoints are plain data
 * (Checkpointable) plus replay of the input log.
 */
export type { Clock } from "./clock";
export { MILLISECOND, SECOND, MINUTE, HOUR } from "./clock";
export { Scheduler } from "./scheduler";
export type { TimerHandle, PendingTimer, SchedulerSnapshot } from "./scheduler";
export { MinHeap } from "./heap";
export type { HeapEntry } from "./heap";
export { Rng, hash32 } from "./rng";
export type { RngState } from "./rng";
export { Tracer } from "./tracer";
export type { TraceListener, TracerOptions } from "./tracer";
export type * from "./trace";
export { namespaceOf } from "./trace";
export type { Checkpointable } from "./checkpoint";
