import type { RateLimiter } from "../workqueue/ratelimiters";
import type { Reconciler } from "../reconcile/types";

/** DEFAULT_CACHE_SYNC_TIMEOUT is CacheSyncTimeout's default, 2 minutes (facts 65, 97). */
export const DEFAULT_CACHE_SYNC_TIMEOUT = 120_000;
/** DEFAULT_RECONCILE_COST is the virtual CPU cost of one reconcile besides its calls (ms). */
export const DEFAULT_RECONCILE_COST = 1;
/** CACHE_SYNC_POLL is WaitForCacheSync's poll period, 100 ms (fact 52). */
export const CACHE_SYNC_POLL = 100;

/** Options are controller.Options (times in virtual ms). */
export interface Options {
  /** maxConcurrentReconciles defaults to 1 (fact 65). */
  maxConcurrentReconciles?: number;
  /** recoverPanic defaults to true since v0.19 (fact 66). */
  recoverPanic?: boolean;
  /** cacheSyncTimeout defaults to 2 minutes (fact 97). */
  cacheSyncTimeout?: number;
  /** usePriorityQueue defaults to true since v0.23 (fact 59). */
  usePriorityQueue?: boolean;
  /** rateLimiter replaces the default limiter of the chosen queue. */
  rateLimiter?: RateLimiter;
  /** skipNameValidation allows two controllers with one name (fact 67). */
  skipNameValidation?: boolean;
  /** needLeaderElection defaults to true: the controller runs only on the leader (fact 95). */
  needLeaderElection?: boolean;
  /** reconcileCost is the virtual ms a reconcile costs besides its requests. */
  reconcileCost?: number;
  /**
   * reconciliationTimeout has no default (fact 65). A reconcile whose cost passes it ends at
   * the timeout with "context deadline exceeded" (its calls made until then stand) and counts
   * in controller_runtime_reconcile_timeouts_total.
   */
  reconciliationTimeout?: number;
}

/** ControllerSpec is everything New needs: a name, a reconciler and options. */
export interface ControllerSpec extends Options {
  name: string;
  reconciler: Reconciler;
}

/** BOTH_RESULT_AND_ERROR is the warning logged since v0.23 (fact 63). */
export const BOTH_RESULT_AND_ERROR =
  "Warning: Reconciler returned both a result with either RequeueAfter or Requeue set and a non-nil error. RequeueAfter and Requeue will always be ignored if the error is non-nil. For more details, see: https://pkg.go.dev/sigs.k8s.io/controller-runtime/pkg/reconcile#Reconciler";

/** duplicateNameError is fact 67's message. */
export function duplicateNameError(name: string): string {
  return `controller with name ${name} already exists. Controller names must be unique to avoid multiple controllers reporting the same metric. This validation can be disabled via the SkipNameValidation option`;
}
