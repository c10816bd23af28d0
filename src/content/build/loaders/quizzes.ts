/** The quizzes loader: content/quizzes/*.yaml, with question ids unique and spot-the-bug exercises resolved. */
import type { RenderedExercise, RenderedQuestion, RenderedQuiz } from "../../model.ts";
import * as S from "../../schema/index.ts";
import { highlightLines } from "../highlight.ts";
import type { LoadContext } from "./context.ts";

export function loadQuizzes(ctx: LoadContext, exercises: RenderedExercise[]): RenderedQuiz[] {
  const { problems, render } = ctx;
  const questionIds = new Map<string, string>();
  return ctx
    .loadAll<S.Quiz>("quizzes", S.Quiz, (q) => q.lesson)
    .map(({ file, value: quiz }) => ({
      lesson: quiz.lesson,
      questions: quiz.questions.map((q, i): RenderedQuestion => {
        const field = `questions[${i}]`;
        if (questionIds.has(q.id))
          problems.add(file, `${field}.id`, `duplicate question id "${q.id}" (also in ${questionIds.get(q.id)})`);
        questionIds.set(q.id, file);
        const base = {
          id: q.id,
          lesson: quiz.lesson,
          tier: q.tier,
          number: q.number,
          promptHtml: render(q.prompt, file, `${field}.prompt`),
        };
        if (q.kind === "free")
          return {
            ...base,
            kind: "free",
            modelAnswerHtml: render(q.modelAnswer, file, `${field}.modelAnswer`),
            keyPointsHtml: q.keyPoints.map((k, j) => render(k, file, `${field}.keyPoints[${j}]`, true)),
          };
        if (q.kind === "choice")
          return {
            ...base,
            kind: "choice",
            multiple: q.multiple ?? false,
            choices: q.choices.map((c, j) => ({
              html: render(c.text, file, `${field}.choices[${j}].text`, true),
              correct: c.correct,
              explanationHtml: render(c.explanation, file, `${field}.choices[${j}].explanation`),
            })),
          };
        const ex = exercises.find((e) => e.id === q.exercise);
        if (!ex) problems.add(file, `${field}.exercise`, `unknown exercise "${q.exercise}"`);
        const source = ex?.files.find((f) => f.role === "original")?.source ?? "";
        const bugLines = new Set<number>();
        ex?.bugs.forEach((b) =>
          b.lines.forEach(([a, z]) => {
            for (let n = a; n <= z; n++) bugLines.add(n);
          }),
        );
        return {
          ...base,
          kind: "spot-the-bug",
          exercise: q.exercise,
          lines: highlightLines(source, "go"),
          bugLines: [...bugLines].sort((a, b) => a - b),
          bugs: (ex?.bugs ?? []).map((b) => ({
            id: b.id,
            title: b.title,
            lines: b.lines,
            explanationHtml: b.explanationHtml,
          })),
        };
      }),
    }));
}
