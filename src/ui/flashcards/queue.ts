/**
 * The review queue: one queue across every deck and lesson. Cards in (re)learning that are due
 * come first, then review cards that are due, then new cards up to what is left of the daily
 * new-card limit. A learning card due within the learn-ahead window is shown rather than
 * making the learner wait when nothing else is left. New cards come core first: cards tagged
 * `precision` (version-specific trivia) follow the rest, and are held back entirely unless the
 * learner includes them; precision cards already being studied keep their schedule either way.
 */
import type { RenderedCard, RenderedDeck } from "../../content";
import type { ReviewEntry, StoredCard } from "../store";
import { startOfDay } from "./days";

/** PRECISION_TAG marks version-specific trivia, studied after the core and only on request. */
export const PRECISION_TAG = "precision";

/** isPrecision says whether a card is version-specific trivia. */
export const isPrecision = (card: RenderedCard) => card.tags.includes(PRECISION_TAG);

/** LEARN_AHEAD_MS: how early a learning card may be shown when nothing else is due (Anki's default, 20 minutes). */
export const LEARN_AHEAD_MS = 20 * 60_000;

export type QueueKind = "new" | "learning" | "review";

export interface QueueItem {
  card: RenderedCard;
  stored: StoredCard | undefined;
  kind: QueueKind;
}

export interface Queue {
  items: QueueItem[];
  counts: Record<QueueKind, number>;
  /** The next time a learning card becomes due (epoch ms), if one is waiting beyond the window. */
  nextLearningDue: number | null;
  /** heldBack: new precision cards left out because the learner studies the core only. */
  heldBack: number;
}

/** newIntroducedToday counts the new cards first rated since local midnight (what the daily limit caps). */
export function newIntroducedToday(log: readonly ReviewEntry[], now: number): number {
  const since = startOfDay(now);
  const ids = new Set<string>();
  for (const e of log) if (e.state === 0 && e.review >= since && e.review <= now) ids.add(e.cardId);
  return ids.size;
}

/** allCards lists every card of every deck, in deck order, once per id. */
export function allCards(decks: readonly RenderedDeck[]): RenderedCard[] {
  const seen = new Set<string>();
  const out: RenderedCard[] = [];
  for (const d of decks) {
    for (const c of d.cards) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push(c);
    }
  }
  return out;
}

/** buildQueue is the cards to study now, in order. */
export function buildQueue(
  decks: readonly RenderedDeck[],
  states: Readonly<Record<string, StoredCard>>,
  log: readonly ReviewEntry[],
  newPerDay: number,
  now: number,
  includePrecision = true,
): Queue {
  const learning: QueueItem[] = [];
  const review: QueueItem[] = [];
  const fresh: QueueItem[] = [];
  let nextLearningDue: number | null = null;
  for (const card of allCards(decks)) {
    const stored = states[card.id];
    if (!stored || stored.state === 0) {
      fresh.push({ card, stored, kind: "new" });
    } else if (stored.state === 2) {
      if (stored.due <= now) review.push({ card, stored, kind: "review" });
    } else if (stored.due <= now + LEARN_AHEAD_MS) {
      learning.push({ card, stored, kind: "learning" });
    } else if (nextLearningDue === null || stored.due < nextLearningDue) {
      nextLearningDue = stored.due;
    }
  }
  const byDue = (a: QueueItem, b: QueueItem) => a.stored!.due - b.stored!.due;
  learning.sort(byDue);
  review.sort(byDue);
  // Core first: a stable partition keeps deck order within the core and within the precision cards.
  const core = fresh.filter((i) => !isPrecision(i.card));
  const precise = fresh.filter((i) => isPrecision(i.card));
  const candidates = includePrecision ? [...core, ...precise] : core;
  const allowance = Math.max(0, newPerDay - newIntroducedToday(log, now));
  const newToday = candidates.slice(0, allowance);
  // Learning cards not yet due (within the window) go last, so due work is never delayed.
  const dueLearning = learning.filter((i) => i.stored!.due <= now);
  const aheadLearning = learning.filter((i) => i.stored!.due > now);
  return {
    items: [...dueLearning, ...review, ...newToday, ...aheadLearning],
    counts: { new: newToday.length, learning: learning.length, review: review.length },
    nextLearningDue,
    heldBack: includePrecision ? 0 : precise.length,
  };
}

/** deckCounts is, per deck, how many of its cards are due now and how many were never studied. */
export function deckCounts(
  deck: RenderedDeck,
  states: Readonly<Record<string, StoredCard>>,
  now: number,
): { due: number; unseen: number; total: number } {
  let due = 0;
  let unseen = 0;
  for (const c of deck.cards) {
    const s = states[c.id];
    if (!s || s.state === 0) unseen++;
    else if (s.due <= now) due++;
  }
  return { due, unseen, total: deck.cards.length };
}
