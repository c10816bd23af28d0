/**
 * bench/flow19-browser.ts: Flow 19's whole story (bench/flow19-story.ts, the run bench/flow19full.ts
 * times in Node) inside a browser's Web Worker, as the lab runs a learner's code: Debian's
 * Chromium opens a page built from bench/browser/, whose module worker creates N Apps from
 * empty, converges them with the interpreted "guard" reconciler of bench/flow19-story.ts (or the native reconciler),
 * restarts the controller, replays every key and serialises the report. Prints, per run, the
 * worker's own wall times and counts and the worker's peak JS heap, sampled every 250 ms
 * through the DevTools protocol (workers expose no performance.memory). Goal (issue 12):
 * 20,000 Apps interpreted in <= 20 s with the worker's heap <= 600 MB.
 *
 *   node --import tsx bench/flow19-browser.ts [--sizes 200,2000]   # or FLOW19_SIZES; default 200,2000,20000
 */
import { join } from "node:path";
import { build } from "vite";
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { serve } from "./serve";
import { attachWorkers } from "./worker-heap";

const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "bench", "out", "flow19-browser");
const MB = 2 ** 20;

/** heapSampler asks the page's workers for their used heap every 250 ms and keeps the largest. */
async function heapSampler(
  page: Page,
): Promise<{ peakMB: () => number; samples: () => number; stop: () => Promise<void> }> {
  const workers = await attachWorkers(page);
  let peak = 0;
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const used of await workers.usedHeaps(2_000)) {
        samples++;
        peak = Math.max(peak, used);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return {
    peakMB: () => Math.round(peak / MB),
    samples: () => samples,
    stop: async () => {
      running = false;
      await loop;
      await workers.detach();
    },
  };
}

export async function measureFlow19Browser(sizes: number[]) {
  await build({
    configFile: false,
    root: join(ROOT, "bench", "browser"),
    base: "./",
    logLevel: "error",
    worker: { format: "es" },
    build: {
      outDir: OUT,
      emptyOutDir: true,
      target: "es2022",
      reportCompressedSize: false,
      rollupOptions: { input: join(ROOT, "bench", "browser", "flow19.html") },
    },
  });
  const server = await serve(OUT);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const runs: unknown[] = [];
  try {
    for (const apps of sizes)
      for (const kind of ["native", "interpreted"]) {
        const page = await browser.newPage();
        const heap = await heapSampler(page);
        await page.goto(`${server.url}flow19.html?apps=${apps}&kind=${kind}`);
        await page.waitForFunction(
          () => {
            const w = window as unknown as { __flow19?: unknown; __flow19Error?: string };
            return w.__flow19 !== undefined || w.__flow19Error !== undefined;
          },
          undefined,
          { timeout: 20 * 60_000, polling: 500 },
        );
        await heap.stop();
        const out = await page.evaluate(() => {
          const w = window as unknown as { __flow19?: Record<string, unknown>; __flow19Error?: string };
          return { figures: w.__flow19, error: w.__flow19Error };
        });
        await page.close();
        if (out.error) throw new Error(`flow19-browser ${apps} ${kind}: ${out.error}`);
        const row: Record<string, unknown> = {
          ...out.figures,
          workerPeakHeapMB: heap.peakMB(),
          heapSamples: heap.samples(),
        };
        runs.push(row);
        process.stderr.write(
          `flow19-browser ${apps} ${kind}: ${String(row.wallMs)} ms, heap ${row.workerPeakHeapMB} MB\n`,
        );
      }
  } finally {
    await browser.close();
    server.close();
  }
  return {
    scenario:
      "bench/flow19full.ts's story inside a Chromium Web Worker (guard reconciler: finalizer, CreateOrUpdate, status; interpreted vs native)",
    goals: { wallMs20k: 20_000, workerHeapMB20k: 600 },
    heapSampling: "Runtime.getHeapUsage of the worker every 250 ms (a peak between samples can be missed)",
    runs,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--sizes");
  const sizes = ((at >= 0 ? args[at + 1] : undefined) ?? process.env.FLOW19_SIZES ?? "200,2000,20000")
    .split(",")
    .map(Number);
  console.log(JSON.stringify(await measureFlow19Browser(sizes), null, 2));
}
