/**
 * CARD_RENAMES maps card ids that content merges removed to the card that survived (schema
 * v4: nine near-duplicate cards of the two decks merged, issue 11). Saved progress of a
 * removed id moves to its survivor; when both have a state, the better/later one is kept.
 * CARD_SPLITS (schema v5) does the same for the long recitation cards split into atomic ones:
 * the old card's progress moves to the new card that carries its core fact. The tables apply
 * in order, so a v3 id renamed in v4 and split in v5 ends on the v5 card.
 */
import type { PersistedStateV5, StoredCard } from "../schema";

export const CARD_RENAMES: Readonly<Record<string, string>> = {
  "rcl-backoff-defaults": "wcw-backoff-defaults",
  "rcl-sync-period": "wcw-resync-period",
  "rcl-condition-fields": "wcw-condition-fields",
  "rcl-observed-generation": "wcw-observed-generation",
  "rcl-generation-bumps": "wcw-generation-change-detector",
  "rcl-metav1-time-resolution": "wcw-metav1-time-resolution",
  "rcl-result-outcomes": "wcw-reconcile-outcomes",
  "rcl-no-new-finalizers": "wcw-mistake-finalizer-during-deletion",
  "rcl-status-thrash": "wcw-hot-loop-guards",
};

export const CARD_SPLITS: Readonly<Record<string, string>> = {
  "wcw-reconcile-outcomes": "wcw-outcome-error",
  "wcw-flow19-startup": "wcw-flow19-initial-list",
  "rcl-database-walkthrough": "rcl-database-deletion-first",
};

/** better picks the state to keep: the later review, then more repetitions, then the later due date. */
function better(a: StoredCard, b: StoredCard): StoredCard {
  const la = a.last_review ?? -1;
  const lb = b.last_review ?? -1;
  if (la !== lb) return la > lb ? a : b;
  if (a.reps !== b.reps) return a.reps > b.reps ? a : b;
  return a.due >= b.due ? a : b;
}

/** renameCards moves review state, the review log and the undo slot from removed ids to their survivors. */
export function renameCards<S extends PersistedStateV5>(
  state: S,
  renames: Readonly<Record<string, string>> = CARD_RENAMES,
): S {
  const to = (id: string) => renames[id] ?? id;
  const states: Record<string, StoredCard> = {};
  for (const [id, card] of Object.entries(state.cards.states)) {
    const target = to(id);
    const had = states[target];
    states[target] = had ? better(had, card) : card;
  }
  const log = state.cards.log.map((e) => (renames[e.cardId] ? { ...e, cardId: to(e.cardId) } : e));
  const undo = state.cards.undo && renames[state.cards.undo.cardId] ? null : state.cards.undo;
  return { ...state, cards: { ...state.cards, states, log, undo } };
}
