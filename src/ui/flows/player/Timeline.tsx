/**
 * Timeline: virtual time from the start of the run to its end. Drag (or arrow) the slider to
 * scrub; the lesson's steps are marked on it and each marker jumps to its step.
 */
import type { FlowStepBinding } from "../../../worker/flow-session";

interface Props {
  endT: number;
  t: number;
  pos: number;
  length: number;
  steps: readonly FlowStepBinding[];
  current: number | undefined;
  titles: Map<number, string>;
  onScrub: (t: number) => void;
  onStep: (n: number) => void;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

export function Timeline({ endT, t, pos, length, steps, current, titles, onScrub, onStep }: Props) {
  const end = Math.max(1, endT);
  // Stack markers that would overlap into rows.
  const placed: Array<{ n: number; left: number; row: number; t: number }> = [];
  const lastLeftInRow: number[] = [];
  for (const s of [...steps]
    .filter((x) => x.t !== null)
    .sort((a, b) => (a.t as number) - (b.t as number) || a.n - b.n)) {
    const left = ((s.t as number) / end) * 100;
    let row = 0;
    while ((lastLeftInRow[row] ?? -100) > left - 3.2) row++;
    lastLeftInRow[row] = left;
    placed.push({ n: s.n, left, row, t: s.t as number });
  }
  const rows = Math.max(1, lastLeftInRow.length);
  return (
    <div className="flow-timeline">
      <div className="flow-markers" style={{ height: `${rows * 26}px` }}>
        {placed.map((m) => (
          <button
            key={m.n}
            type="button"
            className={`flow-marker${m.n === current ? " current" : ""}`}
            style={{ left: `${m.left}%`, top: `${m.row * 26}px` }}
            onClick={() => onStep(m.n)}
            aria-label={`Step ${m.n} at ${secs(m.t)}: ${titles.get(m.n) ?? ""}`}
            title={`Step ${m.n} at ${secs(m.t)}: ${titles.get(m.n) ?? ""}`}
          >
            {m.n}
          </button>
        ))}
      </div>
      <input
        type="range"
        className="flow-scrub"
        min={0}
        max={end}
        step={Math.max(1, Math.round(end / 1000))}
        value={Math.min(end, t)}
        aria-label="Virtual time"
        aria-valuetext={`${secs(t)}, event ${pos.toLocaleString()} of ${length.toLocaleString()}`}
        onChange={(e) => onScrub(Number(e.target.value))}
      />
      <div className="flow-time-row">
        <span>0 s</span>
        <span>
          <strong>{secs(t)}</strong> · event {pos.toLocaleString()} of {length.toLocaleString()}
        </span>
        <span>{secs(end)}</span>
      </div>
    </div>
  );
}
