import { describe, expect, it } from "vitest";
import type { RenderedDeck } from "../../content";
import { testClock, testStore } from "../store/testing";
import { buildQueue, deckCounts, LEARN_AHEAD_MS, newIntroducedToday } from "./queue";

const DAY = 86_400_000;

function deck(id: string, n: number): RenderedDeck {
  return {
    deck: id,
    lesson: id,
    title: id,
    cards: Array.from({ length: n }, (_, i) => ({
      id: `${id}-${i}`,
      deck: id,
      lesson: id,
      frontHtml: "<p>f</p>",
      backHtml: "<p>b</p>",
      tags: [],
    })),
  };
}

/** withPrecision tags the cards at the given indexes of a deck as precision. */
function withPrecision(d: RenderedDeck, ...at: number[]): RenderedDeck {
  return { ...d, cards: d.cards.map((c, i) => (at.includes(i) ? { ...c, tags: ["defaults", "precision"] } : c)) };
}

describe("core first: precision cards", () => {
  it("introduces core cards before precision ones when precision is included", () => {
    const now = new Date(2026, 0, 15, 9).getTime();
    const decks = [withPrecision(deck("a", 3), 0), deck("b", 2)];
    const q = buildQueue(decks, {}, [], 10, now, true);
    expect(q.items.map((i) => i.card.id)).toEqual(["a-1", "a-2", "b-0", "b-1", "a-0"]);
    expect(q.heldBack).toBe(0);
  });

  it("holds new precision cards back when the learner studies the core only, but keeps their reviews", () => {
    const clock = testClock(new Date(2026, 0, 15, 9).getTime());
    const store = testStore(clock);
    const decks = [withPrecision(deck("a", 4), 0, 2)];
    // a-0 was studied before the learner switched to the core only: it must still come back.
    store.getState().rateCard("a-0", 4);
    clock.advance(30 * DAY);
    const { states, log } = store.getState().cards;
    const q = buildQueue(decks, states, log, 10, clock.now(), false);
    expect(q.items.map((i) => [i.card.id, i.kind])).toEqual([
      ["a-0", "review"],
      ["a-1", "new"],
      ["a-3", "new"],
    ]);
    expect(q.heldBack).toBe(1);
  });
});

describe("the review queue", () => {
  it("offers no more new cards a day than the limit, across every deck", () => {
    const clock = testClock(new Date(2026, 0, 15, 9).getTime());
    const store = testStore(clock);
    const decks = [deck("a", 4), deck("b", 4)];
    const q = buildQueue(decks, {}, [], 5, clock.now());
    expect(q.counts.new).toBe(5);
    expect(q.items.map((i) => i.card.id)).toEqual(["a-0", "a-1", "a-2", "a-3", "b-0"]);
    for (const id of ["a-0", "a-1", "a-2"]) store.getState().rateCard(id, 4);
    const { states, log } = store.getState().cards;
    expect(newIntroducedToday(log, clock.now())).toBe(3);
    const later = buildQueue(decks, states, log, 5, clock.now());
    expect(later.counts.new).toBe(2);
    expect(later.items.filter((i) => i.kind === "new").map((i) => i.card.id)).toEqual(["a-3", "b-0"]);
  });

  it("gives a fresh allowance of new cards the next day", () => {
    const clock = testClock(new Date(2026, 0, 15, 9).getTime());
    const store = testStore(clock);
    const decks = [deck("a", 10)];
    for (let i = 0; i < 3; i++) store.getState().rateCard(`a-${i}`, 4);
    clock.set(new Date(2026, 0, 16, 9).getTime());
    const { states, log } = store.getState().cards;
    expect(newIntroducedToday(log, clock.now())).toBe(0);
    expect(buildQueue(decks, states, log, 3, clock.now()).counts.new).toBe(3);
  });

  it("a limit of zero shows only cards already studied", () => {
    const clock = testClock();
    const store = testStore(clock);
    store.getState().rateCard("a-0", 1);
    const { states, log } = store.getState().cards;
    const q = buildQueue([deck("a", 3)], states, log, 0, clock.now() + 60_000);
    expect(q.items.map((i) => [i.card.id, i.kind])).toEqual([["a-0", "learning"]]);
  });

  it("puts due learning cards first, then due reviews by due date, then new cards", () => {
    const clock = testClock(new Date(2026, 0, 1, 9).getTime());
    const store = testStore(clock);
    store.getState().rateCard("a-0", 4); // Easy: straight to review, due in days
    store.getState().rateCard("a-1", 4);
    clock.advance(40 * DAY);
    store.getState().rateCard("a-2", 1); // Again: learning, due in a minute
    clock.advance(5 * 60_000);
    const { states, log } = store.getState().cards;
    const q = buildQueue([deck("a", 5)], states, log, 20, clock.now());
    expect(q.items.map((i) => i.kind)).toEqual(["learning", "review", "review", "new", "new"]);
    expect(q.items[0]!.card.id).toBe("a-2");
  });

  it("holds back learning cards due beyond the learn-ahead window and says when the next is due", () => {
    const clock = testClock();
    const store = testStore(clock);
    store.getState().rateCard("a-0", 3);
    const { states, log } = store.getState().cards;
    const due = states["a-0"]!.due;
    const early = buildQueue([deck("a", 1)], states, log, 20, due - LEARN_AHEAD_MS - 1);
    expect(early.items).toEqual([]);
    expect(early.nextLearningDue).toBe(due);
    expect(buildQueue([deck("a", 1)], states, log, 20, due - LEARN_AHEAD_MS + 1).items).toHaveLength(1);
  });

  it("deckCounts separates due cards from never-studied ones", () => {
    const clock = testClock();
    const store = testStore(clock);
    store.getState().rateCard("a-0", 1);
    expect(deckCounts(deck("a", 3), store.getState().cards.states, clock.now() + DAY)).toEqual({
      due: 1,
      unseen: 2,
      total: 3,
    });
  });
});
