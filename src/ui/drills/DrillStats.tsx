/** DrillStats: the learner's record per bug kind, and when each kind comes back (spaced repetition). */
import { useAppStore, formatInterval } from "../store";
import type { Catalogue } from "./source";
import { dueKinds } from "./schedule";
import { useNow } from "../flashcards/useNow";

export function DrillStats({ catalogue }: { catalogue: Catalogue }) {
  const stats = useAppStore((s) => s.drills.kinds);
  const answered = useAppStore((s) => s.drills.results.length);
  const [now] = useNow();
  const order = dueKinds(
    stats,
    catalogue.kinds.map((k) => k.kind),
    now,
  );
  const title = new Map(catalogue.kinds.map((k) => [k.kind, k.title]));
  return (
    <section className="drill-stats" aria-labelledby="drill-stats-title">
      <h2 id="drill-stats-title">Your drills by bug kind</h2>
      <p className="muted">
        {answered} drill{answered === 1 ? "" : "s"} answered. Kinds you miss come back sooner; the next drill leads with
        the first due kind.
      </p>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Bug kind</th>
              <th scope="col">Tried</th>
              <th scope="col">Lines found</th>
              <th scope="col">Symptom named</th>
              <th scope="col">Fixed</th>
              <th scope="col">Comes back</th>
            </tr>
          </thead>
          <tbody>
            {order.map((kind) => {
              const k = stats[kind];
              const due = k ? k.card.due - now : undefined;
              return (
                <tr key={kind} data-kind={kind}>
                  <th scope="row">{title.get(kind) ?? kind}</th>
                  <td>{k?.attempts ?? 0}</td>
                  <td>{k?.linesFound ?? 0}</td>
                  <td>{k?.symptomNamed ?? 0}</td>
                  <td>{k?.fixed ?? 0}</td>
                  <td>{due === undefined ? "new" : due <= 0 ? "due now" : `in ${formatInterval(due)}`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
