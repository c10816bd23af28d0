/** GlossaryEntry is one content/glossary/<id>.yaml file. */
import { z } from "zod";
import { Id, Markdown } from "./common.ts";

export const GlossaryEntry = z.strictObject({
  id: Id,
  term: z.string().min(1),
  aliases: z.array(z.string().min(1)).optional(),
  definition: Markdown,
  seeAlso: z.array(Id).optional(),
});
export type GlossaryEntry = z.infer<typeof GlossaryEntry>;
