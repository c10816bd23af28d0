/** FindingsPanel: the run's findings so far, each linked to its line when it has one. */
import { memo } from "react";
import type { Finding } from "../../../engine";
import { LineLink } from "./LineLink";

export const FindingsPanel = memo(function FindingsPanel({
  findings,
  done,
  onGotoLine,
}: {
  findings: Finding[];
  done: boolean;
  onGotoLine?: (file: string, line: number) => void;
}) {
  return (
    <section className="live-panel live-findings" aria-labelledby="live-findings-h">
      <h3 id="live-findings-h">Findings {done ? "" : <span className="muted">(so far)</span>}</h3>
      {findings.length === 0 ? (
        <p className="lab-clean">No findings{done ? ": the run is clean." : " yet."}</p>
      ) : (
        <ul>
          {findings.map((f, i) => (
            <li key={`${f.kind}-${i}`}>
              <strong>{f.kind}</strong>
              {f.file && f.line ? (
                <>
                  {" "}
                  at <LineLink site={{ file: f.file, line: f.line }} onGotoLine={onGotoLine} />
                </>
              ) : null}
              : {f.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
