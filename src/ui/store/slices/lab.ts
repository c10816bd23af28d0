/** The lab slice keeps the learner's code-lab drafts: one per exercise, the edited reconciler and its scenario. */
import type { LabDraft, LabState } from "../schema";
import type { SliceCreator, StoreDeps } from "./types";

/** MAX_DRAFT_CHARS: a draft longer than this is not saved (the editor keeps it; the learner is told). */
export const MAX_DRAFT_CHARS = 200_000;

export interface LabSlice {
  lab: LabState;
  /** saveDraft keeps the edited code of an exercise; false when it is too long to save. */
  saveDraft: (exercise: string, code: string, scenario: string) => boolean;
  /** discardDraft forgets an exercise's draft (reset to the original). */
  discardDraft: (exercise: string) => void;
}

export const createLabSlice =
  (deps: StoreDeps): SliceCreator<LabSlice> =>
  (set, get) => ({
    lab: { drafts: {} },
    saveDraft: (exercise, code, scenario) => {
      if (code.length > MAX_DRAFT_CHARS) return false;
      const prev = get().lab.drafts[exercise];
      if (prev && prev.code === code && prev.scenario === scenario) return true;
      const draft: LabDraft = { code, scenario, savedAt: deps.now() };
      set({ lab: { drafts: { ...get().lab.drafts, [exercise]: draft } } });
      return true;
    },
    discardDraft: (exercise) => {
      if (!(exercise in get().lab.drafts)) return;
      const drafts = { ...get().lab.drafts };
      delete drafts[exercise];
      set({ lab: { drafts } });
    },
  });
