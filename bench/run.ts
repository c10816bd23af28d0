/**
 * `npm run bench`: builds the site and prints every figure as one JSON document — the web
 * figures (bench/web.ts), the flow player's (bench/flows.ts), the engine's (bench/engine.ts) and the interpreter's (bench/golang.ts)
 * when present. Pass section names to run only some: `npm run bench -- web engine`.
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, totalmem } from "node:os";

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);
const figures: Record<string, unknown> = {
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
};

if (want("web") || want("flows")) execSync("npx vite build --logLevel error", { stdio: "inherit" });
if (want("web")) {
  const { measureWeb } = await import("./web");
  figures.web = await measureWeb();
}
// The flow player in Chromium: open → first frame, seeks, longest tasks, the worker's heap.
if (want("flows")) {
  const { measureFlows } = await import("./flows");
  figures.flows = await measureFlows();
}
// Engine and interpreter benches run in their own process (a clean heap for peak-memory
// figures, with --expose-gc); each prints one JSON document on stdout.
for (const name of ["engine", "golang", "drills"]) {
  if (!want(name) || !existsSync(new URL(`./${name}.ts`, import.meta.url))) continue;
  const out = execSync(`node --expose-gc --import tsx bench/${name}.ts`, { encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  const json = out.slice(out.indexOf("{"), out.lastIndexOf("}") + 1);
  figures[name] = JSON.parse(json);
}
console.log(JSON.stringify(figures, null, 2));
