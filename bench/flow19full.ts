/**
 * bench/flow19full.ts: Flow 19's whole story, the way `npm run lab -- run ... --json` does it:
 * N Apps created in an empty cluster (no status, no Deployment), converged by a correct
 * reconciler (each App gets its Deployment, the built-in Deployment and ReplicaSet controllers
 * roll it out, the App's status follows), the controller restarted, every key replayed, then
 * the JSON report built and printed (to nowhere). Run for 200, 2,000 and 20,000 Apps with each
 * of STORY_RECONCILERS (bench/flow19-story.ts) interpreted and natively, for the ratio: the
 * issue's "guard" reconciler against its TypeScript port (the same calls, the same objects:
 * reconcileRatio) and against the lesson's AppReconciler, which does less
 * (reconcileRatioLessonNative); Exercise 1's solution against that AppReconciler, its port. The
 * goal (met.reconcileRatio) holds when every one of them is within 3.
 *
 * Each run is its own child process, so peak RSS is that run's alone. Per run: wall ms (whole,
 * converge, replay, report), CPU ms (user + system: on a shared machine the steadier figure), peak RSS, peak heap (sampled every 500 reconciles and at each phase
 * end), the heap retained after a full GC at the end (with --expose-gc; the steadiest memory
 * figure), trace events and bytes (JSON) kept (none: as `lab run` does, the run keeps a digest of
 * what the report reads instead of events; bench/flow19-browser.ts keeps the whole trace, as the
 * flow player does), reconciles, API writes, time inside Reconcile (and in the first
 * one alone: for the interpreter, mostly its warm-up).
 *
 * Those figures are timed inside the run's own process. `npmRunLab` times the guard story at each
 * size as a user runs it, from outside: `npm run --silent lab -- run FILES --scenario FILE --json`
 * with the report redirected to a file (bench/out/flow19-full/, deleted after), so npm and node
 * starting, the bundle loading and the report's encoding and writing count too (about 1 s more
 * at 20,000 Apps); the goal's 15 s is this figure's.
 *
 *   node --import tsx bench/flow19full.ts                 # all sizes, both reconcilers
 *   node --import tsx bench/flow19full.ts --sizes 200,2000   # or FLOW19_SIZES=200,2000
 *   node --import tsx bench/flow19full.ts --repeat 3        # or FLOW19_REPEAT=3: medians of 3 runs each
 *                                     # (sizes under 2,000: at least 7, see SMALL_PAIRS)
 *   node --import tsx bench/flow19full.ts --one 2000 interpreted [guard|exercise1]   # one run (the child;
 *                                     # kinds: native, interpreted, lesson-native)
 *   FLOW19_RECONCILE_CPU=1 …          # also the CPU time inside Reconcile (reconcileCpuMs): on a
 *                                     # loaded machine a steadier ratio than the wall figure
 *   node --expose-gc --max-semi-space-size=32 scripts/run-bundled.mjs bench/flow19full.ts --one 2000 interpreted
 *                                     # one run from the bundle, as the parent runs each child
 *                                     # and as `npm run lab` runs (FLOW19_RUNNER=tsx: under tsx)
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { getHeapStatistics } from "node:v8";
import type { TraceEvent } from "../src/engine/sim/trace";
import {
  flow19FromEmptyFile,
  flow19FromEmptyYaml,
  runStory,
  STORY_RECONCILERS,
  WARM_WINDOW,
  type ReconcileTally,
  type StoryReconciler,
} from "./flow19-story";
import { LAB_NODE_FLAGS, limitHeapGrowth } from "../src/cli/heap";

const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "bench", "out", "flow19-full");
const MB = 2 ** 20;
/** Kind: the interpreted Go reconciler, its native port, or (guard only) the lesson's AppReconciler. */
type Kind = "native" | "interpreted" | "lesson-native";

