/**
 * loadContent reads content/, validates every file against src/content/schema, checks every
 * cross-reference (glossary terms, diagrams, exercises, questions, flows, scenarios, lesson
 * links and anchors, card and question ids) and renders it to the compiled model of
 * src/content/model.ts. All problems are reported together, each naming file, field and reason.
 * One loader per content type lives in ./loaders/, then one cross-reference pass.
 */
import { basename } from "node:path";
import type { GlossaryTerm, RenderedFlow, RenderedLesson, SearchDoc, StudyContent } from "../model.ts";
import { fillTermNames } from "./markdown.ts";
import { htmlToText } from "./slug.ts";
import { searchDocs } from "./search.ts";
import { newLoadContext, type LoadOptions } from "./loaders/context.ts";
import { inlineTerm, loadGlossary } from "./loaders/glossary.ts";
import { loadDiagrams } from "./loaders/diagrams.ts";
import { loadExercises } from "./loaders/exercises.ts";
import { loadFlows } from "./loaders/flows.ts";
import { loadQuizzes } from "./loaders/quizzes.ts";
import { loadDecks } from "./loaders/flashcards.ts";
import { loadNotes } from "./loaders/notes.ts";
import { loadLessons } from "./loaders/lessons.ts";
import { checkCrossReferences } from "./loaders/cross-references.ts";

export type { LoadOptions } from "./loaders/context.ts";
export { inlineTerm } from "./loaders/glossary.ts";

export interface ContentBundle {
  lessons: RenderedLesson[];
  /** glossary: in display order, by term (English collation), so the page need not sort. */
  glossary: GlossaryTerm[];
  flows: RenderedFlow[];
  study: StudyContent;
  search: SearchDoc[];
  /** Every file read, for the dev server to watch. */
  files: string[];
}

export function loadContent(root: string, opts: LoadOptions = {}): ContentBundle {
  const ctx = newLoadContext(root, opts);
  const { glossary, ids: glossaryIds } = loadGlossary(ctx);
  const diagrams = loadDiagrams(ctx);
  const exercises = loadExercises(ctx);
  // scenarios: existence only (the engine validates their content)
  const scenarioIds = new Set(ctx.files.list("scenarios", ".yaml").map((p) => basename(p, ".yaml")));
  const flows = loadFlows(ctx, diagrams, scenarioIds);
  const quizzes = loadQuizzes(ctx, exercises);
  const decks = loadDecks(ctx);
  const notes = loadNotes(ctx);
  const lessons = loadLessons(ctx, { diagrams, exercises, flows, quizzes, notes });
  checkCrossReferences(ctx, { glossaryIds, lessons, flows, quizzes, decks, notes });
  ctx.problems.throwIfAny();

  // finish: glossary display names, search index
  const termName = (id: string) => {
    const term = glossary.find((g) => g.id === id)?.term;
    return term === undefined ? undefined : inlineTerm(term);
  };
  const fill = (h: string) => fillTermNames(h, termName);
  for (const l of lessons) {
    l.html = fill(l.html);
    l.sections = l.sections.map(fill);
  }
  for (const g of glossary) g.definitionHtml = fill(g.definitionHtml);
  const fillDeep = <T>(v: T): T => JSON.parse(fill(JSON.stringify(v))) as T;
  const study: StudyContent = fillDeep({ decks, quizzes, exercises });
  const filledFlows = fillDeep(flows);

  return {
    lessons,
    glossary: byTerm(glossary),
    flows: filledFlows,
    study,
    search: searchDocs({ lessons, glossary, flows: filledFlows, study }),
    files: [],
  };
}

/**
 * byTerm sorts the glossary as the page lists it. Done here because the page cannot do it cheaply:
 * the first Intl.Collator (or localeCompare) in a page loads ICU's collation data, a 15–20 ms task.
 */
function byTerm(glossary: GlossaryTerm[]): GlossaryTerm[] {
  const collator = new Intl.Collator("en");
  return [...glossary].sort((a, b) => collator.compare(a.term, b.term));
}

/** plain is exported for tests: the text of rendered HTML. */
export const plain = htmlToText;
