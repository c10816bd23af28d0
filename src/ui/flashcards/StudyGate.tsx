/** StudyGate loads the study content (decks, quizzes, exercises) once and renders its children with it. */
import type { ReactNode } from "react";
import type { StudyContent } from "../../content";
import { loadStudy } from "../content";
import { useAsync } from "../content/useAsync";
import { useHydrated } from "../store";

export function StudyGate({ children }: { children: (study: StudyContent) => ReactNode }) {
  const study = useAsync(loadStudy, "study");
  const hydrated = useHydrated();
  if (study.status === "error") {
    return (
      <p className="cards-error" role="alert">
        The study material could not be loaded: {study.error.message}. Reload the page to try again.
      </p>
    );
  }
  if (study.status === "loading" || !hydrated) {
    return (
      <p className="loading" role="status">
        {study.status === "loading" ? "Loading study material…" : "Loading your progress…"}
      </p>
    );
  }
  return <>{children(study.value)}</>;
}
