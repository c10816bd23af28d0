/**
 * src/ui/flashcards — spaced-repetition flashcards (FSRS via the store's cards slice).
 *
 * Contract (pages the shell mounts lazily):
 * - `CardsHome` (/cards): today's counts, start the one queue, decks with due counts, cram a deck,
 *   the daily new-card limit, and whether new `precision` cards join the queue (off: core first).
 * - `CardReview` (/cards/review, or /cards/review/:deck to cram; prop `deck?: string`):
 *   Space flips, 1–4 rate (buttons show the intervals ts-fsrs will schedule), u undoes.
 * - `CardStats` (/cards/stats): reviews per day, true retention, a year's heatmap, the due forecast.
 * - `ProgressPage` (/progress): saved-progress summary, export and import (checked, confirmed).
 * Pure logic lives in queue.ts, stats.ts and days.ts and is unit-tested.
 */
export { CardsHome } from "./CardsHome";
export { CardReview } from "./CardReview";
export { CardStats } from "./CardStats";
export { ProgressPage } from "./ProgressPage";
