/**
 * FinishedRuns: the headline numbers of runs to their end (a variant's base, a "runMetrics"
 * run), kept per scenario and spec (runSpecKey: key order aside) so that a second ask runs nothing.
 *
 * What is kept is the numbers, not the runs: a finished 20,000-App run of Flow 19 holds about
 * 90 MB of trace and objects, and keeping each run asked for (the cache used to keep up to 9)
 * could take a worker past 600 MB as a learner clicks through variants. Only the latest run's
 * facts stay, for a metric asked of it later (each metric reads the whole trace once, so
 * computing all of them up front would cost 0.4 s per run); a metric asked later of an older
 * run runs it again.
 */
import { runSpecKey, type FlowMetric, type FlowRunSpec } from "../content";
import type { MetricValue, RunFacts } from "./flow-metrics";
import { metricsOf } from "./flow-variants";

interface Finished {
  values: Map<FlowMetric, MetricValue>;
  /** facts: the run itself while it is the latest run; undefined once another run replaced it */
  facts: RunFacts | undefined;
}

/** MAX_KEPT bounds the specs remembered (numbers only: a few hundred bytes each). */
const MAX_KEPT = 64;

export class FinishedRuns {
  private readonly kept = new Map<string, Finished>();
  private latest: Finished | undefined;
  private runs = 0;

  /** metrics answers the metrics of a scenario's run with a spec, calling `run` (the run to its
   * end) only when a metric asked has not been computed and the run's facts are no longer held. */
  metrics(scenario: string, spec: FlowRunSpec, metrics: readonly FlowMetric[], run: () => RunFacts): MetricValue[] {
    const key = `${scenario} ${runSpecKey(spec)}`;
    let f = this.kept.get(key);
    const missing = metrics.filter((m) => f?.values.has(m) !== true);
    if (missing.length > 0) {
      if (f?.facts === undefined) {
        const facts = run();
        this.runs++;
        if (f === undefined) {
          if (this.kept.size >= MAX_KEPT) this.kept.clear();
          this.kept.set(key, (f = { values: new Map(), facts }));
        } else f.facts = facts;
      }
      if (this.latest !== undefined && this.latest !== f) this.latest.facts = undefined;
      this.latest = f;
      for (const v of metricsOf(f.facts!, missing)) f.values.set(v.metric, v);
    }
    return metrics.map((m) => f!.values.get(m)!);
  }

  /** held: how many specs are remembered, how many runs are held whole (at most one), and how
   * many runs were made (for tests and the heap figures). */
  held(): { specs: number; runs: number; ran: number } {
    let runs = 0;
    for (const f of this.kept.values()) if (f.facts !== undefined) runs++;
    return { specs: this.kept.size, runs, ran: this.runs };
  }
}
