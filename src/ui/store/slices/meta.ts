/**
 * The meta slice is session-only (never persisted): whether the saved progress has been read
 * back yet, and the notice the shell shows when saved progress could not be used or saved.
 */
import type { SliceCreator } from "./types";

/** StorageNotice tells the learner something happened to their saved progress. */
export interface StorageNotice {
  kind: "corrupt" | "unavailable" | "write-failed" | "imported";
  message: string;
  /** Where the unreadable data was kept aside (an IndexedDB key), if it was. */
  asideKey?: string;
}

export interface MetaSlice {
  /** hydrated is false until IndexedDB has answered (the UI renders before that). */
  hydrated: boolean;
  storageNotice: StorageNotice | null;
  setStorageNotice: (notice: StorageNotice | null) => void;
  dismissStorageNotice: () => void;
}

export const createMetaSlice: SliceCreator<MetaSlice> = (set) => ({
  hydrated: false,
  storageNotice: null,
  setStorageNotice: (notice) => set({ storageNotice: notice }),
  dismissStorageNotice: () => set({ storageNotice: null }),
});
