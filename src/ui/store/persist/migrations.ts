/**
 * Migrations bring any earlier saved shape up to the current schema, one version at a time
 * (v1 → v2 → v3 → v4 → v5 → v6), and `decodeSaved` turns whatever was read from storage or a file into a
 * validated current state, or a reason it cannot be used. Pure functions: no I/O.
 */
import { z } from "zod";
import {
  EnvelopeSchema,
  PersistedStateV5Schema,
  SCHEMA_VERSION,
  type PersistedState,
  type PersistedStateV5,
  type StoredCard,
} from "../schema";
import { CARD_RENAMES, CARD_SPLITS, renameCards } from "./card-renames";
import { renameQuestions } from "./question-renames";
import { V1Schema, V2Schema, type V1, type V2 } from "./legacy";

const STATE_NUMBER = { New: 0, Learning: 1, Review: 2, Relearning: 3 } as const;

/** migrateV1toV2 moves v1's `lessons`/`fsrs`/`theme` into the v2 slices; dates become epoch ms. */
export function migrateV1toV2(v1: V1, now: number): V2 {
  const reading: V2["state"]["reading"] = {};
  for (const [lesson, r] of Object.entries(v1.lessons)) {
    reading[lesson] = { lastSection: r.section ?? null, lastVisited: r.visitedAt ?? 0, sectionsRead: r.read ?? [] };
  }
  const states: Record<string, StoredCard> = {};
  for (const [id, c] of Object.entries(v1.fsrs)) {
    states[id] = {
      due: Date.parse(c.due),
      stability: c.stability,
      difficulty: c.difficulty,
      elapsed_days: c.elapsed_days,
      scheduled_days: c.scheduled_days,
      learning_steps: 0,
      reps: c.reps,
      lapses: c.lapses,
      state: STATE_NUMBER[c.state],
      last_review: c.last_review === undefined ? null : Date.parse(c.last_review),
    };
  }
  return {
    version: 2,
    savedAt: now,
    state: { reading, settings: { theme: v1.theme ?? "system" }, cards: { states, log: [] }, quiz: { attempts: [] } },
  };
}

/** OldEnvelopeSchema reads a v3, v4 or v5 save: the v5 state shape (no drills). */
const OldEnvelopeSchema = EnvelopeSchema.extend({ version: z.number(), state: PersistedStateV5Schema });

/** migrateV2toV3 adds the new-card limit (20), precision cards held back, undo (none), attempt modes (practice), runs and interviews (none). */
export function migrateV2toV3(v2: V2): { app: "reconcile-lab"; version: 3; savedAt: number; state: PersistedStateV5 } {
  const s = v2.state;
  return {
    app: "reconcile-lab",
    version: 3,
    savedAt: v2.savedAt,
    state: {
      reading: s.reading,
      settings: { theme: s.settings.theme, newCardsPerDay: 20, includePrecision: false },
      cards: { states: s.cards.states, log: s.cards.log, undo: null },
      quiz: { attempts: s.quiz.attempts.map((a) => ({ ...a, mode: "practice" as const })), runs: [], interviews: [] },
    },
  };
}

/** migrateV3toV4 moves the progress of merged cards to the surviving ids (card-renames.ts); the shape is unchanged. */
export function migrateV3toV4(state: PersistedStateV5): PersistedStateV5 {
  return renameCards(state, CARD_RENAMES);
}

/**
 * migrateV4toV5 moves the progress of split recitation cards to the new card that carries
 * their core, and quiz attempts of merged questions to the surviving question; the shape is
 * unchanged.
 */
export function migrateV4toV5(state: PersistedStateV5): PersistedStateV5 {
  return renameQuestions(renameCards(state, CARD_SPLITS));
}

/** migrateV5toV6 adds the drills' per-kind statistics and results: none yet. */
export function migrateV5toV6(state: PersistedStateV5): PersistedState {
  return { ...state, drills: { kinds: {}, results: [] } };
}

/** fromV3 brings a v3-shaped state (v3, v4 and v5 share the shape) up to the current version. */
function fromV3(state: PersistedStateV5): PersistedState {
  return migrateV5toV6(migrateV4toV5(migrateV3toV4(state)));
}

/** Decoded is the outcome of reading saved progress. */
export type Decoded =
  { kind: "empty" } | { kind: "ok"; state: PersistedState; fromVersion: number } | { kind: "invalid"; reason: string };

/** describeIssues names what is wrong, field by field, in a sentence a learner can act on. */
export function describeIssues(error: z.ZodError, prefix = ""): string {
  const shown = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
    const where = `${prefix}${path}`.replace(/^\./, "") || "(top level)";
    return `${where}: ${issue.message}`;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : "";
  return shown.join("; ") + more;
}

/** decodeSaved validates and migrates a saved value (as stored, or parsed from an exported file). */
export function decodeSaved(raw: unknown, now: number): Decoded {
  if (raw === undefined || raw === null) return { kind: "empty" };
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return { kind: "invalid", reason: "the saved data is not valid JSON" };
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { kind: "invalid", reason: "the saved data is not an object" };
  }
  const version = (value as { version?: unknown }).version;
  if (typeof version !== "number") return { kind: "invalid", reason: "version: missing or not a number" };
  if (version > SCHEMA_VERSION) {
    return {
      kind: "invalid",
      reason: `version: ${version} was written by a newer Reconcile Lab (this one reads up to ${SCHEMA_VERSION})`,
    };
  }
  if (version === 1) {
    const v1 = V1Schema.safeParse(value);
    if (!v1.success) return { kind: "invalid", reason: `version 1 data: ${describeIssues(v1.error)}` };
    const migrated = migrateV1toV2(v1.data, now);
    if (migrated.state.cards.states && Object.values(migrated.state.cards.states).some((c) => Number.isNaN(c.due))) {
      return { kind: "invalid", reason: "version 1 data: fsrs: a card has an unreadable due date" };
    }
    return { kind: "ok", state: fromV3(migrateV2toV3(migrated).state), fromVersion: 1 };
  }
  if (version === 2) {
    const v2 = V2Schema.safeParse(value);
    if (!v2.success) return { kind: "invalid", reason: `version 2 data: ${describeIssues(v2.error)}` };
    return { kind: "ok", state: fromV3(migrateV2toV3(v2.data).state), fromVersion: 2 };
  }
  if (version === 3 || version === 4 || version === 5) {
    // v3 and v4 have v5's shape with older card and question ids; v5 lacks the drills.
    const old = OldEnvelopeSchema.safeParse(value);
    if (!old.success) return { kind: "invalid", reason: `version ${version} data: ${describeIssues(old.error)}` };
    const s = old.data.state;
    const state = version === 3 ? fromV3(s) : version === 4 ? migrateV5toV6(migrateV4toV5(s)) : migrateV5toV6(s);
    return { kind: "ok", state, fromVersion: version };
  }
  if (version === SCHEMA_VERSION) {
    const v3 = EnvelopeSchema.safeParse(value);
    if (!v3.success) return { kind: "invalid", reason: describeIssues(v3.error) };
    return { kind: "ok", state: v3.data.state, fromVersion: SCHEMA_VERSION };
  }
  return { kind: "invalid", reason: `version: ${version} is not a version Reconcile Lab ever wrote` };
}

/** envelope wraps a state for saving or exporting. */
export { envelope } from "./envelope";
