import { isConflictError } from "../client/errors";

/** Backoff is wait.Backoff: steps tries, duration ms growing by factor, with jitter. */
export interface Backoff {
  steps: number;
  duration: number;
  factor: number;
  jitter: number;
}

/** DefaultRetry is retry.DefaultRetry: 5 steps, 10ms, factor 1.0, jitter 0.1 (fact 85). */
export const DefaultRetry: Readonly<Backoff> = { steps: 5, duration: 10, factor: 1.0, jitter: 0.1 };
/** DefaultBackoff is retry.DefaultBackoff: 4 steps, 10ms, factor 5.0, jitter 0.1 (fact 85). */
export const DefaultBackoff: Readonly<Backoff> = { steps: 4, duration: 10, factor: 5.0, jitter: 0.1 };

/** RetryHooks let the simulation account the waits (sleep) and draw jitter (rand in [0,1)). */
export interface RetryHooks {
  sleep?(ms: number): void;
  rand?(): number;
}

/**
 * onError retries fn while retriable(err), sleeping per backoff between tries; after the last
 * step it throws the last error (retry.OnError).
 */
export function onError(
  backoff: Backoff,
  retriable: (err: unknown) => boolean,
  fn: () => void,
  hooks: RetryHooks = {},
): void {
  let d = backoff.duration;
  let last: unknown;
  for (let i = 0; i < backoff.steps; i++) {
    if (i > 0) {
      const jitter = backoff.jitter > 0 ? d * backoff.jitter * (hooks.rand ? hooks.rand() : 0) : 0;
      hooks.sleep?.(d + jitter);
      d *= backoff.factor;
    }
    try {
      fn();
      return;
    } catch (err) {
      if (!retriable(err)) throw err;
      last = err;
    }
  }
  throw last;
}

/** retryOnConflict is retry.RetryOnConflict: onError with apierrors.IsConflict. */
export function retryOnConflict(backoff: Backoff, fn: () => void, hooks: RetryHooks = {}): void {
  onError(backoff, isConflictError, fn, hooks);
}
