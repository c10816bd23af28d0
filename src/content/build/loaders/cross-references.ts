/** The cross-reference pass: every lesson, glossary term, flow and section that loaded content names must exist. */
import type { RenderedDeck, RenderedFlow, RenderedLesson, RenderedQuiz } from "../../model.ts";
import type * as S from "../../schema/index.ts";
import type { LoadContext, Located } from "./context.ts";

export interface Loaded {
  glossaryIds: Set<string>;
  lessons: RenderedLesson[];
  flows: RenderedFlow[];
  quizzes: RenderedQuiz[];
  decks: RenderedDeck[];
  notes: Map<string, Located<S.Notes>>;
}

export function checkCrossReferences(ctx: LoadContext, c: Loaded): void {
  const { problems } = ctx;
  const lessonIds = new Set(c.lessons.map((l) => l.id));
  const flowIds = new Set(c.flows.map((f) => f.id));
  for (const q of c.quizzes)
    if (!lessonIds.has(q.lesson))
      problems.add(`content/quizzes/${q.lesson}.yaml`, "lesson", `unknown lesson "${q.lesson}"`);
  for (const d of c.decks)
    if (!lessonIds.has(d.lesson))
      problems.add(`content/flashcards/${d.deck}.yaml`, "lesson", `unknown lesson "${d.lesson}"`);
  for (const [lesson, n] of c.notes)
    if (!lessonIds.has(lesson)) problems.add(n.file, "lesson", `unknown lesson "${lesson}"`);
  for (const { file, field, env } of ctx.envs) {
    for (const t of env.terms)
      if (!c.glossaryIds.has(t))
        problems.add(file, field, `unknown glossary term [[${t}]] (add content/glossary/${t}.yaml)`);
    for (const link of env.links) {
      if (link.kind === "flow" && !flowIds.has(link.target))
        problems.add(file, field, `link to unknown flow "${link.target}"`);
      if (link.kind === "lesson") {
        const target = c.lessons.find((l) => l.id === link.target);
        if (!target) problems.add(file, field, `link to unknown lesson "${link.target}"`);
        else if (link.anchor && !target.html.includes(` id="${link.anchor}"`))
          problems.add(file, field, `link to unknown section "#${link.anchor}" of lesson "${link.target}"`);
      }
    }
  }
}
