/**
 * bench/flow19full.ts: Flow 19's whole story, the way `npm run lab -- run ... --json` does it:
 * N Apps created in an empty cluster (no status, no Deployment), converged by a correct
 * reconciler (each App gets its Deployment, the built-in Deployment and ReplicaSet controllers
 * roll it out, the App's status follows), the controller restarted, every key replayed, then
 * the JSON report built and printed (to nowhere). Run for 200, 2,000 and 20,000 Apps with the
 * interpreted Exercise 1 solution and with the engine's native AppReconciler for the ratio.
 *
 * Each run is its own child process, so peak RSS is that run's alone. Per run: wall ms (whole,
 * converge, replay, report), CPU ms (user + system: on a shared machine the steadier figure), peak RSS, peak heap (sampled every 500 reconciles and at each phase
 * end), the heap retained after a full GC at the end (with --expose-gc; the steadiest memory
 * figure), trace events and bytes (JSON), reconciles, API writes, time inside Reconcile.
 *
 *   node --import tsx bench/flow19full.ts                 # all sizes, both reconcilers
 *   node --import tsx bench/flow19full.ts --sizes 200,2000   # or FLOW19_SIZES=200,2000
 *   node --import tsx bench/flow19full.ts --one 2000 interpreted   # one run (the child)
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { getHeapStatistics } from "node:v8";
import { compileLab, startCompiled } from "../src/lab";
import { World, type ReconcilerFactory } from "../src/engine/scenario/world";
import { nativeFactory } from "../src/engine/scenario/native/factory";
import { jsonChunks } from "../src/engine/api/jsonchunks";
import { parseScenario, type Scenario } from "../src/engine/scenario/parse";
import type { Manager } from "../src/engine/manager/manager";
import type { Reconciler } from "../src/engine/reconcile/types";
import type { Report } from "../src/engine/scenario/report";
import type { TraceEvent } from "../src/engine/sim/trace";

const ROOT = join(import.meta.dirname, "..");
const MB = 2 ** 20;
type Kind = "native" | "interpreted";

/** restartAt is when the controller restarts: after the converge, which takes about 5
 * reconciles of 10 ms per App on 4 workers (12.5 ms of virtual time per App) plus the rollout's
 * 2 s pod delay; 25 ms per App leaves room (the figures print the converge's reconciles). */
const restartAt = (apps: number) => 30_000 + apps * 25;

/** scenario is Flow 19 from empty: createMany without status or Deployment, builtin controllers on. */
export function flow19FromEmpty(apps: number): Scenario {
  const at = restartAt(apps);
  const s = (ms: number) => `${ms}ms`;
  const text = `description: Flow 19 from empty, ${apps} Apps converged, the controller restarted, every key replayed.
maxConcurrentReconciles: 4
controllerStart: 1s
reconcileCost: 10ms
steps:
  - at: 0s
    createMany:
      count: ${apps}
      template:
        apiVersion: apps.example.com/v1alpha1
        kind: App
        metadata: {name: "app-{i}", namespace: default}
        spec: {image: "nginx:1.27", replicas: 2}
  - at: ${s(at)}
    restartController: {}
  - at: ${s(at + 500)}
    patch: {kind: Deployment, namespace: default, name: app-7, merge: {spec: {replicas: 5}}}
  - at: ${s(at + 2000)}
    patch: {kind: App, namespace: default, name: app-9, merge: {spec: {replicas: 3}}}
end: ${s(at + Math.max(60_000, apps * 5))}
`;
  return parseScenario(text, `flow-19-full-${apps}.yaml`);
}

const read = (p: string) => ({
  name: p.split("/").pop() as string,
  source: readFileSync(join(ROOT, "content/exercises/exercise-1-eager-creator", p), "utf8"),
});

/** timed wraps every reconciler a factory builds: time inside Reconcile, and a heap sample every 500. */
function timed(inner: ReconcilerFactory, acc: { ms: number; n: number; heap: number }): ReconcilerFactory {
  return (mgr: Manager) => {
    const orig = mgr.newController.bind(mgr);
    mgr.newController = (spec) => {
      const r: Reconciler = spec.reconciler;
      return orig({
        ...spec,
        reconciler: {
          reconcile(ctx, req) {
            const t0 = performance.now();
            try {
              return r.reconcile(ctx, req);
            } finally {
              acc.ms += performance.now() - t0;
              if (++acc.n % 500 === 0) sampleHeap(acc);
            }
          },
        },
      });
    };
    inner(mgr);
  };
}

function sampleHeap(acc: { heap: number }): void {
  acc.heap = Math.max(acc.heap, getHeapStatistics().used_heap_size);
}

/** traceBytes is the trace's size as JSON, one event at a time (a 20,000-App trace is too big for one string). */
function traceBytes(trace: readonly TraceEvent[]): number {
  let n = 2;
  for (const e of trace) n += JSON.stringify(e).length + 1;
  return n;
}

