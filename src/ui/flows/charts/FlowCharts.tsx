/**
 * FlowCharts draws the run's workqueue depth, reconciles per second and API writes per second
 * over virtual time (uPlot, loaded lazily), with a cursor at the player's current time. The
 * caption states the three values at that time, so the charts have a text equivalent. The plots
 * are made once per mount, each in a task of its own; a growing run's new series is set into them.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import type { FlowSeries } from "../../../worker";
import type uPlotType from "uplot";
import { valuesAt } from "./values";
import { yAxisWidth, yTicks } from "./ticks";
import "./charts.css";
import { formatNumber } from "../../app/formatNumber";
import { loadUPlot } from "../../app/loadUPlot";
import { ChartsFailed } from "../../app/ChartsFailed";
import { countOf } from "../../app/countOf";
import { formatMetric } from "../variants";

export interface FlowChartsProps {
  series: FlowSeries;
  /** time is the player's virtual time in ms; the cursor follows it. */
  time: number;
  /** height of each of the three charts, in CSS px (default 96). */
  height?: number;
  /** onDrawn is called once the three plots are made and drawn, or once uPlot failed to load. */
  onDrawn?: () => void;
}

const CHARTS = [
  { key: "queueDepth", title: "Workqueue depth", unit: "keys", integer: true },
  { key: "reconcilesPerSec", title: "Reconciles per second", unit: "/s", integer: false },
  { key: "writesPerSec", title: "API writes per second", unit: "/s", integer: false },
] as const;

type UPlot = uPlotType;

/**
 * sharedYAxisWidth is the y axis width of all three charts: the widest any of them needs, so that
 * their plotting areas, and with them their time axes, line up under each other.
 */
function sharedYAxisWidth(series: FlowSeries): number {
  let width = 0;
  for (const c of CHARTS) {
    const max = series[c.key].reduce((m, x) => (x > m ? x : m), 0);
    width = Math.max(width, yAxisWidth(yTicks(max, 2, c.integer).ticks.map((t) => formatNumber(t))));
  }
  return width;
}

/**
 * resolveColor turns a theme token (which may be a light-dark() pair) into the rgb() the
 * canvas can use, by letting the browser compute it on a probe element.
 */
function resolveColor(host: HTMLElement | null | undefined, token: string, fallback: string): string {
  if (!host) return fallback;
  const probe = document.createElement("span");
  probe.style.color = `var(${token}, ${fallback})`;
  host.appendChild(probe);
  const c = getComputedStyle(probe).color;
  probe.remove();
  return c || fallback;
}

/** withAlpha makes "rgb(r, g, b)" translucent; other forms are returned unchanged. */
function withAlpha(rgb: string, a: number): string {
  const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(rgb);
  return m ? `rgba(${m[1]}, ${m[2]}, ${m[3]}, ${a})` : rgb;
}

