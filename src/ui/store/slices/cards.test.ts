import { createEmptyCard, type Grade } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { formatInterval, fromStored, preview, scheduler, toStored, RATINGS } from "../fsrs";
import { testClock, testStore } from "../testing";

const DAY = 86_400_000;

describe("cards slice: scheduling with ts-fsrs", () => {
  it("a first rating gives the card exactly the state ts-fsrs computes for a new card", () => {
    const clock = testClock();
    for (const rating of RATINGS) {
      const store = testStore(clock);
      store.getState().rateCard("c1", rating);
      const expected = scheduler.next(createEmptyCard(new Date(clock.now())), new Date(clock.now()), rating as Grade);
      expect(store.getState().cards.states.c1).toEqual(toStored(expected.card));
    }
  });

  it("the intervals previewed on the buttons are the ones a rating then schedules", () => {
    const clock = testClock();
    const store = testStore(clock);
    store.getState().rateCard("c1", 3);
    clock.advance(3 * DAY);
    const stored = store.getState().cards.states.c1;
    const shown = preview(stored, clock.now());
    const outcomes = scheduler.repeat(fromStored(stored!), new Date(clock.now()));
    for (const rating of RATINGS) {
      expect(shown[rating]).toBe(outcomes[rating as Grade].card.due.getTime());
      const trial = testStore(clock);
      trial.setState({ cards: store.getState().cards });
      trial.getState().rateCard("c1", rating);
      expect(trial.getState().cards.states.c1?.due).toBe(shown[rating]);
    }
    expect(shown[1]).toBeLessThan(shown[4]);
  });

  it("every rating is logged with the card's state before it", () => {
    const clock = testClock();
    const store = testStore(clock);
    store.getState().rateCard("c1", 3);
    clock.advance(DAY * 10);
    store.getState().rateCard("c1", 1);
    const log = store.getState().cards.log;
    expect(log.map((e) => [e.cardId, e.rating, e.state])).toEqual([
      ["c1", 3, 0],
      ["c1", 1, store.getState().cards.log[1]!.state],
    ]);
    expect(log[1]!.state).not.toBe(0);
    expect(log[1]!.review).toBe(clock.now());
  });

  it("undoLastRating restores the exact previous state of a reviewed card and drops its log entry", () => {
    const clock = testClock();
    const store = testStore(clock);
    store.getState().rateCard("c1", 3);
    clock.advance(DAY * 4);
    store.getState().rateCard("c2", 2);
    const before = structuredClone(store.getState().cards);
    store.getState().rateCard("c1", 1);
    expect(store.getState().cards.states.c1).not.toEqual(before.states.c1);
    expect(store.getState().undoLastRating()).toBe(true);
    expect(store.getState().cards.states).toEqual(before.states);
    expect(store.getState().cards.log).toEqual(before.log);
  });

  it("undo of a new card's first rating makes it new again; a second undo does nothing", () => {
    const store = testStore();
    store.getState().rateCard("c1", 4);
    expect(store.getState().undoLastRating()).toBe(true);
    expect(store.getState().cards.states).toEqual({});
    expect(store.getState().cards.log).toEqual([]);
    expect(store.getState().undoLastRating()).toBe(false);
  });
});

describe("formatInterval", () => {
  it("labels durations like Anki's buttons", () => {
    expect(formatInterval(30_000)).toBe("<1m");
    expect(formatInterval(10 * 60_000)).toBe("10m");
    expect(formatInterval(3 * 3_600_000)).toBe("3h");
    expect(formatInterval(4 * DAY)).toBe("4d");
    expect(formatInterval(63 * DAY)).toBe("2.1mo");
    expect(formatInterval(730 * DAY)).toBe("2.0y");
  });
});
