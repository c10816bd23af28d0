/**
 * usePredict: predict mode's state. With the mode on, the player's forward moves (playing, →,
 * Shift+→) are held just before the event of each step that carries a question, and that
 * question becomes `pending`. A question answered (or skipped) is not asked again until the
 * position goes back before its event.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { RenderedFlow } from "../../../content";
import type { FlowStepBinding } from "../../../worker";
import type { Hold } from "../player/usePlayer";

/** Pending: the question being asked, where the player stopped, and whether it was playing. */
export interface Pending {
  n: number;
  /** pos: the position the question is shown at (the step's event, or the revealed one). */
  pos: number;
  resume: boolean;
}

export interface Predict {
  on: boolean;
  setOn(on: boolean): void;
  /** asks: how many steps of this flow carry a question (bound in this run). */
  asks: number;
  pending: Pending | undefined;
  /** hold: hand to usePlayer; undefined when the mode is off. */
  hold: Hold | undefined;
  /** revealed: the answer was checked and the player moved to `pos`, just after the event. */
  revealed(pos: number): void;
  /** close ends the question (answered or skipped) and says whether to play on. */
  close(): boolean;
}

/** holdPoint is the earliest unanswered question whose event lies in [from, to). */
export function holdPoint(
  asks: ReadonlyArray<{ n: number; seq: number }>,
  done: ReadonlySet<number>,
  from: number,
  to: number,
): { n: number; seq: number } | undefined {
  let best: { n: number; seq: number } | undefined;
  for (const a of asks) if (!done.has(a.n) && a.seq >= from && a.seq < to && (!best || a.seq < best.seq)) best = a;
  return best;
}

export function usePredict(
  flow: Pick<RenderedFlow, "steps">,
  steps: readonly FlowStepBinding[],
  pos: number,
  initialOn: boolean,
): Predict {
  const [on, setOnState] = useState(initialOn);
  const [pending, setPending] = useState<Pending>();
  const done = useRef(new Set<number>());
  const asks = useMemo(() => {
    const withQuestion = new Set(flow.steps.filter((s) => s.predict).map((s) => s.n));
    return steps.flatMap((b) => (b.seq !== null && withQuestion.has(b.n) ? [{ n: b.n, seq: b.seq }] : []));
  }, [flow.steps, steps]);

  const reached = useRef(false);
  const pendingN = pending?.n;
  const hold = useCallback<Hold>(
    (from, to, playing) => {
      const at = holdPoint(asks, done.current, from, to);
      if (!at) return undefined;
      if (pendingN !== at.n) {
        reached.current = false;
        setPending({ n: at.n, pos: at.seq, resume: playing });
      }
      return at.seq;
    },
    [asks, pendingN],
  );

  // Going back before a question's event asks it again. Once the player has reached the
  // question's position, moving away from it (a scrub, a jump) closes the question.
  useEffect(() => {
    for (const a of asks) if (pos < a.seq) done.current.delete(a.n);
    if (!pending) return;
    if (pos === pending.pos) reached.current = true;
    else if (reached.current) setPending(undefined);
  }, [pos, asks, pending]);

  const setOn = useCallback((v: boolean) => {
    setOnState(v);
    if (!v) setPending(undefined);
  }, []);

  return {
    on,
    setOn,
    asks: asks.length,
    pending,
    hold: on ? hold : undefined,
    revealed: (at) => {
      if (!pending) return;
      done.current.add(pending.n);
      reached.current = false;
      setPending({ ...pending, pos: at });
    },
    close: () => {
      if (pending) done.current.add(pending.n);
      setPending(undefined);
      return pending?.resume ?? false;
    },
  };
}
