/**
 * PredictPrompt asks "what happens next?" before a step plays. The learner picks a choice (a
 * click, Enter/Space on it, or its number key); the component asks the worker which choice's
 * event the run actually produces next (so the verdict is computed from the trace) and shows
 * that event beside the learner's pick, with the lesson's explanation.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { RenderedPredict } from "../../../content";
import type { NextChoice } from "../../../worker";
import { HtmlBlock } from "../../markdown";
import "./predict.css";

export interface PredictPromptProps {
  predict: RenderedPredict;
  /** check sends the worker's "next" message with these choices' events at the paused position. */
  check(choices: RenderedPredict["choices"][number]["event"][]): Promise<NextChoice>;
  /** onContinue closes the answered question; `pos` is the position just after the deciding event. */
  onContinue(pos: number): void;
  /** onSkip closes the question without answering (the player plays on). */
  onSkip?(): void;
  /** describe puts the deciding trace event into words (the event log's wording). */
  describe?(event: NonNullable<NextChoice["event"]>): string;
  /** continueLabel: the button shown once answered ("Play on" when the player was playing). */
  continueLabel?: string;
}

type State =
  | { status: "asking" }
  | { status: "checking"; picked: number }
  | { status: "answered"; picked: number; next: NextChoice }
  | { status: "error"; message: string };

export function PredictPrompt({
  predict,
  check,
  onContinue,
  onSkip,
  describe,
  continueLabel = "Continue",
}: PredictPromptProps) {
  const [state, setState] = useState<State>({ status: "asking" });
  const id = useId();
  const root = useRef<HTMLElement>(null);
  const pick = (i: number) => {
    if (state.status !== "asking") return;
    setState({ status: "checking", picked: i });
    check(predict.choices.map((c) => c.event)).then(
      (next) => setState({ status: "answered", picked: i, next }),
      (e: unknown) => setState({ status: "error", message: e instanceof Error ? e.message : String(e) }),
    );
  };
  // Keyboard: the first choice takes focus when the question opens, the continue button once
  // it is answered.
  useEffect(() => {
    const sel = state.status === "answered" ? ".flow-predict-continue" : ".flow-predict-choice";
    if (state.status !== "asking" && state.status !== "answered") return;
    root.current?.querySelector<HTMLButtonElement>(sel)?.focus({ preventScroll: true });
    // The question comes into view (below the sticky toolbar) when it opens.
    if (state.status === "asking") root.current?.scrollIntoView({ block: "nearest" });
  }, [state.status]);
  const onKeyDown = (e: KeyboardEvent) => {
    const k = Number(e.key);
    if (Number.isInteger(k) && k >= 1 && k <= predict.choices.length && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      pick(k - 1);
    }
  };
  const answered = state.status === "answered" ? state : undefined;
  const right = answered ? answered.next.choice : -1;
  return (
    <section className="flow-predict" aria-labelledby={`${id}-q`} ref={root} onKeyDown={onKeyDown}>
      <p className="flow-predict-kicker">Predict the next step</p>
      <p id={`${id}-q`} className="flow-predict-question">
        {predict.question}
      </p>
      <ol className="flow-predict-choices" aria-label={`Choices (keys 1 to ${predict.choices.length})`}>
        {predict.choices.map((c, i) => {
          const mark = answered ? (i === right ? "is-right" : i === answered.picked ? "is-wrong" : "") : "";
          return (
            <li key={c.text}>
              <button
                type="button"
                className={`flow-predict-choice ${mark}`}
                disabled={state.status !== "asking"}
                aria-pressed={"picked" in state ? state.picked === i : false}
                aria-keyshortcuts={String(i + 1)}
                onClick={() => pick(i)}
              >
                <span className="flow-predict-key" aria-hidden="true">
                  {i + 1}
                </span>
                {c.text}
                {answered && i === right && <span className="flow-predict-tag"> — what the engine did</span>}
                {answered && i === answered.picked && i !== right && (
                  <span className="flow-predict-tag is-wrong"> — your answer</span>
                )}
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
                  The engine's next event (#{answered.next.event.seq + 1}):{" "}
                  <code>{describe ? describe(answered.next.event) : answered.next.event.type}</code>
                </span>
              )}
            </p>
            <HtmlBlock html={predict.explanationHtml} />
          </div>
        )}
      </div>
      <div className="flow-predict-actions">
        {answered && (
          <button type="button" className="flow-predict-continue" onClick={() => onContinue(answered.next.pos)}>
            {continueLabel}
          </button>
        )}
        {!answered && onSkip && (
          <button type="button" className="flow-predict-skip" onClick={onSkip}>
            Skip the question
          </button>
        )}
      </div>
    </section>
  );
}
