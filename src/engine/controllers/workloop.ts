/**
 * WorkLoop is the small keyed loop every built-in controller runs on the scheduler: adds are
 * deduplicated per key (the earliest due time wins), each key is processed in its own
 * scheduled callback, and a failed sync is retried after a delay. It stands in for the
 * informer + workqueue pair of kube-controller-manager, which the lab does not need to show.
 */
import { isConflict, isNotFound, StatusError } from "../api";
import type { Scheduler, TimerHandle } from "../sim/scheduler";

/** SchedulerLike is the part of the sim Scheduler the built-in controllers use. */
export type SchedulerLike = Pick<Scheduler, "now" | "after">;

export class WorkLoop {
  private readonly pending = new Map<string, TimerHandle>();
  private stopped = false;

  constructor(
    private readonly scheduler: SchedulerLike,
    /** name labels the timers ("garbage-collector:<key>"). */
    private readonly name: string,
    private readonly sync: (key: string) => void,
    private readonly delayMs = 0,
    private readonly retryMs = 10,
  ) {}

  /** add queues key after delay (default: the loop's delay); an earlier pending add wins. */
  add(key: string, delayMs = this.delayMs): void {
    if (this.stopped) return;
    const due = this.scheduler.now() + Math.max(0, delayMs);
    const cur = this.pending.get(key);
    if (cur && cur.pending && cur.time <= due) return;
    cur?.cancel();
    this.pending.set(
      key,
      this.scheduler.after(
        delayMs,
        () => {
          this.pending.delete(key);
          this.run(key);
        },
        `${this.name}:${key}`,
      ),
    );
  }

  /** stop cancels everything pending; later adds are ignored. */
  stop(): void {
    this.stopped = true;
    for (const t of this.pending.values()) t.cancel();
    this.pending.clear();
  }

  /** size is the number of keys waiting. */
  get size(): number {
    return this.pending.size;
  }

  private run(key: string): void {
    if (this.stopped) return;
    try {
      this.sync(key);
    } catch (err) {
      if (isNotFound(err)) return;
      if (err instanceof StatusError || isConflict(err)) {
        this.add(key, this.retryMs);
        return;
      }
      throw err;
    }
  }
}
