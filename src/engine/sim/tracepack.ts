/**
 * TracePack stores finished trace events in columns instead of one object each: per event a
 * shape id (its type and its keys in order) and the offset of its field values, and per field one 32-bit
 * slot. An object per event cost 24 bytes of header and 8 per field (Node keeps full pointers),
 * 90–130 bytes an event; a packed event costs 6 bytes plus 4 per field (a 20,000-App run records
 * 1.6 million events). `at` rebuilds an event with the same keys in the same order and the same
 * values, so it prints the same JSON; it is a fresh object at each call (never patched: events
 * are packed once they are final, see Tracer.seal).
 *
 * A slot holds its value by a 3-bit tag:
 *   0 a whole number in [-2^28, 2^28) other than -0 (virtual times, counts, costs);
 *   1 a short string, by its index in an intern table (keys, names, kinds, verbs);
 *   2 false, true, null or undefined (a key present with no value keeps its place);
 *   3 anything else, by its index in a side list (fractions, long strings, objects);
 *   4 a resourceVersion-like numeral ("0", "12345": canonical, under 9 digits) by its value.
 */

/** MAX_INTERNED is the longest string interned (longer ones are messages, mostly unique). */
const MAX_INTERNED = 64;
const TAG_INT = 0;
const TAG_STRING = 1;
const TAG_CONST = 2;
const TAG_OTHER = 3;
const TAG_NUMERAL = 4;
const INT_LIMIT = 2 ** 28;
const CONSTS: readonly unknown[] = [false, true, null, undefined];

