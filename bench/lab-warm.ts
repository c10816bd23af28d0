/**
 * bench/lab-warm.ts: the lab worker's first diagnostics of Exercise 1's original, in this fresh
 * process, with or without the worker's idle warm-up first (src/worker/lab-warm.ts).
 * Prints { warm, warmUpMs, longestPieceMs, firstMs, firstCpuMs } as one JSON line.
 * Usage: node --import tsx bench/lab-warm.ts [warm]
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { diagnose } from "../src/lab";
import { startWarm } from "../src/worker/lab-warm";

const DIR = join(import.meta.dirname, "../content/exercises/exercise-1-eager-creator");
const files = readdirSync(DIR)
  .filter((f) => f.endsWith(".go") && f !== "solution.go")
  .map((name) => ({ name, source: readFileSync(join(DIR, name), "utf8") }));

const warm = process.argv[2] === "warm";
const times = warm ? await startWarm() : { totalMs: 0, longestMs: 0 };
const c0 = process.cpuUsage();
const t0 = performance.now();
const ds = diagnose(files);
const t1 = performance.now();
const cpu = process.cpuUsage(c0);
if (ds.length) throw new Error(`Exercise 1 does not compile: ${ds[0]!.message}`);
console.log(
  JSON.stringify({
    warm,
    warmUpMs: times.totalMs,
    longestPieceMs: times.longestMs,
    firstMs: t1 - t0,
    firstCpuMs: (cpu.user + cpu.system) / 1000,
  }),
);
