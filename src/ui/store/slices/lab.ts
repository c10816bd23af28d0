/**
 * The lab slice keeps the learner's code-lab drafts: one per exercise (the edited reconciler and
 * its scenario) and one for the sandbox (all its files and the scenario, or a whole project's).
 */
import type { LabDraft, LabState, SandboxDraft } from "../schema";
import type { SliceCreator, StoreDeps } from "./types";

/** MAX_DRAFT_CHARS: a draft longer than this is not saved (the editor keeps it; the learner is told). */
export const MAX_DRAFT_CHARS = 200_000;

export interface LabSlice {
  lab: LabState;
  /** saveDraft keeps the edited code of an exercise; false when it is too long to save. */
  saveDraft: (exercise: string, code: string, scenario: string) => boolean;
  /** discardDraft forgets an exercise's draft (reset to the original). */
  discardDraft: (exercise: string) => void;
  /** saveSandboxDraft keeps the sandbox's files and scenario (`project`: a whole project by path);
   * false when they are too long to save together. */
  saveSandboxDraft: (
    files: ReadonlyArray<{ name: string; source: string }>,
    scenario: string,
    project?: boolean,
  ) => boolean;
  /** discardSandboxDraft forgets the sandbox's draft (reset to the starting files). */
  discardSandboxDraft: () => void;
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
      set({ lab: { ...get().lab, drafts: { ...get().lab.drafts, [exercise]: draft } } });
      return true;
    },
    discardDraft: (exercise) => {
      if (!(exercise in get().lab.drafts)) return;
      const drafts = { ...get().lab.drafts };
      delete drafts[exercise];
      set({ lab: { ...get().lab, drafts } });
    },
    saveSandboxDraft: (files, scenario, project = false) => {
      if (files.reduce((n, f) => n + f.source.length, 0) > MAX_DRAFT_CHARS) return false;
      const prev = get().lab.sandbox;
      const same =
        prev &&
        prev.scenario === scenario &&
        (prev.project ?? false) === project &&
        prev.files.length === files.length &&
        prev.files.every((f, i) => f.name === files[i]?.name && f.source === files[i]?.source);
      if (same) return true;
      const sandbox: SandboxDraft = {
        files: files.map((f) => ({ name: f.name, source: f.source })),
        scenario,
        savedAt: deps.now(),
        ...(project ? { project: true as const } : {}),
      };
      set({ lab: { ...get().lab, sandbox } });
      return true;
    },
    discardSandboxDraft: () => {
      if (!get().lab.sandbox) return;
      const lab = { ...get().lab };
      delete lab.sandbox;
      set({ lab });
    },
  });
