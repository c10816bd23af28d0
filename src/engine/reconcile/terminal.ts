/**
 * TerminalErrorImpl marks an error that retrying cannot fix: the controller neither requeues
 * nor forgets the item (fact 63). Its message is "terminal error: <inner>" (fact 64).
 */
export class TerminalErrorImpl extends Error {
  readonly inner: unknown;
  constructor(inner: unknown) {
    super(inner === undefined || inner === null ? "nil terminal error" : `terminal error: ${messageOf(inner)}`);
    this.name = "TerminalError";
    this.inner = inner;
  }
}

/** TerminalError wraps err so that the controller will not retry it (reconcile.TerminalError). */
export function TerminalError(err: unknown): TerminalErrorImpl {
  return new TerminalErrorImpl(err);
}

/** isTerminalError is errors.Is(err, reconcile.TerminalError(nil)): it unwraps causes. */
export function isTerminalError(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 32 && e; i++) {
    if (e instanceof TerminalErrorImpl) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** messageOf renders any thrown value as Go would print an error. */
export function messageOf(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === "string") return err;
  return String(err);
}

/**
 * ErrorWithResult is how a synchronous reconciler returns both a Result and an error, as Go's
 * `return ctrl.Result{RequeueAfter: d}, err` does: throw it. The controller ignores the result
 * (and logs the warning of fact 63).
 */
export class ErrorWithResult extends Error {
  constructor(
    readonly result: { requeue?: boolean; requeueAfter?: number; priority?: number },
    override readonly cause: unknown,
  ) {
    super(messageOf(cause));
    this.name = "ErrorWithResult";
  }
}

/** resultOf returns the Result carried by an ErrorWithResult, if any. */
export function resultOf(err: unknown): { requeue?: boolean; requeueAfter?: number; priority?: number } | undefined {
  return err instanceof ErrorWithResult ? err.result : undefined;
}
