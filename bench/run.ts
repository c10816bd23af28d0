/**
 * `npm run bench`: builds the site and prints every figure as one JSON document — the web
 * figures (bench/web.ts), the lab's (bench/lab.ts), the flow player's (bench/flows.ts), each
 * page's longest main-thread task (bench/longtasks.ts), the engine's (bench/engine.ts) and the
 * interpreter's (bench/golang.ts, and bench/golang-micro.ts: the interpreter alone on a
 * reconciler-shaped pure-Go program) when present, the drills' (bench/drills.ts in Node, then
 * bench/drills-browser.ts in Chromium), and `flow19-full` (bench/flow19full.ts: Flow 19
 * from an empty cluster to the replayed restart at 200, 2,000 and 20,000 Apps, interpreted and
 * native, the median of 3 runs each, and the same story through `npm run lab` timed from outside)
 * and `flow19-browser` (bench/flow19-browser.ts: the same
 * story inside a Chromium Web Worker, with the worker's peak heap). Pass section names to run
 * only some:
 * `npm run bench -- web engine flow19-full`; FLOW19_SIZES=200,2000 skips 20,000 in both.
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

const browserSections = ["web", "flows", "lab", "longtasks", "drills"];
if (browserSections.some(want)) execSync("npx vite build --logLevel error", { stdio: "inherit" });
if (want("web")) {
  const { measureWeb } = await import("./web");
  figures.web = await measureWeb();
}
if (want("lab")) figures.lab = await (await import("./lab")).measureLab("dist");
// The flow player in Chromium: open → first frame, seeks, longest tasks, the worker's heap.
if (want("flows")) {
  const { measureFlows } = await import("./flows");
  figures.flows = await measureFlows();
}
if (want("longtasks")) {
  const { measureLongTasks } = await import("./longtasks");
  figures.longtasks = await measureLongTasks();
}
// Engine and interpreter benches run in their own process (a clean heap for peak-memory
// figures, with --expose-gc); each prints one JSON document on stdout. They run from the same
// esbuild bundle `npm run lab` runs (scripts/run-bundled.mjs), not under tsx: tsx wraps every
// closure in a keepNames call and every cross-file import read in a getter, about 8% of the
// interpreter's time inside Reconcile, which neither the CLI nor the browser pays.
const sections: Array<[string, string]> = [
  ["engine", "engine"],
  ["golang", "golang"],
  ["golang-micro", "golang-micro"],
  ["drills", "drills"],
  ["flow19-full", "flow19full"],
];
/** FLOW19_RUNS: flow19-full prints the median of this many runs of each size and reconciler
 * (FLOW19_REPEAT overrides): a single 20,000-App run took 11.2 to 17.8 s within an hour on this
 * VM with nothing changed, so one run says more about the VM's minute than about the code. */
const FLOW19_RUNS = 3;
const runSection = (file: string, env: Record<string, string> = {}): unknown => {
  const out = execSync(`node --expose-gc scripts/run-bundled.mjs bench/${file}.ts`, {
    encoding: "utf8",
    maxBuffer: 64 * 2 ** 20,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  return JSON.parse(out.slice(out.indexOf("{"), out.lastIndexOf("}") + 1));
};
/** ENGINE_RUNS: the engine's figures come from the process whose Flow 19 restart replay was the
 * median of three: the replay (about 1 s, its goal) moved from 0.83 to 1.23 s between single runs
 * minutes apart on this VM, with no change to the engine. */
const ENGINE_RUNS = 3;
type EngineFigures = { flow19: { wallMs: number } } & Record<string, unknown>;
for (const [name, file] of sections) {
  if (!want(name) || !existsSync(new URL(`./${file}.ts`, import.meta.url))) continue;
  if (name === "flow19-full") {
    figures[name] = runSection(file, { FLOW19_REPEAT: process.env.FLOW19_REPEAT ?? String(FLOW19_RUNS) });
    continue;
  }
  if (name !== "engine") {
    figures[name] = runSection(file);
    continue;
  }
  const runs = Array.from({ length: ENGINE_RUNS }, () => runSection(file) as EngineFigures);
  const median = [...runs].sort((a, b) => a.flow19.wallMs - b.flow19.wallMs)[ENGINE_RUNS >> 1]!;
  figures[name] = { ...median, flow19: { ...median.flow19, wallMsRuns: runs.map((r) => r.flow19.wallMs) } };
}
// The drills in Chromium: open a drill to its code, Run to its evidence, the worker's throughput.
if (want("drills")) {
  const { measureDrillsBrowser } = await import("./drills-browser");
  figures.drills = { node: figures.drills, browser: await measureDrillsBrowser("dist") };
}
// Flow 19's whole story inside a browser worker (it builds its own page from bench/browser/).
if (want("flow19-browser")) {
  const { measureFlow19Browser } = await import("./flow19-browser");
  const sizes = (process.env.FLOW19_SIZES ?? "200,2000,20000").split(",").map(Number);
  figures["flow19-browser"] = await measureFlow19Browser(sizes);
}
console.log(JSON.stringify(figures, null, 2));
