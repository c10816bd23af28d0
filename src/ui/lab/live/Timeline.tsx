/**
 * Timeline: the run's reconciles, one lane per manager process. The learner picks how much of
 * the run to see (the last 30 s, 2 min, 10 min, or the whole run) and can scroll the window
 * back in time. Each lane draws the reconciles kept in detail as bars from start to end,
 * coloured by outcome (ok, error, requeue), and under them one column per second (or per group
 * of seconds on long runs) whose height is how many reconciles started then: the whole run is
 * counted, at a cost bounded by the number of columns, not of reconciles.
 * A lane is drawn as one SVG path per colour (not an element per bar), so a frame of a busy run
 * updates a handful of attributes instead of hundreds of elements.
 */
import { useState } from "react";
import type { LiveReconcile } from "../../../worker";
import { secs } from "./format";
import { outcomeOf, type Counts, type Outcome, type ReconcileBuckets } from "./buckets";
import { MAX_RECONCILES } from "./useLiveRun";
import { countOf } from "../../app/countOf";

const W = 600;
const LANE = 32;
const BAR_H = 16;
/** MAX_COLUMNS: at most this many count columns per lane; longer windows group seconds. */
const MAX_COLUMNS = 200;
/** BARS_UP_TO_S: windows longer than this draw the counts only (bars would be specks). */
const BARS_UP_TO_S = 600;

const WINDOWS = [
  { label: "last 30 s", ms: 30_000 },
  { label: "last 2 min", ms: 120_000 },
  { label: "last 10 min", ms: 600_000 },
  { label: "whole run", ms: 0 },
];

/** worst is the colour of a column: any error, else any requeue, else ok. */
const worst = (c: Counts) => (c.error ? "error" : c.requeue ? "requeue" : "ok");

export function Timeline({
  reconciles,
  buckets,
  now,
}: {
  reconciles: LiveReconcile[];
  buckets: ReconcileBuckets;
  now: number;
}) {
  const [span, setSpan] = useState(30_000);
  /** back: how far before now the window ends (0 follows the run); the slider drags it back in time. */
  const [back, setBack] = useState(0);
  const whole = span === 0;
  const to = whole ? now : Math.max(0, now - Math.min(back, now));
  const from = whole ? 0 : Math.max(0, to - span);
  const width = Math.max(1, to - from);
  const x = (t: number) => ((t - from) / width) * W;

  const detail = reconciles.filter((r) => (r.end ?? now) >= from && r.start <= to);
  const lanes = [...new Set([...buckets.lanes.keys(), ...detail.map((r) => r.manager)])].sort();
  const firstSecond = Math.floor(from / 1000);
  const lastSecond = Math.floor(to / 1000);
  const group = Math.max(1, Math.ceil((lastSecond - firstSecond + 1) / MAX_COLUMNS));
  const totals = { ok: 0, requeue: 0, error: 0 };
  const columns = new Map<string, Array<{ t: number; c: Counts }>>();
  let peak = 1;
  for (const m of lanes) {
    const lane = buckets.lanes.get(m);
    const cols: Array<{ t: number; c: Counts }> = [];
    for (let s = firstSecond; lane && s <= lastSecond; s += group) {
      const c = { ok: 0, requeue: 0, error: 0 };
      for (let k = s; k < s + group && k <= lastSecond; k++) {
        const b = lane.get(k);
        if (!b) continue;
        c.ok += b.ok;
        c.requeue += b.requeue;
        c.error += b.error;
      }
      const n = c.ok + c.requeue + c.error;
      if (!n) continue;
      totals.ok += c.ok;
      totals.requeue += c.requeue;
      totals.error += c.error;
      peak = Math.max(peak, n);
      cols.push({ t: s * 1000, c });
    }
    columns.set(m, cols);
  }
  const running = detail.filter((r) => r.end === undefined).length;
  const bars = (to - from) / 1000 <= BARS_UP_TO_S;
  const oldest = reconciles[0]?.start ?? 0;
  const finished = totals.ok + totals.requeue + totals.error;
  const summary =
    `${countOf(finished, "reconcile")} finished between ${secs(from)} and ${secs(to)}: ${totals.ok} ok, ` +
    `${totals.requeue} requeued, ${totals.error} failed` +
    (running ? `; ${running} running` : "") +
    (group > 1 ? `. Each column is ${group} s.` : ".") +
    (bars && from < oldest && reconciles.length >= MAX_RECONCILES
      ? ` Bars show the last ${MAX_RECONCILES} reconciles (from ${secs(oldest)}); the columns count all.`
      : "");
  const colW = Math.max(1, (group * 1000 * W) / width - 0.5);

  return (
    <section className="live-panel live-timeline" aria-labelledby="live-timeline-h">
      <h3 id="live-timeline-h">Reconcile timeline</h3>
      <div className="live-timeline-controls">
        <label>
          Show{" "}
          <select
            value={span}
            onChange={(e) => {
              setSpan(Number(e.target.value));
              setBack(0);
            }}
          >
            {WINDOWS.map((w) => (
              <option key={w.ms} value={w.ms}>
                {w.label}
              </option>
            ))}
          </select>
        </label>
        {!whole && now > span && (
          <label>
            Window ends at{" "}
            <input
              type="range"
              min={span}
              max={now}
              step={1000}
              value={to}
              onChange={(e) => setBack(Math.max(0, now - Number(e.target.value)))}
              aria-valuetext={secs(to)}
            />
          </label>
        )}
        {!whole && back > 0 && (
          <button type="button" className="link" onClick={() => setBack(0)}>
            Follow the run
          </button>
        )}
      </div>
      <p className="muted">{summary}</p>
      {lanes.map((m) => (
        <div key={m} className="live-lane">
          <span className="lane-label">{m}</span>
          <svg viewBox={`0 0 ${W} ${LANE}`} preserveAspectRatio="none" aria-hidden="true">
            <line x1={0} x2={W} y1={BAR_H / 2 + 1} y2={BAR_H / 2 + 1} className="lane" />
            {bars && <LanePaths parts={barsOf(detail, m, from, to, now, x)} className="bar" noun="reconciles" />}
            <LanePaths parts={columnsOf(columns.get(m) ?? [], x, colW, peak)} className="bar count" noun="columns" />
          </svg>
        </div>
      ))}
      <div className="live-axis muted">
        <span>{secs(from)}</span>
        <span>{secs(to)}</span>
      </div>
    </section>
  );
}

