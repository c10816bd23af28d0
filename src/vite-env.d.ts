/// <reference types="vite/client" />

// The virtual modules served by the content plugin (src/content/build/vite-plugin.ts).
declare module "virtual:content/index" {
  import type { LessonBody, LessonSummary } from "./content/model";
  export const lessons: LessonSummary[];
  export const lessonLoaders: Record<string, () => Promise<{ default: LessonBody }>>;
}
declare module "virtual:content/glossary" {
  import type { GlossaryTerm } from "./content/model";
  const glossary: GlossaryTerm[];
  export default glossary;
}
declare module "virtual:content/flows" {
  import type { RenderedFlow } from "./content/model";
  const flows: RenderedFlow[];
  export default flows;
}
declare module "virtual:content/study" {
  import type { StudyContent } from "./content/model";
  const study: StudyContent;
  export default study;
}
declare module "virtual:content/search" {
  import type { SearchDoc } from "./content/model";
  const docs: SearchDoc[];
  export default docs;
}
