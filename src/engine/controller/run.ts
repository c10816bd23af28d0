/** ReconcileRun: the one record of a reconcile from Get to Done, and the reconcile.end event it ends with. */
import type { Request, Result, Site } from "../reconcile/types";
import type { TraceInput } from "../sim/trace";

/** Outcome is how a reconcile ended (the reconcile.end event's `outcome`). */
export type Outcome = "success" | "error" | "terminal" | "requeue" | "requeue_after" | "panic" | "crash";

/** ReconcileRun is everything one reconcile produced, gathered as it runs. */
export interface ReconcileRun {
  req: Request;
  /** "ns/name" */
  key: string;
  reconcileID: number;
  /** the priority the key was handed out with */
  priority: number;
  result: Result;
  err: unknown;
  /** the recovered panic's value, and where it was raised */
  panicked?: string;
  panicSite?: Site;
  /** the process died during the reconcile */
  crashed: boolean;
  /** virtual ms the worker stays busy */
  costMs: number;
  /** API calls made, how many failed and how many wrote */
  counts: { calls: number; failures: number; writes: number };
  /** the line of the reconciler's `return` (the Go interpreter sets it through the context) */
  site?: Site;
}

/** requeueAfterOf is the run's RequeueAfter when positive, else 0. */
export function requeueAfterOf(run: ReconcileRun): number {
  const after = run.result.requeueAfter;
  return after && after > 0 ? after : 0;
}

/** endEvent is the reconcile.end event of a run, for every outcome. Built a member at a time, in
 * the event's member order (the trace encodes members in that order), without the throwaway
 * objects of conditional spreads: one is built per reconcile. */
export function endEvent(
  controller: string,
  manager: string,
  run: ReconcileRun,
  outcome: Outcome,
  error: string | undefined,
): TraceInput {
  const { result, counts, site } = run;
  const requeueAfter = requeueAfterOf(run);
  const e: Record<string, unknown> = {
    type: "reconcile.end",
    controller,
    key: run.key,
    manager,
    reconcileID: run.reconcileID,
    outcome,
    durationMs: run.costMs,
  };
  if (error !== undefined) e.error = error;
  if (result.requeue) e.requeue = true;
  if (requeueAfter > 0) e.requeueAfterMs = requeueAfter;
  if (result.priority !== undefined) e.priority = result.priority;
  e.calls = counts.calls;
  e.failedCalls = counts.failures;
  e.writes = counts.writes;
  if (site) e.site = site;
  return e as unknown as TraceInput;
}
