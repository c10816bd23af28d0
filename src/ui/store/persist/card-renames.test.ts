import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import rclDeck from "../../../../content/flashcards/reconciliation-control-loop.yaml?raw";
import wcwDeck from "../../../../content/flashcards/writing-controllers-well.yaml?raw";
import { emptyPersistedState, type StoredCard } from "../schema";
import { CARD_RENAMES, CARD_SPLITS } from "./card-renames";
import { decodeSaved } from "./migrations";

const NOW = 1_800_000_000_000;

function card(over: Partial<StoredCard>): StoredCard {
  return {
    due: 1_700_000_000_000,
    stability: 2,
    difficulty: 5,
    elapsed_days: 1,
    scheduled_days: 2,
    learning_steps: 0,
    reps: 1,
    lapses: 0,
    state: 2,
    last_review: 1_699_000_000_000,
    ...over,
  };
}

/** A save written before the card merges (schema v3), with progress on merged and kept cards. */
function savedV3() {
  const state = emptyPersistedState();
  state.cards.states = {
    // only the removed id was studied: its state moves over
    "rcl-sync-period": card({ reps: 4, last_review: 1_699_500_000_000 }),
    // both studied: the later review wins
    "rcl-backoff-defaults": card({ reps: 2, last_review: 1_699_900_000_000, stability: 9 }),
    "wcw-backoff-defaults": card({ reps: 5, last_review: 1_699_100_000_000, stability: 3 }),
    // untouched card
    "rcl-level-triggered": card({ reps: 7 }),
  };
  state.cards.log = [
    {
      cardId: "rcl-sync-period",
      rating: 3,
      state: 2,
      review: 1_699_500_000_000,
      due: 1,
      stability: 1,
      difficulty: 1,
      elapsed_days: 1,
      last_elapsed_days: 1,
      scheduled_days: 1,
      learning_steps: 0,
    },
  ];
  state.cards.undo = { cardId: "rcl-sync-period", previous: null };
  return { app: "reconcile-lab", version: 3, savedAt: NOW - 1000, state };
}

describe("schema v4: merged cards keep their progress", () => {
  it("a v3 save loads with every removed card's state moved to its survivor, nothing lost", () => {
    const decoded = decodeSaved(JSON.stringify(savedV3()), NOW);
    expect(decoded.kind).toBe("ok");
    if (decoded.kind !== "ok") return;
    expect(decoded.fromVersion).toBe(3);
    const s = decoded.state.cards.states;
    expect(s["rcl-sync-period"]).toBeUndefined();
    expect(s["wcw-resync-period"]).toMatchObject({ reps: 4, last_review: 1_699_500_000_000 });
    expect(s["rcl-backoff-defaults"]).toBeUndefined();
    expect(s["wcw-backoff-defaults"]).toMatchObject({ stability: 9, last_review: 1_699_900_000_000 });
    expect(s["rcl-level-triggered"]).toMatchObject({ reps: 7 });
    expect(decoded.state.cards.log.map((e) => e.cardId)).toEqual(["wcw-resync-period"]);
    expect(decoded.state.cards.undo).toBeNull();
  });

  it("every rename points from a card no deck has any more to a card a deck still has", () => {
    const ids = new Set<string>();
    for (const deck of [wcwDeck, rclDeck]) {
      const y = parse(deck) as { cards: { id: string }[] };
      for (const c of y.cards) ids.add(c.id);
    }
    // The v4 merges are followed by the v5 splits: a survivor split later ends on its v5 card.
    for (const [from, to] of Object.entries(CARD_RENAMES)) {
      expect(ids.has(from), from).toBe(false);
      expect(ids.has(CARD_SPLITS[to] ?? to), to).toBe(true);
    }
  });
});
