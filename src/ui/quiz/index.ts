/**
 * src/ui/quiz — self-quizzing: each lesson's tiered questions and a timed interview mode.
 *
 * Contract (pages the shell mounts lazily):
 * - `QuizHome` (/quiz): every lesson's quiz, best and last scores, interview mode, score history.
 * - `QuizRun` (/quiz/:lesson, prop `lesson`): free response (write, reveal, tick key points),
 *   multiple choice (graded, each choice explained), spot the bug (flag lines, graded against
 *   the exercise's bug lines); attempts and the finished run go to the store's quiz slice.
 * - `InterviewMode` (/interview): 10/20/30 minutes, a random mix, answers revealed at the end.
 * Grading and the interview plan are pure (grading.ts, interview.ts) and unit-tested.
 */
export { QuizHome } from "./QuizHome";
export { QuizRun } from "./QuizRun";
export { InterviewMode } from "./InterviewMode";
