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
import { World } from "../src/engine/scenario/world";
import { nativeFactory } from "../src/engine/scenario/native/factory";
import { jsonChunks } from "../src/engine/api/jsonchunks";
import type { Report } from "../src/engine/scenario/report";
import type { TraceEvent } from "../src/engine/sim/trace";
import { flow19FromEmpty, restartAt, SOLUTION_FILES, timed } from "./flow19-story";

const ROOT = join(import.meta.dirname, "..");
const MB = 2 ** 20;
type Kind = "native" | "interpreted";

const read = (p: string) => ({
  name: p.split("/").pop() as string,
  source: readFileSync(join(ROOT, "content/exercises/exercise-1-eager-creator", p), "utf8"),
});

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
  const sample = () => sampleHeap(acc);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let finish: () => { report: Report; world: World };
  let world: World;
  if (kind === "interpreted") {
    const lab = compileLab(SOLUTION_FILES.map(read));
    if (!lab.program) throw new Error(`exercise 1 solution does not compile: ${lab.diagnostics[0]?.message}`);
    const session = startCompiled(lab, scenario, { wrap: (f) => timed(f, acc, sample) });
    world = session.world;
    finish = () => session.finish();
  } else {
    world = new World({ scenario, factory: timed(nativeFactory("correct"), acc, sample) });
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
  // imported: run nothing
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
