/**
 * `npm run validate:content`: load, validate and render all of content/, printing a summary,
 * or every problem (file: field: reason) and exit 1.
 */
import { resolve } from "node:path";
import { loadContent } from "./build/load.ts";
import { ContentError } from "./build/errors.ts";
import { checkFlowRun } from "./flowrun/index.ts";

try {
  const b = loadContent(resolve(process.argv[2] ?? "content"), { checkFlowRun });
  const questions = b.study.quizzes.reduce((n, q) => n + q.questions.length, 0);
  const cards = b.study.decks.reduce((n, d) => n + d.cards.length, 0);
  console.log(
    `content ok: ${b.lessons.length} lessons, ${b.glossary.length} glossary terms, ${b.flows.length} flows, ` +
      `${b.study.exercises.length} exercises, ${questions} questions, ${cards} cards, ${b.search.length} search documents`,
  );
} catch (e) {
  if (e instanceof ContentError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