/** Parts: each colour's rectangles as one path's data, and how many rectangles it holds. */
type Parts = Map<Outcome, { d: string[]; n: number }>;

const r1 = (v: number) => Math.round(v * 10) / 10;
/** rectPath is a rectangle as path data. */
const rectPath = (x: number, y: number, w: number, h: number) => `M${r1(x)} ${r1(y)}h${r1(w)}v${r1(h)}h${r1(-w)}z`;

function add(parts: Parts, o: Outcome, d: string) {
  const p = parts.get(o) ?? { d: [], n: 0 };
  p.d.push(d);
  p.n++;
  parts.set(o, p);
}

/** barsOf: the lane's reconciles in the window, from start to end, by outcome. */
function barsOf(
  detail: LiveReconcile[],
  manager: string,
  from: number,
  to: number,
  now: number,
  x: (t: number) => number,
) {
  const parts: Parts = new Map();
  for (const r of detail) {
    if (r.manager !== manager) continue;
    const x0 = x(Math.max(from, r.start));
    add(parts, outcomeOf(r.outcome), rectPath(x0, 1, Math.max(3, x(Math.min(to, r.end ?? now)) - x0), BAR_H));
  }
  return parts;
}

/** columnsOf: the lane's count columns, by their worst outcome. */
function columnsOf(cols: Array<{ t: number; c: Counts }>, x: (t: number) => number, colW: number, peak: number) {
  const parts: Parts = new Map();
  for (const { t, c } of cols) {
    const h = Math.max(1, ((LANE - BAR_H - 3) * (c.ok + c.requeue + c.error)) / peak);
    add(parts, worst(c), rectPath(x(t), LANE - h, colW, h));
  }
  return parts;
}

const NOUN: Record<Outcome, string> = { ok: "ok", error: "failed", requeue: "requeued", running: "running" };

function LanePaths({ parts, className, noun }: { parts: Parts; className: string; noun: string }) {
  return (
    <>
      {[...parts].map(([o, p]) => (
        <path key={o} d={p.d.join("")} className={`${className} ${o}`}>
          <title>{`${p.n} ${noun}: ${NOUN[o]}`}</title>
        </path>
      ))}
    </>
  );
}
