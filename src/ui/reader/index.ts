/**
 * src/ui/reader: reading lessons. `HomePage` lists lessons with progress and "continue where
 * you left off"; `LessonPage` renders a lesson with its sticky, scroll-following table of
 * contents and records sections read in the store's reading slice; `GlossaryPage` lists terms.
 */
export { HomePage } from "./HomePage";
export { LessonPage } from "./LessonPage";
export { GlossaryPage } from "./GlossaryPage";
export { lessonProgress, type LessonProgress } from "./progress";
