/** The reading slice remembers, per lesson, the last section seen and the sections read. */
import type { LessonReading } from "../schema";
import type { SliceCreator, StoreDeps } from "./types";

export interface ReadingSlice {
  /** Per lesson id: last section, last visit (epoch ms), sections read (heading slugs). */
  reading: Record<string, LessonReading>;
  /** markSectionRead records that `section` of `lesson` was read (idempotent). */
  markSectionRead: (lesson: string, section: string) => void;
  /** setLastSection records where the learner is in `lesson`, to resume there. */
  setLastSection: (lesson: string, section: string) => void;
}

const blank: LessonReading = { lastSection: null, lastVisited: 0, sectionsRead: [] };

export function createReadingSlice(deps: StoreDeps): SliceCreator<ReadingSlice> {
  return (set, get) => ({
    reading: {},
    markSectionRead: (lesson, section) => {
      const current = get().reading[lesson] ?? blank;
      if (current.sectionsRead.includes(section)) return;
      set({
        reading: {
          ...get().reading,
          [lesson]: { ...current, lastVisited: deps.now(), sectionsRead: [...current.sectionsRead, section] },
        },
      });
    },
    setLastSection: (lesson, section) => {
      const current = get().reading[lesson] ?? blank;
      if (current.lastSection === section) return;
      set({ reading: { ...get().reading, [lesson]: { ...current, lastSection: section, lastVisited: deps.now() } } });
    },
  });
}
