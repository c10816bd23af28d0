/// <reference types="vite/client" />

declare module "virtual:content/index" {
  import type { LessonSummary, RenderedLesson } from "./content/model";
  export const lessons: LessonSummary[];
  export const lessonLoaders: Record<string, () => Promise<{ default: RenderedLesson }>>;
}
declare module "virtual:content/glossary" {
  const glossary: import("./content/model").GlossaryTerm[];
  export default glossary;
}
declare module "virtual:content/flows" {
  const flows: import("./content/model").RenderedFlow[];
  export default flows;
}
declare module "virtual:content/study" {
  const study: import("./content/model").StudyContent;
  export default study;
}
declare module "virtual:content/search" {
  const docs: import("./content/model").SearchDoc[];
  export default docs;
}
