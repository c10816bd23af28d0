/**
 * Drill figures in headless Chromium on the built site (bench/run.ts builds it):
 * - openToCodeMs: from navigating to `#/drills/<id>` in a fresh browser context (nothing cached)
 *   to the drill's code shown in its editor: the drills worker generates the mutant and proves
 *   its bug with the engine first (median of 3);
 * - runToEvidenceMs: from pressing Run (a symptom picked) to the engine's evidence drawn;
 * - workerDrillsPerSecond: drills generated and verified per second by the built drills worker
 *   itself (seeds 1–N, one after another, as `npm run bench -- drills` does in Node), with the
 *   share of seeds kept.
 */
import { readdirSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { serve } from "./serve";

export interface DrillsBrowserFigures {
  drill: string;
  openToCodeMs: number;
  openToCodeRunsMs: number[];
  runToEvidenceMs: number;
  workerSeeds: number;
  workerDrillsKept: number;
  workerTotalMs: number;
  workerDrillsPerSecond: number;
}

/** DRILL is the e2e's drill: "a Result returned with an error" in the heartbeat-predicate base. */
const DRILL = "1016-c1ceef";
const SYMPTOM = /A Result and an error returned together/;
const SEEDS = 12;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function openToCode(browser: Browser, url: string): Promise<{ ms: number; runMs?: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx (esbuild, keepNames) wraps named functions in __name(); give the page one.
  await context.addInitScript({ content: "window.__name = (f) => f;" });
  const page = await context.newPage();
  const t0 = Date.now();
  await page.goto(`${url}#/drills/${DRILL}`);
  await page.locator("#drill-editor[data-ready=true]").waitFor({ timeout: 300_000 });
  const ms = Date.now() - t0;
  await page.getByLabel(SYMPTOM).check();
  const run = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const b = [...document.querySelectorAll("button")].find((x) => x.textContent?.trim() === "Run");
        if (!b) return reject(new Error("no Run button"));
        const t = performance.now();
        b.click();
        const poll = () => {
          const region = document.querySelector('[aria-label="Run result"] .lab-findings');
          if (region?.textContent?.includes("ResultWithError")) resolve(performance.now() - t);
          else if (performance.now() - t > 120_000) reject(new Error("no evidence after 120 s"));
          else requestAnimationFrame(poll);
        };
        poll();
      }),
  );
  await context.close();
  return { ms, runMs: Math.round(run) };
}

/** workerThroughput runs the built drills worker on seeds 1..SEEDS and times it. */
async function workerThroughput(
  browser: Browser,
  url: string,
  dist: string,
): Promise<{ kept: number; totalMs: number }> {
  const file = readdirSync(`${dist}/assets`).find((f) => /^drills\.worker-.*\.js$/.test(f));
  if (!file) throw new Error(`no drills worker in ${dist}/assets`);
  const context = await browser.newContext();
  await context.addInitScript({ content: "window.__name = (f) => f;" });
  const page = await context.newPage();
  await page.goto(url);
  const out = await page.evaluate(
    ([src, seeds]) =>
      new Promise<{ kept: number; totalMs: number }>((resolve, reject) => {
        const w = new Worker(src, { type: "module", name: "drills-bench" });
        let next = 0;
        let kept = 0;
        let t0 = 0;
        const ask = (seed: number) => w.postMessage({ type: "generate", id: seed + 1, seed });
        w.onerror = (e) => reject(new Error(e.message));
        w.onmessage = (m: MessageEvent<{ type: string; drill?: unknown; message?: string }>) => {
          const r = m.data;
          if (r.type === "progress") return;
          if (r.type === "error") return reject(new Error(r.message));
          // Seed 0 warms the worker up (compile paths, JIT) and is not timed.
          if (next === 0) t0 = performance.now();
          else if (r.drill) kept++;
          if (next === seeds) {
            w.terminate();
            return resolve({ kept, totalMs: performance.now() - t0 });
          }
          ask(++next);
        };
        ask(0);
      }),
    [`assets/${file}`, SEEDS] as const,
  );
  await context.close();
  return { kept: out.kept, totalMs: Math.round(out.totalMs) };
}

export async function measureDrillsBrowser(dist = "dist"): Promise<DrillsBrowserFigures> {
  const server = await serve(dist);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const runs: Array<{ ms: number; runMs?: number }> = [];
    for (let i = 0; i < 3; i++) runs.push(await openToCode(browser, server.url));
    const worker = await workerThroughput(browser, server.url, dist);
    return {
      drill: DRILL,
      openToCodeMs: median(runs.map((r) => r.ms)),
      openToCodeRunsMs: runs.map((r) => r.ms),
      runToEvidenceMs: median(runs.map((r) => r.runMs ?? 0)),
      workerSeeds: SEEDS,
      workerDrillsKept: worker.kept,
      workerTotalMs: worker.totalMs,
      workerDrillsPerSecond: Number(((worker.kept * 1000) / worker.totalMs).toFixed(2)),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

// `npx tsx bench/drills-browser.ts` prints the figures on their own (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureDrillsBrowser(process.argv[2] ?? "dist"), null, 2));
}
