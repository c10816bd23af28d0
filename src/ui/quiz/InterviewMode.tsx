/**
 * InterviewMode is a timed mock interview: choose 10, 20 or 30 minutes, answer a random mix of
 * questions across lessons with no feedback, then (when you finish or time runs out) see every
 * model answer, grade your free answers, and save the run to the score history.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import type { RenderedQuestion, StudyContent } from "../../content";
import { findLesson } from "../content";
import { StudyGate } from "../flashcards/StudyGate";
import { useAppStore } from "../store";
import { grade, isAnswered } from "./grading";
import { formatClock, INTERVIEW_MINUTES, pickInterview, questionsFor, type InterviewMinutes } from "./interview";
import { scoreText } from "./labels";
import { QuestionCard } from "./QuestionCard";
import { ScoreHistory } from "./ScoreHistory";
import { answerOf, exerciseTitle, type Answers } from "./session";
import "./quiz.css";

type Phase =
  | { kind: "setup" }
  | { kind: "running"; minutes: InterviewMinutes; questions: RenderedQuestion[]; startedAt: number }
  | { kind: "review"; minutes: InterviewMinutes; questions: RenderedQuestion[]; elapsedMs: number; timedOut: boolean };

export function InterviewMode() {
  return (
    <div className="quiz-page">
      <p className="quiz-crumbs">
        <Link href="/quiz">Quizzes</Link> <span aria-hidden="true">›</span> Interview mode
      </p>
      <StudyGate>{(study) => <Interview study={study} />}</StudyGate>
    </div>
  );
}

function Interview({ study }: { study: StudyContent }) {
  const [phase, setPhase] = useState<Phase>({ kind: "setup" });
  const [answers, setAnswers] = useState<Answers>({});
  if (phase.kind === "setup") {
    return (
      <Setup
        available={study.quizzes.reduce((n, q) => n + q.questions.length, 0)}
        onStart={(minutes) => {
          setAnswers({});
          setPhase({
            kind: "running",
            minutes,
            questions: pickInterview(study.quizzes, minutes, Math.random),
            startedAt: Date.now(),
          });
        }}
      />
    );
  }
  if (phase.kind === "running") {
    return (
      <Running
        study={study}
        phase={phase}
        answers={answers}
        setAnswers={setAnswers}
        onFinish={(timedOut) =>
          setPhase({
            kind: "review",
            minutes: phase.minutes,
            questions: phase.questions,
            elapsedMs: Math.min(Date.now() - phase.startedAt, phase.minutes * 60_000),
            timedOut,
          })
        }
      />
    );
  }
  return (
    <Review
      study={study}
      phase={phase}
      answers={answers}
      setAnswers={setAnswers}
      onAgain={() => setPhase({ kind: "setup" })}
    />
  );
}

function Setup({ available, onStart }: { available: number; onStart: (m: InterviewMinutes) => void }) {
  const [minutes, setMinutes] = useState<InterviewMinutes>(20);
  return (
    <>
      <h1>Interview mode</h1>
      <p>
        A mock interview: a random mix of questions from every lesson, against the clock. You see no answers until the
        end; then you compare with the model answers and grade yourself.
      </p>
      <fieldset className="quiz-durations">
        <legend>How long?</legend>
        {INTERVIEW_MINUTES.map((m) => (
          <div key={m} className="quiz-check">
            <input
              type="radio"
              name="interview-minutes"
              id={`minutes-${m}`}
              checked={minutes === m}
              onChange={() => setMinutes(m)}
            />
            <label htmlFor={`minutes-${m}`}>
              {m} minutes <span className="quiz-muted">({Math.min(available, questionsFor(m))} questions)</span>
            </label>
          </div>
        ))}
      </fieldset>
      <button
        type="button"
        className="button button-primary"
        onClick={() => onStart(minutes)}
        disabled={available === 0}
      >
        Start the interview
      </button>
      <ScoreHistory />
    </>
  );
}

function Running(props: {
  study: StudyContent;
  phase: Extract<Phase, { kind: "running" }>;
  answers: Answers;
  setAnswers: (f: (a: Answers) => Answers) => void;
  onFinish: (timedOut: boolean) => void;
}) {
  const { study, phase, answers, setAnswers, onFinish } = props;
  const [index, setIndex] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [warning, setWarning] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deadline = phase.startedAt + phase.minutes * 60_000;
  const remaining = deadline - now;
  const q = phase.questions[index]!;
  const finishRef = useRef(onFinish);
  useLayoutEffect(() => {
    finishRef.current = onFinish;
  });

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  useEffect(() => {
    if (remaining <= 0) finishRef.current(true);
    else if (remaining <= 60_000) setWarning("One minute left.");
    else if (remaining <= 5 * 60_000) setWarning("Five minutes left.");
  }, [remaining]);
  useEffect(() => headingRef.current?.focus(), [index]);

  const answered = phase.questions.filter((x) => isAnswered(answerOf(answers, x))).length;
  return (
    <>
      <h1 className="quiz-run-title">Interview</h1>
      <div className="quiz-timer-bar">
        <p className="quiz-timer" role="timer" aria-label="Time left">
          {formatClock(remaining)} left
        </p>
        <p className="quiz-muted">
          {answered} of {phase.questions.length} answered
        </p>
        <p className="quiz-visually-hidden" role="status" aria-live="polite">
          {warning}
        </p>
      </div>
      <nav aria-label="Interview questions" className="quiz-jump">
        <ol>
          {phase.questions.map((x, i) => (
            <li key={x.id}>
              <button
                type="button"
                className="quiz-jump-button"
                aria-current={i === index ? "step" : undefined}
                onClick={() => setIndex(i)}
                aria-label={`Question ${i + 1}${isAnswered(answerOf(answers, x)) ? ", answered" : ""}`}
              >
                {i + 1}
                {isAnswered(answerOf(answers, x)) && <span aria-hidden="true">✓</span>}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <QuestionCard
        question={q}
        position={`Question ${index + 1} of ${phase.questions.length}`}
        lessonTitle={findLesson(q.lesson)?.title ?? q.lesson}
        exerciseTitle={exerciseTitle(study, q)}
        answer={answerOf(answers, q)}
        onAnswer={(a) => setAnswers((cur) => ({ ...cur, [q.id]: a }))}
        revealed={false}
        gradable={false}
        headingRef={headingRef}
      />
      <div className="quiz-actions">
        <button type="button" className="button" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Previous
        </button>
        {index < phase.questions.length - 1 && (
          <button type="button" className="button button-primary" onClick={() => setIndex(index + 1)}>
            Next question
          </button>
        )}
        <button type="button" className="button quiz-finish" onClick={() => onFinish(false)}>
          Finish and see the answers
        </button>
      </div>
    </>
  );
}

function Review(props: {
  study: StudyContent;
  phase: Extract<Phase, { kind: "review" }>;
  answers: Answers;
  setAnswers: (f: (a: Answers) => Answers) => void;
  onAgain: () => void;
}) {
  const { study, phase, answers, setAnswers } = props;
  const recordInterview = useAppStore((s) => s.recordInterview);
  const [saved, setSaved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const grades = useMemo(() => phase.questions.map((q) => grade(q, answerOf(answers, q))), [phase.questions, answers]);
  const total = grades.reduce((a, g) => ({ score: a.score + g.score, max: a.max + g.max }), { score: 0, max: 0 });

  const save = () => {
    if (saved) return;
    recordInterview(
      {
        minutes: phase.minutes,
        elapsedMs: phase.elapsedMs,
        questionIds: phase.questions.map((q) => q.id),
        score: total.score,
        max: total.max,
      },
      phase.questions.map((q, i) => ({
        questionId: q.id,
        lesson: q.lesson,
        kind: q.kind,
        score: grades[i]!.score,
        max: grades[i]!.max,
        mode: "interview",
      })),
    );
    setSaved(true);
  };

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Interview review
      </h1>
      <p role="status">
        {phase.timedOut ? "Time is up. " : ""}You answered{" "}
        {phase.questions.filter((q) => isAnswered(answerOf(answers, q))).length} of {phase.questions.length} questions
        in {formatClock(phase.elapsedMs)}. Now compare each with the model answer; tick the key points your free answers
        covered.
      </p>
      <p className="quiz-total" aria-live="polite">
        Score: <strong>{scoreText(total.score, total.max)}</strong>
      </p>
      {phase.questions.map((q, i) => (
        <QuestionCard
          key={q.id}
          question={q}
          position={`Question ${i + 1} of ${phase.questions.length}`}
          lessonTitle={findLesson(q.lesson)?.title ?? q.lesson}
          exerciseTitle={exerciseTitle(study, q)}
          answer={answerOf(answers, q)}
          onAnswer={(a) => setAnswers((cur) => ({ ...cur, [q.id]: a }))}
          revealed
          gradable={!saved}
        />
      ))}
      <div className="quiz-actions quiz-save">
        <p className="quiz-total">
          Total: <strong>{scoreText(total.score, total.max)}</strong>
        </p>
        {!saved ? (
          <button type="button" className="button button-primary" onClick={save}>
            Save this interview to my history
          </button>
        ) : (
          <>
            <p role="status">Saved to your score history.</p>
            <button type="button" className="button" onClick={props.onAgain}>
              Another interview
            </button>
          </>
        )}
      </div>
      {saved && <ScoreHistory />}
    </>
  );
}
