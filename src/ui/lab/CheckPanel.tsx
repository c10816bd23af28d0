/** CheckPanel shows Check my fix: each bug of the exercise fixed or not, with the run's evidence and a link to the line. */
import type { CheckOutcome } from "../../worker";

export function CheckPanel({
  outcome,
  onLine,
}: {
  outcome: CheckOutcome & { wallMs: number };
  onLine: (file: string, line: number) => void;
}) {
  const fixed = outcome.verdicts.filter((v) => v.fixed).length;
  const all = fixed === outcome.verdicts.length;
  return (
    <section className="lab-check" aria-label="Check my fix">
      <h2 className={all ? "check-pass" : "check-fail"}>
        {all
          ? `All ${outcome.verdicts.length} bugs fixed`
          : `${fixed} of ${outcome.verdicts.length} bug${outcome.verdicts.length > 1 ? "s" : ""} fixed`}
      </h2>
      <p className="muted">
        Each bug was judged in the scenario that exposes it (
        {[...new Set(outcome.verdicts.map((v) => v.scenario))].join(", ")}), in {outcome.wallMs} ms.
      </p>
      <ul className="verdicts">
        {outcome.verdicts.map((v) => (
          <li key={v.bug} className={v.fixed ? "fixed" : "not-fixed"}>
            <span className="verdict-badge">{v.fixed ? "✓ Fixed" : "✗ Not fixed"}</span>
            <div>
              <strong>{v.title}</strong>
              <p>
                {v.evidence}
                {v.file && v.line ? (
                  <>
                    {" "}
                    <button type="button" className="link" onClick={() => onLine(v.file!, v.line!)}>
                      {v.file}:{v.line}
                    </button>
                  </>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {outcome.others.length > 0 && (
        <>
          <h3>Other problems in these runs</h3>
          <ul>
            {outcome.others.map((o, i) => (
              <li key={i}>
                <strong>{o.kind}</strong> in {o.scenario}
                {o.count > 1 ? ` (${o.count} times)` : ""}: {o.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
