/** The notes loader: content/notes/*.yaml, one per lesson, and the Markdown a ::notes directive embeds. */
import * as S from "../../schema/index.ts";
import type { LoadContext, Located } from "./context.ts";

export function loadNotes(ctx: LoadContext): Map<string, Located<S.Notes>> {
  const notes = new Map<string, Located<S.Notes>>();
  for (const n of ctx.loadAll<S.Notes>("notes", S.Notes, (x) => x.lesson)) notes.set(n.value.lesson, n);
  return notes;
}

/** notesMarkdown is a lesson's notes as one Markdown section body. */
export function notesMarkdown(n: S.Notes): string {
  const list = (items: string[]) => items.map((i) => `- ${i.replace(/\n/g, "\n  ")}`).join("\n");
  return [
    list(n.revisionNotes),
    "",
    "### Key takeaways",
    "",
    list(n.keyTakeaways),
    "",
    "### Interview tips",
    "",
    list(n.interviewTips),
    "",
    "### Cheat sheet",
    "",
    n.cheatSheet,
    "",
  ].join("\n");
}
