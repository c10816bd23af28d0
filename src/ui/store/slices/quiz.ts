/** The quiz slice keeps every graded answer, every finished quiz run, and every interview run. */
import type { Attempt, InterviewRun, QuizRun, QuizState } from "../schema";
import type { SliceCreator, StoreDeps } from "./types";

export type NewAttempt = Omit<Attempt, "at">;

export interface QuizSlice {
  quiz: QuizState;
  /** recordAttempt stores one graded answer, stamped with the clock. */
  recordAttempt: (attempt: NewAttempt) => void;
  /** recordQuizRun stores the total of one finished pass through a lesson's quiz. */
  recordQuizRun: (run: Omit<QuizRun, "at">) => void;
  /** recordInterview stores a finished interview run and each of its graded answers. */
  recordInterview: (run: Omit<InterviewRun, "at">, attempts: NewAttempt[]) => void;
}

export function createQuizSlice(deps: StoreDeps): SliceCreator<QuizSlice> {
  return (set, get) => ({
    quiz: { attempts: [], runs: [], interviews: [] },
    recordAttempt: (attempt) => {
      const { quiz } = get();
      set({ quiz: { ...quiz, attempts: [...quiz.attempts, { ...attempt, at: deps.now() }] } });
    },
    recordQuizRun: (run) => {
      const { quiz } = get();
      set({ quiz: { ...quiz, runs: [...quiz.runs, { ...run, at: deps.now() }] } });
    },
    recordInterview: (run, attempts) => {
      const { quiz } = get();
      const at = deps.now();
      set({
        quiz: {
          ...quiz,
          attempts: [...quiz.attempts, ...attempts.map((a) => ({ ...a, mode: "interview" as const, at }))],
          interviews: [...quiz.interviews, { ...run, at }],
        },
      });
    },
  });
}
