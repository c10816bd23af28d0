/**
 * QUESTION_RENAMES maps quiz question ids that content merges removed to the question that
 * survived, with the survivor's lesson (schema v5: the two near-identical `metav1.Time`
 * questions of the two quizzes merged, issue 11). Attempts and interview runs of a removed id
 * move to the survivor, so quiz history and scores are kept.
 */
import type { PersistedStateV5 } from "../schema";

export interface QuestionTarget {
  id: string;
  lesson: string;
}

export const QUESTION_RENAMES: Readonly<Record<string, QuestionTarget>> = {
  "rcl-mc-metav1-time": { id: "mc-metav1-time-resolution", lesson: "writing-controllers-well" },
};

/** renameQuestions moves attempts and interview question lists from removed ids to their survivors. */
export function renameQuestions<S extends PersistedStateV5>(
  state: S,
  renames: Readonly<Record<string, QuestionTarget>> = QUESTION_RENAMES,
): S {
  const attempts = state.quiz.attempts.map((a) => {
    const to = renames[a.questionId];
    return to ? { ...a, questionId: to.id, lesson: to.lesson } : a;
  });
  const interviews = state.quiz.interviews.map((run) => {
    if (!run.questionIds.some((id) => renames[id])) return run;
    // An interview asked each question once: a survivor already in the list is not added twice.
    const ids = run.questionIds.map((id) => renames[id]?.id ?? id);
    return { ...run, questionIds: ids.filter((id, i) => ids.indexOf(id) === i) };
  });
  return { ...state, quiz: { ...state.quiz, attempts, interviews } };
}
