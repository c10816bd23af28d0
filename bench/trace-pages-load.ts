/**
 * bench/trace-pages-load.ts: each page's load traced in a Chromium with no DevTools client, tasks
 * by CPU time. bench/longtasks.ts measures the load without DevTools (bench/longtasks-load.ts says
 * why: with a client attached V8 does work users never pay); this takes the same load with
 * Chromium's startup tracing (`--trace-startup`, written as JSON when its duration ends), so each
 * load task's thread time (`tdur`) can be read apart from the time a busy machine took from it.
 * Prints, per page, the longest task by wall and CPU, the page's longest tasks by CPU with the
 * events that filled them, and the task under each long task the page's own probe reported.
 *
 *   npm run build && node --import tsx bench/trace-pages-load.ts [page name …]
 * TRACE_DIR=dir keeps each page's trace there; PROFILE=1 adds V8's sampling profiler to it;
 * CATEGORIES=a,b adds trace categories (e.g. fonts,base to see font lookups and waits).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SCENARIOS } from "./longtasks";
import { loadWithoutDevTools } from "./longtasks-load";
import { loadAverage, printPages, tasksOf, TASK_CATEGORIES, type PageCpu } from "./trace-pages-tasks";

/** TRACE_SECONDS: how long the startup trace records; the load and its settling fit well inside. */
const TRACE_SECONDS = 12;
const CATEGORIES = [
  ...TASK_CATEGORIES,
  ...(process.env.PROFILE ? ["disabled-by-default-v8.cpu_profiler"] : []),
  ...(process.env.CATEGORIES ? process.env.CATEGORIES.split(",") : []),
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** written waits until Chromium has finished writing the trace file (its size holds still). */
async function written(file: string, timeoutMs = 60_000): Promise<void> {
  let last = -1;
  for (const t0 = Date.now(); Date.now() - t0 < timeoutMs; await sleep(500)) {
    if (!existsSync(file)) continue;
    const size = statSync(file).size;
    if (size > 0 && size === last && readFileSync(file, "utf8").trimEnd().endsWith("}")) return;
    last = size;
  }
  throw new Error(`no complete trace in ${file}`);
}

const only = process.argv.slice(2);
const dir = process.env.TRACE_DIR ?? mkdtempSync(join(tmpdir(), "trace-pages-load-"));
mkdirSync(dir, { recursive: true });
const load = loadAverage;
const results: Array<PageCpu & { load: string }> = [];
try {
  for (const s of SCENARIOS.filter((x) => only.length === 0 || only.includes(x.page))) {
    const file = join(dir, `load-${s.page.replace(/\W+/g, "-")}.json`);
    rmSync(file, { force: true });
    const before = load();
    const reported = await loadWithoutDevTools("dist", s.route, 90_000, {
      args: [
        `--trace-startup=${CATEGORIES.join(",")}`,
        "--trace-startup-format=json",
        `--trace-startup-file=${file}`,
        `--trace-startup-duration=${TRACE_SECONDS}`,
      ],
      beforeStop: () => written(file),
    });
    results.push({ ...tasksOf(readFileSync(file), s.page, 4, reported), load: before });
  }
} finally {
  if (!process.env.TRACE_DIR) rmSync(dir, { recursive: true, force: true });
}
printPages(results);
