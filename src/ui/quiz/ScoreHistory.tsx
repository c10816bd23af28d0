/** ScoreHistory lists past quiz runs (of one lesson, or all) and interview runs, newest first. */
import { findLesson } from "../content";
import { useAppStore } from "../store";
import { scoreText } from "./labels";

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function ScoreHistory({ lesson, limit = 10 }: { lesson?: string; limit?: number }) {
  const runs = useAppStore((s) => s.quiz.runs);
  const interviews = useAppStore((s) => s.quiz.interviews);
  const rows = [
    ...runs
      .filter((r) => !lesson || r.lesson === lesson)
      .map((r) => ({
        at: r.at,
        what: `Quiz: ${findLesson(r.lesson)?.title ?? r.lesson}`,
        n: r.questions,
        score: r.score,
        max: r.max,
      })),
    ...(lesson
      ? []
      : interviews.map((r) => ({
          at: r.at,
          what: `Interview, ${r.minutes} minutes`,
          n: r.questionIds.length,
          score: r.score,
          max: r.max,
        }))),
  ]
    .sort((a, b) => b.at - a.at)
    .slice(0, limit);
  return (
    <section aria-labelledby="quiz-history" className="quiz-history">
      <h2 id="quiz-history">Score history</h2>
      {rows.length === 0 ? (
        <p className="quiz-muted">No finished runs yet.</p>
      ) : (
        <div className="quiz-table-wrap">
          <table className="quiz-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Questions</th>
                <th scope="col">Score</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={`${r.at}-${i}`}>
                  <td>{when(r.at)}</td>
                  <th scope="row">{r.what}</th>
                  <td>{r.n}</td>
                  <td>{r.max > 0 ? scoreText(r.score, r.max) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
