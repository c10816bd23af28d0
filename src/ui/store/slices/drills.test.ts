import { describe, expect, it } from "vitest";
import { testClock, testStore } from "../testing";
import { pickPersisted } from "../createAppStore";
import { decodeSaved, envelope } from "../persist/migrations";
import { emptyPersistedState, SCHEMA_VERSION, MAX_DRILL_RESULTS } from "../schema";
import { drillRating } from "./drills";

const DAY = 86_400_000;

describe("drills slice (spaced repetition per bug kind)", () => {
  it("grades an answer: all found Good, half Hard, nothing Again", () => {
    expect(drillRating({ lines: 1, symptom: true })).toBe(3);
    expect(drillRating({ lines: 1, symptom: false })).toBe(2);
    expect(drillRating({ lines: 0, symptom: true })).toBe(2);
    expect(drillRating({ lines: 0.5, symptom: false })).toBe(2);
    expect(drillRating({ lines: 0, symptom: false })).toBe(1);
  });

  it("a missed kind is due sooner than a found one, with the cards' scheduler", () => {
    const clock = testClock();
    const store = testStore(clock);
    const s = store.getState();
    expect(s.recordDrill({ id: "1-aaaaaa", kinds: ["generate-name"], lines: 1, symptom: true })).toBe(3);
    expect(s.recordDrill({ id: "2-bbbbbb", kinds: ["swallow-error"], lines: 0, symptom: false })).toBe(1);
    const k = store.getState().drills.kinds;
    expect(k["swallow-error"]!.card.due).toBeLessThan(k["generate-name"]!.card.due);
    expect(k["swallow-error"]!.card.due - clock.now()).toBeLessThan(DAY);
    expect(k["generate-name"]).toMatchObject({ attempts: 1, linesFound: 1, symptomNamed: 1, fixed: 0 });
    expect(k["swallow-error"]).toMatchObject({ attempts: 1, linesFound: 0, symptomNamed: 0 });
  });

  it("records a drill once, counts its fix once, and rates every kind of a two-bug drill", () => {
    const store = testStore(testClock(1_000));
    const s = store.getState();
    s.recordDrill({ id: "9-cccccc", kinds: ["stamp-time", "always-requeue"], lines: 0.5, symptom: true });
    expect(s.recordDrill({ id: "9-cccccc", kinds: ["stamp-time"], lines: 1, symptom: true })).toBeNull();
    s.recordDrillFix("9-cccccc");
    s.recordDrillFix("9-cccccc");
    s.recordDrillFix("unknown");
    const d = store.getState().drills;
    expect(d.results).toEqual([
      {
        id: "9-cccccc",
        kinds: ["stamp-time", "always-requeue"],
        at: 1_000,
        lines: 0.5,
        symptom: true,
        rating: 2,
        fixed: true,
      },
    ]);
    expect(d.kinds["stamp-time"]?.fixed).toBe(1);
    expect(d.kinds["always-requeue"]?.fixed).toBe(1);
  });

  it("keeps at most MAX_DRILL_RESULTS results", () => {
    const store = testStore();
    for (let i = 0; i < MAX_DRILL_RESULTS + 3; i++)
      store.getState().recordDrill({ id: `${i}-abcdef`, kinds: ["generate-name"], lines: 1, symptom: true });
    const d = store.getState().drills;
    expect(d.results).toHaveLength(MAX_DRILL_RESULTS);
    expect(d.results[0]!.id).toBe("3-abcdef");
    expect(d.kinds["generate-name"]!.attempts).toBe(MAX_DRILL_RESULTS + 3);
  });

  it("survives a save and reload", () => {
    const store = testStore(testClock(7));
    store.getState().recordDrill({ id: "3-dddddd", kinds: ["generate-name"], lines: 1, symptom: false });
    const saved = JSON.parse(JSON.stringify(envelope(pickPersisted(store.getState()), 7)));
    const back = decodeSaved(saved, 8);
    expect(back.kind).toBe("ok");
    if (back.kind !== "ok") return;
    expect(back.state.drills).toEqual(store.getState().drills);
  });
});

describe("schema v6 migration", () => {
  it("loads a version 5 save (no drills) with every slice kept and empty drill statistics", () => {
    expect(SCHEMA_VERSION).toBe(6);
    const v5state = emptyPersistedState() as Partial<ReturnType<typeof emptyPersistedState>>;
    delete v5state.drills;
    v5state.reading = { lesson: { lastSection: "a", lastVisited: 3, sectionsRead: ["a"] } };
    v5state.lab = { drafts: { "ex-1": { code: "package controller", scenario: "create", savedAt: 2 } } };
    const saved = { app: "reconcile-lab", version: 5, savedAt: 1, state: v5state };
    const back = decodeSaved(JSON.stringify(saved), 9);
    expect(back).toEqual({
      kind: "ok",
      fromVersion: 5,
      state: { ...v5state, drills: { kinds: {}, results: [] } },
    });
  });

  it("rejects a v6 save without drills, and a malformed drill result, naming the field", () => {
    const bad = {
      app: "reconcile-lab",
      version: 6,
      savedAt: 1,
      state: { ...emptyPersistedState(), drills: undefined },
    };
    expect(decodeSaved(bad, 2)).toMatchObject({ kind: "invalid", reason: expect.stringMatching(/drills/) });
    const state = emptyPersistedState();
    const worse = {
      app: "reconcile-lab",
      version: 6,
      savedAt: 1,
      state: { ...state, drills: { kinds: {}, results: [{ id: "x", kinds: [], at: 1 }] } },
    };
    expect(decodeSaved(worse, 2)).toMatchObject({
      kind: "invalid",
      reason: expect.stringMatching(/drills\.results\[0\]/),
    });
  });

  it("keeps the learner's place in the drill stream, through answers and a save", () => {
    const store = testStore(testClock());
    const s = store.getState();
    expect(store.getState().drills.stream).toBeUndefined();
    s.setDrillStream(2001);
    s.recordDrill({ id: "2001-aaaaaa", kinds: ["generate-name"], lines: 1, symptom: true });
    s.recordDrillFix("2001-aaaaaa");
    expect(store.getState().drills.stream).toBe(2001);
    for (const bad of [-1, 1.5, 2 ** 32, Number.NaN]) s.setDrillStream(bad);
    expect(store.getState().drills.stream).toBe(2001);
    const saved = decodeSaved(JSON.parse(JSON.stringify(envelope(pickPersisted(store.getState()), 7))), 8);
    expect(saved).toMatchObject({ kind: "ok", state: { drills: { stream: 2001 } } });
  });
});
