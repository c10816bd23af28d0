/**
 * AppState is the one store's full shape: the persisted slices, their named actions, and the
 * session-only meta slice (hydration, storage notice). Slices are typed against it.
 */
import type { StateCreator } from "zustand/vanilla";
import type { ReadingSlice } from "./reading";
import type { SettingsSlice } from "./settings";
import type { CardsSlice } from "./cards";
import type { QuizSlice } from "./quiz";
import type { MetaSlice } from "./meta";
import type { LabSlice } from "./lab";
import type { DrillsSlice } from "./drills";

export type AppState = ReadingSlice & SettingsSlice & CardsSlice & QuizSlice & LabSlice & DrillsSlice & MetaSlice;

/** SliceCreator builds one slice of AppState. */
export type SliceCreator<S> = StateCreator<AppState, [], [], S>;

/** StoreDeps are what actions need from the outside world, injected so tests control them. */
export interface StoreDeps {
  /** Clock knows the current time in epoch milliseconds. */
  now: () => number;
}
