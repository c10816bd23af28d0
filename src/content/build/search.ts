/** searchDocs builds the full-text search documents: lesson sections, cards, questions, terms, flows, exercises. */
import type { GlossaryTerm, RenderedFlow, RenderedLesson, SearchDoc, StudyContent } from "../model.ts";
import { htmlToText } from "./slug.ts";

export function searchDocs(c: {
  lessons: RenderedLesson[];
  glossary: GlossaryTerm[];
  flows: RenderedFlow[];
  study: StudyContent;
}): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const lesson of c.lessons) {
    // Split the body at h2/h3 headings: each section is one document.
    const parts = lesson.html.split(/(?=<h[23] id=")/);
    for (const part of parts) {
      const m = /^<h[23] id="([^"]+)"[^>]*>([\s\S]*?)<\/h[23]>/.exec(part);
      const id = m?.[1];
      const title = m ? htmlToText(m[2]!.replace(/<a class="anchor"[\s\S]*?<\/a>/, "")) : lesson.title;
      docs.push({
        id: `lesson:${lesson.id}:${id ?? "intro"}`,
        kind: "section",
        title,
        text: htmlToText(
          part
            .replace(/<script[\s\S]*?<\/script>/g, "")
            .replace(/<pre[\s\S]*?<\/pre>/g, " ")
            .replace(/<div class="code-title">[\s\S]*?<\/div>/g, " ")
            .replace(/<h[23][\s\S]*?<\/h[23]>/, " "),
        ),
        href: `/lessons/${lesson.id}${id ? `/${id}` : ""}`,
        lessonTitle: lesson.title,
      });
    }
  }
  const lessonTitle = (id: string) => c.lessons.find((l) => l.id === id)?.title;
  for (const deck of c.study.decks)
    for (const card of deck.cards)
      docs.push({
        id: `card:${card.id}`,
        kind: "card",
        title: htmlToText(card.frontHtml).slice(0, 120),
        text: htmlToText(card.backHtml),
        href: `/cards`,
        lessonTitle: lessonTitle(card.lesson),
      });
  for (const quiz of c.study.quizzes)
    for (const q of quiz.questions)
      docs.push({
        id: `question:${q.id}`,
        kind: "question",
        title: htmlToText(q.promptHtml).slice(0, 140),
        text:
          q.kind === "free"
            ? htmlToText(q.modelAnswerHtml)
            : q.kind === "choice"
              ? q.choices.map((x) => htmlToText(x.html)).join(" ")
              : "",
        href: q.kind === "free" && q.number ? `/lessons/${q.lesson}/question-${q.id}` : `/quiz/${q.lesson}`,
        lessonTitle: lessonTitle(q.lesson),
      });
  for (const g of c.glossary)
    docs.push({
      id: `glossary:${g.id}`,
      kind: "glossary",
      title: g.term,
      text: `${g.aliases.join(" ")} ${htmlToText(g.definitionHtml)}`,
      href: `/glossary/${g.id}`,
    });
  for (const f of c.flows)
    docs.push({
      id: `flow:${f.id}`,
      kind: "flow",
      title: `Flow ${f.number}: ${f.title}`,
      text: f.steps.map((s) => `${s.title} ${htmlToText(s.html)}`).join(" "),
      href: `/flows/${f.id}`,
    });
  for (const e of c.study.exercises)
    docs.push({
      id: `exercise:${e.id}`,
      kind: "exercise",
      title: `Exercise ${e.number}: ${e.title}`,
      text: `${htmlToText(e.summaryHtml)} ${e.bugs.map((b) => `${b.title} ${htmlToText(b.explanationHtml)}`).join(" ")}`,
      href: `/lab/${e.id}`,
    });
  return docs;
}