export function FlowCharts({ series, time, height = 96, onDrawn }: FlowChartsProps) {
  const hosts = useRef<Array<HTMLDivElement | null>>([]);
  const plots = useRef<UPlot[]>([]);
  const timeRef = useRef(time);
  const seriesRef = useRef(series);
  const yWidth = useRef(sharedYAxisWidth(series));
  const drawnRef = useRef(onDrawn);
  useEffect(() => {
    drawnRef.current = onDrawn;
  }, [onDrawn]);
  const now = useMemo(() => valuesAt(series, time), [series, time]);
  /** failed: why uPlot could not be loaded (a chunk missing offline); the caption still follows the run. */
  const [failed, setFailed] = useState<string>();

  // The plots are made once: a growing run sends a new series every second or so, and making
  // three plots again each time (DOM, canvases, colours read from styles) was a long task.
  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Each step below is a task of its own: uPlot's module is evaluated in the task that loads it,
    // then the theme's colours are read (a style recalculation), then each plot is made. Making
    // the first plot in the loading task (uPlot's code compiled on first use) was a 50-60 ms task
    // on the 2-core machine while the engine's worker computed the run.
    const start = (uPlot: typeof uPlotType) => {
      if (cancelled) return;
      const root = hosts.current[0];
      const color = (v: string, fallback: string) => resolveColor(root, v, fallback);
      const stroke = [color("--accent", "#1d4ed8"), color("--success", "#05603a"), color("--warning", "#8a4b00")];
      const axis = { stroke: color("--muted", "#556070"), grid: { stroke: color("--border", "#d3d9e2"), width: 1 } };
      const fg = color("--fg", "#1b2330");
      const make = (i: number) => {
        const c = CHARTS[i]!;
        const s = seriesRef.current;
        const host = hosts.current[i] as HTMLDivElement;
        return new uPlot(
          {
            width: Math.max(200, host.clientWidth),
            height,
            legend: { show: false },
            cursor: { show: false },
            // x from the run's start (a point stands at its bucket's end, the first one after 0);
            // y from 0 to a round top the data stays under, so the axis labels its scale (yTicks)
            scales: {
              x: { time: false, range: (_u, _min, max) => [0, max] },
              y: { range: (_u, _min, max) => [0, yTicks(max, 2, c.integer).top] },
            },
            axes: [
              { ...axis, size: 28, values: (_u, ts) => ts.map((t) => `${t}s`) },
              // wide enough for the longest tick label ("20,000" was clipped at a fixed 44 px)
              {
                ...axis,
                splits: (u) => yTicks(u.scales.y?.max ?? 0, 2, c.integer).ticks,
                // one width for the three charts (sharedYAxisWidth), so their time axes line up
                size: () => yWidth.current,
                // formatNumber, not uPlot's Intl.NumberFormat (see loadUPlot); the labels drawn are
                // also the host's data-y-labels (the canvas holds no text to read)
                values: (_u, ticks) => {
                  const labels = ticks.map((v) => formatNumber(v));
                  host.dataset.yLabels = labels.join(" ");
                  return labels;
                },
              },
            ],
            series: [{}, { stroke: stroke[i], width: 1.5, fill: withAlpha(stroke[i] ?? "", 0.18) }],
            hooks: {
              draw: [
                (u) => {
                  const x = u.valToPos(timeRef.current / 1000, "x", true);
                  const ctx = u.ctx;
                  ctx.save();
                  ctx.strokeStyle = fg;
                  ctx.lineWidth = 1.5 * devicePixelRatio;
                  ctx.beginPath();
                  ctx.moveTo(x, u.bbox.top);
                  ctx.lineTo(x, u.bbox.top + u.bbox.height);
                  ctx.stroke();
                  ctx.restore();
                },
              ],
            },
          },
          [s.t, s[c.key]],
          host,
        );
      };
      // One plot per task: making a plot (DOM, canvases, axes, first draw) is 4-7 ms of CPU, and
      // the three in one task were the longest task of switching a Flow 19 variant (21 ms).
      const next = (i: number) => {
        if (cancelled) return;
        if (i < CHARTS.length) {
          plots.current.push(make(i));
          timer = setTimeout(() => next(i + 1), 0);
          return;
        }
        observer = new ResizeObserver(() => {
          plots.current.forEach((p, i) =>
            p.setSize({ width: Math.max(200, hosts.current[i]?.clientWidth ?? 200), height }),
          );
        });
        hosts.current.forEach((h) => h && observer?.observe(h));
        drawnRef.current?.();
      };
      timer = setTimeout(() => next(0), 0);
    };
    loadUPlot().then(
      (uPlot) => {
        if (!cancelled) timer = setTimeout(() => start(uPlot), 0);
      },
      (e: unknown) => {
        if (cancelled) return;
        setFailed(e instanceof Error ? e.message : String(e));
        // nothing more will be drawn: the run and the variants' figures need not wait for it
        drawnRef.current?.();
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      observer?.disconnect();
      plots.current.forEach((p) => p.destroy());
      plots.current = [];
    };
  }, [height]);

  // A new series (the run grew) goes into the plots made already.
  useEffect(() => {
    if (seriesRef.current === series) return;
    seriesRef.current = series;
    yWidth.current = sharedYAxisWidth(series);
    plots.current.forEach((p, i) => {
      const c = CHARTS[i];
      if (c) p.setData([series.t, series[c.key]]);
    });
  }, [series]);

  useEffect(() => {
    timeRef.current = time;
    plots.current.forEach((p) => p.redraw(false, false));
  }, [time]);

  return (
    <figure
      className="flow-charts"
      aria-label="Workqueue depth, reconciles per second and API writes per second over virtual time"
    >
      {failed === undefined ? (
        CHARTS.map((c, i) => (
          <div key={c.key} className="flow-chart">
            <div className="flow-chart-title" aria-hidden="true">
              {c.title}
            </div>
            <div
              className="flow-chart-plot"
              style={{ minHeight: height }}
              ref={(el) => {
                hosts.current[i] = el;
              }}
            />
          </div>
        ))
      ) : (
        <ChartsFailed reason={failed} />
      )}
      <figcaption className="flow-charts-now" aria-live="off">
        At {formatNumber(time / 1000, 2)} s: queue depth {formatNumber(now.queueDepth)},{" "}
        {formatNumber(now.reconcilesPerSec)} reconciles/s, {formatNumber(now.writesPerSec)} API writes/s (peaks over the
        run: {countOf(now.peakDepth, "key")}, {formatNumber(now.peakReconciles)} reconciles/s,{" "}
        {formatNumber(now.peakWrites)} writes/s). Depth is the most keys queued at once in each{" "}
        {formatMetric("ms", series.bucketMs)}; rates are taken over the {formatMetric("ms", series.rateWindowMs)} before
        each point.
        {series.setupWrites > 0 &&
          ` API writes count from ${formatNumber(series.writesFromMs / 1000, 2)} s, when the controllers start: the ${formatNumber(series.setupWrites)} writes before it set up the cluster the story starts from.`}
      </figcaption>
    </figure>
  );
}
