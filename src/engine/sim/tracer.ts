import type { Clock } from "./clock";
import type { TraceEvent, TraceInput } from "./trace";
import { TracePack } from "./tracepack";
import { traceView } from "./traceview";

/** TraceListener receives each event as it is emitted (e.g. to stream it out of a worker). */
export type TraceListener = (e: TraceEvent) => void;

export interface TracerOptions {
  /** record keeps events in memory (default true); false only streams to listeners. */
  record?: boolean;
  /**
   * recordTypes, when set, keeps only events of these types in memory. Every event is still
   * numbered and given to listeners, so a kept event has the same `seq` as in a whole trace;
   * indexes (`at`, `length`, snapshots) count kept events only.
   */
  recordTypes?: ReadonlySet<string>;
  listener?: TraceListener;
}

/**
 * Tracer knows how to record trace events: it stamps each with the clock's time `t` and a
 * global sequence number `seq`, records it, and tells its listeners. `emit` adds the two fields
 * to the object it is given (no copy), so emitters pass fresh object literals.
 *
 * A recorded event stays that object (the one listeners got) until `seal`, which packs every
 * event recorded so far into columns (TracePack): an event may be completed after it is emitted
 * (a transport stamps the reconcile and call site on its requests when the call returns, the
 * lab's listener adds sites), so the world seals only between scheduler steps, when every
 * call a step made has returned. Reads (`at`, `iterate`, `events`) see packed events rebuilt,
 * fresh objects with the same keys in the same order and the same values (the same JSON).
 */
export class Tracer {
  private readonly packed = new TracePack();
  /** open: the events recorded since the last seal, as emitted (index = packed.length + i) */
  private open: TraceEvent[] = [];
  private readonly listeners: TraceListener[] = [];
  private nextSeq = 0;
  private readonly record: boolean;
  private readonly recordTypes: ReadonlySet<string> | undefined;
  private view: readonly TraceEvent[] | undefined;

  constructor(
    private readonly clock: Clock,
    opts: TracerOptions = {},
  ) {
    this.record = opts.record ?? true;
    this.recordTypes = opts.recordTypes;
    if (opts.listener) this.listeners.push(opts.listener);
  }

  /** enabled reports whether anyone consumes events (emitters may skip building them). */
  get enabled(): boolean {
    return this.record || this.listeners.length > 0;
  }

  /** emit stamps and records one event and returns it (the same object). */
  emit(e: TraceInput): TraceEvent {
    const ev = e as TraceEvent;
    ev.t = this.clock.now();
    ev.seq = this.nextSeq++;
    if (this.record && (this.recordTypes === undefined || this.recordTypes.has(ev.type))) this.open.push(ev);
    for (let i = 0; i < this.listeners.length; i++) (this.listeners[i] as TraceListener)(ev);
    return ev;
  }

  /**
   * seal packs the events recorded so far: after it, changes to those event objects are no
   * longer seen by the trace. Called when every event so far is final (between scheduler steps).
   */
  seal(): void {
    const open = this.open;
    if (open.length === 0) return;
    for (let i = 0; i < open.length; i++) this.packed.push(open[i] as unknown as Record<string, unknown>);
    open.length = 0;
  }

  /** at returns event i (a packed one rebuilt, a fresh object), or undefined past the end. */
  at(i: number): TraceEvent | undefined {
    const p = this.packed.length;
    if (i < p) return this.packed.at(i) as TraceEvent | undefined;
    return this.open[i - p];
  }

  /**
   * iterate yields the events from index `from` on, in emission order (those recorded while it
   * runs included); with `types`, only events of those types (the others are not rebuilt).
   */
  iterate(from = 0, types?: ReadonlySet<string>): IterableIterator<TraceEvent> {
    return new TraceCursor(this, this.packed, Math.max(0, from), types);
  }

  /** openAt is open event i (an index from packed.length on), for the cursor. */
  openAt(i: number): TraceEvent | undefined {
    return this.open[i - this.packed.length];
  }

  /**
   * events returns every recorded event in emission order, as a read-only array view (it
   * follows the trace as it grows; an index rebuilds a packed event at each read).
   */
  events(): readonly TraceEvent[] {
    return (this.view ??= traceView(this));
  }

  /** length is the number of recorded events. */
  get length(): number {
    return this.packed.length + this.open.length;
  }

  /** since returns the events with seq ≥ `seq`. */
  since(seq: number): TraceEvent[] {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.at(mid) as TraceEvent).seq < seq) lo = mid + 1;
      else hi = mid;
    }
    return [...this.iterate(lo)];
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
    return { length: this.length, nextSeq: this.nextSeq };
  }

  /** restore truncates the trace back to a snapshot (rewind). */
  restore(s: { length: number; nextSeq: number }): void {
    const p = this.packed.length;
    if (s.length < p) {
      this.packed.truncate(s.length);
      this.open = [];
    } else this.open.length = Math.min(this.open.length, s.length - p);
    this.nextSeq = s.nextSeq;
  }
}

/** TraceCursor walks a tracer's events in order (a plain iterator: no generator per walk). */
class TraceCursor implements IterableIterator<TraceEvent> {
  constructor(
    private readonly tracer: Tracer,
    private readonly packed: TracePack,
    private i: number,
    private readonly types: ReadonlySet<string> | undefined,
  ) {}

  next(): IteratorResult<TraceEvent> {
    const { tracer, packed, types } = this;
    while (this.i < tracer.length) {
      const i = this.i++;
      if (i < packed.length) {
        if (types && !types.has(packed.typeAt(i) as string)) continue;
        return { value: packed.at(i) as unknown as TraceEvent, done: false };
      }
      const e = tracer.openAt(i) as TraceEvent;
      if (types && !types.has(e.type)) continue;
      return { value: e, done: false };
    }
    return { value: undefined, done: true };
  }

  [Symbol.iterator](): IterableIterator<TraceEvent> {
    return this;
  }
}
