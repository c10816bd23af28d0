/** Labels are Prometheus label pairs. */
export type Labels = Record<string, string>;

/** RECONCILE_TIME_BUCKETS are controller_runtime_reconcile_time_seconds' buckets (fact 68). */
export const RECONCILE_TIME_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.25, 1.5, 1.75,
  2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5, 6, 7, 8, 9, 10, 15, 20, 25, 30, 40, 50, 60,
];

/** Sample is one series' value in a plain-data dump. */
export interface Sample {
  name: string;
  labels: Labels;
  value: number;
  /** histograms only: count, sum and cumulative bucket counts */
  count?: number;
  sum?: number;
  buckets?: number[];
}

function seriesKey(name: string, labels: Labels): string {
  let k = name;
  for (const l of Object.keys(labels).sort()) k += `|${l}=${labels[l]}`;
  return k;
}

/**
 * Registry knows the value of every metric series (counters, gauges, histograms) with the real
 * Prometheus names of controller-runtime and client-go (facts 68–69). Plain data; no timers.
 */
export class Registry {
  private readonly series = new Map<string, Sample>();

  /** series returns the live sample of one series (callers on hot paths keep it and mutate value). */
  handle(name: string, labels: Labels): Sample {
    return this.get(name, labels);
  }

  private get(name: string, labels: Labels): Sample {
    const k = seriesKey(name, labels);
    let s = this.series.get(k);
    if (!s) {
      s = { name, labels: { ...labels }, value: 0 };
      this.series.set(k, s);
    }
    return s;
  }

  /** inc adds by (default 1) to a counter. */
  inc(name: string, labels: Labels, by = 1): void {
    this.get(name, labels).value += by;
  }

  /** set sets a gauge. */
  set(name: string, labels: Labels, value: number): void {
    this.get(name, labels).value = value;
  }

  /** observe records a histogram sample (seconds) against buckets. */
  observe(name: string, labels: Labels, v: number, buckets: readonly number[] = RECONCILE_TIME_BUCKETS): void {
    this.observeInto(this.get(name, labels), v, buckets);
  }

  /** observeInto records a histogram sample into a series handle. */
  observeInto(s: Sample, v: number, buckets: readonly number[] = RECONCILE_TIME_BUCKETS): void {
    if (!s.buckets) {
      s.buckets = buckets.map(() => 0);
      s.count = 0;
      s.sum = 0;
    }
    s.count = (s.count ?? 0) + 1;
    s.sum = (s.sum ?? 0) + v;
    s.value = s.count;
    for (let i = 0; i < buckets.length; i++) if (v <= (buckets[i] as number)) s.buckets[i] = (s.buckets[i] ?? 0) + 1;
  }

  /** value returns a series' value (0 when absent). */
  value(name: string, labels: Labels): number {
    return this.series.get(seriesKey(name, labels))?.value ?? 0;
  }

  /** sum adds a metric's values over every series whose labels include `match`. */
  sum(name: string, match: Labels = {}): number {
    let total = 0;
    for (const s of this.series.values()) {
      if (s.name !== name) continue;
      if (Object.entries(match).every(([k, v]) => s.labels[k] === v)) total += s.value;
    }
    return total;
  }

  /** samples dumps every series, sorted by name then labels. */
  samples(): Sample[] {
    return [...this.series.entries()]
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .map(([, s]) => ({ ...s, labels: { ...s.labels } }));
  }

  /** text renders the Prometheus exposition format (counters and gauges; histogram counts). */
  text(): string {
    return this.samples()
      .map((s) => {
        const l = Object.entries(s.labels)
          .map(([k, v]) => `${k}="${v}"`)
          .join(",");
        return `${s.name}${s.buckets ? "_count" : ""}{${l}} ${s.value}`;
      })
      .join("\n");
  }
}

/** Metric names used by the controller side. */
export const M = {
  reconcileTotal: "controller_runtime_reconcile_total",
  reconcileErrors: "controller_runtime_reconcile_errors_total",
  terminalErrors: "controller_runtime_terminal_reconcile_errors_total",
  reconcilePanics: "controller_runtime_reconcile_panics_total",
  reconcileTimeouts: "controller_runtime_reconcile_timeouts_total",
  reconcileTime: "controller_runtime_reconcile_time_seconds",
  maxConcurrent: "controller_runtime_max_concurrent_reconciles",
  activeWorkers: "controller_runtime_active_workers",
  leaderStatus: "leader_election_master_status",
  slowpath: "leader_election_slowpath_total",
  wqDepth: "workqueue_depth",
  wqAdds: "workqueue_adds_total",
  wqRetries: "workqueue_retries_total",
  wqQueueDuration: "workqueue_queue_duration_seconds",
  wqWorkDuration: "workqueue_work_duration_seconds",
  wqUnfinished: "workqueue_unfinished_work_seconds",
  wqLongest: "workqueue_longest_running_processor_seconds",
} as const;
