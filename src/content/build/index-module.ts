/**
 * indexModule writes virtual:content/index, the part of the content every page loads: each
 * lesson's summary (the LessonSummary fields, picked one by one so a field added to the lesson
 * body never rides along) and a loader per lesson for its body, a chunk of its own.
 */
import type { LessonSummary, RenderedLesson } from "../model.ts";

/** summaryOf is a lesson's LessonSummary and nothing else (not its html, sections or terms). */
export function summaryOf(l: RenderedLesson): LessonSummary {
  return { id: l.id, title: l.title, order: l.order, summaryHtml: l.summaryHtml, minutes: l.minutes, toc: l.toc };
}

/** indexModule is the module's source; `lessonModule(id)` names the virtual module of a lesson's body. */
export function indexModule(lessons: readonly RenderedLesson[], lessonModule: (id: string) => string): string {
  const loaders = lessons
    .map((l) => `${JSON.stringify(l.id)}: () => import(${JSON.stringify(lessonModule(l.id))})`)
    .join(",\n");
  return `export const lessons = ${JSON.stringify(lessons.map(summaryOf))};\nexport const lessonLoaders = {${loaders}};\n`;
}
