/**
 * Headline metrics of a flow run, each computed from the run's trace and final objects (the
 * variants panel shows these, never a typed-in figure). One function per FlowMetric; a
 * metric with nothing to measure (no failover in the run, no change made) is null. Each reads
 * only the event types it uses (TraceReader.iterate), so a 20,000-App run's hundreds of
 * thousands of other events are never rebuilt.
 */
import type { FlowMetric } from "../content";
import type { KubeObject } from "../engine";
import type { TraceEvent } from "../engine";
import { readerOf, type TraceInput } from "./trace-reader";

/** MetricValue is one computed number, its unit, and for a sum, its parts. */
export interface MetricValue {
  metric: FlowMetric;
  label: string;
  /** value is null when the run has nothing to measure (e.g. the workers never started). */
  value: number | null;
  unit: "count" | "ms" | "bytes";
  parts?: Array<{ label: string; value: number }>;
}

/** RunFacts is what a metric reads: the whole trace, the objects at the end, the end time. */
export interface RunFacts {
  /** trace: the run's Tracer (World.tracer), or a list of its events */
  trace: TraceInput;
  objects: readonly KubeObject[];
  endMs: number;
}

type Ev = TraceEvent & Record<string, unknown>;
type Def = {
  label: string;
  unit: MetricValue["unit"];
  compute(f: RunFacts): number | null | Omit<MetricValue, "metric" | "label" | "unit">;
};

/** DRAIN_IDLE_MS: a pause this long with no reconcile ends a replay's drain. */
export const DRAIN_IDLE_MS = 500;
const WRITES = new Set(["create", "update", "patch", "delete"]);
const byController = (e: Ev) => typeof e.client === "string" && e.client.startsWith("app-controller");
const types = (...names: string[]): ReadonlySet<string> => new Set(names);
/** events walks the run's events of `of` types from index `from` on. */
const events = (f: RunFacts, of: ReadonlySet<string>, from = 0) => readerOf(f.trace).iterate(from, of) as Iterable<Ev>;
const count = (f: RunFacts, of: ReadonlySet<string>, pred: (e: Ev) => boolean = () => true) => {
  let n = 0;
  for (const e of events(f, of)) if (pred(e)) n++;
  return n;
};
const first = (f: RunFacts, of: ReadonlySet<string>, pred: (e: Ev) => boolean = () => true, from = 0) => {
  for (const e of events(f, of, from)) if (pred(e)) return e;
  return undefined;
};
const last = (f: RunFacts, of: ReadonlySet<string>, pred: (e: Ev) => boolean = () => true) => {
  let hit: Ev | undefined;
  for (const e of events(f, of)) if (pred(e)) hit = e;
  return hit;
};
const RECONCILE_START = types("reconcile.start");
const API_REQUEST = types("api.request");
const CONTROLLER_START = types("controller.start");
const LEASE_ACQUIRE = types("lease.acquire");
const LEADERSHIP = types("manager.elected", "manager.exit", "manager.stop", "lease.renewFailed", "fault.kill");

/** leadership returns each manager's intervals of believing it leads ([from, to), to = end if still leading). */
export function leadership(f: RunFacts): Map<string, Array<[number, number]>> {
  const out = new Map<string, Array<[number, number]>>();
  const open = new Map<string, number>();
  const close = (m: string, t: number) => {
    const from = open.get(m);
    if (from === undefined) return;
    open.delete(m);
    out.set(m, [...(out.get(m) ?? []), [from, t]]);
  };
  for (const e of events(f, LEADERSHIP)) {
    if (e.type === "manager.elected") open.set(e.manager as string, e.t);
    else if (e.type === "manager.exit" || e.type === "manager.stop" || e.type === "lease.renewFailed")
      close(e.manager as string, e.t);
    else if (e.type === "fault.kill") close(e.target as string, e.t);
  }
  for (const m of [...open.keys()]) close(m, f.endMs);
  return out;
}

