/**
 * The one FSRS scheduler of the app (ts-fsrs), and the conversions between ts-fsrs Cards and
 * the stored form (dates as epoch milliseconds). Previews and ratings both go through here, so
 * the intervals shown on the buttons are exactly what a rating will schedule.
 */
import { createEmptyCard, fsrs, type Card, type Grade, type ReviewLog } from "ts-fsrs";
import type { ReviewEntry, StoredCard } from "./schema";

/** scheduler is the app's FSRS-6 scheduler: 90% target retention, fuzz on, short-term steps. */
export const scheduler = fsrs({ request_retention: 0.9, enable_fuzz: true, enable_short_term: true });

/** Rating is one of the four answer grades: 1 Again, 2 Hard, 3 Good, 4 Easy. */
export type Rating = 1 | 2 | 3 | 4;
export const RATINGS: readonly Rating[] = [1, 2, 3, 4];
export const RATING_LABELS: Record<Rating, string> = { 1: "Again", 2: "Hard", 3: "Good", 4: "Easy" };

/** toStored turns a ts-fsrs Card into its stored form. */
export function toStored(card: Card): StoredCard {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as StoredCard["state"],
    last_review: card.last_review ? card.last_review.getTime() : null,
  };
}

/** fromStored turns a stored card back into a ts-fsrs Card. */
export function fromStored(s: StoredCard): Card {
  const card: Card = {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
    state: s.state,
  };
  if (s.last_review !== null) card.last_review = new Date(s.last_review);
  return card;
}

/** cardOrNew is the ts-fsrs card for a stored state, or a fresh card due now if there is none. */
export function cardOrNew(stored: StoredCard | undefined, now: number): Card {
  return stored ? fromStored(stored) : createEmptyCard(new Date(now));
}

/** toEntry turns a ts-fsrs ReviewLog into a stored review entry for `cardId`. */
export function toEntry(cardId: string, log: ReviewLog): ReviewEntry {
  return {
    cardId,
    rating: log.rating as Rating,
    state: log.state as ReviewEntry["state"],
    review: log.review.getTime(),
    due: log.due.getTime(),
    stability: log.stability,
    difficulty: log.difficulty,
    elapsed_days: log.elapsed_days,
    last_elapsed_days: log.last_elapsed_days,
    scheduled_days: log.scheduled_days,
    learning_steps: log.learning_steps,
  };
}

/** Preview is, for each rating, when the card would next be due (epoch ms). */
export type Preview = Record<Rating, number>;

/** preview asks the scheduler when the card would be due after each rating given at `now`. */
export function preview(stored: StoredCard | undefined, now: number): Preview {
  const outcomes = scheduler.repeat(cardOrNew(stored, now), new Date(now));
  return {
    1: outcomes[1 as Grade].card.due.getTime(),
    2: outcomes[2 as Grade].card.due.getTime(),
    3: outcomes[3 as Grade].card.due.getTime(),
    4: outcomes[4 as Grade].card.due.getTime(),
  };
}

/** formatInterval renders a duration the way Anki labels its buttons: "<1m", "10m", "3h", "4d", "2.1mo", "1.3y". */
export function formatInterval(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes < 1) return "<1m";
  if (minutes < 60) return `${Math.round(minutes)}m`;
  const hours = minutes / 60;
  if (hours < 24) return `${Math.round(hours)}h`;
  const days = hours / 24;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${(days / 30).toFixed(1)}mo`;
  return `${(days / 365).toFixed(1)}y`;
}
