import { describe, expect, it } from "vitest";
import { savedV2 } from "./persist/fixtures";
import { pickPersisted } from "./createAppStore";
import { SCHEMA_VERSION } from "./schema";
import { testClock, testStore } from "./testing";
import { exportProgress, importProgress, parseProgressFile } from "./transfer";

function storeWithProgress() {
  const clock = testClock();
  const store = testStore(clock);
  store.getState().rateCard("c1", 3);
  store.getState().markSectionRead("l", "s");
  store.getState().recordAttempt({ questionId: "q", lesson: "l", kind: "free", score: 1, max: 2, mode: "practice" });
  return store;
}

describe("export and import", () => {
  it("an exported file imports back to the same progress", () => {
    const source = storeWithProgress();
    const text = exportProgress(source, 1);
    expect(JSON.parse(text)).toMatchObject({ app: "reconcile-lab", version: SCHEMA_VERSION });
    const target = testStore();
    expect(importProgress(target, text)).toEqual({ ok: true, fromVersion: SCHEMA_VERSION });
    const expected = pickPersisted(source.getState());
    expect(pickPersisted(target.getState())).toEqual({ ...expected, cards: { ...expected.cards, undo: null } });
  });

  it("an import clears the undo of the last rating (it belonged to the replaced progress)", () => {
    const target = storeWithProgress();
    expect(target.getState().cards.undo).not.toBeNull();
    importProgress(target, exportProgress(storeWithProgress(), 1));
    expect(target.getState().cards.undo).toBeNull();
    expect(target.getState().undoLastRating()).toBe(false);
  });

  it("parseProgressFile checks a file without applying it", () => {
    const store = testStore();
    const parsed = parseProgressFile(exportProgress(storeWithProgress(), 1));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(Object.keys(parsed.state.cards.states)).toEqual(["c1"]);
    expect(store.getState().cards.states).toEqual({});
  });

  it("a file from an earlier version is migrated on import", () => {
    const target = testStore();
    expect(importProgress(target, JSON.stringify(savedV2))).toEqual({ ok: true, fromVersion: 2 });
    expect(target.getState().settings).toEqual({ theme: "light", newCardsPerDay: 20, includePrecision: false });
  });

  const bad: [string, string, RegExp][] = [
    ["not JSON", "this is not json {", /not valid JSON/],
    ["another app's file", JSON.stringify({ app: "anki", version: 3 }), /exported by "anki"/],
    [
      "a JSON file with no app and no known version",
      JSON.stringify({ hello: "world" }),
      /not a Reconcile Lab progress file/,
    ],
    [
      "a newer version",
      JSON.stringify({ app: "reconcile-lab", version: 99, savedAt: 1, state: {} }),
      /version: 99 .*newer/,
    ],
    [
      "the wrong shape",
      JSON.stringify({
        app: "reconcile-lab",
        version: 3,
        savedAt: 1,
        state: { reading: [], settings: { theme: "neon", newCardsPerDay: 20 } },
      }),
      /state\.reading: .*state\.settings\.theme/,
    ],
    [
      "a card with a text due date",
      JSON.stringify({
        app: "reconcile-lab",
        version: 3,
        savedAt: 1,
        state: {
          reading: {},
          settings: { theme: "dark", newCardsPerDay: 1 },
          cards: { states: { c: { due: "tomorrow" } }, log: [], undo: null },
          quiz: { attempts: [], runs: [], interviews: [] },
        },
      }),
      /state\.cards\.states\.c\.due/,
    ],
    ["null", "null", /empty/],
  ];
  for (const [name, text, message] of bad) {
    it(`refuses ${name}, names what is wrong, and changes nothing`, () => {
      const store = storeWithProgress();
      const before = pickPersisted(store.getState());
      const result = importProgress(store, text);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error).toMatch(message);
        expect(result.error).toMatch(/Nothing was changed/);
      }
      expect(pickPersisted(store.getState())).toEqual(before);
    });
  }
});