/** numeralValue returns n when s is String(n) for a whole n under 10^8, else -1. */
function numeralValue(s: string): number {
  const len = s.length;
  if (len === 0 || len > 8) return -1;
  let n = 0;
  for (let i = 0; i < len; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9 || (c === 0 && i === 0 && len > 1)) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** Values is the scratch list an event's field values are read into, in key order. */
type Values = unknown[];

/**
 * Shape is one node of a trie over the keys of events in their order: the node reached by an
 * event's keys has an id and builds, once, a function whose object literal lists exactly those
 * keys, so a rebuilt event is one allocation with all its fields in place.
 */
class Shape {
  private readonly children = new Map<string, Shape>();
  private builder: ((v: Values) => Record<string, unknown>) | undefined;
  /** ids: this key list's shape id for each event type seen with it */
  readonly ids = new Map<string, number>();

  constructor(readonly keys: readonly string[]) {}

  next(key: string): Shape {
    let n = this.children.get(key);
    if (!n) this.children.set(key, (n = new Shape([...this.keys, key])));
    return n;
  }

  build(v: Values): Record<string, unknown> {
    if (!this.builder) {
      const fields = this.keys.map((k, i) => `${JSON.stringify(k)}: v[${i}]`);
      const builder = new Function("v", `return {${fields.join(", ")}};`) as (v: Values) => Record<string, unknown>;
      // one object with every field null first, so V8 keeps the fields tagged (no box per number)
      builder(this.keys.map(() => null));
      this.builder = builder;
    }
    return this.builder(v);
  }
}

/** RecentShape is a shape id with its key list, remembered per event type, and per field the
 * last string packed there with its code (an interned or numeral string: its code never changes). */
interface RecentShape {
  readonly keys: readonly string[];
  readonly id: number;
  readonly lastStrings: unknown[];
  readonly lastCodes: number[];
}

/** RECENT_SHAPES is how many key lists are remembered per event type. */
const RECENT_SHAPES = 4;

/** CHUNK_BITS: slots and per-event columns are kept in chunks of 2^16 (no copy as the trace grows, no doubling's spare half). */
const CHUNK_BITS = 16;
const CHUNK = 1 << CHUNK_BITS;
const IN_CHUNK = CHUNK - 1;

export class TracePack {
  /** per event, by chunk: its shape id, and where its slots start (chunk << 16 | index) */
  private readonly shapeOf: Uint16Array[] = [];
  private readonly offset: Uint32Array[] = [];
  /** field values by chunk; an event's slots never straddle two chunks */
  private readonly slots: Int32Array[] = [];
  /** used: where the next slot goes (chunk << 16 | index) */
  private used = 0;
  private count = 0;
  private readonly root = new Shape([]);
  private readonly shapes: Shape[] = [];
  /** types: each shape id's event type (a shape is a key list and a type) */
  private readonly types: string[] = [];
  private readonly strings: string[] = [];
  private readonly stringIds = new Map<string, number>();
  private readonly others: unknown[] = [];
  private readonly values: Values = [];
  /** recent: per event type, the shapes last seen with it (most recent first) */
  private readonly recent = new Map<string, RecentShape[]>();
  /** keys and vals: the event being pushed */
  private readonly keys: string[] = [];
  private readonly vals: unknown[] = [];

  /** length is the number of packed events. */
  get length(): number {
    return this.count;
  }

  /** push packs one event (its own enumerable keys, in order). */
  push(ev: Record<string, unknown>): void {
    // One walk over the event notes its keys and values; the key list is matched against the
    // shapes last seen with the event's type (an event type comes in one or a few key lists),
    // and only a new key list walks the trie. A string equal to the one this shape's field held
    // last time takes its code without a lookup in the intern table (kinds, verbs, names repeat).
    const keys = this.keys;
    const vals = this.vals;
    let n = 0;
    for (const k in ev) {
      keys[n] = k;
      vals[n++] = ev[k];
    }
    const shape = this.recentShape(String(ev.type), n);
    const i = this.count;
    const c = i >>> CHUNK_BITS;
    if (c === this.shapeOf.length) {
      this.shapeOf.push(new Uint16Array(CHUNK));
      this.offset.push(new Uint32Array(CHUNK));
    }
    let sc = this.used >>> CHUNK_BITS;
    let at = this.used & IN_CHUNK;
    if (at + n > CHUNK) {
      sc++;
      at = 0;
    }
    if (sc === this.slots.length) this.slots.push(new Int32Array(CHUNK));
    (this.shapeOf[c] as Uint16Array)[i & IN_CHUNK] = shape.id;
    (this.offset[c] as Uint32Array)[i & IN_CHUNK] = (sc << CHUNK_BITS) | at;
    const slots = this.slots[sc] as Int32Array;
    const lastStrings = shape.lastStrings;
    const lastCodes = shape.lastCodes;
    for (let j = 0; j < n; j++) {
      const v = vals[j];
      vals[j] = undefined;
      let code: number;
      if (typeof v !== "string") code = this.encode(v);
      else if (v === lastStrings[j]) code = lastCodes[j] as number;
      else {
        code = this.encode(v);
        if ((code & 7) !== TAG_OTHER) {
          lastStrings[j] = v;
          lastCodes[j] = code;
        }
      }
      slots[at++] = code;
    }
    this.used = (sc << CHUNK_BITS) + at;
    this.count = i + 1;
  }

  /**
   * recentShape returns the shape of `type` with the n keys noted in this.keys: a recent shape
   * of that type when its keys are the same (compared in order), else the trie's node for the
   * keys (made the type's most recent shape).
   */
  private recentShape(type: string, n: number): RecentShape {
    const keys = this.keys;
    let recent = this.recent.get(type);
    if (recent) {
      search: for (let r = 0; r < recent.length; r++) {
        const cand = recent[r] as RecentShape;
        const ck = cand.keys;
        if (ck.length !== n) continue;
        for (let j = 0; j < n; j++) if (ck[j] !== keys[j]) continue search;
        return cand;
      }
    } else this.recent.set(type, (recent = []));
    let node = this.root;
    for (let j = 0; j < n; j++) node = node.next(keys[j] as string);
    let id = node.ids.get(type);
    if (id === undefined) {
      if (this.shapes.length >= 0xffff) throw new Error("trace: more than 65,535 event shapes");
      id = this.shapes.length;
      node.ids.set(type, id);
      this.shapes.push(node);
      this.types.push(type);
    }
    const shape: RecentShape = { keys: node.keys, id, lastStrings: [], lastCodes: [] };
    recent.unshift(shape);
    if (recent.length > RECENT_SHAPES) recent.length = RECENT_SHAPES;
    return shape;
  }

  private encode(v: unknown): number {
    switch (typeof v) {
      case "number":
        if ((v | 0) === v && v >= -INT_LIMIT && v < INT_LIMIT && (v !== 0 || 1 / v > 0)) return (v << 3) | TAG_INT;
        break;
      case "string": {
        const num = numeralValue(v);
        if (num >= 0) return (num << 3) | TAG_NUMERAL;
        if (v.length > MAX_INTERNED) break;
        let id = this.stringIds.get(v);
        if (id === undefined) {
          id = this.strings.length;
          this.strings.push(v);
          this.stringIds.set(v, id);
        }
        return (id << 3) | TAG_STRING;
      }
      case "boolean":
        return ((v ? 1 : 0) << 3) | TAG_CONST;
      case "undefined":
        return (3 << 3) | TAG_CONST;
      default:
        if (v === null) return (2 << 3) | TAG_CONST;
    }
    this.others.push(v);
    return ((this.others.length - 1) << 3) | TAG_OTHER;
  }

  private decode(x: number): unknown {
    switch (x & 7) {
      case TAG_INT:
        return x >> 3;
      case TAG_STRING:
        return this.strings[x >>> 3];
      case TAG_CONST:
        return CONSTS[x >>> 3];
      case TAG_NUMERAL:
        return String(x >>> 3);
      default:
        return this.others[x >>> 3];
    }
  }

  /** typeAt returns event i's type without rebuilding it. */
  typeAt(i: number): string | undefined {
    return i >= 0 && i < this.count ? this.types[this.shapeAt(i)] : undefined;
  }

  private shapeAt(i: number): number {
    return (this.shapeOf[i >>> CHUNK_BITS] as Uint16Array)[i & IN_CHUNK] as number;
  }

  private offsetAt(i: number): number {
    return (this.offset[i >>> CHUNK_BITS] as Uint32Array)[i & IN_CHUNK] as number;
  }

  /** at rebuilds event i (a fresh object; undefined past the end). */
  at(i: number): Record<string, unknown> | undefined {
    if (i < 0 || i >= this.count) return undefined;
    const shape = this.shapes[this.shapeAt(i)] as Shape;
    const values = this.values;
    const n = shape.keys.length;
    const off = this.offsetAt(i);
    const slots = this.slots[off >>> CHUNK_BITS] as Int32Array;
    let at = off & IN_CHUNK;
    for (let k = 0; k < n; k++) values[k] = this.decode(slots[at++] as number);
    const ev = shape.build(values);
    values.fill(undefined, 0, n);
    return ev;
  }

  /** truncate drops the events from n on (rewind). */
  truncate(n: number): void {
    if (n >= this.count) return;
    // side-list entries are appended in event order: the first one the dropped events hold is
    // where the list is cut
    scan: for (let i = n; i < this.count; i++) {
      const off = this.offsetAt(i);
      const slots = this.slots[off >>> CHUNK_BITS] as Int32Array;
      const keys = (this.shapes[this.shapeAt(i)] as Shape).keys.length;
      for (let s = off & IN_CHUNK, end = s + keys; s < end; s++) {
        const x = slots[s] as number;
        if ((x & 7) === TAG_OTHER) {
          this.others.length = x >>> 3;
          break scan;
        }
      }
    }
    this.used = this.offsetAt(n);
    this.count = n;
    this.slots.length = (this.used >>> CHUNK_BITS) + 1;
    this.shapeOf.length = this.offset.length = (n >>> CHUNK_BITS) + 1;
  }
}
