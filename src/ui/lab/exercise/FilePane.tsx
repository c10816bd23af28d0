/**
 * FilePane: the exercise's file tabs, the compile status, and the code: the editor's host, or
 * under 700 px a read-only view of the shown file with its current line highlighted.
 */
import type { RefObject } from "react";
import { CodeView } from "../CodeView";
import type { ExerciseFiles } from "./useExerciseFiles";

export function FilePane({
  model,
  problems,
  narrow,
  host,
}: {
  model: ExerciseFiles;
  /** problems: the reconciler's compile problems. */
  problems: number;
  narrow: boolean;
  host: RefObject<HTMLDivElement | null>;
}) {
  const { tabs, tab, original, code } = model;
  const status = problems
    ? `${problems} compile problem${problems > 1 ? "s" : ""}`
    : code === original.source
      ? "original"
      : "edited, compiles";
  return (
    <div className="lab-files">
      <div className="lab-filebar">
        <div role="tablist" aria-label="Files" className="tabs lab-tabs">
          {tabs.map((f) => (
            <button
              key={f.name}
              role="tab"
              type="button"
              id={`tab-${f.name}`}
              aria-selected={f.name === tab}
              aria-controls="editor-panel"
              onClick={() => model.show(f.name)}
            >
              {f.name} <span className="muted">{f.role === "original" ? "editable" : "read-only"}</span>
            </button>
          ))}
        </div>
        <span className={`lab-status ${problems ? "bad" : ""}`} aria-live="polite">
          {status}
        </span>
      </div>
      {narrow ? (
        <div id="editor-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
          <p className="muted lab-phone-note">
            Editing needs a wider screen; here you can run, check and compare the code.
          </p>
          <CodeView
            code={tab === original.name ? code : (tabs.find((f) => f.name === tab)?.source ?? "")}
            label={`${tab}, read-only`}
            line={model.viewLine}
          />
        </div>
      ) : (
        <div id="editor-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="lab-editor" ref={host} />
      )}
    </div>
  );
}