/** one runs a single size with one reconciler and returns its figures. */
function one(apps: number, kind: Kind) {
  const scenario = flow19FromEmpty(apps);
  const acc = { ms: 0, n: 0, heap: 0 };
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let finish: () => { report: Report; world: World };
  let world: World;
  if (kind === "interpreted") {
    const lab = compileLab(["helpers.go", "setup.go", "solution.go"].map(read));
    if (!lab.program) throw new Error(`exercise 1 solution does not compile: ${lab.diagnostics[0]?.message}`);
    const session = startCompiled(lab, scenario, { wrap: (f) => timed(f, acc) });
    world = session.world;
    finish = () => session.finish();
  } else {
    world = new World({ scenario, factory: timed(nativeFactory("correct"), acc) });
    finish = () => {
      world.run();
      return { report: world.report(), world };
    };
  }
  world.run(restartAt(apps) - 1);
  const convergeMs = performance.now() - t0;
  const convergeReconciles = acc.n;
  const convergeReconcileMs = acc.ms;
  sampleHeap(acc);
  const t1 = performance.now();
  world.run();
  const replayMs = performance.now() - t1;
  const replayReconciles = acc.n - convergeReconciles;
  sampleHeap(acc);
  const t2 = performance.now();
  const { report } = finish();
  // As `npm run lab -- run … --json` prints it: streamed in pieces, never one string.
  let jsonLength = 1;
  for (const chunk of jsonChunks(report)) jsonLength += chunk.length;
  const reportMs = performance.now() - t2;
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  sampleHeap(acc);
  const peakRssMB = process.resourceUsage().maxRSS / 1024;
  // What stays after a full GC (world, trace and report alive): steadier than the sampled peaks,
  // which depend on when the collector ran. Taken after the timings, so it costs them nothing.
  (globalThis as { gc?: () => void }).gc?.();
  const retainedHeapMB = Math.round(getHeapStatistics().used_heap_size / MB);
  const trace = world.trace();
  const notRunning = report.objects.filter(
    (o) => o.kind === "App" && (o.status as { phase?: string })?.phase !== "Running",
  );
  return {
    apps,
    kind,
    wallMs: Math.round(wallMs),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    convergeMs: Math.round(convergeMs),
    replayMs: Math.round(replayMs),
    reportMs: Math.round(reportMs),
    peakRssMB: Math.round(peakRssMB),
    peakHeapMB: Math.round(acc.heap / MB),
    retainedHeapMB,
    traceEvents: trace.length,
    traceMB: Math.round((traceBytes(trace) / MB) * 10) / 10,
    reportMB: Math.round((jsonLength / MB) * 10) / 10,
    reconciles: report.metrics.reconciles,
    convergeReconciles,
    replayReconciles,
    apiWrites: report.metrics.apiWrites,
    reconcileMs: Math.round(acc.ms),
    convergeReconcileMs: Math.round(convergeReconcileMs),
    findings: report.findings.map((f) => f.kind),
    appsNotRunning: notRunning.length,
  };
}

const args = process.argv.slice(2);
const oneAt = args.indexOf("--one");
const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? "").href;
if (!isMain) {
  // imported for flow19FromEmpty: run nothing
} else if (oneAt >= 0) {
  console.log(JSON.stringify(one(Number(args[oneAt + 1]), args[oneAt + 2] as Kind)));
} else {
  const sizesAt = args.indexOf("--sizes");
  const sizes = ((sizesAt >= 0 ? args[sizesAt + 1] : undefined) ?? process.env.FLOW19_SIZES ?? "200,2000,20000")
    .split(",")
    .map(Number);
  const rows: ReturnType<typeof one>[] = [];
  for (const apps of sizes)
    for (const kind of ["native", "interpreted"] as const) {
      const out = execFileSync(
        process.execPath,
        [
          "--max-old-space-size=8192",
          "--expose-gc",
          "--import",
          "tsx",
          "bench/flow19full.ts",
          "--one",
          String(apps),
          kind,
        ],
        { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * MB },
      );
      const row = JSON.parse(out.slice(out.indexOf("{"), out.lastIndexOf("}") + 1)) as ReturnType<typeof one>;
      rows.push(row);
      process.stderr.write(`flow19-full ${apps} ${kind}: ${row.wallMs} ms, ${row.peakRssMB} MB RSS\n`);
    }
  const ratio = (apps: number) => {
    const n = rows.find((r) => r.apps === apps && r.kind === "native");
    const i = rows.find((r) => r.apps === apps && r.kind === "interpreted");
    if (!n || !i) return undefined;
    const r2 = (x: number) => Math.round(x * 100) / 100;
    return { apps, wallRatio: r2(i.wallMs / n.wallMs), reconcileRatio: r2(i.reconcileMs / Math.max(1, n.reconcileMs)) };
  };
  console.log(
    JSON.stringify(
      {
        scenario:
          "Flow 19 from empty: create N Apps, converge (Exercise 1 solution vs native), restart, replay, --json report",
        goals: { wallMs20k: 15_000, peakRssMB20k: 600, reconcileRatio: 3 },
        runs: rows,
        ratios: sizes.map(ratio).filter(Boolean),
      },
      null,
      2,
    ),
  );
}
