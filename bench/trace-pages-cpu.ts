/**
 * bench/trace-pages-cpu.ts: each page's main-thread tasks by wall time AND by the thread's CPU
 * time. On a shared machine a task's wall time includes the time the renderer was descheduled
 * (at load 8 on 2 cores a 30 ms task reads as 300 ms); the CPU time the trace records per event
 * (`tdur`) does not. Runs the same scenarios as bench/longtasks.ts (load, scroll, use) under a
 * light CDP trace (no sampling profiler) and prints, per page: the longest task by wall and by
 * CPU, total blocking time both ways, what filled each task over 50 ms of CPU, and the page's
 * own longest tasks by CPU (bench/trace-pages-tasks.ts reads the trace). A task spent
 * mostly in the bench's own scripts (Playwright's injected script, evaluated without a URL when a
 * locator is first used) is the harness's, not the page's: "app" figures leave those tasks out.
 * So is a task spent mostly in V8.CollectSourcePositions, marked [devtools]: with a DevTools
 * client attached V8 collects the source positions of every frame of each new Error's stack
 * (see bench/longtasks-load.ts), a cost the page does not have without one.
 *
 *   npm run build && node --import tsx bench/trace-pages-cpu.ts [page name …]
 * TRACE_DIR=dir also writes each page's trace there (open it in DevTools' Performance panel).
 */
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { serve } from "./serve";
import { SCENARIOS, measurePage } from "./longtasks";
import { LONGTASK_PROBE } from "./longtask-probe";
import { loadAverage, printPages, tasksOf, TASK_CATEGORIES, type PageCpu } from "./trace-pages-tasks";

const only = process.argv.slice(2);
const server = await serve("dist");
const browser = await chromium.launch(chromiumLaunchOptions);
const load = loadAverage;
const results: Array<PageCpu & { load: string }> = [];
try {
  for (const s of SCENARIOS.filter((x) => only.length === 0 || only.includes(x.page))) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: LONGTASK_PROBE });
    const page = await context.newPage();
    const before = load();
    await browser.startTracing(page, { categories: [...TASK_CATEGORIES] });
    try {
      await measurePage(page, server.url, s);
    } finally {
      const buf = await browser.stopTracing();
      await context.close();
      results.push({ ...tasksOf(buf, s.page), load: before });
      if (process.env.TRACE_DIR) writeFileSync(`${process.env.TRACE_DIR}/${s.page.replace(/\W+/g, "-")}.json`, buf);
    }
  }
} finally {
  await browser.close();
  server.close();
}
printPages(results);
