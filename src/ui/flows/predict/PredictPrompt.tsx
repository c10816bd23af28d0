/**
 * PredictPrompt asks "what happens next?" before a step plays. The learner picks a choice;
 * the component asks the worker which choice's event the run actually produces next (so the
 * verdict is computed from the trace) and shows it with the lesson's explanation.
 */
import { useId, useState } from "react";
import type { RenderedPredict } from "../../../content";
import type { NextChoice } from "../../../worker";
import "./predict.css";

export interface PredictPromptProps {
  predict: RenderedPredict;
  /** check sends the worker's "next" message with these choices' events at the paused position. */
  check(choices: RenderedPredict["choices"][number]["event"][]): Promise<NextChoice>;
  /** onContinue plays on to `pos`, the position just after the event that decided it. */
  onContinue(pos: number): void;
  /** onSkip closes the question without answering (the player plays on). */
  onSkip?(): void;
}

type State =
  | { status: "asking" }
  | { status: "checking"; picked: number }
  | { status: "answered"; picked: number; next: NextChoice }
  | { status: "error"; message: string };

export function PredictPrompt({ predict, check, onContinue, onSkip }: PredictPromptProps) {
  const [state, setState] = useState<State>({ status: "asking" });
  const id = useId();
  const pick = (i: number) => {
    setState({ status: "checking", picked: i });
    check(predict.choices.map((c) => c.event)).then(
      (next) => setState({ status: "answered", picked: i, next }),
      (e: unknown) => setState({ status: "error", message: e instanceof Error ? e.message : String(e) }),
    );
  };
  const answered = state.status === "answered" ? state : undefined;
  const right = answered ? answered.next.choice : -1;
  return (
    <section className="flow-predict" aria-labelledby={`${id}-q`}>
      <p className="flow-predict-kicker">Predict the next step</p>
      <p id={`${id}-q`} className="flow-predict-question">
        {predict.question}
      </p>
      <ol className="flow-predict-choices">
        {predict.choices.map((c, i) => {
          const mark = answered ? (i === right ? "is-right" : i === answered.picked ? "is-wrong" : "") : "";
          return (
            <li key={c.text}>
              <button
                type="button"
                className={`flow-predict-choice ${mark}`}
                disabled={state.status !== "asking"}
                aria-pressed={"picked" in state ? state.picked === i : false}
                onClick={() => pick(i)}
              >
                {c.text}
                {answered && i === right && <span className="flow-predict-tag"> — what the engine did</span>}
              </button>
            </li>
          );
        })}
      </ol>
      <div aria-live="polite">
        {state.status === "checking" && <p className="flow-predict-status">Checking against the trace…</p>}
        {state.status === "error" && <p role="alert">Could not check the answer: {state.message}</p>}
        {answered && (
          <div className="flow-predict-verdict">
            <p>
              <strong>
                {answered.picked === right ? "Right." : right < 0 ? "None of these happens next." : "Not quite."}
              </strong>{" "}
              {answered.next.event && (
                <span className="flow-predict-event">
                  Next event: <code>{answered.next.event.type}</code>
                </span>
              )}
            </p>
            <div dangerouslySetInnerHTML={{ __html: predict.explanationHtml }} />
          </div>
        )}
      </div>
      <div className="flow-predict-actions">
        {answered && (
          <button type="button" onClick={() => onContinue(answered.next.pos)}>
            Play it
          </button>
        )}
        {!answered && onSkip && (
          <button type="button" className="flow-predict-skip" onClick={onSkip}>
            Skip
          </button>
        )}
      </div>
    </section>
  );
}
