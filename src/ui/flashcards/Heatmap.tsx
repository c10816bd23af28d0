/** Heatmap draws a year of reviews as a week-by-weekday SVG grid, summarised in words too. */
import { useId } from "react";
import type { Heatmap as HeatmapData } from "./stats";

const CELL = 11;
const GAP = 2;

/** level buckets a day's count into 0–4 (shade and pattern both follow it). */
function level(count: number, max: number): number {
  if (count === 0) return 0;
  return Math.min(4, Math.ceil((4 * count) / Math.max(1, max)));
}

export function Heatmap({ data }: { data: HeatmapData }) {
  const id = useId();
  const busiest = data.cells.reduce((a, c) => (c.count > a.count ? c : a), data.cells[0] ?? { day: "", count: 0 });
  const summary =
    data.total === 0
      ? "No reviews in the last year yet."
      : `${data.total} review${data.total === 1 ? "" : "s"} on ${data.activeDays} of the last 365 days; the busiest day was ${busiest.day} with ${busiest.count}.`;
  const width = data.weeks * (CELL + GAP);
  const height = 7 * (CELL + GAP);
  return (
    <figure className="cards-chart cards-heatmap">
      <div className="cards-heatmap-scroll">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-labelledby={`${id}-t ${id}-d`}
        >
          <title id={`${id}-t`}>Reviews per day over the last year</title>
          <desc id={`${id}-d`}>{summary}</desc>
          {data.cells.map((c) => (
            <rect
              key={c.day}
              x={c.week * (CELL + GAP)}
              y={c.weekday * (CELL + GAP)}
              width={CELL}
              height={CELL}
              rx={2}
              className={`cards-heat cards-heat-${level(c.count, data.max)}`}
            >
              <title>{`${c.day}: ${c.count} review${c.count === 1 ? "" : "s"}`}</title>
            </rect>
          ))}
        </svg>
      </div>
      <figcaption>
        {summary}{" "}
        <span className="cards-heat-legend" aria-hidden="true">
          Less{" "}
          {[0, 1, 2, 3, 4].map((l) => (
            <svg key={l} width={CELL} height={CELL}>
              <rect width={CELL} height={CELL} rx={2} className={`cards-heat cards-heat-${l}`} />
            </svg>
          ))}{" "}
          More
        </span>
      </figcaption>
    </figure>
  );
}
