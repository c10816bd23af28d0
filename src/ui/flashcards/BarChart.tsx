/**
 * BarChart draws day counts as an SVG bar chart (bars only; labels are HTML so they never
 * stretch), with the numbers also available as a table.
 */
import { useId } from "react";
import type { DayCount } from "./stats";

const W = 600;
const H = 120;

export function BarChart({
  data,
  title,
  summary,
  unit,
}: {
  data: DayCount[];
  title: string;
  summary: string;
  unit: string;
}) {
  const id = useId();
  const max = Math.max(1, ...data.map((d) => d.count));
  const slot = W / Math.max(1, data.length);
  const bar = Math.max(2, slot - 3);
  return (
    <figure className="cards-chart">
      <div className="cards-chart-plot">
        <div className="cards-chart-y" aria-hidden="true">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} preserveAspectRatio="none">
          <title id={`${id}-t`}>{title}</title>
          <desc id={`${id}-d`}>{summary}</desc>
          <line x1={0} x2={W} y1={H - 0.5} y2={H - 0.5} className="cards-axis" vectorEffect="non-scaling-stroke" />
          {data.map((d, i) => {
            const h = ((H - 4) * d.count) / max;
            return (
              <rect key={d.day} x={i * slot} y={H - h} width={bar} height={h} className="cards-bar">
                <title>{`${d.day}: ${d.count} ${unit}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className="cards-chart-x" aria-hidden="true">
          <span>{data[0]?.day}</span>
          <span>{data[data.length - 1]?.day}</span>
        </div>
      </div>
      <figcaption>{summary}</figcaption>
      <details className="cards-chart-table">
        <summary>Show as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{unit}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