/** coverage is how long at least `k` managers believed they lead at once. */
function coverage(f: RunFacts, k: number, from = 0): number {
  const edges: Array<[number, number]> = [];
  for (const iv of leadership(f).values())
    for (const [a, b] of iv) edges.push([Math.max(a, from), 1], [Math.max(b, from), -1]);
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  let n = 0;
  let since = 0;
  let total = 0;
  for (const [t, d] of edges) {
    if (n >= k) total += t - since;
    n += d;
    since = t;
  }
  return total;
}

/** failover finds the fault, the takeover by another manager, its caches synced and its replay drained. */
function failover(f: RunFacts): Omit<MetricValue, "metric" | "label" | "unit"> | null {
  const fault = first(
    f,
    types("fault.kill", "fault.partition", "fault.restart"),
    (e) => e.type !== "fault.restart" || e.detail === "stop",
  );
  if (!fault) return null;
  const old = fault.target as string;
  const acquire = first(f, LEASE_ACQUIRE, (e) => e.t >= fault.t && e.manager !== old);
  if (!acquire) return null;
  const who = acquire.manager as string;
  // The controller starts its workers once its sources' caches synced (after it won the lease).
  const synced = first(f, CONTROLLER_START, (e) => e.t >= acquire.t && e.manager === who);
  if (!synced) return null;
  const end = last(f, types("reconcile.end"), (e) => e.t >= synced.t && e.manager === who);
  const drained = end ? end.t : synced.t;
  const parts = [
    { label: "lease expiry", value: acquire.t - fault.t },
    { label: "cache sync", value: synced.t - acquire.t },
    { label: "queue drain", value: drained - synced.t },
  ];
  return { value: drained - fault.t, parts };
}

