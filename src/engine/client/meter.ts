/**
 * CostMeter adds up the virtual cost (ms) of the calls a reconcile makes; the controller
 * reads it to know how long the worker stays busy (ENGINE-CONTRACT time model).
 */
export class CostMeter {
  private total = 0;
  /** add charges ms to the running reconcile. */
  add(ms: number): void {
    if (ms > 0) this.total += ms;
  }
  /** take returns the charged cost and resets the meter. */
  take(): number {
    const t = this.total;
    this.total = 0;
    return t;
  }
  /** peek returns the cost charged so far. */
  peek(): number {
    return this.total;
  }
}

/**
 * ProcessCrash unwinds a reconcile when a crash fault fires mid-call: the process is gone,
 * so nothing after the call runs. Reconcilers (and the Go interpreter) must let it through.
 */
export class ProcessCrash extends Error {
  constructor(readonly call: string) {
    super(`process crashed after ${call}`);
    this.name = "ProcessCrash";
  }
}

/** isProcessCrash reports whether err is a ProcessCrash (possibly wrapped as a cause). */
export function isProcessCrash(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 16 && e; i++) {
    if (e instanceof ProcessCrash) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
