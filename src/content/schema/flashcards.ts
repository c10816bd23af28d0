/** Deck is content/flashcards/<deck-id>.yaml. Card ids are unique across decks and stable forever. */
import { z } from "zod";
import { Id, Markdown } from "./common.ts";

export const Card = z.strictObject({
  id: Id,
  front: Markdown,
  back: Markdown,
  tags: z.array(z.string().min(1)).optional(),
});

export const Deck = z.strictObject({
  deck: Id,
  lesson: Id,
  title: z.string().min(1),
  cards: z.array(Card).min(1),
});
export type Deck = z.infer<typeof Deck>;
export type Card = z.infer<typeof Card>;
