import type { Clock } from "../sim/clock";
import { SECOND } from "../sim/clock";

/** RateLimiter is client-go's TypedRateLimiter, keyed by the item's key; delays in virtual ms. */
export interface RateLimiter {
  /** when returns how long to wait before the item may be processed again (and records a failure). */
  when(key: string): number;
  /** forget clears the item's history (it is not tracked any more). */
  forget(key: string): void;
  /** numRequeues returns how many failures the item has had. */
  numRequeues(key: string): number;
}

/**
 * ItemExponentialFailureRateLimiter waits base·2^n for the n-th earlier failure of an item,
 * capped at max (fact 57): with 5 ms / 1000 s: 5, 10, 20 ms, … and the 19th failure is the
 * first capped.
 */
export class ItemExponentialFailureRateLimiter implements RateLimiter {
  private readonly failures = new Map<string, number>();
  constructor(
    readonly baseDelayMs: number,
    readonly maxDelayMs: number,
  ) {}

  when(key: string): number {
    const exp = this.failures.get(key) ?? 0;
    this.failures.set(key, exp + 1);
    const backoff = this.baseDelayMs * 2 ** exp;
    return backoff > this.maxDelayMs || !Number.isFinite(backoff) ? this.maxDelayMs : backoff;
  }

  forget(key: string): void {
    this.failures.delete(key);
  }

  numRequeues(key: string): number {
    return this.failures.get(key) ?? 0;
  }
}

/**
 * TokenBucket is golang.org/x/time/rate.Limiter on virtual time: `limit` tokens per second
 * refill up to `burst`; the bucket starts full. `reserve()` takes one token now and returns
 * how long the caller must wait for it (Reserve().Delay()); the debt is carried forward.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly clock: Clock,
    readonly limit: number,
    readonly burst: number,
  ) {
    this.tokens = burst;
    this.last = clock.now();
  }

  /** reserve reserves one token and returns the delay in ms until it may be used. */
  reserve(): number {
    const now = this.clock.now();
    const last = now < this.last ? now : this.last;
    let tokens = this.tokens + ((now - last) / SECOND) * this.limit;
    if (tokens > this.burst) tokens = this.burst;
    tokens -= 1;
    const wait = tokens < 0 ? (-tokens / this.limit) * SECOND : 0;
    this.last = now;
    this.tokens = tokens;
    return wait;
  }

  /** available returns the tokens the bucket holds now (negative while in debt). */
  available(): number {
    const now = this.clock.now();
    return Math.min(this.burst, this.tokens + ((now - this.last) / SECOND) * this.limit);
  }
}

/** BucketRateLimiter is client-go's BucketRateLimiter: one bucket shared by all items. */
export class BucketRateLimiter implements RateLimiter {
  readonly bucket: TokenBucket;
  constructor(clock: Clock, qps: number, burst: number) {
    this.bucket = new TokenBucket(clock, qps, burst);
  }
  when(): number {
    return this.bucket.reserve();
  }
  forget(): void {}
  numRequeues(): number {
    return 0;
  }
}

/** MaxOfRateLimiter asks every limiter and returns the worst (fact 58); forget forgets in all. */
export class MaxOfRateLimiter implements RateLimiter {
  readonly limiters: readonly RateLimiter[];
  constructor(...limiters: RateLimiter[]) {
    this.limiters = limiters;
  }
  when(key: string): number {
    let max = 0;
    for (const l of this.limiters) max = Math.max(max, l.when(key));
    return max;
  }
  forget(key: string): void {
    for (const l of this.limiters) l.forget(key);
  }
  numRequeues(key: string): number {
    let max = 0;
    for (const l of this.limiters) max = Math.max(max, l.numRequeues(key));
    return max;
  }
}

/** DefaultControllerRateLimiter is MaxOf(ItemExponential(5ms, 1000s), Bucket(10 qps, burst 100)). */
export function defaultControllerRateLimiter(clock: Clock): MaxOfRateLimiter {
  return new MaxOfRateLimiter(
    new ItemExponentialFailureRateLimiter(5, 1000 * SECOND),
    new BucketRateLimiter(clock, 10, 100),
  );
}

/** defaultPriorityQueueRateLimiter is controller-runtime's default since v0.23 (fact 59): no bucket. */
export function defaultPriorityQueueRateLimiter(): ItemExponentialFailureRateLimiter {
  return new ItemExponentialFailureRateLimiter(5, 1000 * SECOND);
}
