import { describe, expect, it } from "vitest";
import { EnvelopeSchema, SCHEMA_VERSION, emptyPersistedState } from "../schema";
import { savedV1, savedV2 } from "./fixtures";
import { decodeSaved, envelope, migrateV1toV2, migrateV2toV3 } from "./migrations";
import { V1Schema } from "./legacy";

const NOW = 1_800_000_000_000;

describe("migrations from every earlier version", () => {
  it("v1 (a JSON string with cards under `fsrs`) becomes a valid current state", () => {
    const decoded = decodeSaved(savedV1, NOW);
    expect(decoded.kind).toBe("ok");
    if (decoded.kind !== "ok") return;
    expect(decoded.fromVersion).toBe(1);
    const s = decoded.state;
    expect(s.reading["writing-controllers-well"]).toEqual({
      lastSection: "status",
      lastVisited: 1_700_000_000_000,
      sectionsRead: ["crd-design", "status"],
    });
    expect(s.reading["reconciliation-control-loop"]).toEqual({ lastSection: null, lastVisited: 0, sectionsRead: [] });
    expect(s.cards.states["wcw-generation-bump"]).toEqual({
      due: Date.parse("2026-01-20T09:00:00.000Z"),
      stability: 8.5,
      difficulty: 5.1,
      elapsed_days: 3,
      scheduled_days: 8,
      learning_steps: 0,
      reps: 3,
      lapses: 0,
      state: 2,
      last_review: Date.parse("2026-01-12T09:00:00.000Z"),
    });
    expect(s.cards.states["rcl-level-triggered"]?.state).toBe(1);
    expect(s.cards.states["rcl-level-triggered"]?.last_review).toBeNull();
    expect(s.settings).toEqual({ theme: "dark", newCardsPerDay: 20, includePrecision: false });
    expect(s.quiz).toEqual({ attempts: [], runs: [], interviews: [] });
    expect(EnvelopeSchema.safeParse(envelope(s, NOW)).success).toBe(true);
  });

  it("v1 → v2 alone puts reading, cards and theme into the v2 slices", () => {
    const v2 = migrateV1toV2(V1Schema.parse(JSON.parse(savedV1)), NOW);
    expect(v2.version).toBe(2);
    expect(v2.savedAt).toBe(NOW);
    expect(Object.keys(v2.state.cards.states).sort()).toEqual(["rcl-level-triggered", "wcw-generation-bump"]);
    expect(v2.state.cards.log).toEqual([]);
  });

  it("v2 (an object envelope) gains the new-card limit, undo, attempt modes, runs and interviews", () => {
    const v3 = migrateV2toV3(savedV2);
    expect(v3.version).toBe(3);
    expect(v3.state.settings).toEqual({ theme: "light", newCardsPerDay: 20, includePrecision: false });
    expect(v3.state.cards.undo).toBeNull();
    expect(v3.state.cards.states).toEqual(savedV2.state.cards.states);
    expect(v3.state.cards.log).toEqual(savedV2.state.cards.log);
    expect(v3.state.quiz.attempts).toEqual([{ ...savedV2.state.quiz.attempts[0], mode: "practice" }]);
    expect(v3.state.quiz.runs).toEqual([]);
    expect(v3.state.reading).toEqual(savedV2.state.reading);
    const decoded = decodeSaved(savedV2, NOW);
    expect(decoded).toEqual({ kind: "ok", state: { ...v3.state, drills: { kinds: {}, results: [] } }, fromVersion: 2 });
  });

  it("the current version decodes to itself", () => {
    const state = emptyPersistedState();
    state.reading.x = { lastSection: "a", lastVisited: 5, sectionsRead: ["a"] };
    expect(decodeSaved(envelope(state, NOW), NOW)).toEqual({ kind: "ok", state, fromVersion: SCHEMA_VERSION });
  });

  it("nothing saved decodes as empty", () => {
    expect(decodeSaved(undefined, NOW)).toEqual({ kind: "empty" });
  });
});

describe("unusable saved data is refused with a reason", () => {
  const cases: [string, unknown, RegExp][] = [
    ["broken JSON", '{"version": 1, ', /not valid JSON/],
    ["a number", 42, /not an object/],
    ["an array", [1, 2], /not an object/],
    ["no version", { state: {} }, /version: missing/],
    [
      "a newer version",
      { ...envelope(emptyPersistedState(), NOW), version: SCHEMA_VERSION + 1 },
      /newer Reconcile Lab/,
    ],
    ["version 0", { version: 0 }, /not a version Reconcile Lab ever wrote/],
    [
      "v1 with a bad card state",
      JSON.stringify({ version: 1, lessons: {}, fsrs: { c: { due: "x", state: "Mature" } } }),
      /version 1 data: fsrs\.c\./,
    ],
    [
      "v1 with an unreadable date",
      JSON.stringify({
        version: 1,
        lessons: {},
        fsrs: { c: { ...JSON.parse(savedV1).fsrs["wcw-generation-bump"], due: "soon" } },
      }),
      /unreadable due date/,
    ],
    ["v2 without cards", { ...savedV2, state: { ...savedV2.state, cards: undefined } }, /version 2 data: state\.cards/],
    [
      "v3 with a rating of 5",
      (() => {
        const e = envelope(emptyPersistedState(), NOW) as unknown as { state: { cards: { log: unknown[] } } };
        e.state.cards.log.push({ ...savedV2.state.cards.log[0], rating: 5 });
        return e;
      })(),
      /state\.cards\.log\[0\]\.rating/,
    ],
  ];
  for (const [name, raw, reason] of cases) {
    it(`refuses ${name}`, () => {
      const decoded = decodeSaved(raw, NOW);
      expect(decoded.kind).toBe("invalid");
      if (decoded.kind === "invalid") expect(decoded.reason).toMatch(reason);
    });
  }
});
