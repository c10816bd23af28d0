/** The settings slice holds the learner's preferences: theme, the daily new-card limit, and whether precision cards are studied. */
import type { Settings, Theme } from "../schema";
import type { SliceCreator } from "./types";

export interface SettingsSlice {
  settings: Settings;
  setTheme: (theme: Theme) => void;
  /** setNewCardsPerDay sets the daily new-card limit (clamped to 0..9999, rounded down). */
  setNewCardsPerDay: (n: number) => void;
  /** setIncludePrecision chooses whether new `precision` cards (version-specific trivia) join the queue. */
  setIncludePrecision: (on: boolean) => void;
}

export const createSettingsSlice: SliceCreator<SettingsSlice> = (set, get) => ({
  settings: { theme: "system", newCardsPerDay: 20, includePrecision: false },
  setTheme: (theme) => set({ settings: { ...get().settings, theme } }),
  setNewCardsPerDay: (n) => {
    const limit = Number.isFinite(n) ? Math.min(9999, Math.max(0, Math.floor(n))) : 20;
    set({ settings: { ...get().settings, newCardsPerDay: limit } });
  },
  setIncludePrecision: (on) => set({ settings: { ...get().settings, includePrecision: on } }),
});
