/**
 * PageYield: the flow worker waits while the page draws. A growing run's first slice is answered
 * at once ("open"); the rest of the run then waits until the page says it has drawn its stage
 * ("painted": the first frame, the lanes, the panels and the charts made) or until `maxWaitMs`
 * passes, so a page that never says so holds the run up no longer than that.
 *
 * Why: on a machine with two cores, the engine computing the rest of the run (with V8's compiler
 * and GC threads behind it) and the page mounting its stage fought for the cores, and the page's
 * 7-22 ms CPU tasks (the first frame's layout and paint, making the first chart) took 52-73 ms
 * of wall time: 6 of 18 loads had a task over 50 ms. With the run waiting, 2 of 30 did (50-51 ms).
 */
export interface Timers {
  set(f: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (f, ms) => setTimeout(f, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class PageYield {
  private go: (() => void) | undefined;
  private timer: unknown;

  constructor(
    readonly maxWaitMs: number,
    private readonly timers: Timers = realTimers,
  ) {}

  /** holding reports whether the run waits for the page. */
  get holding(): boolean {
    return this.go !== undefined;
  }

  /** hold runs `go` once the page has painted or maxWaitMs has passed, whichever is first; a
   * hold replaces the one before it (whose `go` then never runs). */
  hold(go: () => void): void {
    this.cancel();
    this.go = go;
    this.timer = this.timers.set(() => this.release(), this.maxWaitMs);
  }

  /** painted: the page has drawn; the held `go` runs now. Nothing happens when none is held. */
  painted(): void {
    this.release();
  }

  /** cancel drops the held `go` without running it (the run was replaced or finished). */
  cancel(): void {
    if (this.timer !== undefined) this.timers.clear(this.timer);
    this.timer = undefined;
    this.go = undefined;
  }

  private release(): void {
    const go = this.go;
    this.cancel();
    go?.();
  }
}
