/**
 * traceView: a read-only array over a trace whose events are rebuilt on read (Tracer.at). It is
 * what Tracer.events() returns, so code that reads the trace as an array (index, length, for…of,
 * slice, filter, JSON.stringify, spread) keeps working while the events are stored packed.
 * `for…of` walks the trace through `iterate` (no trap per element); an index reads one event,
 * rebuilt at each read (compare events by seq, never by identity). Writes throw.
 */
import type { TraceEvent } from "./trace";

/** TraceSource is what a view reads: its length and one event by index. */
export interface TraceSource {
  readonly length: number;
  at(i: number): TraceEvent | undefined;
  iterate(from?: number): IterableIterator<TraceEvent>;
}

/** indexOf returns the array index a property key names, or -1. */
function indexOf(key: string | symbol): number {
  if (typeof key !== "string") return -1;
  const len = key.length;
  if (len === 0 || len > 15) return -1;
  const c0 = key.charCodeAt(0);
  if (c0 < 48 || c0 > 57 || (c0 === 48 && len > 1)) return -1;
  let n = 0;
  for (let i = 0; i < len; i++) {
    const c = key.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

const readOnly = (): never => {
  throw new TypeError("the trace is read-only");
};

/** traceView returns the read-only array view of `src`. */
export function traceView(src: TraceSource): readonly TraceEvent[] {
  // The target is an empty array kept at the source's length: Array.isArray holds and the
  // proxy invariants are met (no own elements are ever defined on it).
  const target: TraceEvent[] = [];
  const sync = () => {
    if (target.length !== src.length) target.length = src.length;
  };
  const iterator = function () {
    return src.iterate(0);
  };
  return new Proxy(target, {
    get(t, key) {
      const i = indexOf(key);
      if (i >= 0) return src.at(i);
      if (key === "length") return src.length;
      if (key === Symbol.iterator || key === "values") return iterator;
      sync();
      return Reflect.get(t, key);
    },
    has(t, key) {
      const i = indexOf(key);
      if (i >= 0) return i < src.length;
      sync();
      return Reflect.has(t, key);
    },
    ownKeys(t) {
      sync();
      const keys: Array<string | symbol> = [];
      for (let i = 0; i < src.length; i++) keys.push(String(i));
      return [...keys, ...Reflect.ownKeys(t)];
    },
    getOwnPropertyDescriptor(t, key) {
      const i = indexOf(key);
      if (i >= 0)
        return i < src.length ? { value: src.at(i), writable: false, enumerable: true, configurable: true } : undefined;
      sync();
      return Reflect.getOwnPropertyDescriptor(t, key);
    },
    set: readOnly,
    defineProperty: readOnly,
    deleteProperty: readOnly,
  });
}
