/**
 * LabPage: the code lab. Without an id, the list of exercises; with one, the exercise in the
 * browser editor (ExerciseLab), run against the engine in the lab worker; with a share payload
 * (#/lab/<id>/share/<payload>), the shared code shown and waiting for Run.
 */
import { useEffect } from "react";
import { ExerciseLab } from "./ExerciseLab";
import { Link } from "wouter";
import { loadStudy } from "../content";
import { useAsync } from "../content/useAsync";
import { HtmlBlock } from "../markdown";
import { usePageTitle } from "../app/usePageTitle";
import { NotFound } from "../app/NotFound";
import type { RenderedExercise } from "../../content";
import { useNarrow } from "./useNarrow";

export function LabPage({ id, share }: { id?: string; share?: string }) {
  const state = useAsync(loadStudy, "study");
  const narrow = useNarrow();
  // The editor is the largest download of an exercise: fetch it while the exercises load,
  // not after (ExerciseLab mounts it from the same, then cached, module).
  useEffect(() => {
    if (id && !narrow) void import("./editor/monaco");
  }, [id, narrow]);
  const exercises = state.status === "ready" ? state.value.exercises : [];
  const exercise = id ? exercises.find((e) => e.id === id) : undefined;
  usePageTitle(exercise ? `Exercise ${exercise.number}: ${exercise.title}` : "Code lab");
  if (state.status === "loading") return <p className="loading">Loading…</p>;
  if (id && !exercise) return <NotFound what="exercise" />;
  return (
    <div className={exercise ? "page lab" : "page narrow lab"}>
      {exercise ? (
        <ExerciseLab key={`${exercise.id}/${share ?? ""}`} exercise={exercise} {...(share ? { share } : {})} />
      ) : (
        <ExerciseList exercises={exercises} />
      )}
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
            <p className="muted">{e.bugs.length} bugs to find: edit the reconciler and run it in your browser</p>
          </li>
        ))}
      </ul>
    </>
  );
}
