import type { MetricValue } from "../../../worker";
import { formatNumber } from "../../app/formatNumber";

/** formatMetric prints a computed value in its unit: "18.4 s", "11.6 MB", "4,000", "never". */
export function formatMetric(unit: MetricValue["unit"], value: number | null): string {
  if (value === null) return "never";
  if (unit === "ms") return value < 1000 ? `${value} ms` : `${formatNumber(value / 1000, 1)} s`;
  if (unit === "bytes") {
    if (value < 1024) return `${value} B`;
    if (value < 1024 * 1024) return `${formatNumber(value / 1024, 1)} KiB`;
    return `${formatNumber(value / 1024 / 1024, 1)} MiB`;
  }
  return formatNumber(value);
}

/** changeWord says how the variant moved from the lesson's run, for the table and screen readers. */
export function changeWord(base: number | null, variant: number | null): "higher" | "lower" | "unchanged" {
  const b = base ?? Number.POSITIVE_INFINITY;
  const v = variant ?? Number.POSITIVE_INFINITY;
  return v === b ? "unchanged" : v > b ? "higher" : "lower";
}
