/** BugsReveal: the exercise's bugs and its fix, folded away until the learner opens them. */
import type { RenderedExercise } from "../../../content";
import { HtmlBlock } from "../../markdown";

export function BugsReveal({ exercise }: { exercise: RenderedExercise }) {
  return (
    <details className="bugs-reveal">
      <summary>Reveal the bugs ({exercise.bugs.length})</summary>
      <ol>
        {exercise.bugs.map((b) => (
          <li key={b.id}>
            <strong>{b.title}</strong> (the lab reports <code>{b.finding}</code> in the <code>{b.scenario}</code>{" "}
            scenario)
            <HtmlBlock html={b.explanationHtml} />
          </li>
        ))}
      </ol>
      <h2>The fix</h2>
      <HtmlBlock html={exercise.fixHtml} />
    </details>
  );
}
