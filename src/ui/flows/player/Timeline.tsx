/**
 * Timeline: virtual time from the start of the run to its end. Drag (or arrow) the slider to
 * scrub; the lesson's steps are marked on it and each marker jumps to its step.
 */
import type { FlowStepBinding } from "../../../worker";
import { formatNumber } from "../../app/formatNumber";

interface Props {
  endT: number;
  t: number;
  /** scrubT: the time the learner scrubbed to, while that scrub is the latest move (the slider's value). */
  scrubT?: number | undefined;
  pos: number;
  length: number;
  steps: readonly FlowStepBinding[];
  current: number | undefined;
  titles: Map<number, string>;
  onScrub: (t: number) => void;
  onStep: (n: number) => void;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

export function Timeline({ endT, t, scrubT, pos, length, steps, current, titles, onScrub, onStep }: Props) {
  const end = Math.max(1, endT);
  // The slider runs in thousandths of the run, so its ends are exactly the run's ends.
  const SCALE = 1000;
  // Markers closer than a marker's width merge into one group button (it jumps to the first).
  const groups: Array<{ ns: number[]; left: number; t: number }> = [];
  for (const s of [...steps]
    .filter((x) => x.t !== null)
    .sort((a, b) => (a.t as number) - (b.t as number) || a.n - b.n)) {
    const left = ((s.t as number) / end) * 100;
    const last = groups[groups.length - 1];
    if (last && left - last.left < 3.5) last.ns.push(s.n);
    else groups.push({ ns: [s.n], left, t: s.t as number });
  }
  const label = (ns: number[]) => (ns.length === 1 ? String(ns[0]) : `${ns[0]}–${ns[ns.length - 1]}`);
  return (
    <div className="flow-timeline">
      <div className="flow-markers">
        {groups.map((g) => {
          const what = g.ns.map((n) => `${n}. ${titles.get(n) ?? ""}`).join("; ");
          return (
            <button
              key={g.ns[0]}
              type="button"
              className={`flow-marker${current !== undefined && g.ns.includes(current) ? " current" : ""}`}
              style={{ left: `${g.left}%` }}
              onClick={() => onStep(g.ns[0] as number)}
              aria-label={`${g.ns.length === 1 ? "Step" : "Steps"} ${label(g.ns)} at ${secs(g.t)}: ${what}`}
              title={`${secs(g.t)}: ${what}`}
            >
              {label(g.ns)}
            </button>
          );
        })}
      </div>
      <input
        type="range"
        className="flow-scrub"
        min={0}
        max={SCALE}
        step={1}
        value={Math.round((Math.min(end, scrubT ?? t) / end) * SCALE)}
        aria-label="Virtual time"
        aria-valuetext={`${secs(t)}, event ${formatNumber(pos)} of ${formatNumber(length)}`}
        onChange={(e) => onScrub((Number(e.target.value) / SCALE) * end)}
      />
      <div className="flow-time-row">
        <span>0 s</span>
        <span>
          <strong>{secs(t)}</strong> · event {formatNumber(pos)} of {formatNumber(length)}
        </span>
        <span>{secs(end)}</span>
      </div>
    </div>
  );
}
