/**
 * FreeAnswer: the learner writes an answer; once revealed, the model answer and the key points
 * appear, and ticking the key points their answer covered is the self-grade.
 */
import { useId } from "react";
import type { FreeQuestion } from "../../content";
import { HtmlBlock } from "../markdown";
import type { Answer } from "./grading";

type FreeAns = Extract<Answer, { kind: "free" }>;

export function FreeAnswer(props: {
  question: FreeQuestion;
  answer: FreeAns;
  onAnswer: (a: FreeAns) => void;
  revealed: boolean;
  /** Self-grading is allowed (after the reveal, until it is recorded). */
  gradable: boolean;
  onSubmitShortcut?: () => void;
}) {
  const { question: q, answer, onAnswer, revealed, gradable } = props;
  const id = useId();
  const points = q.keyPointsHtml.length > 0 ? q.keyPointsHtml : ["<p>My answer matches the model answer.</p>"];
  const toggle = (i: number) =>
    onAnswer({
      ...answer,
      ticked: answer.ticked.includes(i) ? answer.ticked.filter((x) => x !== i) : [...answer.ticked, i],
    });
  return (
    <div className="quiz-free">
      <label htmlFor={`${id}-text`} className="quiz-label">
        Your answer
      </label>
      <textarea
        id={`${id}-text`}
        className="quiz-textarea"
        rows={revealed ? 4 : 7}
        value={answer.text}
        readOnly={revealed}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onAnswer({ ...answer, text: e.currentTarget.value })}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey) && props.onSubmitShortcut) {
            e.preventDefault();
            props.onSubmitShortcut();
          }
        }}
      />
      <p id={`${id}-hint`} className="quiz-muted quiz-small">
        {revealed
          ? "Your answer, kept for comparison."
          : "Write it as you would say it in an interview. Ctrl+Enter reveals the model answer."}
      </p>
      {revealed && (
        <div className="quiz-reveal">
          <h3>Model answer</h3>
          <HtmlBlock html={q.modelAnswerHtml} className="quiz-model" />
          <fieldset className="quiz-checklist">
            <legend>Key points: tick the ones your answer covered</legend>
            {points.map((html, i) => (
              <div className="quiz-check" key={i}>
                <input
                  type="checkbox"
                  id={`${id}-kp-${i}`}
                  checked={answer.ticked.includes(i)}
                  disabled={!gradable}
                  onChange={() => toggle(i)}
                />
                <label htmlFor={`${id}-kp-${i}`}>
                  <HtmlBlock html={html} />
                </label>
              </div>
            ))}
          </fieldset>
        </div>
      )}
    </div>
  );
}
