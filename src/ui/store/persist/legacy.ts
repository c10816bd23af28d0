/**
 * The shapes earlier builds saved, kept forever so their progress can still be migrated.
 *
 * - v1 saved a JSON *string*: reading under `lessons`, FSRS cards under `fsrs` with ISO dates
 *   and state names (ts-fsrs 4 had no learning steps), the theme at top level. No review log.
 * - v2 saved an object envelope `{version: 2, savedAt, state}`: the slices as today, but no
 *   daily new-card limit, no undo, attempts without a mode, no quiz runs, no interview runs.
 */
import { z } from "zod";
import { LessonReadingSchema, ReviewEntrySchema, StoredCardSchema, ThemeSchema, QuestionKindSchema } from "../schema";

export const V1StateNameSchema = z.enum(["New", "Learning", "Review", "Relearning"]);

export const V1CardSchema = z.object({
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  state: V1StateNameSchema,
  last_review: z.string().optional(),
});

export const V1Schema = z.object({
  version: z.literal(1),
  lessons: z.record(
    z.string(),
    z.object({
      section: z.string().optional(),
      visitedAt: z.number().optional(),
      read: z.array(z.string()).optional(),
    }),
  ),
  fsrs: z.record(z.string(), V1CardSchema),
  theme: ThemeSchema.optional(),
});

export const V2AttemptSchema = z.object({
  questionId: z.string(),
  lesson: z.string(),
  kind: QuestionKindSchema,
  score: z.number().nonnegative(),
  max: z.number().positive(),
  at: z.number(),
});

export const V2Schema = z.object({
  version: z.literal(2),
  savedAt: z.number(),
  state: z.object({
    reading: z.record(z.string(), LessonReadingSchema),
    settings: z.object({ theme: ThemeSchema }),
    cards: z.object({ states: z.record(z.string(), StoredCardSchema), log: z.array(ReviewEntrySchema) }),
    quiz: z.object({ attempts: z.array(V2AttemptSchema) }),
  }),
});

export type V1 = z.infer<typeof V1Schema>;
export type V2 = z.infer<typeof V2Schema>;
