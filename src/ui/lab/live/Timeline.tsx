/**
 * Timeline: the reconciles of the last WINDOW_MS of virtual time, one lane per manager
 * process, each a bar from start to end coloured by its outcome (ok, error, requeue).
 */
import type { LiveReconcile } from "../../../worker";
import { secs } from "./format";

const WINDOW_MS = 30_000;
const W = 600;
const LANE = 24;

function outcomeClass(o: string | undefined): string {
  if (!o) return "running";
  if (o === "success") return "ok";
  if (o.startsWith("requeue")) return "requeue";
  return "error";
}

export function Timeline({ reconciles, now }: { reconciles: LiveReconcile[]; now: number }) {
  const from = Math.max(0, now - WINDOW_MS);
  const span = Math.max(1, now - from);
  const shown = reconciles.filter((r) => (r.end ?? now) >= from);
  const lanes = [...new Set(shown.map((r) => r.manager))].sort();
  const x = (t: number) => ((t - from) / span) * W;
  const counts = { ok: 0, error: 0, requeue: 0, running: 0 };
  for (const r of shown) counts[outcomeClass(r.outcome) as keyof typeof counts]++;
  const summary = `${shown.length} reconciles between ${secs(from)} and ${secs(now)}: ${counts.ok} ok, ${counts.requeue} requeued, ${counts.error} failed`;
  return (
    <section className="live-panel live-timeline" aria-labelledby="live-timeline-h">
      <h3 id="live-timeline-h">Reconcile timeline</h3>
      <p className="muted">{summary}</p>
      {lanes.map((m) => (
        <div key={m} className="live-lane">
          <span className="lane-label">{m}</span>
          <svg viewBox={`0 0 ${W} ${LANE}`} preserveAspectRatio="none" aria-hidden="true">
            <line x1={0} x2={W} y1={LANE / 2} y2={LANE / 2} className="lane" />
            {shown
              .filter((r) => r.manager === m)
              .map((r) => {
                const x0 = x(Math.max(from, r.start));
                const w = Math.max(3, x(r.end ?? now) - x0);
                return (
                  <rect
                    key={r.id}
                    x={x0}
                    y={3}
                    width={w}
                    height={LANE - 6}
                    className={`bar ${outcomeClass(r.outcome)}`}
                  >
                    <title>{`#${r.id} ${r.key} ${r.outcome ?? "running"} at ${secs(r.start)}`}</title>
                  </rect>
                );
              })}
          </svg>
        </div>
      ))}
      <div className="live-axis muted">
        <span>{secs(from)}</span>
        <span>{secs(now)}</span>
      </div>
    </section>
  );
}
