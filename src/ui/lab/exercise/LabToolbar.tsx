/** LabToolbar: the scenario, Run, Check my fix, Compare, Format (where the code is editable), Reset and Share, and the share panel. */
import type { ReactNode } from "react";
import type { Busy } from "./useLabRuns";

export interface LabToolbarProps {
  scenario: string;
  scenarios: string[];
  onScenario: (s: string) => void;
  busy: Busy;
  onRun: () => void;
  onCheck: () => void;
  onCompare: () => void;
  /** edited: the reconciler differs from the original (Reset is offered). */
  edited: boolean;
  onReset: () => void;
  /** onFormat: gofmt the reconciler (absent where the code is read-only); formatting while it runs. */
  onFormat?: () => void;
  formatting?: boolean;
  onShare: () => void;
  sharePanel: ReactNode;
}

export function LabToolbar(p: LabToolbarProps) {
  return (
    <div className="lab-toolbar" role="toolbar" aria-label="Lab actions">
      <label className="lab-scenario">
        Scenario{" "}
        <select value={p.scenario} onChange={(e) => p.onScenario(e.target.value)}>
          {p.scenarios.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button-primary"
        onClick={p.onRun}
        disabled={!!p.busy}
        aria-keyshortcuts="Control+Enter"
        title="Run (Ctrl+Enter in the editor)"
      >
        {p.busy === "run" ? "Running…" : "Run"}
      </button>
      <button type="button" className="button" onClick={p.onCheck} disabled={!!p.busy}>
        {p.busy === "check" ? "Checking…" : "Check my fix"}
      </button>
      <button type="button" className="button" onClick={p.onCompare} disabled={!!p.busy}>
        {p.busy === "compare" ? "Comparing…" : "Compare with the original"}
      </button>
      <span className="lab-toolbar-end">
        {p.onFormat && (
          <button
            type="button"
            className="button"
            onClick={p.onFormat}
            disabled={p.formatting}
            aria-keyshortcuts="Shift+Alt+F"
            title="Format with gofmt (Shift+Alt+F in the editor)"
          >
            {p.formatting ? "Formatting…" : "Format"}
          </button>
        )}
        <button type="button" className="button" onClick={p.onReset} disabled={!p.edited}>
          Reset to the original
        </button>
        <button type="button" className="button" onClick={p.onShare}>
          Share
        </button>
      </span>
      {p.sharePanel}
    </div>
  );
}
