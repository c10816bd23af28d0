/**
 * Flow player figures, measured in headless Chromium (Debian's, via playwright-core) on the
 * built site: for each of Flows 18, 19 (20,000 Apps) and 20 — time from opening the route to
 * the player's first frame, seek to the end and back to the start, the longest main-thread task
 * (PerformanceObserver "longtask") while seeking and while playing to the end, and the flow
 * worker's JS heap once the run is open; then, for Flow 19, switching to two of its 20,000-App
 * failure variants (bench/flows-variant.ts). Needs a build in dist/ (bench/run.ts makes one).
 * Run alone: `npx tsx bench/flows.ts` (after `npx vite build`).
 */
import { loadavg, availableParallelism } from "node:os";
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { serve } from "./serve";
import { LONGTASK_PROBE } from "./longtask-probe";
import { attachWorkers } from "./worker-heap";
import { measureVariantSwitch, type VariantSwitchFigures } from "./flows-variant";
import { mainThreadTasks, TIMELINE_CATEGORIES } from "./main-thread-cpu";

/** SWITCH_TO: per flow, the variants switched to after playing (Flow 19's run at 20,000 Apps). */
const SWITCH_TO: Record<string, string[]> = { "flow-19": ["20,000 Apps, 16 workers", "20,000 Apps, 1 worker"] };

export interface FlowFigures {
  flow: string;
  /** loadPerCore: the 1-minute load average per core when the flow was measured. */
  loadPerCore: number;
  events: number;
  /**
   * openToFirstFrameMs: navigation start → the player shows its first frame. The worker answers
   * after the first slice of the run, so for a long run this comes before the run is complete.
   */
  openToFirstFrameMs: number;
  /** openToCompleteMs: navigation start → the whole run is computed (the timeline stops growing). */
  openToCompleteMs: number;
  /** engineMs: the worker's wall time computing the whole run. */
  engineMs: number;
  seekToEndMs: number;
  seekToStartMs: number;
  longestTaskSeekingMs: number;
  playToEndMs: number;
  /** playRate: events per second asked of the player. */
  playRate: number;
  longestTaskPlayingMs: number;
  longTasksOver50msPlaying: number;
  /**
   * longestTaskPlayingCpuMs: the longest main-thread task while playing, in the thread's CPU
   * time (trace `tdur`): what the task costs, without the waiting a loaded machine adds.
   */
  longestTaskPlayingCpuMs: number;
  tasksOver50msCpuPlaying: number;
  /** workerHeapMB: the player's flow worker, used JS heap with the run open (null: not exposed). */
  workerHeapMB: number | null;
  pageHeapMB: number | null;
  /** variantSwitches: switching to a failure variant after playing (bench/flows-variant.ts). */
  variantSwitches: VariantSwitchFigures[];
}

/** PLAY_RATE: events per second, so each flow plays to its end in a few seconds. */
const PLAY_RATE: Record<string, number> = { "flow-18": 400, "flow-19": 50_000, "flow-20": 2_000 };

type W = Window & {
  __longTasks: Array<{ start: number; duration: number }>;
  __readyAt?: number;
  __completeAt?: number;
};

/** Records the moment the player first reports "ready", from navigation start (long tasks come
 * from the shared probe, bench/longtask-probe.ts, as `window.__longTasks`). */
