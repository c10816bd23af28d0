/** HomePage: what Reconcile Lab is, the lessons with progress, and "continue where you left off". */
import { Link } from "wouter";
import { lessonIndex } from "../content";
import { useAppStore } from "../store";
import { usePageTitle } from "../app/usePageTitle";
import { lessonProgress } from "./progress";

export function HomePage() {
  usePageTitle("Learn to write Kubernetes controllers well");
  const reading = useAppStore((s) => s.reading);
  const last = Object.entries(reading)
    .filter(([id]) => lessonIndex.some((l) => l.id === id))
    .sort((a, b) => b[1].lastVisited - a[1].lastVisited)[0];
  const lastLesson = last ? lessonIndex.find((l) => l.id === last[0]) : undefined;
  const lastSection = lastLesson?.toc.find((t) => t.id === last?.[1].lastSection);

  return (
    <div className="page home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Write Kubernetes controllers that survive production</h1>
        <p className="lead">
          Lessons, flows computed by a simulated control plane, a Go lab, interview questions and spaced-repetition
          cards: everything runs in your browser, offline, with no account.
        </p>
      </section>

      {lastLesson && (
        <section className="continue" aria-labelledby="continue-title">
          <h2 id="continue-title">Continue where you left off</h2>
          <Link className="continue-card" href={`/lessons/${lastLesson.id}${lastSection ? `/${lastSection.id}` : ""}`}>
            <span className="continue-lesson">{lastLesson.title}</span>
            {lastSection && <span className="continue-section">{lastSection.text}</span>}
          </Link>
        </section>
      )}

      <section aria-labelledby="lessons-title">
        <h2 id="lessons-title">Lessons</h2>
        <ol className="lesson-list">
          {lessonIndex.map((lesson) => {
            const p = lessonProgress(lesson, reading[lesson.id]?.sectionsRead);
            const pct = Math.round(p.fraction * 100);
            return (
              <li key={lesson.id} className="lesson-card">
                <h3>
                  <Link href={`/lessons/${lesson.id}`}>{lesson.title}</Link>
                </h3>
                <p className="lesson-summary" dangerouslySetInnerHTML={{ __html: lesson.summaryHtml }} />
                <p className="lesson-meta">
                  <span>{lesson.minutes} min read</span>
                  <span>
                    {p.read} of {p.total} sections read
                  </span>
                </p>
                <div
                  className="progress-bar"
                  role="progressbar"
                  aria-label={`${lesson.title}: reading progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={pct}
                >
                  <span style={{ width: `${pct}%` }} />
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="practice-title" className="practice">
        <h2 id="practice-title">Practise</h2>
        <ul className="practice-links">
          <li>
            <Link href="/quiz">Interview questions</Link> — explain, reason, design and debug, with model answers.
          </li>
          <li>
            <Link href="/cards">Flashcards</Link> — spaced repetition (FSRS), one keyboard-driven review queue.
          </li>
          <li>
            <Link href="/flows">Flows 18–20</Link> — one reconcile, a restart replaying 20,000 objects, a leader
            handover.
          </li>
          <li>
            <Link href="/lab">Code lab</Link> — the exercise reconcilers in Go, run against the simulated control plane.
          </li>
        </ul>
      </section>
    </div>
  );
}
