/**
 * LiveSlot mounts the live run (src/ui/lab/live: virtual clock, actions, diffs, audit log,
 * timeline, charts) in ExerciseLab's "Live run" tab, with the learner's current files.
 */
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { LabFile } from "../../worker";
import { LiveRun } from "./live";

/** LiveSlotProps is everything ExerciseLab hands the live run. */
export interface LiveSlotProps {
  /** files: the support files and the learner's current reconciler (last). */
  files: LabFile[];
  /** scenario: the scenario picked in the toolbar. */
  scenario: string;
  /** onLine shows a file's line in the editor (findings, audit entries). */
  onLine: (file: string, line: number) => void;
  /** onLineCounts paints per-line execution counts in the editor gutter (file's lines, 1-based). */
  onLineCounts?: (counts: Array<{ file: string; line: number; count: number }>) => void;
}

/** LIVE_AVAILABLE: the "Live run" tab is shown. */
export const LIVE_AVAILABLE = true;

export function LiveSlot({ files, scenario, onLine, onLineCounts }: LiveSlotProps) {
  // ExerciseLab builds a new array each render; the live run wants one per distinct content.
  const key = files.map((f) => `${f.name}\u0000${f.source}`).join("\u0001");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the files' content
  const stable = useMemo(() => files, [key]);
  // The page passes new callbacks each render; the live run gets stable functions (its panels
  // are memoised and would otherwise redraw on every frame).
  const latest = useRef({ onLineCounts, onLine });
  useEffect(() => {
    latest.current = { onLineCounts, onLine };
  }, [onLineCounts, onLine]);
  const counts = useCallback(
    (c: Array<{ file: string; line: number; count: number }>) => latest.current.onLineCounts?.(c),
    [],
  );
  const goto = useCallback((file: string, line: number) => latest.current.onLine(file, line), []);
  return <LiveRun files={stable} scenario={scenario} onGotoLine={goto} onLineCounts={counts} />;
}
