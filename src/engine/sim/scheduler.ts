import type { Clock } from "./clock";
import { Fifo } from "./fifo";
import { lessEntry, MinHeap } from "./heap";

/** TimerHandle is what `at`/`after` return: cancel it to drop the callback. */
export interface TimerHandle {
  /** time is the virtual time the callback is due at. */
  readonly time: number;
  /** label names the timer for snapshots and debugging ("reflector:App:watchTimeout"). */
  readonly label: string | undefined;
  /** cancel drops the callback if it has not run yet; returns whether it was still pending. */
  cancel(): boolean;
  /** pending reports whether the callback is still waiting to run. */
  readonly pending: boolean;
}

/** PendingTimer is a plain-data record of one waiting callback (for snapshots). */
export interface PendingTimer {
  time: number;
  seq: number;
  label: string | undefined;
}

/** SchedulerSnapshot is the plain-data state of a Scheduler at a moment. */
export interface SchedulerSnapshot {
  now: number;
  seq: number;
  executed: number;
  pending: PendingTimer[];
}

class Timer implements TimerHandle {
  /** state: 0 pending, 1 ran, 2 cancelled */
  state = 0;
  constructor(
    readonly time: number,
    readonly seq: number,
    readonly fn: () => void,
    readonly label: string | undefined,
    private readonly owner: Scheduler,
  ) {}

  get pending(): boolean {
    return this.state === 0;
  }

  cancel(): boolean {
    if (this.state !== 0) return false;
    this.state = 2;
    this.owner.noteCancelled();
    return true;
  }
}

/**
 * Scheduler is the discrete-event loop: a virtual clock plus a min-heap of timed callbacks
 * ordered by (time, insertion sequence). Callbacks run one at a time; a callback may schedule
 * more (at or after the current time). Time only moves forward, and only when the next due
 * callback runs or `runUntil` reaches its bound.
 *
 * A callback scheduled for the current time (most are: a controller's work loop adds with no
 * delay) goes to a FIFO instead of the heap: it has the newest sequence number, so it runs after
 * every callback already due now, and the clock cannot pass it. The FIFO's entries are therefore
 * in (time, seq) order, and the next callback is the lesser of the heap's top and the FIFO's head.
 */
export class Scheduler implements Clock {
  private current = 0;
  private nextSeq = 0;
  private ran = 0;
  private cancelled = 0;
  private readonly heap = new MinHeap<Timer>();
  /** dueNow: timers scheduled for the current time, in run order */
  private readonly dueNow = new Fifo<Timer>();
  private depth = 0;
  private stepEnd: (() => void) | undefined;

  constructor(startMs = 0) {
    this.current = startMs;
  }

  /** now returns the current virtual time in ms. */
  now(): number {
    return this.current;
  }

  /** at schedules fn at virtual time `time` (a time in the past runs at now, after those already due). */
  at(time: number, fn: () => void, label?: string): TimerHandle {
    const t = time < this.current || Number.isNaN(time) ? this.current : time;
    const timer = new Timer(t, this.nextSeq++, fn, label, this);
    if (t === this.current) this.dueNow.push(timer);
    else this.heap.push(timer);
    return timer;
  }

  /** after schedules fn `delayMs` from now (negative delays mean now). */
  after(delayMs: number, fn: () => void, label?: string): TimerHandle {
    return this.at(this.current + (delayMs > 0 ? delayMs : 0), fn, label);
  }

  /** idle reports whether no callback is pending. */
  idle(): boolean {
    return this.pendingCount() === 0;
  }

  /** pendingCount returns the number of callbacks waiting to run. */
  pendingCount(): number {
    return this.heap.size + this.dueNow.size - this.cancelled;
  }

  /** executed returns how many callbacks have run so far. */
  executed(): number {
    return this.ran;
  }

  /** nextTime returns when the next pending callback is due, or undefined when idle. */
  nextTime(): number | undefined {
    return this.next()?.time;
  }

  /** step runs the next due callback (moving the clock to its time); false when idle. */
  step(): boolean {
    const timer = this.next();
    if (!timer) return false;
    if (timer === this.dueNow.first()) this.dueNow.shift();
    else this.heap.pop();
    this.current = timer.time;
    timer.state = 1;
    this.ran++;
    this.depth++;
    try {
      timer.fn();
    } finally {
      this.depth--;
    }
    if (this.depth === 0) this.stepEnd?.();
    return true;
  }

