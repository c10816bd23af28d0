/** QuestionCard shows one question of any kind: header, prompt, and the matching answer area. */
import type { Ref } from "react";
import type { RenderedQuestion } from "../../content";
import { HtmlBlock } from "../markdown";
import { BugAnswer } from "./BugAnswer";
import { ChoiceAnswer } from "./ChoiceAnswer";
import { FreeAnswer } from "./FreeAnswer";
import type { Answer } from "./grading";
import { KIND_LABEL, TIER_LABEL } from "./labels";

export interface QuestionCardProps {
  question: RenderedQuestion;
  position: string;
  lessonTitle?: string;
  exerciseTitle: string;
  answer: Answer;
  onAnswer: (a: Answer) => void;
  revealed: boolean;
  gradable: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  headingLevel?: 2 | 3;
  onSubmitShortcut?: () => void;
}

export function QuestionCard({ headingRef, ...p }: QuestionCardProps) {
  const q = p.question;
  const H = p.headingLevel === 3 ? "h3" : "h2";
  return (
    <article className="quiz-question" aria-labelledby={`q-${q.id}`}>
      <H id={`q-${q.id}`} ref={headingRef} tabIndex={-1} className="quiz-question-title">
        {p.position}
        {q.number ? ` · ${q.number}` : ""}
      </H>
      <p className="quiz-tags">
        <span className={`quiz-tier quiz-tier-${q.tier}`}>{TIER_LABEL[q.tier]}</span>
        <span className="quiz-kind">{KIND_LABEL[q.kind]}</span>
        {p.lessonTitle && <span className="quiz-muted">{p.lessonTitle}</span>}
      </p>
      <HtmlBlock html={q.promptHtml} className="quiz-prompt" />
      {q.kind === "free" && p.answer.kind === "free" && (
        <FreeAnswer
          question={q}
          answer={p.answer}
          onAnswer={p.onAnswer}
          revealed={p.revealed}
          gradable={p.gradable}
          {...(p.onSubmitShortcut ? { onSubmitShortcut: p.onSubmitShortcut } : {})}
        />
      )}
      {q.kind === "choice" && p.answer.kind === "choice" && (
        <ChoiceAnswer question={q} answer={p.answer} onAnswer={p.onAnswer} revealed={p.revealed} />
      )}
      {q.kind === "spot-the-bug" && p.answer.kind === "spot-the-bug" && (
        <BugAnswer
          question={q}
          exerciseTitle={p.exerciseTitle}
          answer={p.answer}
          onAnswer={p.onAnswer}
          revealed={p.revealed}
        />
      )}
    </article>
  );
}
