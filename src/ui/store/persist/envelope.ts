/**
 * envelope wraps a persisted state the way IndexedDB and exported files hold it, and
 * exportProgress writes the export file. No zod here: this is part of the first load.
 */
import { pickPersisted, type AppStore } from "../createAppStore";
import type { Envelope, PersistedState } from "../schema";
import { SCHEMA_VERSION } from "../version";

export function envelope(state: PersistedState, now: number): Envelope {
  return { app: "reconcile-lab", version: SCHEMA_VERSION, savedAt: now, state };
}

/** exportProgress is the current progress as pretty-printed JSON (the file a learner downloads). */
export function exportProgress(store: AppStore, now: number = Date.now()): string {
  return JSON.stringify(envelope(pickPersisted(store.getState()), now), null, 2);
}
