/**
 * Leadership: one bar per manager replica over the run's virtual time, for when it believed it
 * led, with the fencing gap (two leaders at once) marked in red. A text line says the same.
 */
import { overlaps, type Intervals } from "./leadership";

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function Leadership({ lead, endT }: { lead: Intervals; endT: number }) {
  const end = Math.max(1, endT);
  const both = overlaps(lead);
  const pct = (ms: number) => `${(Math.min(end, Math.max(0, ms)) / end) * 100}%`;
  const total = both.reduce((s, [a, b]) => s + (b - a), 0);
  const replicas = Object.keys(lead).sort();
  return (
    <figure className="flow-leadership" aria-label="Who believed it led, over virtual time">
      {replicas.map((r) => (
        <div key={r} className="flow-lead-row">
          <span className="flow-lead-name">{r}</span>
          <span className="flow-lead-track">
            {(lead[r] ?? []).map(([a, b]) => (
              <span key={a} className="flow-lead-bar" style={{ left: pct(a), width: `calc(${pct(b)} - ${pct(a)})` }} />
            ))}
            {both.map(([a, b]) => (
              <span
                key={`gap-${a}`}
                className="flow-lead-gap"
                style={{ left: pct(a), width: `max(3px, calc(${pct(b)} - ${pct(a)}))` }}
              />
            ))}
          </span>
        </div>
      ))}
      <figcaption className="muted">
        {replicas
          .map((r) => `${r} led ${(lead[r] ?? []).map(([a, b]) => `${secs(a)}–${secs(b)}`).join(", ") || "never"}`)
          .join("; ")}
        .{" "}
        {total > 0 ? (
          <strong className="flow-lead-gap-text">
            Fencing gap: two replicas believed they led for {Math.round(total)} ms (from {secs(both[0]?.[0] ?? 0)}).
          </strong>
        ) : (
          "Never two leaders at once."
        )}
      </figcaption>
    </figure>
  );
}
