/** Questions for the quiz unit tests, shaped like the compiled content. */
import type { ChoiceQuestion, FreeQuestion, RenderedQuiz, SpotTheBugQuestion } from "../../content";

export const free: FreeQuestion = {
  id: "q6-1",
  lesson: "wcw",
  tier: "explain",
  kind: "free",
  promptHtml: "<p>Why level-triggered?</p>",
  modelAnswerHtml: "<p>Because…</p>",
  keyPointsHtml: ["<p>state, not events</p>", "<p>resync</p>", "<p>idempotent</p>"],
};

export const single: ChoiceQuestion = {
  id: "mc-1",
  lesson: "wcw",
  tier: "reason",
  kind: "choice",
  multiple: false,
  promptHtml: "<p>Pick one</p>",
  choices: [
    { html: "<p>a</p>", correct: false, explanationHtml: "<p>no</p>" },
    { html: "<p>b</p>", correct: true, explanationHtml: "<p>yes</p>" },
    { html: "<p>c</p>", correct: false, explanationHtml: "<p>no</p>" },
  ],
};

export const multiple: ChoiceQuestion = {
  ...single,
  id: "mc-2",
  multiple: true,
  choices: [
    { html: "<p>a</p>", correct: true, explanationHtml: "<p>yes</p>" },
    { html: "<p>b</p>", correct: true, explanationHtml: "<p>yes</p>" },
    { html: "<p>c</p>", correct: false, explanationHtml: "<p>no</p>" },
    { html: "<p>d</p>", correct: false, explanationHtml: "<p>no</p>" },
  ],
};

export const bug: SpotTheBugQuestion = {
  id: "bug-1",
  lesson: "wcw",
  tier: "design-debug",
  kind: "spot-the-bug",
  exercise: "exercise-1-eager-creator",
  promptHtml: "<p>Find the bugs</p>",
  lines: Array.from({ length: 30 }, (_, i) => `line ${i + 1}`),
  bugLines: [5, 6, 7, 20],
  bugs: [
    { id: "create", title: "Unconditional create", lines: [[5, 7]], explanationHtml: "<p>…</p>" },
    { id: "status", title: "Status via Update", lines: [[20, 20]], explanationHtml: "<p>…</p>" },
  ],
};

export function quiz(lesson: string, n: number): RenderedQuiz {
  return { lesson, questions: Array.from({ length: n }, (_, i) => ({ ...free, id: `${lesson}-${i}`, lesson })) };
}
