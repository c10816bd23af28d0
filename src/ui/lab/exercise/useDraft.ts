/**
 * useDraft keeps the learner's edited reconciler as a draft in the store (debounced), and
 * restores it once saved progress is read. The original means no draft; the code of a share
 * link or the solution is not kept until the learner edits it. `origin` is shared with
 * useOpenShare: a share link opened counts as restored (its code wins over the draft).
 */
import { useEffect } from "react";
import type { RenderedExercise } from "../../../content";
import { appStore, useAppStore } from "../../store";
import type { ExerciseFiles } from "./useExerciseFiles";

const DRAFT_DELAY_MS = 500;

/** CodeOrigin: whether the starting code was settled (draft or share link), and the shared code. */
export class CodeOrigin {
  restored = false;
  shared: string | undefined;
  /** settle marks the starting code as chosen: a draft is no longer restored over it. */
  settle(): void {
    this.restored = true;
  }
  /** openShared records the code a share link brought (it is not kept as a draft until edited). */
  openShared(code: string): void {
    this.shared = code;
  }
}

export function useDraft(
  exercise: RenderedExercise,
  model: ExerciseFiles,
  origin: CodeOrigin,
  opts: {
    share: string | undefined;
    scenario: string;
    scenarios: string[];
    setScenario: (s: string) => void;
    notice: (message: string) => void;
  },
): void {
  const hydrated = useAppStore((s) => s.hydrated);
  const { original, solution, code } = model;
  const { share, scenario } = opts;

  // Restore this exercise's draft once saved progress is read.
  useEffect(() => {
    if (!hydrated || origin.restored || share) return;
    origin.settle();
    const draft = appStore.getState().lab.drafts[exercise.id];
    if (!draft || model.codeRef.current !== original.source || draft.code === original.source) return;
    model.applyCode(draft.code);
    if (opts.scenarios.includes(draft.scenario)) opts.setScenario(draft.scenario);
    opts.notice("Your draft is restored. Reset to the original discards it.");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, exercise.id]);

  // Keep the draft (debounced): the edited code and its scenario; the original means no draft.
  useEffect(() => {
    if (!hydrated || !origin.restored) return;
    const t = setTimeout(() => {
      const s = appStore.getState();
      if (code === original.source) return s.discardDraft(exercise.id);
      if (code === origin.shared || code === solution?.source) return;
      if (!s.saveDraft(exercise.id, code, scenario)) opts.notice("This code is too long to keep as a draft.");
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, scenario, hydrated, exercise.id, original.source, solution?.source]);
}
