import type { TimerHandle } from "../sim/scheduler";
import type { DelayingInterface, QueueConfig, QueueItemsView } from "./interface";
import { Queue } from "./queue";

interface Waiting<T> {
  item: T;
  readyAt: number;
  timer: TimerHandle;
}

/**
 * DelayingQueue is client-go's delaying queue (fact 55). `addAfter(x, d≤0)` is `add`;
 * otherwise the item waits until its ready time, then is `add`ed. A key already waiting keeps
 * the EARLIER ready time. An immediate `add` does not cancel a waiting entry, so its timer
 * later adds the key again. Every `addAfter` call counts in `retries`. (The real loop's 10 s
 * heartbeat does not matter in virtual time: each entry has its own timer.)
 */
export class DelayingQueue<T> extends Queue<T> implements DelayingInterface<T> {
  private readonly waiting = new Map<string, Waiting<T>>();

  constructor(cfg: QueueConfig<T>) {
    super(cfg);
  }

  addAfter(item: T, delayMs: number): void {
    if (this.shutdown) return;
    this.metrics.retry();
    if (delayMs <= 0) {
      this.add(item);
      return;
    }
    const key = this.keyOf(item);
    const readyAt = this.scheduler.now() + delayMs;
    const existing = this.waiting.get(key);
    if (existing) {
      if (readyAt >= existing.readyAt) {
        this.tracer?.emit({
          type: "queue.addAfter",
          queue: this.name,
          key,
          delayMs,
          readyAt: existing.readyAt,
          kept: "earlier",
        });
        return;
      }
      existing.timer.cancel();
      existing.readyAt = readyAt;
      existing.timer = this.schedule(key, delayMs);
    } else {
      this.waiting.set(key, { item, readyAt, timer: this.schedule(key, delayMs) });
    }
    this.tracer?.emit({ type: "queue.addAfter", queue: this.name, key, delayMs, readyAt });
  }

  /** waitingCount is the number of items waiting for their ready time. */
  waitingCount(): number {
    return this.waiting.size;
  }

  override inspect(): QueueItemsView {
    const v = super.inspect();
    v.waiting = [...this.waiting.entries()]
      .map(([key, w]) => ({ key, readyAt: w.readyAt }))
      .sort((a, b) => a.readyAt - b.readyAt);
    return v;
  }

  protected override onShutDown(): void {
    for (const w of this.waiting.values()) w.timer.cancel();
    this.waiting.clear();
  }

  private schedule(key: string, delayMs: number): TimerHandle {
    return this.scheduler.after(
      delayMs,
      () => {
        const w = this.waiting.get(key);
        if (!w) return;
        this.waiting.delete(key);
        this.tracer?.emit({ type: "queue.ready", queue: this.name, key });
        this.add(w.item);
      },
      `workqueue:${this.name}:${key}`,
    );
  }
}

/** newDelayingQueue constructs client-go's delaying queue. */
export function newDelayingQueue<T>(cfg: QueueConfig<T>): DelayingQueue<T> {
  return new DelayingQueue(cfg);
}
