/**
 * workqueue: client-go's util/workqueue and controller-runtime's priority queue, on virtual
 * time. Contract: semantics are exactly client-go's (dirty/processing sets, delaying queue that
 * keeps the earlier ready time, rate limiters) and controller-runtime's priorityqueue (dedup
 * keeping highest priority and earliest ready time, locked keys until Done). Calls are
 * synchronous: `get()` returns undefined when nothing is ready and workers wait for `onReady`.
 * Items are keyed by a KeyFunc (requests as "namespace/name"). Metrics carry the real names.
 */
export type {
  Interface,
  DelayingInterface,
  RateLimitingInterface,
  PriorityQueue,
  AddOpts,
  QueueConfig,
  QueueItemsView,
  TimerSource,
} from "./interface";
export { isPriorityQueue } from "./interface";
export { Queue, newQueue } from "./queue";
export { DelayingQueue, newDelayingQueue } from "./delaying";
export { RateLimitingQueue, newRateLimitingQueue } from "./ratelimiting";
export type { RateLimitingQueueConfig } from "./ratelimiting";
export { PriorityQueueImpl, newPriorityQueue, LowPriority } from "./priorityqueue";
export type { PriorityQueueConfig } from "./priorityqueue";
export {
  ItemExponentialFailureRateLimiter,
  BucketRateLimiter,
  MaxOfRateLimiter,
  TokenBucket,
  defaultControllerRateLimiter,
  defaultPriorityQueueRateLimiter,
} from "./ratelimiters";
export type { RateLimiter } from "./ratelimiters";
export { WorkqueueMetrics, Histogram, WORKQUEUE_METRICS, WORKQUEUE_DURATION_BUCKETS } from "./metrics";
export type { MetricSample } from "./metrics";
export { defaultKey } from "./key";
export type { KeyFunc } from "./key";
export { Fifo } from "./fifo";
