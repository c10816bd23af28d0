/**
 * useSandboxDraft decides the sandbox's starting files and keeps them. A share link
 * (#/sandbox/share/<payload>) opens its files and scenario and waits for a run; otherwise the
 * saved draft is restored once progress is read. Edits are then kept as the draft (debounced,
 * in the versioned store beside the exercises' drafts; a project opened in the sandbox is kept
 * whole, by path, flagged `project`); the starting files mean no draft, and a
 * share link's code is not kept until the learner edits it. Only the free sandbox keeps a draft
 * (`keep`), not an exercise opened in the sandbox.
 */
import { useEffect, useRef } from "react";
import type { LabFile } from "../../../worker";
import { appStore, useAppStore } from "../../store";
import { decodeShare, isProjectShare, isSandboxShare } from "../share";

const DRAFT_DELAY_MS = 500;

const sameFiles = (a: readonly LabFile[], b: readonly LabFile[]) =>
  a.length === b.length && a.every((f, i) => f.name === b[i]?.name && f.source === b[i]?.source);

export function useSandboxDraft(opts: {
  keep: boolean;
  share: string | undefined;
  initial: readonly LabFile[];
  sources: LabFile[];
  scenario: string;
  /** project: the files are a whole project by path (kept as such in the draft). */
  project: boolean;
  /** apply puts files (the reconciler last, or a project's) and a scenario on the page. */
  apply: (files: LabFile[], scenario: string, project: boolean) => void;
  notice: (message: string) => void;
  problem: (message: string) => void;
}): void {
  const hydrated = useAppStore((s) => s.hydrated);
  const settled = useRef(false);
  const shared = useRef<LabFile[] | undefined>(undefined);
  const { keep, share, initial, sources, scenario, project } = opts;

  // A share link: its files and scenario, shown and not run.
  useEffect(() => {
    if (!share) return;
    let live = true;
    void decodeShare(share).then((d) => {
      if (!live) return;
      settled.current = true;
      if (!d.ok) return opts.problem(d.reason);
      if (!isSandboxShare(d.value))
        return opts.problem(
          `This share link is for an exercise (${d.value.exercise}), not the sandbox; nothing was loaded.`,
        );
      shared.current = d.value.files;
      const isProject = isProjectShare(d.value);
      opts.apply(d.value.files, d.value.scenario, isProject);
      opts.notice(
        `Opened ${isProject ? "a project " : ""}from a share link: the code below was not run. Start a live run to run it in the ${d.value.scenario} scenario.`,
      );
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [share]);

  // The saved draft, once progress is read (a share link wins over it).
  useEffect(() => {
    if (!keep || !hydrated || settled.current || share) return;
    settled.current = true;
    const draft = appStore.getState().lab.sandbox;
    if (!draft || sameFiles(draft.files, initial)) return;
    opts.apply(
      draft.files.map((f) => ({ ...f })),
      draft.scenario,
      draft.project ?? false,
    );
    opts.notice(
      draft.project
        ? "Your project draft is restored. Close project discards it."
        : "Your sandbox draft is restored. Reset discards it.",
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keep, hydrated]);

  // Keep the draft (debounced): the files and scenario; the starting files mean no draft.
  useEffect(() => {
    if (!keep || !hydrated || !settled.current) return;
    const t = setTimeout(() => {
      const s = appStore.getState();
      if (!project && sameFiles(sources, initial)) return s.discardSandboxDraft();
      if (shared.current && sameFiles(sources, shared.current)) return;
      if (!s.saveSandboxDraft(sources, scenario, project)) opts.notice("These files are too long to keep as a draft.");
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sources, scenario, project, keep, hydrated]);
}
