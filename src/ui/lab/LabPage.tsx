/**
 * LabPage: the exercise reconcilers. The in-browser editor that runs them against the engine
 * (ROADMAP.md) will mount here; until then each exercise shows its original, solution and
 * bugs, and the page says how to run them from the command line today.
 */
import { useState } from "react";
import { Link } from "wouter";
import { loadStudy } from "../content";
import { useAsync } from "../content/useAsync";
import { HtmlBlock } from "../markdown";
import { usePageTitle } from "../app/usePageTitle";
import { NotFound } from "../app/NotFound";
import type { RenderedExercise } from "../../content/model";

export function LabPage({ id }: { id?: string }) {
  const state = useAsync(loadStudy, "study");
  const exercises = state.status === "ready" ? state.value.exercises : [];
  const exercise = id ? exercises.find((e) => e.id === id) : undefined;
  usePageTitle(exercise ? `Exercise ${exercise.number}: ${exercise.title}` : "Code lab");
  if (state.status === "loading") return <p className="loading">Loading…</p>;
  if (id && !exercise) return <NotFound what="exercise" />;
  return (
    <div className="page narrow lab">
      <p className="coming-soon" role="note">
        <strong>Coming next:</strong> edit these reconcilers in the browser and watch them run live against the
        simulated control plane. Today, run them from a clone with <code>npm run lab -- check</code>.
      </p>
      {exercise ? <ExerciseView exercise={exercise} /> : <ExerciseList exercises={exercises} />}
    </div>
  );
}

function ExerciseList({ exercises }: { exercises: RenderedExercise[] }) {
  return (
    <>
      <h1>Code lab</h1>
      <ul className="card-list">
        {exercises.map((e) => (
          <li key={e.id}>
            <h2>
              <Link href={`/lab/${e.id}`}>
                Exercise {e.number}: {e.title}
              </Link>
            </h2>
            <HtmlBlock html={e.summaryHtml} />
            <p className="muted">{e.bugs.length} bugs to find</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function ExerciseView({ exercise }: { exercise: RenderedExercise }) {
  const [file, setFile] = useState(exercise.files[0]?.name ?? "");
  const shown = exercise.files.find((f) => f.name === file);
  return (
    <article aria-labelledby="exercise-title">
      <p>
        <Link href="/lab">All exercises</Link>
      </p>
      <h1 id="exercise-title">
        Exercise {exercise.number}: {exercise.title}
      </h1>
      <HtmlBlock html={exercise.summaryHtml} />
      <div role="tablist" aria-label="Files" className="tabs">
        {exercise.files.map((f) => (
          <button
            key={f.name}
            role="tab"
            type="button"
            id={`tab-${f.name}`}
            aria-selected={f.name === file}
            aria-controls="file-panel"
            tabIndex={f.name === file ? 0 : -1}
            onClick={() => setFile(f.name)}
            onKeyDown={(e) => {
              if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
              const i = exercise.files.findIndex((x) => x.name === file);
              const n = exercise.files.length;
              const next = exercise.files[(i + (e.key === "ArrowRight" ? 1 : n - 1)) % n]!;
              setFile(next.name);
              document.getElementById(`tab-${next.name}`)?.focus();
            }}
          >
            {f.name} <span className="muted">({f.role})</span>
          </button>
        ))}
      </div>
      <div id="file-panel" role="tabpanel" aria-labelledby={`tab-${file}`}>
        {shown && <HtmlBlock html={shown.html} />}
      </div>
      <details className="bugs-reveal">
        <summary>Reveal the bugs ({exercise.bugs.length})</summary>
        <ol>
          {exercise.bugs.map((b) => (
            <li key={b.id}>
              <strong>{b.title}</strong> (lines {b.lines.map(([a, z]) => (a === z ? a : `${a}–${z}`)).join(", ")}; the
              lab reports <code>{b.finding}</code> in the <code>{b.scenario}</code> scenario)
              <HtmlBlock html={b.explanationHtml} />
            </li>
          ))}
        </ol>
        <h2>The fix</h2>
        <HtmlBlock html={exercise.fixHtml} />
      </details>
    </article>
  );
}
