/**
 * createAppStore builds the one app store (a vanilla zustand store, usable without React)
 * from its slices. `pickPersisted`/`applyPersisted` are the only bridge to saved progress.
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import type { PersistedState } from "./schema";
import { createCardsSlice } from "./slices/cards";
import { createMetaSlice } from "./slices/meta";
import { createQuizSlice } from "./slices/quiz";
import { createLabSlice } from "./slices/lab";
import { createDrillsSlice } from "./slices/drills";
import { createReadingSlice } from "./slices/reading";
import { createSettingsSlice } from "./slices/settings";
import type { AppState, StoreDeps } from "./slices/types";

export type AppStore = StoreApi<AppState>;

const realDeps: StoreDeps = { now: () => Date.now() };

/** createAppStore makes a fresh store; tests pass their own clock. */
export function createAppStore(deps: StoreDeps = realDeps): AppStore {
  return createStore<AppState>()((...a) => ({
    ...createReadingSlice(deps)(...a),
    ...createSettingsSlice(...a),
    ...createCardsSlice(deps)(...a),
    ...createQuizSlice(deps)(...a),
    ...createLabSlice(deps)(...a),
    ...createDrillsSlice(deps)(...a),
    ...createMetaSlice(...a),
  }));
}

/** PERSISTED_KEYS are the slices saved across reloads; everything else is session-only. */
export const PERSISTED_KEYS = ["reading", "settings", "cards", "quiz", "lab", "drills"] as const;

/** pickPersisted is the part of the state that is saved (lab drafts only once there is one). */
export function pickPersisted(s: AppState): PersistedState {
  const lab = Object.keys(s.lab.drafts).length || s.lab.sandbox ? { lab: s.lab } : {};
  return { reading: s.reading, settings: s.settings, cards: s.cards, quiz: s.quiz, ...lab, drills: s.drills };
}

/** applyPersisted replaces the saved part of the state (hydration, import, reset). */
export function applyPersisted(store: AppStore, p: PersistedState): void {
  store.setState({
    reading: p.reading,
    settings: p.settings,
    cards: p.cards,
    quiz: p.quiz,
    lab: p.lab ?? { drafts: {} },
    drills: p.drills,
  });
}
