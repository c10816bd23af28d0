/** Finding types: what a detector reports, the input it reads and the thresholds that tune it. */
import type { KubeObject } from "../../api/object";
import type { TraceEvent } from "../../sim/trace";
import type { FindingKind } from "../../../contract";

/** Finding is one problem the lab proves from the trace, with the line it comes from when known. */
export interface Finding {
  kind: FindingKind;
  object: string;
  message: string;
  file?: string;
  line?: number;
}

/** Thresholds tune when a pattern becomes a finding (defaults catch the lessons' bugs only). */
export interface Thresholds {
  /** HotLoop: this many writes of one object by its own controller within hotLoopWindowMs */
  hotLoopWrites: number;
  hotLoopWindowMs: number;
  /** PerpetualRequeue: this many Requeue/RequeueAfter outcomes of one key after the world is quiet */
  perpetualRequeues: number;
  /** StuckTerminating: deletionTimestamp at least this old at the end */
  stuckTerminatingMs: number;
  /** EndlessRetry: this many reconciles of one key in a row failed with the same error, the last one included */
  endlessRetries: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  hotLoopWrites: 6,
  hotLoopWindowMs: 10_000,
  perpetualRequeues: 2,
  stuckTerminatingMs: 30_000,
  endlessRetries: 5,
};

/** FindingsInput is the trace plus the world at the end. */
export interface FindingsInput {
  /** the trace in order; only the events of RUN_INDEX_TYPES are read (others may be left out) */
  trace: Iterable<TraceEvent>;
  /** objects in the API server at the end */
  objects: readonly KubeObject[];
  /** external database names at the end */
  external?: readonly string[];
  endMs: number;
  /** quietAfterMs: when the last outside input happened plus settling time */
  quietAfterMs?: number;
  /** forKinds maps a controller name to the kind it reconciles ("app" → "App") */
  forKinds?: Readonly<Record<string, string>>;
  thresholds?: Partial<Thresholds>;
}
