/** ChoiceAnswer: radio buttons (one answer) or checkboxes (several); once checked, each choice is explained. */
import { useId } from "react";
import type { ChoiceQuestion } from "../../content";
import { HtmlBlock } from "../markdown";
import { gradeChoice, type Answer } from "./grading";
import { choiceOrder } from "./interview";

type ChoiceAns = Extract<Answer, { kind: "choice" }>;

export function ChoiceAnswer(props: {
  question: ChoiceQuestion;
  answer: ChoiceAns;
  onAnswer: (a: ChoiceAns) => void;
  revealed: boolean;
}) {
  const { question: q, answer, onAnswer, revealed } = props;
  const id = useId();
  const graded = revealed ? gradeChoice(q, answer.selected) : null;
  const pick = (i: number) => {
    if (revealed) return;
    if (!q.multiple) onAnswer({ kind: "choice", selected: [i] });
    else
      onAnswer({
        kind: "choice",
        selected: answer.selected.includes(i) ? answer.selected.filter((x) => x !== i) : [...answer.selected, i],
      });
  };
  return (
    <fieldset className="quiz-choices">
      <legend>{q.multiple ? "Choose every correct answer" : "Choose one answer"}</legend>
      {choiceOrder(q).map((i) => {
        const c = q.choices[i]!;
        const g = graded?.choices[i];
        const verdict = g ? (g.correct ? "quiz-choice-right" : g.chosen ? "quiz-choice-wrong" : "") : "";
        return (
          <div key={i} className={`quiz-choice ${verdict}`}>
            <div className="quiz-choice-row">
              <input
                type={q.multiple ? "checkbox" : "radio"}
                name={`${id}-choice`}
                id={`${id}-c${i}`}
                checked={answer.selected.includes(i)}
                disabled={revealed}
                onChange={() => pick(i)}
              />
              <label htmlFor={`${id}-c${i}`}>
                <HtmlBlock html={c.html} />
              </label>
            </div>
            {g && (
              <div className="quiz-explain">
                <p className="quiz-verdict">
                  <span aria-hidden="true">{g.correct ? "✓ " : "✗ "}</span>
                  {g.correct ? "Correct answer" : "Not correct"}
                  {g.chosen ? " — you chose this." : g.correct ? " — you did not choose it." : "."}
                </p>
                <HtmlBlock html={c.explanationHtml} />
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
