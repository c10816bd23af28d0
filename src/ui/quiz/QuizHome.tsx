/** QuizHome lists each lesson's quiz with its question counts and best score, interview mode, and the score history. */
import { Link } from "wouter";
import type { StudyContent } from "../../content";
import { findLesson, lessonIndex } from "../content";
import { StudyGate } from "../flashcards/StudyGate";
import { useAppStore } from "../store";
import { KIND_LABEL, scoreText, TIER_LABEL, TIERS } from "./labels";
import { ScoreHistory } from "./ScoreHistory";
import "./quiz.css";

export function QuizHome() {
  return (
    <div className="quiz-page">
      <h1>Quizzes</h1>
      <p>Interview questions with model answers, multiple-choice checks, and spot-the-bug exercises for each lesson.</p>
      <StudyGate>{(study) => <Lessons study={study} />}</StudyGate>
    </div>
  );
}

function Lessons({ study }: { study: StudyContent }) {
  const runs = useAppStore((s) => s.quiz.runs);
  const order = (lesson: string) => lessonIndex.findIndex((l) => l.id === lesson);
  const quizzes = [...study.quizzes].sort((a, b) => order(a.lesson) - order(b.lesson));
  return (
    <>
      <ul className="quiz-lessons">
        {quizzes.map((quiz) => {
          const title = findLesson(quiz.lesson)?.title ?? quiz.lesson;
          const mine = runs.filter((r) => r.lesson === quiz.lesson && r.max > 0);
          const best = mine.reduce<(typeof mine)[number] | undefined>(
            (b, r) => (!b || r.score / r.max > b.score / b.max ? r : b),
            undefined,
          );
          const last = mine[mine.length - 1];
          const byTier = TIERS.map((t) => [t, quiz.questions.filter((q) => q.tier === t).length] as const).filter(
            ([, n]) => n > 0,
          );
          const byKind = (["free", "choice", "spot-the-bug"] as const)
            .map((k) => [k, quiz.questions.filter((q) => q.kind === k).length] as const)
            .filter(([, n]) => n > 0);
          return (
            <li key={quiz.lesson} className="quiz-lesson">
              <h2>{title}</h2>
              <p>
                {quiz.questions.length} questions: {byTier.map(([t, n]) => `${n} ${TIER_LABEL[t]}`).join(" · ")}
              </p>
              <p className="quiz-muted">{byKind.map(([k, n]) => `${n} ${KIND_LABEL[k].toLowerCase()}`).join(" · ")}</p>
              <p className="quiz-muted">
                {best && last
                  ? `Best ${scoreText(best.score, best.max)} · last ${scoreText(last.score, last.max)}`
                  : "Not taken yet."}
              </p>
              <Link
                href={`/quiz/${quiz.lesson}`}
                className="button button-primary"
                aria-label={`Start the quiz on ${title}`}
              >
                Start the quiz
              </Link>
            </li>
          );
        })}
        <li className="quiz-lesson quiz-interview-card">
          <h2>Interview mode</h2>
          <p>10, 20 or 30 minutes against the clock, a random mix across lessons, answers only at the end.</p>
          <Link href="/interview" className="button button-primary">
            Start a mock interview
          </Link>
        </li>
      </ul>
      <ScoreHistory />
    </>
  );
}
