/**
 * Panic is a Go panic raised inside a reconcile (the Go interpreter throws it; native
 * reconcilers may too). JavaScript runtime errors (TypeError, RangeError) count as panics:
 * they are what a nil dereference or an index out of range becomes.
 */
export class Panic extends Error {
  constructor(
    readonly value: unknown,
    /** site is where the panic happened (file:line in the user's Go). */
    readonly site?: { file: string; line: number },
  ) {
    super(`panic: ${String(value)}`);
    this.name = "Panic";
  }
}

/** StepBudgetExceeded stops a reconcile that ran past its step budget (an endless loop). */
export class StepBudgetExceeded extends Error {
  constructor(
    readonly steps: number,
    readonly site?: { file: string; line: number },
  ) {
    super(`reconcile stopped after ${steps} steps: step budget exceeded (an endless loop?)`);
    this.name = "StepBudgetExceeded";
  }
}

/** panicValue returns the printed panic value if err is a panic, else undefined. */
export function panicValue(err: unknown): string | undefined {
  if (err instanceof Panic) return String(err.value);
  if (err instanceof TypeError || err instanceof RangeError || err instanceof ReferenceError)
    return `runtime error: ${err.message}`;
  return undefined;
}
