/**
 * The flow player switching to a failure variant, in the page bench/flows.ts has open: click the
 * variant's toggle, wait until the player has re-opened on the variant's run, the run is complete
 * and the figures table is filled. Figures: ms from the click to the figures, and the page's long
 * tasks meanwhile as its probe saw them (bench/longtask-probe.ts: wall time) and by CPU time from a
 * trace (bench/main-thread-cpu.ts: what a busy VM does not lengthen). Flow 19's variants
 * run at the lesson's 20,000 Apps, so this is the issue's "variants without a long task" figure.
 * After the switch (outside the timed part: DevTools attached makes V8 do work users never pay),
 * the used JS heap of every flow worker alive: the player's and the one that ran the lesson's run.
 */
import type { Browser, Page } from "playwright-core";
import { attachWorkers } from "./worker-heap";
import { mainThreadTasks, TIMELINE_CATEGORIES } from "./main-thread-cpu";

export interface VariantSwitchFigures {
  variant: string;
  /** clickToFiguresMs: the click → the player's run complete and the variant's figures shown. */
  clickToFiguresMs: number;
  longestTaskMs: number;
  longTasksOver50ms: number;
  /** the longest main-thread task meanwhile by the thread's CPU time, and how many took over 50 ms of it */
  longestTaskCpuMs: number;
  tasksOver50msCpu: number;
  /** workerHeapsMB: each live flow worker's used JS heap after the switch, largest first */
  workerHeapsMB: number[];
}

type W = Window & { __longTasks: Array<{ start: number; duration: number }> };

export async function measureVariantSwitch(page: Page, title: string, browser: Browser): Promise<VariantSwitchFigures> {
  await browser.startTracing(page, { categories: [...TIMELINE_CATEGORIES] });
  const t0 = await page.evaluate(() => performance.now());
  const toggle = page.getByRole("button", { name: title, exact: true });
  await toggle.click();
  await page.locator(`.flow-variant-toggle[aria-pressed="true"]`, { hasText: title }).waitFor();
  // The panel is busy while the figures' runs go (the previous variant's rows are gone by then).
  await page.locator('.flow-variant-detail [aria-busy="true"]').waitFor({ timeout: 30_000 });
  await page
    .locator('.flow-variant-detail [aria-busy="false"] .flow-variant-figures tbody tr')
    .first()
    .waitFor({ timeout: 300_000 });
  await page.locator('.flow-player[data-status="ready"][data-growing="false"]').waitFor({ timeout: 300_000 });
  const t1 = await page.evaluate(() => performance.now());
  // Long tasks are reported after they end: give the observer a moment.
  await page.waitForTimeout(200);
  const long = await page.evaluate(
    (from) => (window as unknown as W).__longTasks.filter((x) => x.start >= from).map((x) => x.duration),
    t0,
  );
  const cpu = mainThreadTasks(await browser.stopTracing());
  const workers = await attachWorkers(page, (url) => url.includes("flow.worker"));
  await page.waitForTimeout(300);
  const heaps = await workers.usedHeaps();
  await workers.detach();
  return {
    variant: title,
    clickToFiguresMs: Math.round(t1 - t0),
    longestTaskMs: Math.round(Math.max(0, ...long)),
    longTasksOver50ms: long.filter((d) => d > 50).length,
    longestTaskCpuMs: cpu.longestCpu,
    tasksOver50msCpu: cpu.over50Cpu,
    workerHeapsMB: heaps.sort((a, b) => b - a).map((h) => Math.round((h / 2 ** 20) * 10) / 10),
  };
}