  /**
   * onStepEnd sets a function called after each callback that is not running inside another
   * one's (the world seals its trace there: everything the callback started has returned).
   */
  onStepEnd(fn: () => void): void {
    this.stepEnd = fn;
  }

  /**
   * runUntil runs every callback due at or before `ms` (including ones scheduled while
   * running), then sets the clock to `ms`. Returns the number of callbacks run. `maxSteps`
   * guards against a callback that keeps rescheduling itself at the same instant.
   */
  runUntil(ms: number, maxSteps = Number.POSITIVE_INFINITY): number {
    let n = 0;
    for (;;) {
      const top = this.next();
      if (!top || top.time > ms) break;
      if (n >= maxSteps) return n;
      this.step();
      n++;
    }
    if (ms > this.current) this.current = ms;
    return n;
  }

  /** runFor runs for `durationMs` of virtual time from now. */
  runFor(durationMs: number, maxSteps?: number): number {
    return this.runUntil(this.current + durationMs, maxSteps);
  }

  /** runAll runs until idle (or maxSteps callbacks). Returns the number run. */
  runAll(maxSteps = Number.POSITIVE_INFINITY): number {
    let n = 0;
    while (n < maxSteps && this.step()) n++;
    return n;
  }

  /** pending lists waiting callbacks in the order they will run (plain data). */
  pending(): PendingTimer[] {
    const out: PendingTimer[] = [];
    for (const t of this.heap.toArray()) if (t.state === 0) out.push({ time: t.time, seq: t.seq, label: t.label });
    for (const t of this.dueNow.toArray()) if (t.state === 0) out.push({ time: t.time, seq: t.seq, label: t.label });
    out.sort((a, b) => a.time - b.time || a.seq - b.seq);
    return out;
  }

  /**
   * snapshot records the clock and the pending timers by label. Callbacks are closures and
   * cannot be serialised: a world is rebuilt by replaying its input log (same seed, same
   * inputs ⇒ same timers), and the snapshot lets the replay be checked or timers re-created
   * with `restore`.
   */
  snapshot(): SchedulerSnapshot {
    return { now: this.current, seq: this.nextSeq, executed: this.ran, pending: this.pending() };
  }

  /**
   * restore resets the clock to a snapshot and re-creates its pending timers through
   * `rebuild(label)`; timers whose label cannot be rebuilt are returned.
   */
  restore(
    s: SchedulerSnapshot,
    rebuild: (label: string | undefined, time: number) => (() => void) | undefined,
  ): PendingTimer[] {
    this.heap.clear();
    this.dueNow.clear();
    this.cancelled = 0;
    this.current = s.now;
    this.ran = s.executed;
    const missing: PendingTimer[] = [];
    for (const p of s.pending) {
      const fn = rebuild(p.label, p.time);
      if (!fn) {
        missing.push(p);
        continue;
      }
      this.heap.push(new Timer(p.time, p.seq, fn, p.label, this));
    }
    this.nextSeq = s.seq;
    return missing;
  }

  /** noteCancelled is called by a Timer; compacts when cancelled entries dominate. */
  noteCancelled(): void {
    this.cancelled++;
    if (this.cancelled > 1024 && this.cancelled * 2 > this.heap.size + this.dueNow.size) {
      this.heap.filter((t) => t.state === 0);
      this.dueNow.keep((t) => t.state === 0);
      this.cancelled = 0;
    }
  }

  /** next is the timer that runs next (the lesser of the heap's top and the FIFO's head by
   * (time, seq)), once the cancelled timers ahead of either are dropped; undefined when idle. */
  private next(): Timer | undefined {
    let top = this.heap.peek();
    while (top !== undefined && top.state !== 0) {
      this.heap.pop();
      if (top.state === 2) this.cancelled--;
      top = this.heap.peek();
    }
    let due = this.dueNow.first();
    while (due !== undefined && due.state !== 0) {
      this.dueNow.shift();
      if (due.state === 2) this.cancelled--;
      due = this.dueNow.first();
    }
    if (due === undefined) return top;
    if (top === undefined) return due;
    return lessEntry(top, due) ? top : due;
  }
}
