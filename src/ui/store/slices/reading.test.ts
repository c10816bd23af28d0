import { describe, expect, it } from "vitest";
import { testClock, testStore } from "../testing";

describe("reading slice", () => {
  it("markSectionRead records a section once, with the time of the visit", () => {
    const clock = testClock(1_000);
    const store = testStore(clock);
    store.getState().markSectionRead("writing-controllers-well", "crd-design");
    clock.advance(500);
    store.getState().markSectionRead("writing-controllers-well", "crd-design");
    store.getState().markSectionRead("writing-controllers-well", "status");
    expect(store.getState().reading["writing-controllers-well"]).toEqual({
      lastSection: null,
      lastVisited: 1_500,
      sectionsRead: ["crd-design", "status"],
    });
  });

  it("markSectionRead of an already-read section does not change the state object", () => {
    const store = testStore();
    store.getState().markSectionRead("l", "a");
    const before = store.getState().reading;
    store.getState().markSectionRead("l", "a");
    expect(store.getState().reading).toBe(before);
  });

  it("setLastSection remembers where to resume, per lesson", () => {
    const clock = testClock(42);
    const store = testStore(clock);
    store.getState().setLastSection("a", "intro");
    store.getState().setLastSection("b", "finalizers");
    clock.advance(8);
    store.getState().setLastSection("a", "status");
    expect(store.getState().reading.a).toEqual({ lastSection: "status", lastVisited: 50, sectionsRead: [] });
    expect(store.getState().reading.b?.lastSection).toBe("finalizers");
  });
});
