/**
 * TraceReader is how the flow worker's readers walk a run's trace: a World's Tracer (index with
 * `at`, walk with `iterate(from, types)`, which rebuilds only the events of the types asked for)
 * or, in tests, an array of events. Indexing `World.trace()` instead rebuilds an event through
 * a Proxy at every index, so the readers take the Tracer itself. A run's `seq` is its index.
 */
import type { TraceEvent } from "../engine";

/** Stamped is what every event has (matchers read nothing else for sure). */
export interface Stamped {
  type: string;
  seq: number;
}

export interface TraceReader<E extends Stamped = TraceEvent> {
  readonly length: number;
  at(i: number): E | undefined;
  iterate(from?: number, types?: ReadonlySet<string>): Iterable<E>;
}

/** TraceInput is a reader or a plain list of events. */
export type TraceInput<E extends Stamped = TraceEvent> = TraceReader<E> | readonly E[];

function* walk<E extends Stamped>(events: readonly E[], from: number, types?: ReadonlySet<string>): Generator<E> {
  for (let i = Math.max(0, from); i < events.length; i++) {
    const e = events[i] as E;
    if (!types || types.has(e.type)) yield e;
  }
}

/** readerOf returns `t` itself when it is a reader, or a reader over the list. */
export function readerOf<E extends Stamped>(t: TraceInput<E>): TraceReader<E> {
  if (!Array.isArray(t)) return t as TraceReader<E>;
  const events = t as readonly E[];
  return {
    get length() {
      return events.length;
    },
    at: (i) => events[i],
    iterate: (from = 0, types) => walk(events, from, types),
  };
}
