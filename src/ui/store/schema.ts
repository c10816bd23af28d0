/**
 * The persisted shape of the learner's progress, schema version 6 (the current one), as zod
 * schemas. Every byte that reaches IndexedDB or an exported file passes through these.
 */
import { z } from "zod";
import { MAX_DRILL_RESULTS, SCHEMA_VERSION } from "./version";

export { MAX_DRILL_RESULTS, SCHEMA_VERSION };

/** LessonReadingSchema is where the learner is in one lesson. */
export const LessonReadingSchema = z.object({
  lastSection: z.string().nullable(),
  lastVisited: z.number().int().nonnegative(),
  sectionsRead: z.array(z.string()),
});

export const ReadingSchema = z.record(z.string(), LessonReadingSchema);

export const ThemeSchema = z.enum(["system", "light", "dark"]);

export const SettingsSchema = z.object({
  theme: ThemeSchema,
  newCardsPerDay: z.number().int().min(0).max(9999),
  /** includePrecision: whether new cards tagged `precision` (version-specific trivia) are introduced. Saves before v5 lack it: false. */
  includePrecision: z.boolean().default(false),
});

/** StoredCardSchema is a ts-fsrs Card with dates as epoch milliseconds. */
export const StoredCardSchema = z.object({
  due: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  last_review: z.number().nullable(),
});

/** ReviewEntrySchema is one rating of one card: a ts-fsrs ReviewLog plus the card id. */
export const ReviewEntrySchema = z.object({
  cardId: z.string(),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** The card's state before this rating (0 New, 1 Learning, 2 Review, 3 Relearning). */
  state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  review: z.number(),
  due: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  last_elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
});

/** UndoSchema remembers the card as it was before the last rating, so it can be restored exactly. */
export const UndoSchema = z.object({
  cardId: z.string(),
  /** null: the card had never been reviewed (it was new). */
  previous: StoredCardSchema.nullable(),
});

export const CardsSchema = z.object({
  states: z.record(z.string(), StoredCardSchema),
  log: z.array(ReviewEntrySchema),
  undo: UndoSchema.nullable(),
});

export const QuestionKindSchema = z.enum(["free", "choice", "spot-the-bug"]);

/** AttemptSchema is one graded answer to one question. */
export const AttemptSchema = z.object({
  questionId: z.string(),
  lesson: z.string(),
  kind: QuestionKindSchema,
  score: z.number().nonnegative(),
  max: z.number().positive(),
  at: z.number(),
  mode: z.enum(["practice", "interview"]),
});

/** QuizRunSchema is one finished pass through a lesson's quiz (or part of it). */
export const QuizRunSchema = z.object({
  lesson: z.string(),
  at: z.number(),
  score: z.number().nonnegative(),
  max: z.number().nonnegative(),
  questions: z.number().int().nonnegative(),
});

/** InterviewRunSchema is one timed interview-mode session. */
export const InterviewRunSchema = z.object({
  at: z.number(),
  minutes: z.number().int().positive(),
  elapsedMs: z.number().nonnegative(),
  questionIds: z.array(z.string()),
  score: z.number().nonnegative(),
  max: z.number().nonnegative(),
});

export const QuizSchema = z.object({
  attempts: z.array(AttemptSchema),
  runs: z.array(QuizRunSchema),
  interviews: z.array(InterviewRunSchema),
});

/** LabDraftSchema is one exercise's edited reconciler, kept until the learner resets it. */
export const LabDraftSchema = z.object({
  code: z.string().max(200_000),
  scenario: z.string().max(80),
  savedAt: z.number(),
});

/**
 * SandboxDraftSchema is the sandbox's edited files (the reconciler last) and scenario, kept until
 * the learner resets them. With `project: true` they are a whole project opened in the sandbox:
 * up to 60 files named by their path from the module's root (go.mod and the project's own
 * scenario YAML among them), the scenario a built-in's name or that YAML's path. Widened within
 * v6 (names up to 200 characters, up to 60 files, the optional flag): every earlier draft still
 * reads unchanged, so no new version or migration.
 */
export const SandboxDraftSchema = z.object({
  files: z
    .array(z.object({ name: z.string().max(200), source: z.string().max(200_000) }))
    .min(1)
    .max(60),
  scenario: z.string().max(200),
  savedAt: z.number(),
  project: z.literal(true).optional(),
});

