/**
 * bench/golang.ts: the interpreter's figures as ONE JSON document on stdout —
 * compile time of a ~200-line reconciler (median of 50 after warm-up; goal < 20 ms), its cold
 * compile (the first compile() in a fresh process, which loads and checks the shim packages and
 * the generated API types: bench/golang-cold.ts, median of 3 processes; goal ≤ 330 ms), and the
 * 20,000-App restart replay (content/scenarios/flow-19.yaml) run by the interpreted Go reconciler
 * (Exercise 1's solution) against the engine's native TypeScript AppReconciler, which is the same
 * algorithm (wall ms each, wall and CPU time inside Reconcile each, the better of two interleaved runs,
 * and the ratios; goal ≤ 5×). On a loaded machine the wall time inside Reconcile counts the waits for a
 * core; reconcileCpuMs (process.cpuUsage summed over the calls) and cpuRatio do not.
 * Usage: node --import tsx bench/golang.ts [--apps N]
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadavg } from "node:os";
import { compile } from "../src/golang/compile";
import { compileLab, runCompiled } from "../src/lab";
import { World, type ReconcilerFactory } from "../src/engine/scenario/world";
import { nativeFactory } from "../src/engine/scenario/native/factory";
import { parseScenario, type Scenario } from "../src/engine/scenario/parse";
import { timed } from "./flow19-story";

const ROOT = join(import.meta.dirname, "..");
const read = (p: string) => ({ name: p.split("/").pop() as string, source: readFileSync(join(ROOT, p), "utf8") });
const appsArg = process.argv.indexOf("--apps");
const apps = appsArg > 0 ? Number(process.argv[appsArg + 1]) : 20_000;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

// ---- compile time
const compileFiles = [read("test/unit/lab/fixtures/kubebuilder.go"), read("test/unit/lab/fixtures/semantics.go")];
const lines = compileFiles.reduce((n, f) => n + f.source.split("\n").length, 0);
for (let i = 0; i < 5; i++) compile(compileFiles);
const times: number[] = [];
for (let i = 0; i < 50; i++) {
  const t0 = performance.now();
  const r = compile(compileFiles);
  times.push(performance.now() - t0);
  if (!r.program) throw new Error(`bench reconciler does not compile: ${r.diagnostics[0]?.message}`);
}

// ---- cold compile: each run in its own process, so nothing is loaded or compiled yet
const cold = [0, 1, 2].map((): { firstMs: number; firstCpuMs: number; secondMs: number } => {
  const out = execFileSync(process.execPath, ["--import", "tsx", join(ROOT, "bench/golang-cold.ts")], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return JSON.parse(out.slice(out.indexOf("{"), out.lastIndexOf("}") + 1));
});

// ---- restart replay
function flow19(): Scenario {
  const text = readFileSync(join(ROOT, "content/scenarios/flow-19.yaml"), "utf8").replace(
    "count: 20000",
    `count: ${apps}`,
  );
  return parseScenario(text, "flow-19.yaml");
}

const lab = compileLab(
  [
    "exercise-1-eager-creator/helpers.go",
    "exercise-1-eager-creator/setup.go",
    "exercise-1-eager-creator/solution.go",
  ].map((p) => read(`content/exercises/${p}`)),
);
if (!lab.program) throw new Error(`exercise 1 solution does not compile: ${lab.diagnostics[0]?.message}`);

interface Measured {
  wallMs: number;
  cpuMs: number;
  reconcileMs: number;
  reconcileCpuMs: number;
  reconciles: number;
}

/** measure runs one replay and returns wall and CPU ms, wall and CPU time inside Reconcile and the
 * reconcile count. */
function measure(kind: "native" | "interpreted"): Measured {
  const acc = { ms: 0, n: 0, cpuUs: 0 };
  const wrap = (f: ReconcilerFactory) => timed(f, acc);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  if (kind === "native")
    new World({ scenario: flow19(), factory: wrap(nativeFactory("correct")), options: { record: false } }).run();
  else runCompiled(lab, flow19(), { record: false, wrap });
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return {
    wallMs,
    cpuMs: (c.user + c.system) / 1000,
    reconcileMs: acc.ms,
    reconcileCpuMs: acc.cpuUs / 1000,
    reconciles: acc.n,
  };
}

// The machine is shared: run each side twice, interleaved, and keep the faster run of each.
const runs = { native: [] as Measured[], interpreted: [] as Measured[] };
for (let i = 0; i < 2; i++) {
  runs.native.push(measure("native"));
  runs.interpreted.push(measure("interpreted"));
}
const fewest = (xs: Measured[], key: keyof Measured) => Math.round(Math.min(...xs.map((x) => x[key])));
const best = (xs: Measured[]) => ({
  wallMs: fewest(xs, "wallMs"),
  reconcileMs: fewest(xs, "reconcileMs"),
  reconciles: xs[0]?.reconciles ?? 0,
  cpuMs: fewest(xs, "cpuMs"),
  reconcileCpuMs: fewest(xs, "reconcileCpuMs"),
});
const native = best(runs.native);
const interpreted = best(runs.interpreted);
const round = (x: number) => Math.round(x * 100) / 100;
console.log(
  JSON.stringify(
    {
      compile: {
        files: compileFiles.map((f) => f.name),
        lines,
        runs: 50,
        medianMs: round(median(times)),
        goalMs: 20,
        coldProcesses: cold.length,
        coldCompileMs: round(median(cold.map((c) => c.firstMs))),
        coldCompileCpuMs: round(median(cold.map((c) => c.firstCpuMs))),
        coldGoalMs: 330,
      },
      restartReplay: {
        scenario: "flow-19",
        apps,
        reconciler: "Exercise 1 solution (Go) vs engine AppReconciler (TypeScript)",
        runsEach: 2,
        native,
        interpreted,
        wallRatio: round(interpreted.wallMs / native.wallMs),
        reconcileRatio: round(interpreted.reconcileMs / Math.max(1, native.reconcileMs)),
        cpuRatio: round(interpreted.reconcileCpuMs / Math.max(1, native.reconcileCpuMs)),
        loadAverage: loadavg().map(round),
        goalRatio: 5,
      },
    },
    null,
    2,
  ),
);
