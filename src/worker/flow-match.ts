/**
 * Step binding: a lesson step names the trace events that realise it with a matcher (an event
 * type, field values, and optionally "after step N"), never a time. bindSteps finds, for each
 * step in order, the first matching event (after the event the `after` step bound to).
 */
import { readerOf, type Stamped, type TraceInput } from "./trace-reader";

export interface StepMatcher {
  /** type is the trace event type, e.g. "queue.dedup". */
  type: string;
  /** where lists field values the event must carry (compared as strings). */
  where?: Record<string, string | number | boolean>;
  /** after is a step number: the event must come after the event that step bound to. */
  after?: number;
}

export interface Bindable {
  n: number;
  match: StepMatcher;
}

type Ev = { type: string; seq: number } & Record<string, unknown>;

/** matches reports whether one trace event satisfies a matcher's type and fields. */
export function matches(e: Ev, m: StepMatcher): boolean {
  if (e.type !== m.type) return false;
  for (const [k, v] of Object.entries(m.where ?? {})) if (String(e[k]) !== String(v)) return false;
  return true;
}

/** bindSteps returns step number → the seq of its event (undefined when a step binds to nothing). */
export function bindSteps(steps: readonly Bindable[], trace: TraceInput<Stamped>): Map<number, number | undefined> {
  const reader = readerOf(trace);
  const out = new Map<number, number | undefined>();
  for (const s of steps) {
    const afterSeq = s.match.after !== undefined ? out.get(s.match.after) : -1;
    if (afterSeq === undefined) {
      out.set(s.n, undefined);
      continue;
    }
    // Only events of the step's type are read (and rebuilt), from the one after `after`'s on.
    let hit: Ev | undefined;
    for (const e of reader.iterate(afterSeq + 1, new Set([s.match.type])))
      if (e.seq > afterSeq && matches(e as unknown as Ev, s.match)) {
        hit = e as unknown as Ev;
        break;
      }
    out.set(s.n, hit?.seq);
  }
  return out;
}
