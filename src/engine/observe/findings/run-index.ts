/** RunIndex: the one pass over a run's trace and final objects that every detector reads. */
import type { TraceEventOf } from "../../sim/trace";
import type { Site } from "../../reconcile/types";
import type { LiveObjects } from "./live-objects";
import type { FindingsInput, Thresholds } from "./types";
import { RunIndexer } from "./run-indexer";

/** OwnedChildren: the children of one kind an owner's reconciles created that still exist at the end. */
export interface OwnedChildren {
  /** the owner as "Kind ns/name" */
  owner: string;
  kind: string;
  /** every such child, sorted */
  names: string[];
  /** those without a controller owner reference, sorted */
  unowned: string[];
  /** those that outlived the owner, sorted */
  orphaned: string[];
  /** where the first of them was created */
  site?: Site;
  /** every one was given a name the controller chose, and all but the first were made on a
   * RequeueAfter wake-up: one child per scheduled time (a CronJob's Jobs), not a duplicate */
  scheduled: boolean;
}

/** Wakeups: the reconciles of one key that its own requeue timer started, after the world went quiet. */
export interface Wakeups {
  /** wake-ups that ended after quiet */
  n: number;
  /** of them, those that created or deleted no child (work a schedule-driven controller would have done) */
  idle: number;
  /** Requeue: true outcomes after quiet, but for one right after deleting a child (a poll; never a schedule) */
  plainRequeues: number;
}

/** Retries: the key's last run of reconciles that failed with one and the same error. */
export interface Retries {
  error: string;
  /** consecutive error outcomes with that error */
  n: number;
  /** whether the key's last reconcile in the run was one of them */
  last: boolean;
  site?: Site;
}

/** RunIndex is the run seen per reconcile, per key and per object; detectors only read it. */
export interface RunIndex {
  input: FindingsInput;
  th: Thresholds;
  /** ownerName names a reconcile's object as "Kind ns/name" */
  ownerName(e: { controller: string; key: string }): string;
  /** the controller-side events detectors report on, in trace order; of the reconcile.end events
   * only those that returned Requeue: true or saw failed calls (no other is a finding's evidence,
   * and a run of 20,000 Apps has over 100,000) */
  ends: TraceEventOf<"reconcile.end">[];
  warnings: TraceEventOf<"reconcile.warning">[];
  panics: TraceEventOf<"reconcile.panic">[];
  stepBudgets: TraceEventOf<"reconcile.stepBudget">[];
  stateWrites: TraceEventOf<"reconcile.stateWrite">[];
  /** writes of a reconciled object by its own controller: owner → times, first site */
  selfWrites: Map<string, { times: number[]; site?: Site }>;
  /** Requeue/RequeueAfter outcomes after the world went quiet: owner → count, first site */
  requeuesAfterQuiet: Map<string, { n: number; site?: Site }>;
  /** writes the API server answered without a change: "Kind ns/name" → first site */
  noop: Map<string, Site | undefined>;
  /** external resources: name → the owner whose reconcile first ensured it */
  externalOwner: Map<string, string>;
  /** external resources: name → where the call that created it was made (the first ensure that
   * found it missing, else the first ensure) */
  externalCreated: Map<string, Site>;
  /** owners a controller released while their external resource still existed: "Kind ns/name" →
   * the site of its write that removed the last finalizer (the API server deleted the owner in it) */
  releasedWithExternal: Map<string, Site | undefined>;
  /** the objects at the end, by kind and "ns/name" */
  liveObjects: LiveObjects;
  /** per owner and child kind, in order of the first creation */
  children: OwnedChildren[];
  /** requeue wake-ups per owner (PerpetualRequeue stays silent when each one did work) */
  wakeups: Map<string, Wakeups>;
  /** per owner, its latest run of identical errors (EndlessRetry) */
  retries: Map<string, Retries>;
}

/** RUN_INDEX_TYPES: the event types indexRun reads (a trace given without the others gives the same index). */
export const RUN_INDEX_TYPES: ReadonlySet<string> = new Set([
  "watch.event",
  "queue.ready",
  "reconcile.start",
  "api.request",
  "external.ensure",
  "external.delete",
  "reconcile.end",
  "reconcile.warning",
  "reconcile.panic",
  "reconcile.stepBudget",
  "reconcile.stateWrite",
]);

/** indexRun walks the trace once, then the final objects once, and builds the RunIndex (the
 * whole-trace form of a RunIndexer fed event by event). */
export function indexRun(input: FindingsInput): RunIndex {
  const indexer = new RunIndexer({
    forKind: (controller) => input.forKinds?.[controller],
    quietAtLeast: input.quietAfterMs ?? 0,
  });
  for (const e of input.trace) indexer.take(e);
  return indexer.index(input);
}