const DEFS: Record<FlowMetric, Def> = {
  reconciles: { label: "reconciles", unit: "count", compute: (f) => count(f, RECONCILE_START) },
  reconcilesLast30s: {
    label: "reconciles in the last 30 s",
    unit: "count",
    compute: (f) => count(f, RECONCILE_START, (e) => e.t >= f.endMs - 30_000),
  },
  statusWrites: {
    label: "status writes",
    unit: "count",
    compute: (f) =>
      count(f, API_REQUEST, (e) => byController(e) && e.subresource === "status" && WRITES.has(e.verb as string)),
  },
  noopWrites: {
    label: "no-op writes (no event sent)",
    unit: "count",
    compute: (f) => count(f, API_REQUEST, (e) => byController(e) && e.noop === true),
  },
  conflicts: {
    label: "409 Conflicts",
    unit: "count",
    compute: (f) => count(f, API_REQUEST, (e) => byController(e) && e.code === 409),
  },
  childDrift: {
    label: "children left drifted at the end",
    unit: "count",
    compute: (f) => {
      const apps = new Map(
        f.objects.filter((o) => o.kind === "App").map((o) => [`${o.metadata.namespace}/${o.metadata.name}`, o]),
      );
      let n = 0;
      for (const d of f.objects) {
        if (d.kind !== "Deployment") continue;
        const app = apps.get(`${d.metadata.namespace}/${d.metadata.name}`);
        if (app && (d.spec?.replicas ?? 1) !== (app.spec?.replicas ?? 1)) n++;
      }
      return n;
    },
  },
  drainTime: {
    label: "drain time (workers start → queue idle)",
    unit: "ms",
    compute: (f) => {
      // From the last start of the workers to the end of the last reconcile before the first
      // pause of DRAIN_IDLE_MS with no reconcile running or starting (a later, unrelated
      // change does not count as part of the replay).
      const start = last(f, CONTROLLER_START, (e) => e.error === undefined);
      if (!start) return null;
      let running = 0;
      let lastEnd = start.t;
      for (const e of events(f, types("reconcile.start", "reconcile.end"), start.seq + 1)) {
        if (e.type === "reconcile.start") {
          if (running === 0 && e.t - lastEnd >= DRAIN_IDLE_MS) break;
          running++;
        } else if (e.type === "reconcile.end") {
          running = Math.max(0, running - 1);
          lastEnd = e.t;
        }
      }
      return lastEnd - start.t;
    },
  },
  cacheHighWater: {
    label: "cache memory high-water",
    unit: "bytes",
    compute: (f) => {
      let m = 0;
      for (const e of events(f, types("cache.synced"))) m = Math.max(m, e.cacheHighWater as number);
      return m;
    },
  },
  workersStarted: {
    label: "controller starts (workers running)",
    unit: "count",
    compute: (f) => count(f, CONTROLLER_START, (e) => e.error === undefined),
  },
  duplicates: {
    label: "duplicate children",
    unit: "count",
    compute: (f) => {
      const apps = new Set(
        f.objects.filter((o) => o.kind === "App").map((o) => `${o.metadata.namespace}/${o.metadata.name}`),
      );
      const per = new Map<string, number>();
      for (const d of f.objects) {
        if (d.kind !== "Deployment") continue;
        const name = d.metadata.name ?? "";
        const owner = apps.has(`${d.metadata.namespace}/${name}`) ? name : name.replace(/-[a-z0-9]{5}$/, "");
        const key = `${d.metadata.namespace}/${owner}`;
        if (apps.has(key)) per.set(key, (per.get(key) ?? 0) + 1);
      }
      let n = 0;
      for (const c of per.values()) n += Math.max(0, c - 1);
      return n;
    },
  },
  changeLatency: {
    label: "a real change waits (edit → its reconcile)",
    unit: "ms",
    compute: (f) => {
      const edit = last(
        f,
        API_REQUEST,
        (e) =>
          e.kind === "App" &&
          (e.verb === "patch" || e.verb === "update") &&
          e.subresource === undefined &&
          !byController(e) &&
          (e.code as number) < 300,
      );
      if (!edit) return null;
      const key = `${edit.namespace}/${edit.name}`;
      const run = first(f, RECONCILE_START, (e) => e.seq > edit.seq && e.key === key, edit.seq + 1);
      return run ? run.t - edit.t : null;
    },
  },
  failoverLatency: { label: "failover latency", unit: "ms", compute: failover },
  dualLeadership: { label: "time two replicas both believed they lead", unit: "ms", compute: (f) => coverage(f, 2) },
  stepDownMargin: {
    label: "old leader's step-down ahead of the takeover (negative: both led)",
    unit: "ms",
    compute: (f) => {
      const fault = first(f, types("fault.partition", "fault.kill"));
      if (!fault) return null;
      const old = fault.target as string;
      const acquire = first(f, LEASE_ACQUIRE, (e) => e.t >= fault.t && e.manager !== old);
      const ivs = leadership(f).get(old) ?? [];
      const down = ivs.find(([a, b]) => a <= fault.t && b >= fault.t);
      if (!acquire || !down) return null;
      return acquire.t - down[1];
    },
  },
  leaderChanges: {
    label: "times a replica became leader",
    unit: "count",
    compute: (f) => count(f, types("manager.elected")),
  },
  leaderlessTime: {
    label: "time with no leader",
    unit: "ms",
    compute: (f) => {
      const start = first(f, types("manager.start"));
      if (!start) return null;
      return f.endMs - start.t - coverage(f, 1, start.t);
    },
  },
};

/** computeMetric computes one headline number for a finished run. */
export function computeMetric(metric: FlowMetric, f: RunFacts): MetricValue {
  const d = DEFS[metric];
  const r = d.compute(f);
  const base = { metric, label: d.label, unit: d.unit };
  // Virtual times carry sub-millisecond jitter; a headline shows whole milliseconds.
  const round = (x: number | null) => (x === null ? null : Math.round(x));
  if (r === null || typeof r === "number") return { ...base, value: round(r) };
  return {
    ...base,
    value: round(r.value),
    ...(r.parts ? { parts: r.parts.map((p) => ({ label: p.label, value: Math.round(p.value) })) } : {}),
  };
}