/**
 * LabSchema holds the code lab's drafts by exercise id, and the sandbox's draft. Optional: saved
 * only once a draft exists (older data may lack it). `sandbox` is an optional addition within v6:
 * v6 data saved without it reads unchanged, so no new version or migration.
 */
export const LabSchema = z.object({
  drafts: z.record(z.string(), LabDraftSchema),
  sandbox: SandboxDraftSchema.optional(),
});

/** DrillKindSchema is the learner's record on one bug kind: an FSRS card (when the kind is due again) and counts. */
export const DrillKindSchema = z.object({
  card: StoredCardSchema,
  attempts: z.number().int().nonnegative(),
  /** linesFound: drills where every planted bug had a marked line. */
  linesFound: z.number().int().nonnegative(),
  /** symptomNamed: drills where the symptom picked was this kind's. */
  symptomNamed: z.number().int().nonnegative(),
  /** fixed: drills of this kind whose fix the engine passed. */
  fixed: z.number().int().nonnegative(),
});

/** DrillResultSchema is one answered drill. */
export const DrillResultSchema = z.object({
  id: z.string().max(40),
  kinds: z.array(z.string().max(80)).min(1).max(4),
  at: z.number(),
  /** lines: fraction of planted bugs whose lines were marked, minus stray marks (0..1). */
  lines: z.number().min(0).max(1),
  symptom: z.boolean(),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** fixed: the learner's fix then passed the engine's check. */
  fixed: z.boolean(),
});

/** DrillsSchema is the drills' spaced repetition per bug kind and their recent results. New in v6. */
export const DrillsSchema = z.object({
  kinds: z.record(z.string(), DrillKindSchema),
  results: z.array(DrillResultSchema).max(MAX_DRILL_RESULTS),
  /** stream: the seed where the search for the learner's next drill starts (their place in an
   * endless, reproducible stream: drawn once at random, then moved past each drill taken). */
  stream: z.number().int().min(0).max(0xffffffff).optional(),
});

/** PersistedStateV5Schema is the shape v3–v5 saved (v3 and v4 with older card and question ids): v6 without drills. */
export const PersistedStateV5Schema = z.object({
  reading: ReadingSchema,
  settings: SettingsSchema,
  cards: CardsSchema,
  quiz: QuizSchema,
  lab: LabSchema.optional(),
});

/** PersistedStateSchema is everything the store keeps across reloads (version 6: v5 plus the drills). */
export const PersistedStateSchema = PersistedStateV5Schema.extend({ drills: DrillsSchema });

/** EnvelopeSchema is how a persisted state is wrapped in IndexedDB and in exported files. */
export const EnvelopeSchema = z.object({
  app: z.literal("reconcile-lab"),
  version: z.literal(SCHEMA_VERSION),
  savedAt: z.number(),
  state: PersistedStateSchema,
});

export type LessonReading = z.infer<typeof LessonReadingSchema>;
export type Theme = z.infer<typeof ThemeSchema>;
export type Settings = z.infer<typeof SettingsSchema>;
export type StoredCard = z.infer<typeof StoredCardSchema>;
export type ReviewEntry = z.infer<typeof ReviewEntrySchema>;
export type CardsState = z.infer<typeof CardsSchema>;
export type Attempt = z.infer<typeof AttemptSchema>;
export type QuizRun = z.infer<typeof QuizRunSchema>;
export type InterviewRun = z.infer<typeof InterviewRunSchema>;
export type QuizState = z.infer<typeof QuizSchema>;
export type LabDraft = z.infer<typeof LabDraftSchema>;
export type LabState = z.infer<typeof LabSchema>;
export type SandboxDraft = z.infer<typeof SandboxDraftSchema>;
export type DrillKindStats = z.infer<typeof DrillKindSchema>;
export type DrillResult = z.infer<typeof DrillResultSchema>;
export type DrillsState = z.infer<typeof DrillsSchema>;
export type PersistedStateV5 = z.infer<typeof PersistedStateV5Schema>;
export type PersistedState = z.infer<typeof PersistedStateSchema>;
export type Envelope = z.infer<typeof EnvelopeSchema>;

/** emptyPersistedState is a first visit: nothing read, nothing reviewed. */
export function emptyPersistedState(): PersistedState {
  return {
    reading: {},
    settings: { theme: "system", newCardsPerDay: 20, includePrecision: false },
    cards: { states: {}, log: [], undo: null },
    quiz: { attempts: [], runs: [], interviews: [] },
    drills: { kinds: {}, results: [] },
  };
}
