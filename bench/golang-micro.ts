/**
 * bench/golang-micro.ts: the interpreter's own speed, without the engine or the shims: a
 * reconciler-shaped pure-Go program (bench/golang-micro/reconcile.go, 20,000 Reconcile calls) run
 * N times in this process (fresh instance each run, after 10 warm-up runs); prints the CPU ms of a
 * run (min, median) as one JSON line. On a shared machine compare two checkouts with paired runs:
 * alternate them several times (or import both bundles in one process and alternate run by run)
 * and compare medians; a single pair of figures drifts by 15-25% with the load.
 * Usage: node scripts/run-bundled.mjs bench/golang-micro.ts [runs]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "../src/golang/compile";

const ROOT = join(import.meta.dirname, "..");
const source = readFileSync(join(ROOT, "bench/golang-micro/reconcile.go"), "utf8");
const runs = Number(process.argv[2] ?? 60);
const r = compile([{ name: "reconcile.go", source }]);
if (!r.program) throw new Error(`bench program does not compile: ${r.diagnostics[0]?.message}`);
const program = r.program;

/** once runs main in a fresh instance and returns its CPU ms and output. */
function once(): { ms: number; out: string } {
  let out = "";
  const { instance, error } = program.instantiate({ stdout: (s) => (out += s) });
  if (!instance) throw new Error(`init failed: ${JSON.stringify(error)}`);
  const c0 = process.cpuUsage();
  const res = instance.runMain();
  const c = process.cpuUsage(c0);
  if (!res.ok) throw new Error(`run failed: ${res.message}`);
  return { ms: (c.user + c.system) / 1000, out };
}

for (let i = 0; i < 10; i++) once();
const ms: number[] = [];
let out = "";
for (let i = 0; i < runs; i++) {
  const r1 = once();
  ms.push(r1.ms);
  out = r1.out;
}
ms.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    runs,
    minMs: Number(ms[0]!.toFixed(2)),
    medianMs: Number(ms[ms.length >> 1]!.toFixed(2)),
    output: out.trim(),
  }),
);