const read = (p: string) => ({
  name: p.split("/").pop() as string,
  source: readFileSync(join(ROOT, p), "utf8"),
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

/** warmth is the mean µs per reconcile of a run's first and last WARM_WINDOW reconciles. */
function warmth(t: ReconcileTally) {
  const late = t.lateMs ?? [];
  const us = (ms: number, n: number) => Math.round((ms / Math.max(1, n)) * 1000);
  return {
    earlyReconcileUs: us(t.earlyMs ?? 0, Math.min(t.n, WARM_WINDOW)),
    lateReconcileUs: us(
      late.reduce((a, b) => a + b, 0),
      late.length,
    ),
  };
}

/** one runs a single size with one reconciler and returns its figures. */
function one(apps: number, kind: Kind, reconciler: StoryReconciler = "guard") {
  limitHeapGrowth(); // as `npm run lab` does (src/cli/main.ts)
  const acc = { heap: 0 };
  const c0 = process.cpuUsage();
  // The trace keeps what the report reads, as `npm run lab -- run` keeps (src/cli/lab.ts).
  const r = STORY_RECONCILERS[reconciler];
  const native = kind === "lesson-native" ? r.lessonNative : r.native;
  if (!native) throw new Error(`${reconciler} has no ${kind} reconciler`);
  const run = runStory(
    apps,
    kind === "interpreted" ? "interpreted" : "native",
    r.files.map(read),
    () => sampleHeap(acc),
    "report",
    native,
  );
  const { report, tally } = run;
  const cpu = process.cpuUsage(c0);
  sampleHeap(acc);
  const peakRssMB = process.resourceUsage().maxRSS / 1024;
  // What stays after a full GC (world, trace and report alive): steadier than the sampled peaks,
  // which depend on when the collector ran. Taken after the timings, so it costs them nothing.
  (globalThis as { gc?: () => void }).gc?.();
  const retainedHeapMB = Math.round(getHeapStatistics().used_heap_size / MB);
  const trace = run.world.trace();
  return {
    apps,
    kind,
    reconciler,
    // "tsx" when the run was started under tsx (every function wrapped in a `__name` call): not
    // the figure `npm run lab` gives, which runs the bundle as the parent starts each child
    runner: process.execArgv.some((a) => a.includes("tsx")) ? "tsx" : "bundle",
    wallMs: Math.round(run.wallMs),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    convergeMs: Math.round(run.convergeMs),
    replayMs: Math.round(run.replayMs),
    reportMs: Math.round(run.reportMs),
    peakRssMB: Math.round(peakRssMB),
    peakHeapMB: Math.round(acc.heap / MB),
    retainedHeapMB,
    traceEvents: trace.length,
    traceMB: Math.round((traceBytes(trace) / MB) * 10) / 10,
    reportMB: Math.round((run.jsonLength / MB) * 10) / 10,
    reconciles: report.metrics.reconciles,
    convergeReconciles: run.convergeReconciles,
    replayReconciles: tally.n - run.convergeReconciles,
    apiWrites: report.metrics.apiWrites,
    reconcileMs: Math.round(tally.ms),
    firstReconcileMs: Math.round(tally.firstMs ?? 0),
    // Mean µs per reconcile over the first and the last WARM_WINDOW: the gap is V8's warm-up
    // still under way (an interpreter's is longer: its code is more and more varied).
    ...warmth(tally),
    ...(tally.cpuUs === undefined ? {} : { reconcileCpuMs: Math.round(tally.cpuUs / 1000) }),
    convergeReconcileMs: Math.round(run.convergeReconcileMs),
    findings: report.findings.map((f) => f.kind),
    appsNotRunning: run.appsNotRunning,
  };
}

/**
 * cli times the story as a user runs it, from the outside: `npm run --silent lab -- run` with the
 * guard reconciler's files, the story's scenario file and `--json`, the report redirected to a
 * file (npm and node starting, the bundle loading, compile, run, and the report encoded and
 * written: what the in-process wallMs leaves out). Peak RSS (the largest process npm waited for:
 * the lab's node) and CPU time (npm's and the lab's) are GNU time's, when /usr/bin/time is installed.
 */
function cli(apps: number) {
  mkdirSync(OUT, { recursive: true });
  const scenario = join(OUT, flow19FromEmptyFile(apps));
  writeFileSync(scenario, flow19FromEmptyYaml(apps));
  const report = join(OUT, `report-${apps}.json`);
  const rssFile = join(OUT, `rss-${apps}.txt`);
  const files = STORY_RECONCILERS.guard.files;
  const lab = ["npm", "run", "--silent", "lab", "--", "run", ...files, "--scenario", scenario, "--json"];
  const cmd = existsSync("/usr/bin/time") ? ["/usr/bin/time", "-f", "%M %U %S", "-o", rssFile, ...lab] : lab;
  const fd = openSync(report, "w");
  const t0 = performance.now();
  let r: ReturnType<typeof spawnSync>;
  try {
    r = spawnSync(cmd[0]!, cmd.slice(1), { cwd: ROOT, stdio: ["ignore", fd, "pipe"], encoding: "utf8" });
  } finally {
    closeSync(fd);
  }
  const wallMs = performance.now() - t0;
  const bytes = statSync(report).size;
  const head = Buffer.alloc(200);
  const rfd = openSync(report, "r");
  const headText = head.subarray(0, readSync(rfd, head)).toString("utf8");
  closeSync(rfd);
  rmSync(report);
  const want = `"scenario": "${flow19FromEmptyFile(apps).replace(/\.yaml$/, "")}"`;
  if (r.status !== 0 || !headText.includes(want))
    throw new Error(`npm run lab (${apps} Apps) exited ${r.status}: ${String(r.stderr).slice(0, 500)}`);
  // GNU time's last line: peak RSS (KB), then user and system CPU seconds of npm and what it waited for.
  const timed = existsSync(rssFile)
    ? readFileSync(rssFile, "utf8").trim().split("\n").pop()!.split(" ").map(Number)
    : [];
  rmSync(rssFile, { force: true });
  const [rssKB, user, sys] = timed;
  return {
    apps,
    wallMs: Math.round(wallMs),
    ...(user !== undefined && sys !== undefined && Number.isFinite(user + sys)
      ? { cpuMs: Math.round((user + sys) * 1000) }
      : {}),
    ...(rssKB !== undefined && Number.isFinite(rssKB) ? { peakRssMB: Math.round(rssKB / 1024) } : {}),
    outputMB: Math.round((bytes / MB) * 10) / 10,
  };
}

const args = process.argv.slice(2);
const oneAt = args.indexOf("--one");
const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? "").href;
if (!isMain) {
  // imported: run nothing
} else if (oneAt >= 0) {
  const rec = (args[oneAt + 3] ?? "guard") as StoryReconciler;
  if (!(rec in STORY_RECONCILERS))
    throw new Error(`unknown reconciler ${rec}: ${Object.keys(STORY_RECONCILERS).join(", ")}`);
  console.log(JSON.stringify(one(Number(args[oneAt + 1]), args[oneAt + 2] as Kind, rec)));
} else {
  const sizesAt = args.indexOf("--sizes");
  const sizes = ((sizesAt >= 0 ? args[sizesAt + 1] : undefined) ?? process.env.FLOW19_SIZES ?? "200,2000,20000")
    .split(",")
    .map(Number);
  // Each child runs the way `npm run lab` does: from the cached esbuild bundle (scripts/run-bundled.mjs);
  // FLOW19_RUNNER=tsx runs it under tsx instead, for a comparison.
  const runner = process.env.FLOW19_RUNNER === "tsx" ? ["--import", "tsx"] : ["scripts/run-bundled.mjs"];
  const rows: Array<ReturnType<typeof one> & { wallMsAll?: number[]; cpuMsAll?: number[] }> = [];
  // The issue's reconciler (finalizer, CreateOrUpdate, status) and Exercise 1's solution (no
  // finalizer; the pair the bench measured before the reconciler) at every size.
  const plan: Array<[number, StoryReconciler]> = sizes.flatMap((n): Array<[number, StoryReconciler]> => [
    [n, "guard"],
    [n, "exercise1"],
  ]);
  // --repeat N (or FLOW19_REPEAT): each run N times, native and interpreted alternating, and the
  // median of each printed (by wall time, the lower middle one for an even N; every run's wall and
  // CPU ms beside it). This VM's speed drifts by 15-20% within minutes: one run of each proves little.
  const repeatAt = args.indexOf("--repeat");
  const repeat = Math.max(
    1,
    Number((repeatAt >= 0 ? args[repeatAt + 1] : undefined) ?? process.env.FLOW19_REPEAT ?? 1),
  );
  // A small size's reconcile ratio is mostly V8 warming the interpreter up (a 200-App run is over
  // in under a second), and its pairs spread widely: 2.39 to 3.69 over 7 pairs at 200 Apps within
  // a minute. Below 2,000 Apps each repeat is cheap (about 2 s a pair), so a repeated bench runs at
  // least SMALL_PAIRS there and its median is an estimate, not one VM minute's draw.
  const SMALL_PAIRS = 7;
  const repeatsOf = (apps: number) => (repeat > 1 && apps < 2000 ? Math.max(repeat, SMALL_PAIRS) : repeat);
  const all: ReturnType<typeof one>[] = [];
  const cliAll: ReturnType<typeof cli>[] = [];
  /** medianRun is the run of median wall time among the repeats of one row, with every repeat's
   * wall and CPU ms beside it when there were several. */
  const medianRun = <R extends { wallMs: number; cpuMs?: number }>(same: R[]) => {
    const median = [...same].sort((a, b) => a.wallMs - b.wallMs)[(same.length - 1) >> 1]!;
    return repeat > 1
      ? { ...median, wallMsAll: same.map((r) => r.wallMs), cpuMsAll: same.map((r) => r.cpuMs) }
      : median;
  };
  /** kindsOf: the runs of one repeat, back to back; a reconciler with a lesson native runs it third. */
  const kindsOf = (rec: StoryReconciler): Kind[] =>
    STORY_RECONCILERS[rec].lessonNative ? ["native", "interpreted", "lesson-native"] : ["native", "interpreted"];
  for (const [apps, rec] of plan)
    for (let rep = 0; rep < repeatsOf(apps); rep++) {
      for (const kind of kindsOf(rec)) {
        const out = execFileSync(
          process.execPath,
          [
            "--max-old-space-size=8192",
            "--expose-gc",
            ...LAB_NODE_FLAGS, // as `npm run lab` starts node (package.json)
            ...runner,
            "bench/flow19full.ts",
            "--one",
            String(apps),
            kind,
            rec,
          ],
          { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * MB },
        );
        const row = JSON.parse(out.slice(out.indexOf("{"), out.lastIndexOf("}") + 1)) as ReturnType<typeof one>;
        all.push(row);
        process.stderr.write(`flow19-full ${apps} ${rec} ${kind}: ${row.wallMs} ms, ${row.peakRssMB} MB RSS\n`);
      }
      // The same story through `npm run lab`, right after the in-process runs (this VM's speed drifts).
      if (rec !== "guard") continue;
      const c = cli(apps);
      cliAll.push(c);
      process.stderr.write(`flow19-full ${apps} npm run lab: ${c.wallMs} ms, ${c.peakRssMB ?? "?"} MB RSS\n`);
    }
  for (const [apps, rec] of plan)
    for (const kind of kindsOf(rec)) {
      rows.push(medianRun(all.filter((r) => r.apps === apps && r.reconciler === rec && r.kind === kind)));
    }
  // Ratios pair each repeat's native and interpreted runs (run back to back, so under the same
  // minute of this VM's drifting speed) and take the median pair: steadier than dividing the
  // figures of two runs picked for their wall time.
  const ratio = ([apps, rec]: [number, StoryReconciler]) => {
    const of = (kind: Kind) => all.filter((r) => r.apps === apps && r.reconciler === rec && r.kind === kind);
    const n = of("native");
    const i = of("interpreted");
    const lesson = of("lesson-native");
    if (n.length === 0 || n.length !== i.length) return undefined;
    const r2 = (x: number) => Math.round(x * 100) / 100;
    const paired = (f: (r: (typeof all)[number]) => number, against = n) => {
      const each = i.map((x, k) => f(x) / Math.max(1, f(against[k]!)));
      return { median: r2([...each].sort((a, b) => a - b)[(each.length - 1) >> 1]!), all: each.map(r2) };
    };
    const wall = paired((r) => r.wallMs);
    const reconcile = paired((r) => r.reconcileMs);
    const late = paired((r) => r.lateReconcileUs);
    // Against the lesson's AppReconciler (guard only): less work than the Go code does (see
    // STORY_RECONCILERS), while the port copies and compares managed fields the Go runtime's lazy
    // conversion skips (its replay is the slower one at 20,000 Apps); the goal takes both.
    const againstLesson = lesson.length === i.length ? paired((r) => r.reconcileMs, lesson) : undefined;
    return {
      apps,
      reconciler: rec,
      wallRatio: wall.median,
      reconcileRatio: reconcile.median,
      // the same ratio over each run's last WARM_WINDOW reconciles (nearer warm at every size)
      lateReconcileRatio: late.median,
      ...(i.length > 1 ? { reconcileRatioAll: reconcile.all } : {}),
      ...(againstLesson
        ? {
            reconcileRatioLessonNative: againstLesson.median,
            ...(i.length > 1 ? { reconcileRatioLessonNativeAll: againstLesson.all } : {}),
          }
        : {}),
    };
  };
  const goals = { wallMs20k: 15_000, peakRssMB20k: 600, reconcileRatio: 3 };
  const ratios = plan.map(ratio).filter((r) => r !== undefined);
  // The goal as the issue words it: from `npm run lab` with --json (the report to a file).
  const npmRunLab = sizes.map((apps) => medianRun(cliAll.filter((c) => c.apps === apps)));
  // Each goal against the medians above (the 20,000-App ones only when that size ran); growth is
  // "linear or better" when no larger size costs more per App than a smaller one (10% for noise).
  const guardInterpreted = sizes.map((apps) =>
    rows.find((r) => r.apps === apps && r.reconciler === "guard" && r.kind === "interpreted")!,
  );
  const at20k = guardInterpreted.find((r) => r.apps === 20_000);
  const lab20k = npmRunLab.find((c) => c.apps === 20_000);
  const perApp = guardInterpreted.map((r) => ({ apps: r.apps, msPerApp: Math.round((r.wallMs / r.apps) * 100) / 100 }));
  const met = {
    ...(lab20k ? { npmRunLabWallMs20k: lab20k.wallMs <= goals.wallMs20k } : {}),
    ...(at20k ? { inProcessWallMs20k: at20k.wallMs <= goals.wallMs20k } : {}),
    ...(at20k && lab20k
      ? { peakRssMB20k: Math.max(at20k.peakRssMB, lab20k.peakRssMB ?? 0) <= goals.peakRssMB20k }
      : {}),
    // every pair at every size, the guard against its port and against the lesson's reconciler alike
    reconcileRatio: ratios.every(
      (r) => Math.max(r.reconcileRatio, r.reconcileRatioLessonNative ?? 0) <= goals.reconcileRatio,
    ),
    linearOrBetter: perApp.every((p, i) => perApp.slice(0, i).every((q) => p.msPerApp <= q.msPerApp * 1.1)),
  };
  console.log(
    JSON.stringify(
      {
        scenario:
          "Flow 19 from empty: create N Apps, converge (interpreted Go vs native: guard = finalizer, CreateOrUpdate, status; exercise1 = Exercise 1's solution), restart, replay, --json report",
        goals,
        met,
        perApp,
        runs: rows,
        ratios,
        npmRunLab,
      },
      null,
      2,
    ),
  );
}
