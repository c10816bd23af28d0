/**
 * QuizRun is one lesson's quiz in practice mode: choose the tiers, then answer one question at
 * a time; each is graded as soon as it is checked (free response: by the learner, against the
 * key points), and the finished run joins the score history.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "wouter";
import type { QuestionTier, RenderedQuestion, StudyContent } from "../../content";
import { findLesson } from "../content";
import { StudyGate } from "../flashcards/StudyGate";
import { usePageKeys } from "../flashcards/keys";
import { useAppStore } from "../store";
import { grade, type Grade } from "./grading";
import { KIND_LABEL, scoreText, TIER_LABEL, TIERS } from "./labels";
import { QuestionCard } from "./QuestionCard";
import { ScoreHistory } from "./ScoreHistory";
import { answerOf, exerciseTitle, type Answers } from "./session";
import "./quiz.css";

export function QuizRun({ lesson }: { lesson: string }) {
  const title = findLesson(lesson)?.title ?? lesson;
  return (
    <div className="quiz-page">
      <p className="quiz-crumbs">
        <Link href="/quiz">Quizzes</Link> <span aria-hidden="true">›</span> {title}
      </p>
      <StudyGate>{(study) => <Run study={study} lesson={lesson} title={title} />}</StudyGate>
    </div>
  );
}

type Phase =
  | { kind: "setup" }
  | { kind: "asking"; questions: RenderedQuestion[] }
  | { kind: "done"; questions: RenderedQuestion[] };

function Run({ study, lesson, title }: { study: StudyContent; lesson: string; title: string }) {
  const quiz = study.quizzes.find((q) => q.lesson === lesson);
  const [phase, setPhase] = useState<Phase>({ kind: "setup" });
  if (!quiz || quiz.questions.length === 0) {
    return (
      <>
        <h1>Quiz: {title}</h1>
        <p>There is no quiz for this lesson yet.</p>
      </>
    );
  }
  if (phase.kind === "setup") {
    return (
      <Setup title={title} questions={quiz.questions} onStart={(qs) => setPhase({ kind: "asking", questions: qs })} />
    );
  }
  return (
    <Asking
      key={phase.questions.map((q) => q.id).join()}
      study={study}
      lesson={lesson}
      title={title}
      questions={phase.questions}
      onRestart={() => setPhase({ kind: "setup" })}
    />
  );
}

function Setup({
  title,
  questions,
  onStart,
}: {
  title: string;
  questions: RenderedQuestion[];
  onStart: (qs: RenderedQuestion[]) => void;
}) {
  const present = TIERS.filter((t) => questions.some((q) => q.tier === t));
  const [tiers, setTiers] = useState<QuestionTier[]>(present);
  const chosen = questions.filter((q) => tiers.includes(q.tier));
  const kinds = (t: QuestionTier) => {
    const qs = questions.filter((q) => q.tier === t);
    return (["free", "choice", "spot-the-bug"] as const)
      .map((k) => [k, qs.filter((q) => q.kind === k).length] as const)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${n} ${KIND_LABEL[k].toLowerCase()}`)
      .join(", ");
  };
  return (
    <>
      <h1>Quiz: {title}</h1>
      <p>
        {questions.length} questions. Free-response questions: write your answer, reveal the model answer, and tick the
        key points you covered. Multiple-choice and spot-the-bug questions are graded for you.
      </p>
      <fieldset className="quiz-tiers">
        <legend>Tiers to include</legend>
        {present.map((t) => (
          <div key={t} className="quiz-check">
            <input
              type="checkbox"
              id={`tier-${t}`}
              checked={tiers.includes(t)}
              onChange={() => setTiers((cur) => (cur.includes(t) ? cur.filter((x) => x !== t) : [...cur, t]))}
            />
            <label htmlFor={`tier-${t}`}>
              <strong>{TIER_LABEL[t]}</strong> <span className="quiz-muted">({kinds(t)})</span>
            </label>
          </div>
        ))}
      </fieldset>
      <button
        type="button"
        className="button button-primary"
        onClick={() => chosen.length > 0 && onStart(chosen)}
        aria-disabled={chosen.length === 0}
      >
        Start the quiz ({chosen.length} question{chosen.length === 1 ? "" : "s"})
      </button>
      {chosen.length === 0 && <p role="alert">Choose at least one tier.</p>}
    </>
  );
}

function Asking(props: {
  study: StudyContent;
  lesson: string;
  title: string;
  questions: RenderedQuestion[];
  onRestart: () => void;
}) {
  const { study, lesson, questions } = props;
  const recordAttempt = useAppStore((s) => s.recordAttempt);
  const recordQuizRun = useAppStore((s) => s.recordQuizRun);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [revealed, setRevealed] = useState<Record<string, boolean>>({});
  const [grades, setGrades] = useState<Record<string, Grade>>({});
  const [finished, setFinished] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const q = questions[index]!;
  const answer = answerOf(answers, q);
  const isRevealed = !!revealed[q.id];
  const graded = grades[q.id];
  const total = useMemo(
    () =>
      Object.values(grades).reduce((a, g) => ({ score: a.score + g.score, max: a.max + g.max }), { score: 0, max: 0 }),
    [grades],
  );

  useEffect(() => {
    if (!finished) headingRef.current?.focus();
  }, [index, finished]);

  const record = (g: Grade) => {
    setGrades((cur) => ({ ...cur, [q.id]: g }));
    recordAttempt({ questionId: q.id, lesson, kind: q.kind, score: g.score, max: g.max, mode: "practice" });
  };
  const check = () => {
    if (isRevealed) return;
    // The result is rendered and focused in the task of the key or click that asked. Focused a
    // frame later, it took the focus from wherever the learner had moved meanwhile, and a key
    // pressed there was lost (a Space on a key point, an Enter on Next: seen under CI load).
    flushSync(() => {
      setRevealed((cur) => ({ ...cur, [q.id]: true }));
      if (q.kind === "free") {
        setAnnouncement("Model answer revealed. Tick the key points your answer covered, then record your grade.");
      } else {
        const g = grade(q, answer);
        record(g);
        setAnnouncement(`Scored ${scoreText(g.score, g.max)}.`);
      }
    });
    resultRef.current?.focus();
  };
  const recordFree = () => {
    const g = grade(q, answer);
    record(g);
    setAnnouncement(`Recorded: ${scoreText(g.score, g.max)}.`);
  };
  const go = (i: number) => setIndex(Math.max(0, Math.min(questions.length - 1, i)));
  const finish = () => {
    recordQuizRun({ lesson, score: total.score, max: total.max, questions: Object.keys(grades).length });
    setFinished(true);
  };

  usePageKeys((e) => {
    if (finished) return false;
    const to = e.key === "n" ? index + 1 : e.key === "p" ? index - 1 : -1;
    if (to < 0 || to >= questions.length) return false;
    go(to);
    return true;
  });

  if (finished) {
    return (
      <>
        <h1>Quiz finished: {props.title}</h1>
        <p className="quiz-total" role="status">
          Your score: <strong>{scoreText(total.score, total.max)}</strong> over {Object.keys(grades).length} graded
          question
          {Object.keys(grades).length === 1 ? "" : "s"} of {questions.length}.
        </p>
        <table className="quiz-table">
          <caption className="quiz-visually-hidden">Score per question</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Tier</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((x, i) => (
              <tr key={x.id}>
                <th scope="row">
                  {i + 1}
                  {x.number ? ` (${x.number})` : ""} · {KIND_LABEL[x.kind]}
                </th>
                <td>{TIER_LABEL[x.tier]}</td>
                <td>{grades[x.id] ? scoreText(grades[x.id]!.score, grades[x.id]!.max) : "not graded"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="quiz-actions">
          <button type="button" className="button button-primary" onClick={props.onRestart}>
            Take it again
          </button>
          <Link href="/quiz" className="button">
            All quizzes
          </Link>
        </p>
        <ScoreHistory lesson={lesson} />
      </>
    );
  }

  return (
    <>
      <h1 className="quiz-run-title">Quiz: {props.title}</h1>
      <p className="quiz-meter">
        <span>
          Question {index + 1} of {questions.length}
        </span>
        <span>Score so far: {scoreText(total.score, total.max)}</span>
      </p>
      <progress
        className="quiz-progress"
        max={questions.length}
        value={Object.keys(grades).length}
        aria-label="Questions graded"
      />
      <QuestionCard
        question={q}
        position={`Question ${index + 1}`}
        exerciseTitle={exerciseTitle(study, q)}
        answer={answer}
        onAnswer={(a) => setAnswers((cur) => ({ ...cur, [q.id]: a }))}
        revealed={isRevealed}
        gradable={isRevealed && !graded}
        headingRef={headingRef}
        onSubmitShortcut={check}
      />
      <div ref={resultRef} tabIndex={-1} className="quiz-result" role="status" aria-live="polite">
        {graded ? (
          <p>
            <span aria-hidden="true">{graded.score === graded.max ? "✓ " : graded.score === 0 ? "✗ " : "◐ "}</span>
            Scored <strong>{scoreText(graded.score, graded.max)}</strong>.
          </p>
        ) : (
          announcement && <p className="quiz-visually-hidden">{announcement}</p>
        )}
      </div>
      <div className="quiz-actions">
        {!isRevealed && (
          <button type="button" className="button button-primary" onClick={check}>
            {q.kind === "free" ? "Reveal the model answer" : "Check my answer"}
          </button>
        )}
        {isRevealed && q.kind === "free" && !graded && (
          <button type="button" className="button button-primary" onClick={recordFree}>
            Record my grade ({grade(q, answer).score} of {grade(q, answer).max})
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          aria-keyshortcuts="p"
        >
          Previous <kbd>p</kbd>
        </button>
        {index < questions.length - 1 ? (
          <button type="button" className="button" onClick={() => go(index + 1)} aria-keyshortcuts="n">
            Next <kbd>n</kbd>
          </button>
        ) : (
          <button type="button" className="button quiz-finish" onClick={finish}>
            Finish the quiz
          </button>
        )}
      </div>
      <p className="quiz-muted quiz-small">
        Keys: <kbd>Tab</kbd> to move between fields · <kbd>Ctrl</kbd>+<kbd>Enter</kbd> in your answer reveals the model
        answer · <kbd>n</kbd> next · <kbd>p</kbd> previous
      </p>
    </>
  );
}
