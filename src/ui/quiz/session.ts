/** A quiz session's answers, keyed by question id, with the helpers both quiz modes share. */
import type { RenderedQuestion, StudyContent } from "../../content";
import { emptyAnswer, type Answer } from "./grading";

export type Answers = Record<string, Answer>;

/** answerOf is the learner's answer to `q` so far (empty if none). */
export function answerOf(answers: Answers, q: RenderedQuestion): Answer {
  return answers[q.id] ?? emptyAnswer(q);
}

/** exerciseTitle names the exercise a spot-the-bug question draws on. */
export function exerciseTitle(study: StudyContent, q: RenderedQuestion): string {
  if (q.kind !== "spot-the-bug") return "";
  const ex = study.exercises.find((e) => e.id === q.exercise);
  return ex ? `Exercise ${ex.number}: ${ex.title}` : q.exercise;
}
