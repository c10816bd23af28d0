/**
 * The cards slice holds the FSRS state of every card the learner has rated, the review log,
 * and what is needed to undo the last rating exactly. Cards never rated are "new".
 */
import type { Grade } from "ts-fsrs";
import { cardOrNew, scheduler, toEntry, toStored, type Rating } from "../fsrs";
import type { CardsState } from "../schema";
import type { SliceCreator, StoreDeps } from "./types";

export interface CardsSlice {
  cards: CardsState;
  /** rateCard applies a rating to a card at `now` (default: the clock), as ts-fsrs schedules it. */
  rateCard: (cardId: string, rating: Rating, now?: number) => void;
  /** undoLastRating restores the card rated last to its exact previous state; false if nothing to undo. */
  undoLastRating: () => boolean;
}

export function createCardsSlice(deps: StoreDeps): SliceCreator<CardsSlice> {
  return (set, get) => ({
    cards: { states: {}, log: [], undo: null },
    rateCard: (cardId, rating, now = deps.now()) => {
      const { cards } = get();
      const previous = cards.states[cardId];
      const result = scheduler.next(cardOrNew(previous, now), new Date(now), rating as Grade);
      set({
        cards: {
          states: { ...cards.states, [cardId]: toStored(result.card) },
          log: [...cards.log, toEntry(cardId, result.log)],
          undo: { cardId, previous: previous ?? null },
        },
      });
    },
    undoLastRating: () => {
      const { cards } = get();
      const undo = cards.undo;
      if (!undo) return false;
      const states = { ...cards.states };
      if (undo.previous) states[undo.cardId] = undo.previous;
      else delete states[undo.cardId];
      const last = cards.log[cards.log.length - 1];
      const log = last && last.cardId === undo.cardId ? cards.log.slice(0, -1) : cards.log;
      set({ cards: { states, log, undo: null } });
      return true;
    },
  });
}
