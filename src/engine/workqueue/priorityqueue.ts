import { LaneHeap } from "../sim/laneheap";
import type { TimerHandle } from "../sim/scheduler";
import { heard, type Tracer } from "../sim/tracer";
import type { AddOpts, PriorityQueue, QueueConfig, QueueItemsView, TimerSource } from "./interface";
import { defaultKey, type KeyFunc } from "./key";
import { WorkqueueMetrics } from "./metrics";
import { defaultPriorityQueueRateLimiter, type RateLimiter } from "./ratelimiters";

/** LowPriority is what built-in handlers use for initial-list creates and resyncs (fact 61). */
export const LowPriority = -100;

interface Entry<T> {
  key: string;
  item: T;
  priority: number;
  /** order within a priority level (FIFO) */
  added: number;
  /** undefined when ready */
  readyAt: number | undefined;
  timer: TimerHandle | undefined;
  version: number;
  /** when the entry became ready (queue_duration starts) */
  addedAt: number;
  /** when the entry was handed out (work_duration starts) */
  startedAt: number;
  /** gone: handed out and taken out of `entries` (its heap nodes are stale); a flag, not a lookup
   * of `entries`, which at 20,000 keys costs a cache miss per pop */
  gone: boolean;
}

/** Node is a heap entry: time = −priority, seq = added, so the heap pops highest priority first. */
interface Node<T> {
  time: number;
  seq: number;
  entry: Entry<T>;
  version: number;
}

export interface PriorityQueueConfig<T> extends QueueConfig<T> {
  /** rateLimiter defaults to ItemExponentialFailureRateLimiter(5ms, 1000s) only (fact 59). */
  rateLimiter?: RateLimiter;
}

/**
 * PriorityQueueImpl is controller-runtime's priorityqueue (facts 59–61):
 * - one entry per key: a new add keeps the HIGHEST priority and the EARLIEST ready time, so an
 *   immediate add of a key waiting on RequeueAfter makes it ready now (unlike fact 55);
 * - ready entries go out by priority, FIFO within a priority; raising an entry's priority
 *   moves it to the back of its new level; an entry whose delay expires joins the back of its
 *   level (older controller-runtime sorted such entries after every never-delayed one);
 * - a key handed out is locked until Done: a new copy may queue but is not handed out;
 * - `addWithOpts({after, ratelimited, priority})` uses min(after, limiter.when) and calls
 *   `when` even when the add merges into an existing entry;
 * - `len` counts ready entries; adds with a non-zero delay count in retries.
 * Shut down, it hands out nothing more.
 */
export class PriorityQueueImpl<T> implements PriorityQueue<T> {
  readonly name: string;
  readonly metrics: WorkqueueMetrics;
  readonly rateLimiter: RateLimiter;
  private readonly scheduler: TimerSource;
  private readonly tracer: Tracer | undefined;
  private readonly keyOf: KeyFunc<T>;
  private readonly entries = new Map<string, Entry<T>>();
  /** ready nodes in hand-out order (a FIFO per priority: an add almost always has the newest `added`) */
  private readonly heap = new LaneHeap<Node<T>>();
  private readonly locked = new Map<string, Entry<T>>();
  private readyCount = 0;
  private addedCounter = 0;
  private shutdown = false;
  private readonly readyListeners: Array<() => void> = [];

  constructor(cfg: PriorityQueueConfig<T>) {
    this.name = cfg.name;
    this.scheduler = cfg.scheduler;
    this.tracer = cfg.tracer;
    this.keyOf = cfg.keyOf ?? (defaultKey as KeyFunc<T>);
    this.rateLimiter = cfg.rateLimiter ?? defaultPriorityQueueRateLimiter();
    this.metrics = new WorkqueueMetrics(cfg.name, cfg.scheduler, cfg.controller ?? cfg.name, true);
    this.metrics.processingStarts = () => [...this.locked.values()].map((e) => e.startedAt);
  }

