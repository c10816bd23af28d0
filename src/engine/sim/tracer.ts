import type { Clock } from "./clock";
import type { TraceEvent, TraceInput } from "./trace";
import { TracePack } from "./tracepack";
import { traceView } from "./traceview";

/**
 * TraceListener receives each event as it is emitted (e.g. to stream it out of a worker). One
 * with `types` says it ignores events of every other type: those may be left unbuilt when no one
 * else hears them (skipUnheard). It may still be called with others (emitters that do not ask).
 */
export type TraceListener = ((e: TraceEvent) => void) & { readonly types?: ReadonlySet<string> };

/**
 * TraceDigest reads events of its types as they become final (at each seal, in trace order): a
 * summary kept instead of the events (a report's tallies, the findings' index).
 */
export interface TraceDigest {
  readonly types: ReadonlySet<string>;
  take(e: TraceEvent): void;
}

export interface TracerOptions {
  /** record keeps events in memory (default true); false only streams to listeners (and the digest). */
  record?: boolean;
  listener?: TraceListener;
  /** digest reads the events of its types at each seal (whether or not they are kept). */
  digest?: TraceDigest;
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
  /** pending: the digest's events since the last seal, when nothing is recorded */
  private pending: TraceEvent[] = [];
  private readonly digest: TraceDigest | undefined;
  private readonly listeners: TraceListener[] = [];
  private seqNext = 0;
  private readonly record: boolean;
  /** heardTypes: the types some consumer reads when not every type is heard (nothing recorded, no
   * listener without `types`): the digest's and the listeners' types; undefined when every type is */
  private heardTypes: ReadonlySet<string> | undefined;
  private view: readonly TraceEvent[] | undefined;

  constructor(
    private readonly clock: Clock,
    opts: TracerOptions = {},
  ) {
    this.record = opts.record ?? true;
    this.digest = opts.digest;
    if (opts.listener) this.listeners.push(opts.listener);
    this.heardTypes = this.typesHeard();
  }

  /** typesHeard computes heardTypes from what is recorded and who listens. */
  private typesHeard(): ReadonlySet<string> | undefined {
    if (this.record) return undefined;
    const digest = this.digest?.types;
    if (this.listeners.length === 0) return digest ?? new Set();
    const types = new Set(digest);
    for (const l of this.listeners) {
      if (l.types === undefined) return undefined;
      for (const t of l.types) types.add(t);
    }
    return types;
  }

  /** enabled reports whether anyone consumes events (emitters may skip building them). */
  get enabled(): boolean {
    return this.record || this.listeners.length > 0 || this.digest !== undefined;
  }

  /** emit stamps and records one event and returns it (the same object). */
  emit(e: TraceInput): TraceEvent {
    const ev = e as TraceEvent;
    ev.t = this.clock.now();
    ev.seq = this.seqNext++;
    if (this.record) this.open.push(ev);
    else if (this.digest?.types.has(ev.type)) this.pending.push(ev);
    for (let i = 0; i < this.listeners.length; i++) (this.listeners[i] as TraceListener)(ev);
    return ev;
  }

  /**
   * skipUnheard is for an emitter that may leave an event unbuilt: when an event of `type`
   * would reach no one (nothing is recorded, every listener names its types and none names this
   * one, and the digest does not read it) it takes the seq number `emit` would have given the
   * event and returns true, so every later event is numbered as if it had been emitted;
   * otherwise it returns false and the caller emits. (A report-only run reads 7 of every 17
   * events the story emits; the lab's listener reads 5 types.)
   */
  skipUnheard(type: TraceEvent["type"]): boolean {
    if (this.hears(type)) return false;
    this.seqNext++;
    return true;
  }

  /** hears reports whether an event of `type` would reach someone: a question only, that takes no
   * seq number (skipUnheard is an emitter's decision, which does). */
  hears(type: TraceEvent["type"]): boolean {
    const heard = this.heardTypes;
    return heard === undefined || heard.has(type);
  }

  /**
   * seal packs the events recorded so far: after it, changes to those event objects are no
   * longer seen by the trace. Called when every event so far is final (between scheduler steps).
   */
  seal(): void {
    const open = this.open;
    const digest = this.digest;
    if (digest) {
      // In emission order: the recorded events, or (nothing recorded) the digest's own, whose
      // types emit has already asked it about.
      if (this.record)
        for (let i = 0; i < open.length; i++) {
          const e = open[i] as TraceEvent;
          if (digest.types.has(e.type)) digest.take(e);
        }
      else {
        const pending = this.pending;
        for (let i = 0; i < pending.length; i++) digest.take(pending[i] as TraceEvent);
        pending.length = 0;
      }
    }
    if (open.length === 0) return;
    for (let i = 0; i < open.length; i++) this.packed.push(open[i] as unknown as Record<string, unknown>);
    open.length = 0;
  }

  /** nextSeq is the seq the next event will get. */
  get nextSeq(): number {
    return this.seqNext;
  }

  /**
   * unsealed appends to `out` the events from seq `fromSeq` on that are not sealed yet, in
   * emission order: those recorded, or (nothing recorded) those kept for the digest. A caller that
   * emitted them (a request's transport) completes them here before they become final.
   */
  unsealed(fromSeq: number, out: TraceEvent[]): void {
    const buf = this.record ? this.open : this.pending;
    let i = buf.length;
    while (i > 0 && (buf[i - 1] as TraceEvent).seq >= fromSeq) i--;
    for (; i < buf.length; i++) out.push(buf[i] as TraceEvent);
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
    this.heardTypes = this.typesHeard();
    return () => {
      const i = this.listeners.indexOf(fn);
      if (i >= 0) this.listeners.splice(i, 1);
      this.heardTypes = this.typesHeard();
    };
  }

  /** snapshot returns the plain-data position of the trace (for checkpoints). */
  snapshot(): { length: number; nextSeq: number } {
    return { length: this.length, nextSeq: this.seqNext };
  }

  /** restore truncates the trace back to a snapshot (rewind). A digest cannot be rewound. */
  restore(s: { length: number; nextSeq: number }): void {
    if (this.digest) throw new Error("Tracer.restore: a tracer with a digest cannot be rewound");
    const p = this.packed.length;
    if (s.length < p) {
      this.packed.truncate(s.length);
      this.open = [];
    } else this.open.length = Math.min(this.open.length, s.length - p);
    this.seqNext = s.nextSeq;
  }
}

/**
 * heard is the tracer an event of `type` is to be emitted to, or undefined when there is no
 * tracer or the event would reach no one (its seq number is then taken: skipUnheard). Emitters
 * write `heard(tracer, "queue.done")?.emit({...})` to leave such an event unbuilt.
 */
export function heard(tracer: Tracer | undefined, type: TraceEvent["type"]): Tracer | undefined {
  return tracer === undefined || tracer.skipUnheard(type) ? undefined : tracer;
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
