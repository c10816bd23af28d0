/**
 * The store's slices, one concept each: reading progress, settings, flashcards (FSRS), quiz
 * history, and session-only meta (hydration, saved-progress notice). ../createAppStore.ts joins them.
 */
export type { AppState } from "./types";
