/**
 * Content loaders for the app. The lesson index is part of the first load; everything else
 * (a lesson's HTML, the glossary, study material, search documents, flows) is fetched on demand
 * as its own chunk, once, and cached by the module system.
 */
import { lessons, lessonLoaders } from "virtual:content/index";
import type { GlossaryTerm, LessonBody, LessonSummary, RenderedFlow, SearchDoc, StudyContent } from "../../content";

/** lessonIndex lists every lesson, in home-page order. */
export const lessonIndex: readonly LessonSummary[] = lessons;

export function findLesson(id: string): LessonSummary | undefined {
  return lessons.find((l) => l.id === id);
}

export async function loadLesson(id: string): Promise<LessonBody | undefined> {
  const load = lessonLoaders[id];
  return load ? (await load()).default : undefined;
}

export async function loadGlossary(): Promise<GlossaryTerm[]> {
  return (await import("virtual:content/glossary")).default;
}

export async function loadStudy(): Promise<StudyContent> {
  return (await import("virtual:content/study")).default;
}

export async function loadFlows(): Promise<RenderedFlow[]> {
  return (await import("virtual:content/flows")).default;
}

export async function loadSearchDocs(): Promise<SearchDoc[]> {
  return (await import("virtual:content/search")).default;
}
