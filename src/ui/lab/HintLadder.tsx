/**
 * HintLadder: help one rung at a time. First where to look (the scenario and the finding each
 * bug shows up as), then what is wrong and on which lines, then the solution placed in the
 * editor (never run for the learner; their own code stays one click away).
 */
import { useState } from "react";
import type { RenderedExercise } from "../../content";

type Bug = RenderedExercise["bugs"][number];

const lines = (b: Bug) => b.lines.map(([a, z]) => (a === z ? `${a}` : `${a}–${z}`)).join(", ");

export function HintLadder({
  bugs,
  onShowSolution,
  onBackToMine,
  showingSolution,
  onLine,
}: {
  bugs: Bug[];
  onShowSolution: () => void;
  onBackToMine: () => void;
  showingSolution: boolean;
  onLine: (line: number) => void;
}) {
  const [level, setLevel] = useState(0);
  return (
    <section className="lab-hints" aria-labelledby="hints-title">
      <h2 id="hints-title">Hints</h2>
      {level === 0 && <p className="muted">Stuck? Take one hint at a time.</p>}
      {level >= 1 && (
        <ol className="hint-list">
          {bugs.map((b) => (
            <li key={b.id}>
              Run the <strong>{b.scenario}</strong> scenario and look for a <code>{b.finding}</code> finding.
              {level >= 2 && (
                <>
                  {" "}
                  <span className="hint-strong">
                    {b.title}:{" "}
                    <button type="button" className="link" onClick={() => onLine(b.lines[0]![0])}>
                      line{b.lines.length > 1 || b.lines[0]![0] !== b.lines[0]![1] ? "s" : ""} {lines(b)}
                    </button>
                    .
                  </span>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="hint-actions">
        {level < 2 && (
          <button type="button" className="button" onClick={() => setLevel(level + 1)}>
            {level === 0 ? "Show a hint" : "Show a stronger hint"}
          </button>
        )}
        {level >= 2 && !showingSolution && (
          <button type="button" className="button" onClick={onShowSolution}>
            Show the solution in the editor
          </button>
        )}
        {showingSolution && (
          <button type="button" className="button" onClick={onBackToMine}>
            Back to my code
          </button>
        )}
      </div>
    </section>
  );
}
