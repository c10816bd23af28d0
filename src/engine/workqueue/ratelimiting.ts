import { DelayingQueue } from "./delaying";
import type { QueueConfig, RateLimitingInterface } from "./interface";
import { defaultControllerRateLimiter, type RateLimiter } from "./ratelimiters";

export interface RateLimitingQueueConfig<T> extends QueueConfig<T> {
  /** rateLimiter defaults to DefaultControllerRateLimiter (exponential + 10 qps bucket). */
  rateLimiter?: RateLimiter;
}

/**
 * RateLimitingQueue is client-go's rate-limiting queue (fact 56): `addRateLimited(x)` is
 * `addAfter(x, limiter.when(x))`; `forget` only clears the limiter's history (Done is still
 * needed); `numRequeues` asks the limiter.
 */
export class RateLimitingQueue<T> extends DelayingQueue<T> implements RateLimitingInterface<T> {
  readonly rateLimiter: RateLimiter;

  constructor(cfg: RateLimitingQueueConfig<T>) {
    super(cfg);
    this.rateLimiter = cfg.rateLimiter ?? defaultControllerRateLimiter(cfg.scheduler);
  }

  addRateLimited(item: T): void {
    const key = this.keyOf(item);
    const delayMs = this.rateLimiter.when(key);
    this.tracer?.emit({
      type: "queue.addRateLimited",
      queue: this.name,
      key,
      delayMs,
      requeues: this.rateLimiter.numRequeues(key),
    });
    this.addAfter(item, delayMs);
  }

  forget(item: T): void {
    const key = this.keyOf(item);
    this.rateLimiter.forget(key);
    this.tracer?.emit({ type: "queue.forget", queue: this.name, key });
  }

  numRequeues(item: T): number {
    return this.rateLimiter.numRequeues(this.keyOf(item));
  }
}

/** newRateLimitingQueue is NewTypedRateLimitingQueueWithConfig. */
export function newRateLimitingQueue<T>(cfg: RateLimitingQueueConfig<T>): RateLimitingQueue<T> {
  return new RateLimitingQueue(cfg);
}
