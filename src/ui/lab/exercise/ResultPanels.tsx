/**
 * ResultPanels: the tabs under the code, each shown once it has something: the last Run's
 * findings, Check my fix's verdicts, the comparison with the original, and the live run.
 */
import type { LabFile } from "../../../worker";
import { RunResult } from "../RunResult";
import { CheckPanel } from "../CheckPanel";
import { ComparePanel } from "../ComparePanel";
import { LiveSlot, LIVE_AVAILABLE } from "../LiveSlot";
import type { LabRuns } from "./useLabRuns";

export type Panel = "result" | "check" | "compare" | "live";

export function ResultPanels({
  runs,
  panel,
  onPanel,
  files,
  scenario,
  onLine,
  onLineCounts,
  narrow,
}: {
  runs: LabRuns;
  /** narrow: a phone (no Monaco: the code diff is summarised). */
  narrow: boolean;
  panel: Panel;
  onPanel: (p: Panel) => void;
  /** files: what the live run runs (the support files and the current reconciler). */
  files: LabFile[];
  scenario: string;
  onLine: (file: string, line: number) => void;
  onLineCounts: (counts: Array<{ file: string; line: number; count: number }>) => void;
}) {
  const { result, check, compare } = runs;
  const panels: Array<{ id: Panel; label: string; ready: boolean }> = [
    { id: "result", label: "Run", ready: !!result },
    { id: "check", label: "Check my fix", ready: !!check },
    { id: "compare", label: "Compare", ready: !!compare },
    { id: "live", label: "Live run", ready: LIVE_AVAILABLE },
  ];
  const shown = panels.filter((p) => p.ready);
  if (shown.length === 0) return null;
  return (
    <div className="lab-panels">
      <div role="tablist" aria-label="Results" className="tabs">
        {shown.map((p) => (
          <button
            key={p.id}
            role="tab"
            type="button"
            id={`panel-tab-${p.id}`}
            aria-selected={p.id === panel}
            aria-controls="result-panel"
            onClick={() => onPanel(p.id)}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div id="result-panel" role="tabpanel" aria-labelledby={`panel-tab-${panel}`} aria-live="polite">
        {panel === "result" && result && <RunResult result={result} onLine={onLine} />}
        {panel === "check" && check && <CheckPanel outcome={check} onLine={onLine} />}
        {panel === "compare" && compare && (
          <ComparePanel original={compare.original} edited={compare.edited} code={compare.code} narrow={narrow} />
        )}
        {panel === "live" && LIVE_AVAILABLE && (
          <LiveSlot files={files} scenario={scenario} onLine={onLine} onLineCounts={onLineCounts} />
        )}
      </div>
    </div>
  );
}