  addWithOpts(opts: AddOpts, ...items: T[]): void {
    if (this.shutdown) return;
    let becameReady = false;
    const priority = opts.priority ?? 0;
    for (const item of items) {
      const key = this.keyOf(item);
      let after = opts.after ?? 0;
      if (opts.ratelimited) {
        const rl = this.rateLimiter.when(key);
        heard(this.tracer, "queue.addRateLimited")?.emit({
          type: "queue.addRateLimited",
          queue: this.name,
          key,
          delayMs: rl,
          requeues: this.rateLimiter.numRequeues(key),
        });
        if (after === 0 || rl < after) after = rl;
      }
      const now = this.scheduler.now();
      const readyAt = after > 0 ? now + after : undefined;
      if (readyAt !== undefined) this.metrics.retry();

      const existing = this.entries.get(key);
      if (!existing) {
        const e: Entry<T> = {
          key,
          item,
          priority,
          added: this.addedCounter++,
          readyAt,
          timer: undefined,
          version: 0,
          addedAt: 0,
          startedAt: 0,
          gone: false,
        };
        this.entries.set(key, e);
        if (readyAt === undefined) {
          this.makeReady(e);
          const tracer = heard(this.tracer, "queue.add");
          if (tracer) {
            if (this.locked.has(key))
              tracer.emit({ type: "queue.add", queue: this.name, key, priority, afterDone: true });
            else tracer.emit({ type: "queue.add", queue: this.name, key, priority });
          }
          becameReady = true;
        } else {
          e.timer = this.scheduleReady(e, after);
          this.traceAddAfter(key, after, readyAt, priority);
        }
        continue;
      }

      let reorder = false;
      if (priority > existing.priority) {
        if (existing.readyAt === undefined) this.metrics.updateDepthWithPriority(existing.priority, priority);
        existing.priority = priority;
        existing.added = this.addedCounter++;
        reorder = true;
      }
      if (existing.readyAt !== undefined && (readyAt === undefined || readyAt < existing.readyAt)) {
        existing.timer?.cancel();
        existing.timer = undefined;
        if (readyAt === undefined) {
          this.makeReady(existing);
          heard(this.tracer, "queue.add")?.emit({
            type: "queue.add",
            queue: this.name,
            key,
            priority: existing.priority,
          });
          becameReady = true;
          continue;
        }
        existing.readyAt = readyAt;
        existing.timer = this.scheduleReady(existing, after);
        this.traceAddAfter(key, after, readyAt, existing.priority);
      } else if (readyAt !== undefined) {
        heard(this.tracer, "queue.addAfter")?.emit({
          type: "queue.addAfter",
          queue: this.name,
          key,
          delayMs: after,
          readyAt: existing.readyAt ?? now,
          kept: "earlier",
          priority: existing.priority,
        });
      } else {
        heard(this.tracer, "queue.dedup")?.emit({
          type: "queue.dedup",
          queue: this.name,
          key,
          reason: "queued",
          priority: existing.priority,
        });
      }
      if (reorder && existing.readyAt === undefined) {
        this.pushNode(existing);
        becameReady = true;
      }
    }
    if (becameReady) this.notifyReady();
  }

  /** traceAddAfter records that key waits `delayMs` (until readyAt) before it is ready again. */
  private traceAddAfter(key: string, delayMs: number, readyAt: number, priority: number): void {
    heard(this.tracer, "queue.addAfter")?.emit({
      type: "queue.addAfter",
      queue: this.name,
      key,
      delayMs,
      readyAt,
      priority,
    });
  }

  add(item: T): void {
    this.addWithOpts({}, item);
  }

  addAfter(item: T, delayMs: number): void {
    this.addWithOpts({ after: delayMs }, item);
  }

  addRateLimited(item: T): void {
    this.addWithOpts({ ratelimited: true }, item);
  }

  forget(item: T): void {
    const key = this.keyOf(item);
    this.rateLimiter.forget(key);
    heard(this.tracer, "queue.forget")?.emit({ type: "queue.forget", queue: this.name, key });
  }

  numRequeues(item: T): number {
    return this.rateLimiter.numRequeues(this.keyOf(item));
  }

