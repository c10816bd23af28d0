/**
 * ChartsFailed says that a chart's library (uPlot, loaded on first use) could not be loaded, and
 * why, in place of the plots: the numbers given with the charts still follow the run. A reload tries
 * the load again (loadUPlot forgets a failed one).
 */
export function ChartsFailed({ reason }: { reason: string }) {
  return (
    <p className="charts-failed" role="status">
      The charts could not be loaded ({reason}). The numbers given here still follow the run; reload the page to try
      again.
    </p>
  );
}
