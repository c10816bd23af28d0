/** Saved progress as each earlier build wrote it: the inputs of the migration tests. */
import type { V1, V2 } from "./legacy";

/** savedV1 is what v1 put under the progress key: a JSON string. */
export const savedV1: string = JSON.stringify({
  version: 1,
  lessons: {
    "writing-controllers-well": { section: "status", visitedAt: 1_700_000_000_000, read: ["crd-design", "status"] },
    "reconciliation-control-loop": {},
  },
  fsrs: {
    "wcw-generation-bump": {
      due: "2026-01-20T09:00:00.000Z",
      stability: 8.5,
      difficulty: 5.1,
      elapsed_days: 3,
      scheduled_days: 8,
      reps: 3,
      lapses: 0,
      state: "Review",
      last_review: "2026-01-12T09:00:00.000Z",
    },
    "rcl-level-triggered": {
      due: "2026-01-12T09:10:00.000Z",
      stability: 0.4,
      difficulty: 7,
      elapsed_days: 0,
      scheduled_days: 0,
      reps: 1,
      lapses: 0,
      state: "Learning",
    },
  },
  theme: "dark",
} satisfies V1);

/** savedV2 is what v2 put under the progress key: an object envelope. */
export const savedV2: V2 = {
  version: 2,
  savedAt: 1_750_000_000_000,
  state: {
    reading: {
      "writing-controllers-well": {
        lastSection: "finalizers",
        lastVisited: 1_749_000_000_000,
        sectionsRead: ["finalizers"],
      },
    },
    settings: { theme: "light" },
    cards: {
      states: {
        "wcw-owner-refs": {
          due: 1_751_000_000_000,
          stability: 3,
          difficulty: 4,
          elapsed_days: 1,
          scheduled_days: 3,
          learning_steps: 0,
          reps: 2,
          lapses: 0,
          state: 2,
          last_review: 1_749_500_000_000,
        },
      },
      log: [
        {
          cardId: "wcw-owner-refs",
          rating: 3,
          state: 0,
          review: 1_749_400_000_000,
          due: 1_749_400_000_000,
          stability: 0,
          difficulty: 0,
          elapsed_days: 0,
          last_elapsed_days: 0,
          scheduled_days: 0,
          learning_steps: 0,
        },
      ],
    },
    quiz: {
      attempts: [
        {
          questionId: "q6-1",
          lesson: "writing-controllers-well",
          kind: "free",
          score: 3,
          max: 4,
          at: 1_749_600_000_000,
        },
      ],
    },
  },
};