  getWithPriority(): { item: T; priority: number } | undefined {
    if (this.shutdown || this.readyCount === 0) return undefined;
    let skipped: Node<T>[] | undefined;
    let found: Entry<T> | undefined;
    for (;;) {
      const n = this.heap.pop();
      if (!n) break;
      const e = n.entry;
      if (e.gone || e.version !== n.version || e.readyAt !== undefined) continue; // stale
      if (this.locked.has(e.key)) {
        (skipped ??= []).push(n);
        continue;
      }
      found = e;
      break;
    }
    if (skipped) for (const n of skipped) this.heap.push(n);
    if (!found) return undefined;
    this.entries.delete(found.key);
    found.gone = true;
    this.readyCount--;
    this.locked.set(found.key, found);
    found.startedAt = this.scheduler.now();
    const waitedMs = this.metrics.handedOut(found.priority, found.addedAt);
    heard(this.tracer, "queue.get")?.emit({
      type: "queue.get",
      queue: this.name,
      key: found.key,
      priority: found.priority,
      waitedMs,
    });
    return { item: found.item, priority: found.priority };
  }

  get(): T | undefined {
    return this.getWithPriority()?.item;
  }

  done(item: T): void {
    const key = this.keyOf(item);
    const was = this.locked.get(key);
    if (!was) return;
    this.locked.delete(key);
    const workMs = this.metrics.finished(was.startedAt);
    const next = this.entries.get(key);
    const requeued = next !== undefined && next.readyAt === undefined;
    heard(this.tracer, "queue.done")?.emit({ type: "queue.done", queue: this.name, key, requeued, workMs });
    if (requeued) this.notifyReady();
  }

  /** len counts ready entries (including a key's copy waiting for its running copy's Done). */
  len(): number {
    return this.readyCount;
  }

  /** waitingCount counts entries whose ready time has not come. */
  waitingCount(): number {
    return this.entries.size - this.readyCount;
  }

  shutDown(): void {
    if (this.shutdown) return;
    this.shutdown = true;
    for (const e of this.entries.values()) e.timer?.cancel();
    heard(this.tracer, "queue.shutdown")?.emit({ type: "queue.shutdown", queue: this.name, drain: false });
  }

  /** shutDownWithDrain just shuts down, as in controller-runtime. */
  shutDownWithDrain(): void {
    this.shutDown();
  }

  shuttingDown(): boolean {
    return this.shutdown;
  }

  drained(): boolean {
    return this.locked.size === 0;
  }

  onReady(fn: () => void): () => void {
    this.readyListeners.push(fn);
    return () => {
      const i = this.readyListeners.indexOf(fn);
      if (i >= 0) this.readyListeners.splice(i, 1);
    };
  }

  /** inspect returns ready entries in hand-out order, waiting ones by ready time, and locked keys. */
  inspect(): QueueItemsView {
    const ready: Entry<T>[] = [];
    const waiting: Entry<T>[] = [];
    for (const e of this.entries.values()) (e.readyAt === undefined ? ready : waiting).push(e);
    ready.sort((a, b) => b.priority - a.priority || a.added - b.added);
    waiting.sort((a, b) => (a.readyAt as number) - (b.readyAt as number) || a.added - b.added);
    return {
      ready: ready.map((e) => ({ key: e.key, priority: e.priority })),
      waiting: waiting.map((e) => ({ key: e.key, readyAt: e.readyAt as number, priority: e.priority })),
      processing: [...this.locked.keys()],
    };
  }

  private makeReady(e: Entry<T>): void {
    e.readyAt = undefined;
    this.readyCount++;
    e.addedAt = this.scheduler.now();
    this.metrics.added(e.priority);
    this.pushNode(e);
  }

  private pushNode(e: Entry<T>): void {
    e.version++;
    this.heap.push({ time: -e.priority, seq: e.added, entry: e, version: e.version });
  }

  private scheduleReady(e: Entry<T>, delayMs: number): TimerHandle {
    return this.scheduler.after(
      delayMs,
      () => {
        if (e.gone || e.readyAt === undefined) return;
        e.timer = undefined;
        e.added = this.addedCounter++;
        this.makeReady(e);
        heard(this.tracer, "queue.ready")?.emit({ type: "queue.ready", queue: this.name, key: e.key });
        this.notifyReady();
      },
      `priorityqueue:${this.name}:${e.key}`,
    );
  }

  private notifyReady(): void {
    for (let i = 0; i < this.readyListeners.length; i++) (this.readyListeners[i] as () => void)();
  }
}

/** newPriorityQueue is priorityqueue.New. */
export function newPriorityQueue<T>(cfg: PriorityQueueConfig<T>): PriorityQueueImpl<T> {
  return new PriorityQueueImpl(cfg);
}
