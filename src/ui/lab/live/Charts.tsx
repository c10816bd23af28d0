/**
 * Charts: reconciles and writes per second of virtual time, drawn with uPlot. uPlot and its
 * stylesheet load only when the first chart mounts (never in the first page load), through
 * loadUPlot's short tasks.
 */
import { useEffect, useRef, useState } from "react";
import type uPlotType from "uplot";
import type { LiveSeries } from "../../../worker";
import { loadUPlot } from "../../app/loadUPlot";
import { ChartsFailed } from "../../app/ChartsFailed";
import { formatNumber } from "../../app/formatNumber";

type Plot = uPlotType;

const ticks = (_u: Plot, splits: number[]) => splits.map((v) => formatNumber(v));
const legend = (_u: Plot, v: number | null) => (v == null ? "--" : formatNumber(v));

export function Charts({ series }: { series: LiveSeries | undefined }) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<Plot | undefined>(undefined);
  const latest = useRef(series);
  /** failed: why uPlot could not be loaded (a chunk missing offline); the totals still count. */
  const [failed, setFailed] = useState<string>();

  useEffect(() => {
    let disposed = false;
    loadUPlot().then(
      (UPlot) => {
        if (disposed || !host.current) return;
        const s = latest.current ?? { t: [0], reconciles: [0], writes: [0] };
        const width = Math.max(240, host.current.clientWidth);
        plot.current = new UPlot(
          {
            width,
            height: 150,
            scales: { x: { time: false } },
            // Ticks and legend values through formatNumber, not uPlot's Intl.NumberFormat (see loadUPlot).
            axes: [
              {
                label: "virtual seconds",
                stroke: "currentColor",
                grid: { stroke: "rgba(128,128,128,0.2)" },
                values: ticks,
              },
              { stroke: "currentColor", grid: { stroke: "rgba(128,128,128,0.2)" }, values: ticks },
            ],
            series: [
              { value: legend },
              { label: "reconciles/s", stroke: "#3b82f6", width: 2, value: legend },
              { label: "writes/s", stroke: "#e0792b", width: 2, value: legend },
            ],
          },
          [s.t, s.reconciles, s.writes],
          host.current,
        );
        host.current.dataset.ready = "true";
      },
      (e: unknown) => {
        if (!disposed) setFailed(e instanceof Error ? e.message : String(e));
      },
    );
    const onResize = () => {
      if (plot.current && host.current)
        plot.current.setSize({ width: Math.max(240, host.current.clientWidth), height: 150 });
    };
    window.addEventListener("resize", onResize);
    return () => {
      disposed = true;
      window.removeEventListener("resize", onResize);
      plot.current?.destroy();
      plot.current = undefined;
    };
  }, []);

  useEffect(() => {
    latest.current = series;
    if (plot.current && series) plot.current.setData([series.t, series.reconciles, series.writes]);
  }, [series]);

  const total = (a: number[] | undefined) => (a ?? []).reduce((x, y) => x + y, 0);
  return (
    <section className="live-panel live-charts" aria-labelledby="live-charts-h">
      <h3 id="live-charts-h">Reconciles and writes per second</h3>
      <p className="muted">
        {total(series?.reconciles)} reconciles and {total(series?.writes)} writes so far
      </p>
      {failed === undefined ? (
        <div ref={host} className="live-chart" aria-hidden="true" />
      ) : (
        <ChartsFailed reason={failed} />
      )}
    </section>
  );
}
