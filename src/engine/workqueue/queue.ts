import type { Tracer } from "../sim/tracer";
import { Fifo } from "./fifo";
import type { Interface, QueueConfig, QueueItemsView, TimerSource } from "./interface";
import { defaultKey, type KeyFunc } from "./key";
import { WorkqueueMetrics } from "./metrics";

/**
 * Queue is client-go's workqueue.Typed (fact 54): a FIFO plus a `dirty` set (needs processing)
 * and a `processing` set (handed out, not Done).
 * - add: already dirty → nothing; else mark dirty, and push unless it is processing.
 * - get: pop, mark processing, clear dirty.
 * - done: clear processing; if it became dirty meanwhile, push it again.
 * So no two workers hold the same key, and a key added while processing runs once more.
 */
export class Queue<T> implements Interface<T> {
  readonly name: string;
  readonly metrics: WorkqueueMetrics;
  protected readonly scheduler: TimerSource;
  protected readonly tracer: Tracer | undefined;
  protected readonly keyOf: KeyFunc<T>;
  protected readonly fifo = new Fifo<string>();
  protected readonly dirty = new Map<string, T>();
  protected readonly processing = new Map<string, T>();
  protected shutdown = false;
  protected drain = false;
  private readonly readyListeners: Array<() => void> = [];

  constructor(cfg: QueueConfig<T>) {
    this.name = cfg.name;
    this.scheduler = cfg.scheduler;
    this.tracer = cfg.tracer;
    this.keyOf = cfg.keyOf ?? (defaultKey as KeyFunc<T>);
    this.metrics = new WorkqueueMetrics(cfg.name, cfg.scheduler, cfg.controller ?? cfg.name);
  }

  add(item: T): void {
    if (this.shutdown) return;
    const key = this.keyOf(item);
    if (this.dirty.has(key)) {
      this.tracer?.emit({ type: "queue.dedup", queue: this.name, key, reason: "dirty" });
      return;
    }
    this.metrics.add(key);
    this.dirty.set(key, item);
    if (this.processing.has(key)) {
      this.tracer?.emit({ type: "queue.add", queue: this.name, key, afterDone: true });
      return;
    }
    this.tracer?.emit({ type: "queue.add", queue: this.name, key });
    this.fifo.push(key);
    this.notifyReady();
  }

  len(): number {
    return this.fifo.length;
  }

  get(): T | undefined {
    const key = this.fifo.shift();
    if (key === undefined) return undefined;
    const item = this.dirty.get(key) as T;
    const waitedMs = this.metrics.get(key);
    this.processing.set(key, item);
    this.dirty.delete(key);
    this.tracer?.emit({ type: "queue.get", queue: this.name, key, waitedMs });
    return item;
  }

  done(item: T): void {
    const key = this.keyOf(item);
    if (!this.processing.has(key)) return; // Done without Get: ignored (client-go would double-queue)
    const workMs = this.metrics.done(key);
    this.processing.delete(key);
    const requeued = this.dirty.has(key);
    this.tracer?.emit({ type: "queue.done", queue: this.name, key, requeued, workMs });
    if (requeued) {
      this.fifo.push(key);
      this.notifyReady();
    }
  }

  shutDown(): void {
    if (this.shutdown) return;
    this.shutdown = true;
    this.tracer?.emit({ type: "queue.shutdown", queue: this.name, drain: this.drain });
    this.onShutDown();
  }

  shutDownWithDrain(): void {
    this.drain = true;
    this.shutDown();
  }

  shuttingDown(): boolean {
    return this.shutdown;
  }

  drained(): boolean {
    return this.processing.size === 0;
  }

  onReady(fn: () => void): () => void {
    this.readyListeners.push(fn);
    return () => {
      const i = this.readyListeners.indexOf(fn);
      if (i >= 0) this.readyListeners.splice(i, 1);
    };
  }

  /** isProcessing reports whether key is handed out and not Done. */
  isProcessing(item: T): boolean {
    return this.processing.has(this.keyOf(item));
  }

  /** inspect returns the ready, waiting and processing keys (plain data). */
  inspect(): QueueItemsView {
    return { ready: this.fifo.toArray().map((key) => ({ key })), waiting: [], processing: [...this.processing.keys()] };
  }

  protected onShutDown(): void {}

  protected notifyReady(): void {
    for (let i = 0; i < this.readyListeners.length; i++) (this.readyListeners[i] as () => void)();
  }
}

/** newQueue constructs client-go's plain queue (workqueue.NewTypedWithConfig). */
export function newQueue<T>(cfg: QueueConfig<T>): Queue<T> {
  return new Queue(cfg);
}
