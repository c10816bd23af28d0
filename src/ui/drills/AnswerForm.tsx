/** AnswerForm: the learner's answer before the run: the marked lines (removable) and the symptom. */
import type { MarkedLine } from "./score";

export function AnswerForm({
  marks,
  onUnmark,
  onShow,
  symptoms,
  symptom,
  onSymptom,
  onRun,
}: {
  marks: MarkedLine[];
  onUnmark: (m: MarkedLine) => void;
  onShow: (file: string, line: number) => void;
  symptoms: Array<{ id: string; text: string }>;
  symptom: string | undefined;
  onSymptom: (id: string) => void;
  onRun: () => void;
}) {
  return (
    <section className="drill-answer" aria-label="Your answer">
      <h2>Lines you marked</h2>
      {marks.length === 0 ? (
        <p className="muted">None yet.</p>
      ) : (
        <ul className="drill-marks">
          {marks.map((m) => (
            <li key={`${m.file}:${m.line}`}>
              <button type="button" className="link" onClick={() => onShow(m.file, m.line)}>
                {m.file}:{m.line}
              </button>{" "}
              <button
                type="button"
                className="drill-unmark"
                aria-label={`Unmark ${m.file}:${m.line}`}
                onClick={() => onUnmark(m)}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="drill-symptoms">
        <legend>What will happen in this scenario?</legend>
        {symptoms.map((s) => (
          <label key={s.id}>
            <input
              type="radio"
              name="drill-symptom"
              value={s.id}
              checked={symptom === s.id}
              onChange={() => onSymptom(s.id)}
            />{" "}
            {s.text}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="button button-primary"
        onClick={onRun}
        disabled={marks.length === 0 && symptom === undefined}
      >
        Run
      </button>
    </section>
  );
}
