/**
 * bench/golang-cold.ts: one cold compile, in this fresh process — the interpreter's first
 * compile() loads, parses and type-checks the shim packages the program imports (the
 * generated Kubernetes API types among them), as the browser lab's worker does on its first Run.
 * Prints { firstMs, firstCpuMs, secondMs } as one JSON line; bench/golang.ts runs it in three
 * processes and reports the median.
 * Usage: node --import tsx bench/golang-cold.ts
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "../src/golang/compile";

const ROOT = join(import.meta.dirname, "..");
const read = (p: string) => ({ name: p.split("/").pop() as string, source: readFileSync(join(ROOT, p), "utf8") });
const files = [read("test/unit/lab/fixtures/kubebuilder.go"), read("test/unit/lab/fixtures/semantics.go")];

const c0 = process.cpuUsage();
const t0 = performance.now();
const r = compile(files);
const t1 = performance.now();
const cpu = process.cpuUsage(c0);
if (!r.program) throw new Error(`bench reconciler does not compile: ${r.diagnostics[0]?.message}`);
compile(files);
const t2 = performance.now();
console.log(JSON.stringify({ firstMs: t1 - t0, firstCpuMs: (cpu.user + cpu.system) / 1000, secondMs: t2 - t1 }));
