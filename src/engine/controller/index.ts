/**
 * controller: controller-runtime's internal controller. Contract: Start builds the queue (the
 * priority queue by default, the legacy rate-limiting queue with usePriorityQueue: false),
 * starts every source and waits for each within CacheSyncTimeout (2m), then runs
 * MaxConcurrentReconciles workers (default 1). Each worker takes a key, runs the reconcile
 * synchronously at its start time, stays busy for baseCost + the reconcile's request costs,
 * then applies the ONE outcome switch of fact 63 (TerminalError, error, RequeueAfter, Requeue,
 * success) and calls Done. Panics are recovered by default (fact 66). Metrics use the real names.
 */
export { Controller } from "./controller";
export type { ControllerEnv, Queue, Source } from "./controller";
export {
  BOTH_RESULT_AND_ERROR,
  DEFAULT_CACHE_SYNC_TIMEOUT,
  DEFAULT_RECONCILE_COST,
  duplicateNameError,
} from "./options";
export type { Options, ControllerSpec } from "./options";
