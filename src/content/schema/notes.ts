/** Notes is content/notes/<lesson-id>.yaml: revision notes, key takeaways, interview tips, cheat sheet. */
import { z } from "zod";
import { Id, Markdown } from "./common.ts";

export const Notes = z.strictObject({
  lesson: Id,
  revisionNotes: z.array(Markdown).min(1),
  keyTakeaways: z.array(Markdown).min(1),
  interviewTips: z.array(Markdown).min(1),
  cheatSheet: Markdown,
});
export type Notes = z.infer<typeof Notes>;
