/**
 * src/ui/store — the app's ONE zustand store, built from slices and persisted to IndexedDB.
 *
 * Contract:
 * - `useAppStore(selector)` reads the store in React; select primitives or stable references
 *   (or wrap with `useShallow`), never build a new object in a selector.
 *   `appStore` is the same store without React (`appStore.getState().markSectionRead(...)`).
 * - Reading slice (for the reader):
 *     state   `reading[lessonId]: { lastSection: string | null, lastVisited: number (epoch ms), sectionsRead: string[] }`
 *     actions `markSectionRead(lesson, sectionSlug)` (idempotent), `setLastSection(lesson, sectionSlug)`
 * - Settings slice: `settings: { theme: 'system' | 'light' | 'dark', newCardsPerDay, includePrecision }`,
 *   `setTheme(theme)`, `setNewCardsPerDay(n)`, `setIncludePrecision(on)`.
 * - Cards slice: `cards: { states, log, undo }` (FSRS via ts-fsrs), `rateCard(id, 1|2|3|4)`, `undoLastRating()`.
 * - Quiz slice: `quiz: { attempts, runs, interviews }`, `recordAttempt`, `recordQuizRun`, `recordInterview`.
 * - Lab slice: `lab: { drafts: { [exerciseId]: { code, scenario, savedAt } } }`, `saveDraft(id, code, scenario)`
 *   (false when too long to save), `discardDraft(id)`. Saved only once a draft exists (optional in v4 data).
 *   The sandbox's draft: `lab.sandbox: { files: [{ name, source }], scenario, savedAt, project? }` (optional
 *   within v6; `project: true` when the files are a whole project by path), `saveSandboxDraft(files,
 *   scenario, project?)`, `discardSandboxDraft()`.
 * - Drills slice: `drills: { kinds: { [bugKind]: { card, attempts, linesFound, symptomNamed, fixed } }, results }`,
 *   `recordDrill({ id, kinds, lines, symptom })` rates each kind with the cards' FSRS scheduler
 *   (`drillRating`: Good / Hard / Again), `recordDrillFix(id)`. New in v6.
 * - Meta (session only): `hydrated` (false until IndexedDB answered; the UI renders before),
 *   `storageNotice` — show it with `useStorageNotice()` or `<StorageNoticeBanner />` (./ui).
 * - Persistence starts with `startPersistence()` (call once at app start; idempotent).
 *   Progress is saved under schema version 6 with migrations from v1 to v5; unreadable
 *   data is kept aside and the learner told. `exportProgressJson()` / `importProgressJson(text)`,
 *   or `checkProgressFile(text)` then `replaceProgress(state)` to confirm in between.
 *   Open tabs stay in step: each save is announced (BroadcastChannel) and the others reload it.
 */
import { useStore } from "zustand";
import { createAppStore, type AppStore } from "./createAppStore";
import { idbAdapter, memoryAdapter } from "./persist/adapter";
import { broadcastChannel } from "./persist/channel";
import { attachPersistence, type Persistence } from "./persist/persistence";
import type { AppState } from "./slices/types";
import type { StorageNotice } from "./slices/meta";
import { applyPersisted } from "./createAppStore";
import type { PersistedState } from "./schema";
import { exportProgress } from "./persist/envelope";
import type { ImportResult, ParsedFile } from "./transfer";

export type { AppState } from "./slices/types";
export type { StorageNotice } from "./slices/meta";
export type * from "./schema";
export type { Rating, Preview } from "./fsrs";
export { RATINGS, RATING_LABELS, preview, formatInterval } from "./fsrs";
export { drillRating, type DrillAnswer } from "./slices/drills";
export { createAppStore, type AppStore } from "./createAppStore";
export type { ImportResult, ParsedFile } from "./transfer";

/** appStore is the app's single store instance. */
export const appStore: AppStore = createAppStore();

/** useAppStore selects from the app store in a component. */
export function useAppStore<T>(selector: (s: AppState) => T): T {
  return useStore(appStore, selector);
}

let persistence: Persistence | null = null;

/** startPersistence reads saved progress back and keeps saving changes (idempotent). */
export function startPersistence(): Persistence {
  if (persistence) return persistence;
  const adapter = typeof indexedDB === "undefined" ? memoryAdapter() : idbAdapter();
  persistence = attachPersistence(appStore, adapter, () => Date.now(), broadcastChannel());
  return persistence;
}

/** useStorageNotice is the notice about saved progress the shell shows (null: none), and how to dismiss it. */
export function useStorageNotice(): { notice: StorageNotice | null; dismiss: () => void } {
  const notice = useAppStore((s) => s.storageNotice);
  const dismiss = useAppStore((s) => s.dismissStorageNotice);
  return { notice, dismiss };
}

/** useHydrated is true once saved progress has been read back. */
export function useHydrated(): boolean {
  return useAppStore((s) => s.hydrated);
}

/** exportProgressJson is the current progress as a JSON document. */
export function exportProgressJson(): string {
  return exportProgress(appStore);
}

// Import and checking validate with zod; ./transfer (and zod) load only when a file is chosen.

/** importProgressJson replaces progress with a validated file's; a bad file changes nothing. */
export async function importProgressJson(text: string): Promise<ImportResult> {
  return (await import("./transfer")).importProgress(appStore, text);
}

/** checkProgressFile validates a file's text without applying it (to confirm before replacing). */
export async function checkProgressFile(text: string): Promise<ParsedFile> {
  return (await import("./transfer")).parseProgressFile(text);
}

/** replaceProgress puts a checked file's progress in place of the current one (undo history cleared). */
export function replaceProgress(state: PersistedState): void {
  applyPersisted(appStore, { ...state, cards: { ...state.cards, undo: null } });
}
