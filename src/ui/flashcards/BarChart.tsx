/** BarChart draws day counts as an SVG bar chart, with the numbers also available as a table. */
import { useId } from "react";
import type { DayCount } from "./stats";

const W = 600;
const H = 140;
const PAD = 24;

export function BarChart({ data, title, summary, unit }: { data: DayCount[]; title: string; summary: string; unit: string }) {
  const id = useId();
  const max = Math.max(1, ...data.map((d) => d.count));
  const slot = (W - PAD) / Math.max(1, data.length);
  const bar = Math.max(2, slot - 3);
  return (
    <figure className="cards-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} preserveAspectRatio="none">
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        <line x1={PAD} x2={W} y1={H - PAD} y2={H - PAD} className="cards-axis" />
        <text x={0} y={12} className="cards-axis-label">
          {max}
        </text>
        <text x={0} y={H - PAD} className="cards-axis-label">
          0
        </text>
        {data.map((d, i) => {
          const h = ((H - PAD - 16) * d.count) / max;
          return (
            <rect key={d.day} x={PAD + i * slot} y={H - PAD - h} width={bar} height={h} className="cards-bar">
              <title>{`${d.day}: ${d.count} ${unit}`}</title>
            </rect>
          );
        })}
        <text x={PAD} y={H - 6} className="cards-axis-label">
          {data[0]?.day}
        </text>
        <text x={W} y={H - 6} textAnchor="end" className="cards-axis-label">
          {data[data.length - 1]?.day}
        </text>
      </svg>
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
