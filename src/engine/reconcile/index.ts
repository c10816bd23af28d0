/**
 * reconcile: the Reconciler contract (controller-runtime pkg/reconcile).
 * Contract: a Reconciler is synchronous; it returns a Result or throws. Throwing a
 * TerminalError stops retries for that request; any other throw is retried with backoff.
 * Result.requeue is deprecated (fact 64); requeueAfter is in virtual milliseconds.
 */
export type { Request, Result, Reconciler, Context, Site } from "./types";
export { reconcileFunc, requestKey, isZeroResult } from "./types";
export { TerminalError, TerminalErrorImpl, isTerminalError, messageOf, ErrorWithResult, resultOf } from "./terminal";
export { Panic, StepBudgetExceeded, panicValue } from "./panic";
