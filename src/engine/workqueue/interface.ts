import type { Clock } from "../sim/clock";
import type { TimerHandle } from "../sim/scheduler";
import type { Tracer } from "../sim/tracer";
import type { KeyFunc } from "./key";
import type { WorkqueueMetrics } from "./metrics";

/** TimerSource is the part of the Scheduler a queue needs: the clock and delayed callbacks. */
export interface TimerSource extends Clock {
  after(delayMs: number, fn: () => void, label?: string): TimerHandle;
}

/** QueueConfig configures every queue flavour. */
export interface QueueConfig<T> {
  /** name labels metrics and trace events (controller-runtime uses the controller name). */
  name: string;
  scheduler: TimerSource;
  tracer?: Tracer;
  keyOf?: KeyFunc<T>;
  /** controller label of the metrics (defaults to name). */
  controller?: string;
}

/**
 * Interface is client-go's workqueue.TypedInterface in a synchronous world: `get` returns the
 * next item or undefined when none is ready (a worker then waits for `onReady`).
 */
export interface Interface<T> {
  readonly name: string;
  readonly metrics: WorkqueueMetrics;
  add(item: T): void;
  /** len counts the items ready to be handed out. */
  len(): number;
  /** get hands out the next ready item (marking it processing) or undefined. */
  get(): T | undefined;
  /** done ends processing of item; a copy added meanwhile becomes ready again. */
  done(item: T): void;
  shutDown(): void;
  /** shutDownWithDrain stops new adds; `drained()` tells when in-flight items are done. */
  shutDownWithDrain(): void;
  shuttingDown(): boolean;
  /** drained reports whether nothing is being processed. */
  drained(): boolean;
  /** onReady registers a listener called (synchronously) whenever an item may be ready to get. */
  onReady(fn: () => void): () => void;
}

/** DelayingInterface adds AddAfter. */
export interface DelayingInterface<T> extends Interface<T> {
  addAfter(item: T, delayMs: number): void;
}

/** RateLimitingInterface is client-go's TypedRateLimitingInterface. */
export interface RateLimitingInterface<T> extends DelayingInterface<T> {
  addRateLimited(item: T): void;
  forget(item: T): void;
  numRequeues(item: T): number;
}

/** AddOpts mirrors controller-runtime priorityqueue.AddOpts (after in virtual ms). */
export interface AddOpts {
  after?: number;
  ratelimited?: boolean;
  priority?: number;
}

/** PriorityQueue is controller-runtime's priorityqueue.PriorityQueue. */
export interface PriorityQueue<T> extends RateLimitingInterface<T> {
  addWithOpts(opts: AddOpts, ...items: T[]): void;
  getWithPriority(): { item: T; priority: number } | undefined;
}

/** isPriorityQueue is the type switch handlers do (`q.(priorityqueue.PriorityQueue)`). */
export function isPriorityQueue<T>(q: Interface<T>): q is PriorityQueue<T> {
  return typeof (q as Partial<PriorityQueue<T>>).addWithOpts === "function";
}

/** QueueItemsView is a plain-data picture of a queue for state panels. */
export interface QueueItemsView {
  ready: Array<{ key: string; priority?: number }>;
  waiting: Array<{ key: string; readyAt: number; priority?: number }>;
  processing: string[];
}
