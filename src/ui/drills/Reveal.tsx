/** Reveal: after Run, the score, each planted bug with its explanation, and the engine's evidence. */
import type { Drill } from "../../worker";
import { RunResult } from "../lab";
import type { DrillScore } from "./score";

export function Reveal({
  drill,
  runMs,
  score,
  symptoms,
  picked,
  onLine,
}: {
  drill: Drill;
  runMs: number;
  score: DrillScore;
  symptoms: Array<{ id: string; text: string }>;
  picked: string | undefined;
  onLine: (file: string, line: number) => void;
}) {
  const text = new Map(symptoms.map((s) => [s.id, s.text]));
  const found = score.found.filter(Boolean).length;
  return (
    <section className="drill-reveal" aria-label="Answer">
      <h2 className={score.lines >= 0.999 && score.symptom ? "check-pass" : "check-fail"}>
        Lines: {found} of {drill.mutations.length} bug{drill.mutations.length > 1 ? "s" : ""} found
        {score.stray.length ? `, ${score.stray.length} stray mark${score.stray.length > 1 ? "s" : ""}` : ""}. Symptom:{" "}
        {score.symptom ? "right" : picked ? "wrong" : "not picked"}.
      </h2>
      <ol className="drill-bugs">
        {drill.mutations.map((m, i) => (
          <li key={i}>
            <strong>{m.title}</strong>{" "}
            <span className={score.found[i] ? "drill-hit" : "drill-miss"}>
              {score.found[i] ? "you marked it" : "missed"}
            </span>
            <br />
            Planted at{" "}
            <button type="button" className="link" onClick={() => onLine(m.file, m.line)}>
              {m.file}:{m.line}
            </button>
            ; the engine reports <strong>{m.finding}</strong>
            {m.expect.from === m.expect.to
              ? ` at line ${m.expect.from}`
              : ` within lines ${m.expect.from}–${m.expect.to}`}{" "}
            of {m.expect.file}. Symptom: {text.get(m.symptom) ?? m.symptom}.<p>{m.explanation}</p>
          </li>
        ))}
      </ol>
      {picked && !score.symptom && <p className="muted">You picked: {text.get(picked) ?? picked}.</p>}
      <h2>The engine&apos;s evidence</h2>
      <RunResult result={{ report: drill.report, compiled: true, wallMs: runMs }} onLine={onLine} />
    </section>
  );
}