function instrument(): void {
  const w = window as unknown as W;
  new MutationObserver((_, obs) => {
    if (w.__readyAt === undefined && document.querySelector('.flow-player[data-status="ready"]'))
      w.__readyAt = performance.now();
    if (document.querySelector('.flow-player[data-status="ready"][data-growing="false"]')) {
      w.__completeAt = performance.now();
      obs.disconnect();
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["data-status", "data-growing"],
  });
}

/** pressAndWait presses a key on the page and resolves with the ms until the player's pos is `want`. */
async function pressAndWait(page: Page, key: "End" | "Home"): Promise<{ ms: number; longest: number }> {
  return page.evaluate(
    (key) =>
      new Promise<{ ms: number; longest: number }>((resolve, reject) => {
        const el = document.querySelector(".flow-player") as HTMLElement;
        const want = key === "End" ? el.dataset.length : "0";
        const w = window as unknown as W;
        const t0 = performance.now();
        const done = () => {
          const ms = performance.now() - t0;
          // Long tasks are reported after they end: give the observer a frame.
          requestAnimationFrame(() =>
            setTimeout(() => {
              const longest = Math.max(0, ...w.__longTasks.filter((x) => x.start >= t0).map((x) => x.duration));
              resolve({ ms, longest });
            }, 50),
          );
        };
        const obs = new MutationObserver(() => {
          if (el.dataset.pos === want) {
            obs.disconnect();
            done();
          }
        });
        obs.observe(el, { attributes: true, attributeFilter: ["data-pos"] });
        setTimeout(() => reject(new Error(`${key}: pos never reached ${want}`)), 60_000);
        document.body.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
      }),
    key,
  );
}

/** heapOfWorker: the flow worker's used JS heap. The largest flow worker is the player's (a
 * variants worker, if any, holds less). */
async function heapOfWorker(page: Page): Promise<number | null> {
  const workers = await attachWorkers(page, (url) => url.includes("flow.worker"));
  await page.waitForTimeout(300);
  const heaps = await workers.usedHeaps();
  await workers.detach();
  return heaps.length ? Math.round((Math.max(...heaps) / 2 ** 20) * 10) / 10 : null;
}

export async function measureFlows(dist = "dist", flows = ["flow-18", "flow-19", "flow-20"]): Promise<FlowFigures[]> {
  const server = await serve(dist);
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, "--enable-precise-memory-info"],
  });
  const out: FlowFigures[] = [];
  try {
    for (const flow of flows) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      // tsx (esbuild keepNames) wraps named functions in __name(); the page needs it too.
      await page.addInitScript("globalThis.__name = (f) => f;");
      await page.addInitScript({ content: LONGTASK_PROBE });
      await page.addInitScript(instrument);
      const rate = PLAY_RATE[flow] ?? 1000;
      await page.goto(`${server.url}#/flows/${flow}?speed=${rate}`);
      const player = page.locator(".flow-player");
      await player.and(page.locator('[data-status="ready"]')).waitFor({ timeout: 300_000 });
      await page.locator("[data-first-frame-ms]").waitFor();
      await player.and(page.locator('[data-growing="false"]')).waitFor({ timeout: 300_000 });
      const openToFirstFrameMs = await page.evaluate(() => (window as unknown as W).__readyAt ?? NaN);
      const openToCompleteMs = await page.evaluate(() => (window as unknown as W).__completeAt ?? NaN);
      const events = Number(await player.getAttribute("data-length"));
      const engineMs = Number(
        /in ([\d,]+) ms/
          .exec((await page.locator("[data-first-frame-ms]").textContent()) ?? "")?.[1]
          ?.replace(/,/g, ""),
      );
      const workerHeapMB = await heapOfWorker(page);
      const pageHeapMB = await page.evaluate(() => {
        const m = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
        return m ? Math.round((m.usedJSHeapSize / 2 ** 20) * 10) / 10 : null;
      });
      await page.waitForTimeout(300);
      const end = await pressAndWait(page, "End");
      const start = await pressAndWait(page, "Home");
      // Play to the end at the flow's rate and record the longest task meanwhile, both as the
      // page sees it (longtask, wall time) and as CPU time from a trace (load-independent).
      await browser.startTracing(page, { categories: [...TIMELINE_CATEGORIES] });
      const played = await page.evaluate(
        () =>
          new Promise<{ ms: number; longest: number; over50: number }>((resolve, reject) => {
            const el = document.querySelector(".flow-player") as HTMLElement;
            const w = window as unknown as W;
            const t0 = performance.now();
            const obs = new MutationObserver(() => {
              if (el.dataset.pos !== el.dataset.length) return;
              obs.disconnect();
              const ms = performance.now() - t0;
              setTimeout(() => {
                const long = w.__longTasks.filter((x) => x.start >= t0);
                resolve({
                  ms,
                  longest: Math.max(0, ...long.map((x) => x.duration)),
                  over50: long.filter((x) => x.duration > 50).length,
                });
              }, 100);
            });
            obs.observe(el, { attributes: true, attributeFilter: ["data-pos"] });
            setTimeout(() => reject(new Error("the flow never played to its end")), 180_000);
            (document.querySelector(".flow-play") as HTMLButtonElement).click();
          }),
      );
      const cpu = mainThreadTasks(await browser.stopTracing());
      const variantSwitches: VariantSwitchFigures[] = [];
      for (const title of SWITCH_TO[flow] ?? []) variantSwitches.push(await measureVariantSwitch(page, title, browser));
      out.push({
        flow,
        loadPerCore: Math.round(((loadavg()[0] ?? 0) / availableParallelism()) * 10) / 10,
        events,
        openToFirstFrameMs: Math.round(openToFirstFrameMs),
        openToCompleteMs: Math.round(openToCompleteMs),
        engineMs,
        seekToEndMs: Math.round(end.ms),
        seekToStartMs: Math.round(start.ms),
        longestTaskSeekingMs: Math.round(Math.max(end.longest, start.longest)),
        playToEndMs: Math.round(played.ms),
        playRate: rate,
        longestTaskPlayingMs: Math.round(played.longest),
        longTasksOver50msPlaying: played.over50,
        longestTaskPlayingCpuMs: cpu.longestCpu,
        tasksOver50msCpuPlaying: cpu.over50Cpu,
        workerHeapMB,
        pageHeapMB,
        variantSwitches,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureFlows(), null, 2));
}
