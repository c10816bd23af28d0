import type { Clock } from "../sim/clock";

/** The real workqueue metric names (client-go / controller-runtime, fact 69). */
export const WORKQUEUE_METRICS = {
  depth: "workqueue_depth",
  adds: "workqueue_adds_total",
  queueDuration: "workqueue_queue_duration_seconds",
  workDuration: "workqueue_work_duration_seconds",
  unfinishedWork: "workqueue_unfinished_work_seconds",
  longestRunningProcessor: "workqueue_longest_running_processor_seconds",
  retries: "workqueue_retries_total",
} as const;

/** Buckets of queue_duration and work_duration: ExponentialBuckets(10e-9, 10, 12), in seconds. */
export const WORKQUEUE_DURATION_BUCKETS: readonly number[] = Array.from({ length: 12 }, (_, i) => 1e-8 * 10 ** i);

/** MetricSample is one exported series value (histograms export count, sum and buckets). */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
  /** for histograms: cumulative counts per upper bound */
  buckets?: Array<[number, number]>;
  count?: number;
}

/** Histogram knows how to count observations into fixed buckets. */
export class Histogram {
  readonly counts: number[];
  sum = 0;
  count = 0;
  constructor(readonly bounds: readonly number[]) {
    this.counts = bounds.map(() => 0);
  }
  observe(v: number): void {
    this.sum += v;
    this.count++;
    for (let i = 0; i < this.bounds.length; i++) {
      if (v <= (this.bounds[i] as number)) {
        this.counts[i]!++;
        return;
      }
    }
  }
  cumulative(): Array<[number, number]> {
    let acc = 0;
    return this.bounds.map((b, i) => [b, (acc += this.counts[i] as number)]);
  }
}

/**
 * WorkqueueMetrics knows how to keep one queue's metrics the way client-go's defaultQueueMetrics
 * and controller-runtime's priority-queue metrics do: depth (per priority for the priority
 * queue), adds (only adds that were not deduplicated), queue and work durations, unfinished
 * work and the longest running processor (computed from the clock on collect), and retries.
 */
export class WorkqueueMetrics {
  depth = 0;
  readonly depthByPriority = new Map<number, number>();
  adds = 0;
  retries = 0;
  readonly queueDuration = new Histogram(WORKQUEUE_DURATION_BUCKETS);
  readonly workDuration = new Histogram(WORKQUEUE_DURATION_BUCKETS);
  private readonly addTimes = new Map<string, number>();
  private readonly processingStart = new Map<string, number>();

  constructor(
    readonly name: string,
    private readonly clock: Clock,
    readonly controller: string = name,
    /** priority labels the depth series (controller-runtime's priority queue) */
    readonly withPriority = false,
  ) {}

  /** add records a non-deduplicated add; the first add time of a key is kept. */
  add(key: string, priority = 0): void {
    this.adds++;
    this.depth++;
    if (this.withPriority) this.depthByPriority.set(priority, (this.depthByPriority.get(priority) ?? 0) + 1);
    if (!this.addTimes.has(key)) this.addTimes.set(key, this.clock.now());
  }

  /** get records a hand-out; returns the ms the key waited since its add. */
  get(key: string, priority = 0): number {
    const now = this.clock.now();
    this.depth--;
    if (this.withPriority) this.depthByPriority.set(priority, (this.depthByPriority.get(priority) ?? 0) - 1);
    this.processingStart.set(key, now);
    const added = this.addTimes.get(key);
    if (added === undefined) return 0;
    this.addTimes.delete(key);
    this.queueDuration.observe((now - added) / 1000);
    return now - added;
  }

  /** done records the end of processing; returns the ms the key was processed. */
  done(key: string): number {
    const start = this.processingStart.get(key);
    if (start === undefined) return 0;
    this.processingStart.delete(key);
    const ms = this.clock.now() - start;
    this.workDuration.observe(ms / 1000);
    return ms;
  }

  /** updateDepthWithPriority moves one unit of depth from one priority to another. */
  updateDepthWithPriority(oldPriority: number, newPriority: number): void {
    if (!this.withPriority) return;
    this.depthByPriority.set(oldPriority, (this.depthByPriority.get(oldPriority) ?? 0) - 1);
    this.depthByPriority.set(newPriority, (this.depthByPriority.get(newPriority) ?? 0) + 1);
  }

  /**
   * Allocation-free variants for queues that keep the times on their own entries (the
   * priority queue): `added` counts an add, `handedOut` observes the queue duration and
   * returns it, `finished` observes the work duration. `processingStarts` supplies the start
   * times for unfinished work and the longest running processor.
   */
  added(priority = 0): void {
    this.adds++;
    this.depth++;
    if (this.withPriority) this.depthByPriority.set(priority, (this.depthByPriority.get(priority) ?? 0) + 1);
  }

  handedOut(priority: number, addedAt: number): number {
    this.depth--;
    if (this.withPriority) this.depthByPriority.set(priority, (this.depthByPriority.get(priority) ?? 0) - 1);
    const waited = this.clock.now() - addedAt;
    this.queueDuration.observe(waited / 1000);
    return waited;
  }

  finished(startedAt: number): number {
    const ms = this.clock.now() - startedAt;
    this.workDuration.observe(ms / 1000);
    return ms;
  }

  processingStarts: (() => Iterable<number>) | undefined;

  /** retry counts one add with a delay (AddAfter / rate-limited / RequeueAfter). */
  retry(): void {
    this.retries++;
  }

  /** unfinishedWorkSeconds is the summed age of every item being processed. */
  unfinishedWorkSeconds(): number {
    const now = this.clock.now();
    let total = 0;
    for (const s of this.processingStarts ? this.processingStarts() : this.processingStart.values()) total += now - s;
    return total / 1000;
  }

  /** longestRunningProcessorSeconds is the age of the oldest item being processed. */
  longestRunningProcessorSeconds(): number {
    const now = this.clock.now();
    let oldest = 0;
    for (const s of this.processingStarts ? this.processingStarts() : this.processingStart.values())
      oldest = Math.max(oldest, now - s);
    return oldest / 1000;
  }

  /** collect exports every series with the real metric names and labels. */
  collect(): MetricSample[] {
    const labels = { name: this.name, controller: this.controller };
    const out: MetricSample[] = [];
    if (this.withPriority) {
      const prios = [...this.depthByPriority.keys()].sort((a, b) => a - b);
      for (const p of prios)
        out.push({
          name: WORKQUEUE_METRICS.depth,
          labels: { ...labels, priority: String(p) },
          value: this.depthByPriority.get(p) ?? 0,
        });
    } else out.push({ name: WORKQUEUE_METRICS.depth, labels, value: this.depth });
    out.push({ name: WORKQUEUE_METRICS.adds, labels, value: this.adds });
    out.push({
      name: WORKQUEUE_METRICS.queueDuration,
      labels,
      value: this.queueDuration.sum,
      count: this.queueDuration.count,
      buckets: this.queueDuration.cumulative(),
    });
    out.push({
      name: WORKQUEUE_METRICS.workDuration,
      labels,
      value: this.workDuration.sum,
      count: this.workDuration.count,
      buckets: this.workDuration.cumulative(),
    });
    out.push({ name: WORKQUEUE_METRICS.unfinishedWork, labels, value: this.unfinishedWorkSeconds() });
    out.push({ name: WORKQUEUE_METRICS.longestRunningProcessor, labels, value: this.longestRunningProcessorSeconds() });
    out.push({ name: WORKQUEUE_METRICS.retries, labels, value: this.retries });
    return out;
  }
}
