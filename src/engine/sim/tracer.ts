import type { Clock } from "./clock";
import type { TraceEvent, TraceInput } from "./trace";

/** TraceListener receives each event as it is emitted (e.g. to stream it out of a worker). */
export type TraceListener = (e: TraceEvent) => void;

export interface TracerOptions {
  /** record keeps events in memory (default true); false only streams to listeners. */
  record?: boolean;
  listener?: TraceListener;
}

/**
 * Tracer knows how to record trace events: it stamps each with the clock's time `t` and a
 * global sequence number `seq`, appends it to an array, and tells its listeners. `emit` adds
 * the two fields to the object it is given (no copy), so emitters pass fresh object literals.
 */
export class Tracer {
  private readonly log: TraceEvent[] = [];
  private readonly listeners: TraceListener[] = [];
  private nextSeq = 0;
  private readonly record: boolean;

  constructor(
    private readonly clock: Clock,
    opts: TracerOptions = {},
  ) {
    this.record = opts.record ?? true;
    if (opts.listener) this.listeners.push(opts.listener);
  }

  /** enabled reports whether anyone consumes events (emitters may skip building them). */
  get enabled(): boolean {
    return this.record || this.listeners.length > 0;
  }

  /** emit stamps and records one event and returns it. */
  emit(e: TraceInput): TraceEvent {
    const ev = e as TraceEvent;
    ev.t = this.clock.now();
    ev.seq = this.nextSeq++;
    if (this.record) this.log.push(ev);
    for (let i = 0; i < this.listeners.length; i++) (this.listeners[i] as TraceListener)(ev);
    return ev;
  }

  /** events returns every recorded event in emission order. */
  events(): readonly TraceEvent[] {
    return this.log;
  }

  /** length is the number of recorded events. */
  get length(): number {
    return this.log.length;
  }

  /** since returns the events with seq ≥ `seq`. */
  since(seq: number): TraceEvent[] {
    let lo = 0;
    let hi = this.log.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.log[mid] as TraceEvent).seq < seq) lo = mid + 1;
      else hi = mid;
    }
    return this.log.slice(lo);
  }

  /** subscribe adds a listener; the returned function removes it. */
  subscribe(fn: TraceListener): () => void {
    this.listeners.push(fn);
    return () => {
      const i = this.listeners.indexOf(fn);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /** snapshot returns the plain-data position of the trace (for checkpoints). */
  snapshot(): { length: number; nextSeq: number } {
    return { length: this.log.length, nextSeq: this.nextSeq };
  }

  /** restore truncates the trace back to a snapshot (rewind). */
  restore(s: { length: number; nextSeq: number }): void {
    this.log.length = Math.min(this.log.length, s.length);
    this.nextSeq = s.nextSeq;
  }
}
