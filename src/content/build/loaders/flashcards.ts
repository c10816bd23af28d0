/** The flashcards loader: content/flashcards/*.yaml, with card ids unique across decks. */
import type { RenderedCard, RenderedDeck } from "../../model.ts";
import * as S from "../../schema/index.ts";
import type { LoadContext } from "./context.ts";

export function loadDecks(ctx: LoadContext): RenderedDeck[] {
  const { problems, render } = ctx;
  const cardIds = new Map<string, string>();
  return ctx
    .loadAll<S.Deck>("flashcards", S.Deck, (d) => d.deck)
    .map(({ file, value: d }) => ({
      deck: d.deck,
      lesson: d.lesson,
      title: d.title,
      cards: d.cards.map((c, i): RenderedCard => {
        if (cardIds.has(c.id))
          problems.add(file, `cards[${i}].id`, `duplicate card id "${c.id}" (also in ${cardIds.get(c.id)})`);
        cardIds.set(c.id, file);
        return {
          id: c.id,
          deck: d.deck,
          lesson: d.lesson,
          frontHtml: render(c.front, file, `cards[${i}].front`),
          backHtml: render(c.back, file, `cards[${i}].back`),
          tags: c.tags ?? [],
        };
      }),
    }));
}
