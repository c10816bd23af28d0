/**
 * useOpenShare opens a share link's payload: its code goes in the editor and its scenario in
 * the toolbar, and nothing runs until the learner picks Run. A broken payload, or one for
 * another exercise, loads nothing and says why.
 */
import { useEffect } from "react";
import type { RenderedExercise } from "../../../content";
import { decodeShare, isSandboxShare } from "../share";
import type { ExerciseFiles } from "./useExerciseFiles";
import type { CodeOrigin } from "./useDraft";

export function useOpenShare(
  share: string | undefined,
  exercise: RenderedExercise,
  model: ExerciseFiles,
  origin: CodeOrigin,
  on: {
    scenarios: string[];
    setScenario: (s: string) => void;
    notice: (message: string) => void;
    problem: (message: string) => void;
  },
): void {
  useEffect(() => {
    if (!share) return;
    let live = true;
    void decodeShare(share).then((d) => {
      if (!live) return;
      origin.settle();
      if (!d.ok) return on.problem(d.reason);
      if (isSandboxShare(d.value))
        return on.problem("This share link is for the sandbox, not an exercise; nothing was loaded.");
      if (d.value.exercise !== exercise.id)
        return on.problem(`This share link is for another exercise (${d.value.exercise}); nothing was loaded.`);
      origin.openShared(d.value.code);
      model.applyCode(d.value.code);
      if (on.scenarios.includes(d.value.scenario)) on.setScenario(d.value.scenario);
      on.notice(
        `Opened from a share link: the code below was not run. Pick Run to run it in the ${d.value.scenario} scenario.`,
      );
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [share, exercise.id]);
}
