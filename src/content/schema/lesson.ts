/** LessonFrontmatter is the YAML header of content/lessons/<id>/lesson.md. */
import { z } from "zod";
import { Id, Markdown } from "./common.ts";

export const LessonFrontmatter = z.strictObject({
  id: Id,
  title: z.string().min(1),
  order: z.number().int().positive(),
  summary: Markdown,
  minutes: z.number().int().positive(),
});
export type LessonFrontmatter = z.infer<typeof LessonFrontmatter>;
