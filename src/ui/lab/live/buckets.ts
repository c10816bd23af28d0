/**
 * ReconcileBuckets: the whole run's reconciles, counted per manager, virtual second (of their
 * start) and outcome. The page keeps only the last MAX_RECONCILES reconciles in detail; the
 * buckets let the timeline show the whole run, however long, at a bounded cost (one entry per
 * manager and second).
 */
import type { LiveReconcile } from "../../../worker";

/** Outcome is how the timeline colours a reconcile. */
export type Outcome = "ok" | "requeue" | "error" | "running";

export function outcomeOf(o: string | undefined): Outcome {
  if (!o) return "running";
  if (o === "success") return "ok";
  if (o.startsWith("requeue")) return "requeue";
  return "error";
}

/** Counts: finished reconciles of one second, by outcome. */
export interface Counts {
  ok: number;
  requeue: number;
  error: number;
}

export interface ReconcileBuckets {
  /** lanes: manager → second → counts. */
  lanes: Map<string, Map<number, Counts>>;
  /** counted: ids of finished reconciles already counted (a frame may repeat one). */
  counted: Set<number>;
  total: number;
}

export const emptyBuckets = (): ReconcileBuckets => ({ lanes: new Map(), counted: new Set(), total: 0 });

/**
 * bucketReconciles counts the finished reconciles of a frame not counted yet. It adds to the
 * given buckets in place (the sets only grow, and a repeated reconcile is not counted twice)
 * and returns a new wrapper when something was added, so the timeline redraws only then.
 */
export function bucketReconciles(b: ReconcileBuckets, rs: readonly LiveReconcile[]): ReconcileBuckets {
  let added = 0;
  for (const r of rs) {
    if (r.end === undefined || b.counted.has(r.id)) continue;
    b.counted.add(r.id);
    const lane = b.lanes.get(r.manager) ?? new Map<number, Counts>();
    b.lanes.set(r.manager, lane);
    const second = Math.floor(r.start / 1000);
    const c = lane.get(second) ?? { ok: 0, requeue: 0, error: 0 };
    const o = outcomeOf(r.outcome);
    if (o !== "running") c[o]++;
    lane.set(second, c);
    added++;
  }
  return added ? { ...b, total: b.total + added } : b;
}
