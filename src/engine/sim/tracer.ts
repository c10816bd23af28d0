import type { Clock } from "./clock";
import type { TraceEvent, TraceInput } from "./trace";

/** MAX_INTERNED is the longest string field interned (longer ones are messages, mostly unique). */
const MAX_INTERNED = 64;

/** isNumeral reports whether s starts with a digit (resourceVersions, counts). */
function isNumeral(s: string): boolean {
  const c = s.charCodeAt(0);
  return c >= 48 && c <= 57;
}

/**
 * ShapeNode is one node of a trie over the keys of events in their order: the node reached by
 * an event's keys builds, once, a copier whose object literal lists exactly those keys (an
 * object with all its fields in place; a few dozen shapes in a run).
 */
class ShapeNode {
  private readonly children = new Map<string, ShapeNode>();
  private copier: ((e: Record<string, unknown>) => Record<string, unknown>) | undefined;

  constructor(private readonly keys: readonly string[]) {}

  next(key: string): ShapeNode {
    let n = this.children.get(key);
    if (!n) this.children.set(key, (n = new ShapeNode([...this.keys, key])));
    return n;
  }

  copy(e: Record<string, unknown>): Record<string, unknown> {
    if (!this.copier) {
      const fields = this.keys.map((k) => `${JSON.stringify(k)}: e[${JSON.stringify(k)}]`);
      this.copier = new Function("e", `return {${fields.join(", ")}};`) as (
        e: Record<string, unknown>,
      ) => Record<string, unknown>;
    }
    return this.copier(e);
  }
}

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

  /**
   * strings interns the short string fields of recorded events: keys, names and
   * resourceVersions are built afresh for each event ("default/app-7", String(rv)) but repeat
   * across events, so a long trace keeps one copy of each (values never change, only identity).
   */
  private readonly strings = new Map<string, string>();

  /** shapes is the root of the key-order trie that finds each recorded event's compact copier. */
  private readonly shapes = new ShapeNode([]);

  /**
   * emit stamps and records one event and returns it. The recorded event is a compact copy of
   * the one given (same keys in the same order, so the same JSON): an emitter's literal gets
   * `seq`, and often optional fields, added after it was built, which V8 keeps in a separate
   * out-of-object store (about 40 bytes an event); the copy holds every field in the object.
   */
  emit(e: TraceInput): TraceEvent {
    let ev = e as TraceEvent;
    ev.t = this.clock.now();
    ev.seq = this.nextSeq++;
    if (this.record) {
      ev = this.compact(ev as unknown as Record<string, unknown>) as unknown as TraceEvent;
      this.log.push(ev);
    }
    for (let i = 0; i < this.listeners.length; i++) (this.listeners[i] as TraceListener)(ev);
    return ev;
  }

  /** compact interns the event's short strings and returns its copy made by its shape's copier. */
  private compact(ev: Record<string, unknown>): Record<string, unknown> {
    const strings = this.strings;
    let node = this.shapes;
    for (const k in ev) {
      node = node.next(k);
      const v = ev[k];
      // Numerals (resourceVersions: a new one at every write) are left as they are: each is in
      // an event or two, and a table entry for each cost more than the copy it saves, and made
      // every lookup slower (the table grew with the run: 220,000 of them at 20,000 Apps).
      if (typeof v !== "string" || v.length > MAX_INTERNED || isNumeral(v)) continue;
      const known = strings.get(v);
      // (=== compares strings by value: the copy kept is swapped in whether or not it is this one)
      if (known === undefined) strings.set(v, v);
      else ev[k] = known;
    }
    return node.copy(ev);
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
