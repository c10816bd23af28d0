/**
 * Lanes: the picture. One vertical lane per participant, one row per trace event, newest at the
 * bottom: an arrow from the lane that acted to the lane it reached (a pill when it stayed on one
 * lane). The newest message travels along its arrow (unless the reader prefers reduced motion).
 * Rows are clickable for details; the event log offers the same details to the keyboard.
 */
import { memo, useEffect, useRef } from "react";
import type { TraceEvent } from "../../../engine";
import type { WorldView } from "../../../engine";
import { messagesOf, type Message } from "./lanes";
import { formatNumber } from "../../app/formatNumber";
import { countOf } from "../../app/countOf";

const ROWS = 12;
const GUTTER = 64;

const HEAD = 72;
const ROW_H = 28;

export interface LaneDef {
  id: string;
  name: string;
}

interface Props {
  lanes: readonly LaneDef[];
  /** events: the window the worker sent; only those before pos are drawn. */
  window: readonly TraceEvent[];
  windowStart: number;
  pos: number;
  view: WorldView | undefined;
  onSelect: (seq: number) => void;
  /** fast: frames replace each other (fast play, no transitions); rows are kept by slot, not by
   * event, so a frame updates the rows it has instead of making new ones. */
  fast?: boolean;
}

function wrap(name: string, max: number): string[] {
  if (name.length <= max) return [name];
  const words = name.split(" ");
  const lines: string[] = [""];
  for (const w of words) {
    const cur = lines[lines.length - 1] as string;
    if (cur && (cur + " " + w).length > max) lines.push(w);
    else lines[lines.length - 1] = cur ? `${cur} ${w}` : w;
  }
  return lines.slice(0, 3);
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** laneBadge: a short live status under a lane's name (leader, queue depth, workers busy). */
function laneBadge(id: string, view: WorldView | undefined): string | undefined {
  if (!view) return undefined;
  const proc =
    view.processes.find((p) => p.replica === id) ?? (id !== "api" ? view.processes.find((p) => p.leader) : undefined);
  if (!proc) return undefined;
  if (id.startsWith("mgr-")) {
    if (proc.nodeDead) return "node dead";
    if (proc.partitioned) return "partitioned";
    return proc.leader ? "leader" : (proc.state ?? "standby");
  }
  const ctl = proc.controllers?.[0];
  const q = ctl?.queue as
    { ready?: unknown[]; waiting?: unknown[]; readyCount?: number; waitingCount?: number } | undefined;
  if (id === "queue" && q)
    return `${formatNumber(q.readyCount ?? q.ready?.length ?? 0)} ready · ${formatNumber(q.waitingCount ?? q.waiting?.length ?? 0)} waiting`;
  if ((id === "worker" || id === "manager") && ctl) return `${ctl.activeWorkers}/${ctl.workers} busy`;
  if (id === "informer" && proc.cache)
    return proc.cache.kinds.length === 0
      ? "no informers yet"
      : proc.cache.kinds.every((k) => k.synced)
        ? "synced"
        : "syncing";
  return undefined;
}

function Row({
  m,
  e,
  y,
  x,
  newest,
  age,
  onSelect,
  width,
}: {
  m: Message;
  e: TraceEvent;
  y: number;
  x: (lane: string) => number;
  width: number;
  newest: boolean;
  age: number;
  onSelect: (seq: number) => void;
}) {
  const x1 = x(m.from);
  const x2 = x(m.to);
  const self = x1 === x2;
  const cls = `flow-msg kind-${m.kind}${m.failed ? " failed" : ""}${newest ? " newest" : ""}`;
  const opacity = newest ? 1 : Math.max(0.45, 1 - age * 0.05);
  const label = clip(m.label, 46);
  return (
    <g
      className={cls}
      opacity={opacity}
      onClick={() => onSelect(e.seq)}
      data-seq={e.seq}
      style={{ transform: `translate(0px, ${y}px)` }}
    >
      <title>{`${(e.t / 1000).toFixed(3)} s · ${e.type} · ${m.label}`}</title>
      <rect className="flow-row-hit" x={0} y={-ROW_H / 2} width="100%" height={ROW_H} />
      <text className="flow-time" x={GUTTER - 8} y={4} textAnchor="end">
        {(e.t / 1000).toFixed(e.t < 10_000 ? 3 : 1)}
      </text>
      {self ? (
        <>
          <circle className="flow-dot" cx={x1} cy={0} r={6} />
          <text
            className="flow-label"
            x={x1 > width * 0.6 ? x1 - 12 : x1 + 12}
            y={4}
            textAnchor={x1 > width * 0.6 ? "end" : "start"}
          >
            {label}
          </text>
        </>
      ) : (
        <>
          <line
            className="flow-arrow"
            x1={x1}
            y1={0}
            x2={x2 - Math.sign(x2 - x1) * 7}
            y2={0}
            markerEnd={`url(#flow-head-${m.kind})`}
          />
          <text className="flow-label" x={(x1 + x2) / 2} y={-6} textAnchor="middle">
            {label}
          </text>
          {newest && (
            <circle className="flow-travel" cx={x2} cy={0} r={5} style={{ ["--dx" as string]: `${x1 - x2}px` }} />
          )}
        </>
      )}
    </g>
  );
}

const KINDS = ["request", "watch", "cache", "handler", "queue", "reconcile", "lease", "fault", "other"] as const;

export const Lanes = memo(function Lanes({ lanes, window, windowStart, pos, view, onSelect, fast = false }: Props) {
  const ids = lanes.map((l) => l.id);
  const all = messagesOf(window, ids);
  const upto = Math.max(0, pos - windowStart);
  const first = Math.max(0, upto - ROWS);
  const rows = window.slice(first, upto);
  const msgs = all.slice(first, upto);
  const LANE_W = lanes.length <= 4 ? 190 : 132;
  const width = GUTTER + lanes.length * LANE_W;
  const height = HEAD + ROWS * ROW_H + 12;
  const x = (id: string) => GUTTER + (Math.max(0, ids.indexOf(id)) + 0.5) * LANE_W;
  const newestMsg = msgs[msgs.length - 1];
  const focusX = newestMsg ? (x(newestMsg.from) + x(newestMsg.to)) / 2 : undefined;
  const svgRef = useRef<SVGSVGElement>(null);
  // On a narrow screen the lanes scroll sideways: keep the newest message in view (also when
  // the screen turns or the window narrows).
  useEffect(() => {
    const svg = svgRef.current;
    const box = svg?.parentElement;
    if (!svg || !box || focusX === undefined) return;
    const follow = () => {
      if (box.scrollWidth <= box.clientWidth + 1) return;
      box.scrollLeft = Math.max(0, focusX * (svg.clientWidth / width) - box.clientWidth / 2);
    };
    follow();
    const ro = new ResizeObserver(follow);
    ro.observe(box);
    return () => ro.disconnect();
  }, [focusX, width]);
  const dead = (id: string) => view?.processes.find((p) => p.replica === id)?.nodeDead === true;
  return (
    <svg
      ref={svgRef}
      className="flow-lanes"
      style={{ minWidth: `${width}px` }}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Sequence picture: ${lanes.map((l) => l.name).join(", ")}; the last ${countOf(rows.length, "event")}, newest at the bottom. The event log below lists them as text.`}
    >
      <defs>
        {KINDS.map((k) => (
          <marker
            key={k}
            id={`flow-head-${k}`}
            className={`kind-${k}`}
            viewBox="0 0 10 10"
            refX="2"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className="flow-head" />
          </marker>
        ))}
      </defs>
      {lanes.map((l) => {
        const cx = x(l.id);
        const lines = wrap(l.name, Math.floor((LANE_W - 14) / 8)); // ~8 px a character at 12.5 px semibold
        const badge = laneBadge(l.id, view);
        return (
          <g key={l.id} className={`flow-lane${dead(l.id) ? " dead" : ""}`}>
            <line className="flow-lane-line" x1={cx} y1={HEAD - 4} x2={cx} y2={height} />
            <rect
              className="flow-lane-head"
              x={cx - LANE_W / 2 + 6}
              y={4}
              width={LANE_W - 12}
              height={HEAD - 14}
              rx={8}
            />
            {lines.map((s, i) => (
              <text
                key={i}
                className="flow-lane-name"
                x={cx}
                y={20 + i * 13 - (lines.length - 1) * 3}
                textAnchor="middle"
              >
                {s}
              </text>
            ))}
            {badge && (
              <text className="flow-lane-badge" x={cx} y={HEAD - 15} textAnchor="middle">
                {badge}
              </text>
            )}
          </g>
        );
      })}
      {rows.map((e, i) => (
        <Row
          // By event when rows slide (each keeps its element through the transition); by slot in
          // fast play, where new elements every frame were ~35 nodes of garbage a frame (40,000
          // over a Flow 19 play, swept on the main thread in one 70-110 ms task on a busy machine).
          key={fast ? `slot-${ROWS - rows.length + i}` : e.seq}
          m={msgs[i] as Message}
          e={e}
          y={HEAD + (ROWS - rows.length + i + 0.5) * ROW_H + 6}
          x={x}
          width={width}
          newest={i === rows.length - 1}
          age={rows.length - 1 - i}
          onSelect={onSelect}
        />
      ))}
      {rows.length === 0 && (
        <text className="flow-empty" x={width / 2} y={HEAD + (ROWS / 2) * ROW_H} textAnchor="middle">
          Nothing has happened yet. Press play, or → to take one event.
        </text>
      )}
    </svg>
  );
});
