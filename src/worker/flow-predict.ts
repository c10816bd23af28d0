/**
 * Predict the next step: given the choices a flow step offers (each a trace event matcher),
 * nextChoice finds which of them the run actually does next, scanning the trace from the
 * paused position. The check the learner sees is this computation, not the YAML's answer.
 */
import { matches, type StepMatcher } from "./flow-match";
import { readerOf, type Stamped, type TraceInput } from "./trace-reader";

type Ev = { type: string; seq: number } & Record<string, unknown>;

/** NextChoice is the choice that happens first after pos, and the position just after its event. */
export interface NextChoice {
  /** choice is the index of the first choice whose event occurs (-1: none occurs before the end). */
  choice: number;
  /** pos is the position after that event (the frame to show once answered), or pos itself. */
  pos: number;
  /** event is the trace event that decided it. */
  event?: Ev;
}

/** nextChoice scans trace[pos…] for the first event any choice's matcher names (reading only their types). */
export function nextChoice(
  trace: TraceInput<Stamped>,
  pos: number,
  choices: readonly Omit<StepMatcher, "after">[],
): NextChoice {
  const types = new Set(choices.map((m) => m.type));
  for (const e of readerOf(trace).iterate(Math.max(0, pos), types)) {
    const c = choices.findIndex((m) => matches(e as unknown as Ev, m));
    if (c >= 0) return { choice: c, pos: e.seq + 1, event: e as unknown as Ev };
  }
  return { choice: -1, pos };
}
