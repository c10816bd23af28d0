import type { Clock } from "./clock";
import type { TraceEvent, TraceInput } from "./trace";

/** MAX_INTERNED is the longest string field interned (longer ones are messages, mostly unique). */
const MAX_INTERNED = 64;

/** isNumeral reports whether s starts with a digit (resourceVersions, counts). */
function isNumeral(s: string): boolean {
  const c = s.charCodeAt(0);
  return c >= 48 && c <= 57;
}

/** Values is the scratch list compact fills with one event's field values, in key order. */
type Values = unknown[];

/**
 * ShapeNode is one node of a trie over the keys of events in their order: the node reached by
 * an event's keys builds, once, a copier whose object literal lists exactly those keys (an
 * object with all its fields in place; a few dozen shapes in a run).
 *
 * The copier reads the values from a plain list, not from the emitted object: a number read
 * from an object field V8 stores as a double (a clock time) is boxed again at each read, and a
 * field that ever held a fraction stores every later number of that shape in a box of its own
 * (16 bytes, and one more object for the collector to mark, per event). Before its first use the
 * copier builds one object with every field null, so V8 keeps its fields tagged: small integers
 * (nearly every `t`) are stored in the object itself and only fractions get a box.
 */
class ShapeNode {
  private readonly children = new Map<string, ShapeNode>();
  private copier: ((v: Values) => Record<string, unknown>) | undefined;

  constructor(private readonly keys: readonly string[]) {}

  next(key: string): ShapeNode {
    let n = this.children.get(key);
    if (!n) this.children.set(key, (n = new ShapeNode([...this.keys, key])));
    return n;
  }

  copy(v: Values): Record<string, unknown> {
    if (!this.copier) {
      const fields = this.keys.map((k, i) => `${JSON.stringify(k)}: v[${i}]`);
      const copier = new Function("v", `return {${fields.join(", ")}};`) as (v: Values) => Record<string, unknown>;
      copier(this.keys.map(() => null));
      this.copier = copier;
    }
    return this.copier(v);
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

  /** values is compact's scratch list (reused: the copy holds the values, not the list). */
  private readonly values: Values = [];

  /**
   * compact interns the event's short strings, turns whole numbers held as doubles into small
   * integers (the same number, and the same JSON), and returns the copy made by its shape's copier.
   */
  private compact(ev: Record<string, unknown>): Record<string, unknown> {
    const strings = this.strings;
    const values = this.values;
    let node = this.shapes;
    let n = 0;
    for (const k in ev) {
      node = node.next(k);
      let v = ev[k];
      if (typeof v === "number") {
        // (x | 0) === x for a whole number in the int32 range (and for -0, kept as it is)
        if ((v | 0) === v && (v !== 0 || 1 / v > 0)) v = v | 0;
      } else if (typeof v === "string" && v.length <= MAX_INTERNED && !isNumeral(v)) {
        // Numerals (resourceVersions: a new one at every write) are left as they are: each is in
        // an event or two, and a table entry for each cost more than the copy it saves, and made
        // every lookup slower (the table grew with the run: 220,000 of them at 20,000 Apps).
        const known = strings.get(v);
        // (=== compares strings by value: the copy kept is swapped in whether or not it is this one)
        if (known === undefined) strings.set(v, v);
        else v = known;
      }
      values[n++] = v;
    }
    const copy = node.copy(values);
    values.fill(undefined, 0, n);
    return copy;
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
