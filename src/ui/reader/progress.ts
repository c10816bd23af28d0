/** Reading progress helpers over the store's reading slice. */
import type { LessonSummary } from "../../content";

export interface LessonProgress {
  read: number;
  total: number;
  fraction: number;
}

/** lessonProgress counts the lesson's h2 sections the learner has read. */
export function lessonProgress(lesson: LessonSummary, sectionsRead: readonly string[] | undefined): LessonProgress {
  const sections = lesson.toc.filter((t) => t.level === 2).map((t) => t.id);
  const seen = new Set(sectionsRead ?? []);
  const read = sections.filter((s) => seen.has(s)).length;
  return { read, total: sections.length, fraction: sections.length ? read / sections.length : 0 };
}
