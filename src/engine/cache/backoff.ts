import type { Clock } from "../sim/clock";
import { MINUTE, SECOND } from "../sim/clock";
import type { Rng } from "../sim/rng";

/**
 * Backoff is the reflector's exponential backoff manager (fact 42): 800 ms doubling to a 30 s
 * cap, each wait jittered by up to +100 %, reset after 2 minutes without a backoff.
 */
export class Backoff {
  private duration: number;
  private lastStart = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly clock: Clock,
    private readonly rng: Rng,
    readonly initialMs = 800,
    readonly capMs = 30 * SECOND,
    readonly factor = 2,
    readonly jitter = 1,
    readonly resetMs = 2 * MINUTE,
  ) {
    this.duration = initialMs;
  }

  /** next returns the next wait in ms. */
  next(): number {
    const now = this.clock.now();
    if (now - this.lastStart > this.resetMs) this.duration = this.initialMs;
    this.lastStart = now;
    const d = this.duration;
    this.duration = Math.min(this.duration * this.factor, this.capMs);
    return this.jitter > 0 ? d + this.rng.next() * this.jitter * d : d;
  }
}
