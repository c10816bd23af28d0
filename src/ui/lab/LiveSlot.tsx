/**
 * LiveSlot is where the live run (virtual clock, actions, diffs, audit log, timeline, charts)
 * mounts in ExerciseLab. LEAD: point this file at the live run's component (src/ui/lab/live/)
 * and set LIVE_AVAILABLE to true; ExerciseLab then shows a "Live run" tab rendering <LiveSlot>.
 */
import type { LabFile } from "../../worker";

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

/** LIVE_AVAILABLE: false until the live run is wired in; the tab stays hidden meanwhile. */
export const LIVE_AVAILABLE = false;

export function LiveSlot(_props: LiveSlotProps) {
  return <p className="muted">The live run is not available in this build.</p>;
}
