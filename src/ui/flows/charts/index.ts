/**
 * src/ui/flows/charts: the run's workqueue depth, reconciles/s and API writes/s over virtual
 * time, drawn with uPlot (imported lazily, so it costs nothing until a chart shows).
 *
 * <FlowCharts series time height? />
 * - series: FlowSeries from the flow worker's "open" response (`opened.series`): bucketed
 *   t (s), queueDepth, reconcilesPerSec, writesPerSec. Re-created when it changes.
 * - time: the player's current virtual time in ms (frame.t); a cursor line follows it and
 *   the caption reads the three values at that time (the text equivalent).
 * - height: px per chart (default 96).
 * Helper: valuesAt(series, timeMs).
 */
export { FlowCharts, type FlowChartsProps } from "./FlowCharts";
export { valuesAt, type ChartValues } from "./values";
