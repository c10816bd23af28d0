/**
 * The byte-identical guard for speed work: runs every built-in scenario with each native
 * reconciler variant, and every exercise's original and solution (with its support files) in
 * every built-in scenario, and records one SHA-256 per report and per trace in
 * bench/baseline/reports.json. An optimisation must not change what the engine computes:
 *
 *   npx tsx bench/reports.ts            # (re)write the baseline
 *   npx tsx bench/reports.ts --check    # compare with it; exit 1 and list every difference
 *   npx tsx bench/reports.ts --full     # also the interpreted runs of the 20,000-App flow-19 (minutes)
 *
 * The large scenarios (flow-19, fanout) run only with the native correct reconciler by default:
 * the interpreted and buggy runs of them take minutes on a 2-core machine (--full adds them).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { builtinScenarios, loadExercises, loadScenario } from "../src/cli/content";
import { runLab } from "../src/lab";
import { World } from "../src/engine/scenario/world";
import { nativeFactory, type NativeVariant } from "../src/engine/scenario/native/factory";

const BASELINE = new URL("./baseline/reports.json", import.meta.url);
const args = process.argv.slice(2);
const check = args.includes("--check");
const full = args.includes("--full");
const LARGE = new Set(["flow-19", "fanout"]);
const VARIANTS: NativeVariant[] = ["correct", "correct-with-db", "eager-creator", "hot-loop", "stuck-finalizer"];

const sha = (v: unknown) => createHash("sha256").update(JSON.stringify(v)).digest("hex");
const hashes: Record<string, { report: string; trace: string }> = {};
const started = performance.now();

function record(key: string, report: unknown, trace: unknown): void {
  hashes[key] = { report: sha(report), trace: sha(trace) };
  process.stderr.write(`${key}  ${Math.round(performance.now() - started)} ms\n`);
}

const scenarios = builtinScenarios().map((s) => s.name);
for (const name of scenarios) {
  const scenario = loadScenario(name);
  for (const v of VARIANTS) {
    if (LARGE.has(name) && v !== "correct" && !full) continue;
    const world = new World({ scenario, factory: nativeFactory(v) });
    world.run();
    record(`native/${v}/${name}`, world.report(), world.trace());
  }
}
for (const ex of loadExercises()) {
  for (const variant of ["original", "solution"] as const) {
    for (const name of scenarios) {
      if (LARGE.has(name) && !full) continue;
      const { report, world } = runLab([ex[variant], ...ex.support], loadScenario(name));
      record(`${ex.id}/${variant}/${name}`, report, world?.trace() ?? []);
    }
  }
}

if (!check) {
  mkdirSync(new URL("./baseline/", import.meta.url), { recursive: true });
  writeFileSync(BASELINE, JSON.stringify(hashes, null, 2) + "\n");
  console.log(`wrote ${Object.keys(hashes).length} report+trace hashes to bench/baseline/reports.json`);
} else {
  if (!existsSync(BASELINE)) throw new Error("no baseline: run `npx tsx bench/reports.ts` on the untouched tree first");
  const base = JSON.parse(readFileSync(BASELINE, "utf8")) as typeof hashes;
  const diffs: string[] = [];
  for (const [key, h] of Object.entries(hashes)) {
    const b = base[key];
    if (!b) diffs.push(`${key}: not in the baseline`);
    else {
      if (b.report !== h.report) diffs.push(`${key}: report differs`);
      if (b.trace !== h.trace) diffs.push(`${key}: trace differs`);
    }
  }
  for (const key of Object.keys(base)) if (full && !hashes[key]) diffs.push(`${key}: not run`);
  if (diffs.length) {
    console.log(diffs.join("\n"));
    process.exitCode = 1;
  } else console.log(`byte-identical: ${Object.keys(hashes).length} reports and traces`);
}
