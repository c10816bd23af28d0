/**
 * StageGate: work that waits until the player has settled. The variants' figures are computed
 * by the engine in a second worker, for seconds at 20,000 Apps. Started as the player re-mounted
 * on a variant's run, that worker and the player's computed at once, and the page's tasks on this
 * 2-core machine stretched past 50 ms. The figures' request now waits until `open` (FlowStage:
 * the player's run is complete and its stage drawn), or at most `maxMs`.
 */
export class StageGate {
  private isOpen = false;
  private waiters: Array<() => void> = [];

  /** open: the stage is drawn; everything waiting goes now. */
  open(): void {
    this.isOpen = true;
    for (const go of this.waiters.splice(0)) go();
  }

  /** close: a new stage is about to be drawn (the player re-mounts on another run). */
  close(): void {
    this.isOpen = false;
  }

  /** wait resolves once the gate is open, or after maxMs, whichever is first. */
  wait(maxMs: number): Promise<void> {
    if (this.isOpen) return Promise.resolve();
    return new Promise((resolve) => {
      const go = () => {
        clearTimeout(timer);
        const i = this.waiters.indexOf(go);
        if (i >= 0) this.waiters.splice(i, 1);
        resolve();
      };
      const timer = setTimeout(go, maxMs);
      this.waiters.push(go);
    });
  }
}
