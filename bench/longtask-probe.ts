/**
 * longtask-probe: the one way the browser benches see main-thread long tasks. LONGTASK_PROBE is an
 * init script (runs before the page's own scripts) that keeps every 'longtask' entry's start and
 * duration in `window.__longTasks`; longTasksSince reads the ones that started at or after t0.
 */
import type { Page } from "playwright-core";

export interface LongTask {
  start: number;
  duration: number;
}

/** LONGTASK_PROBE as page source; `window.__longTasks` is null where Chromium has no longtask API. */
export const LONGTASK_PROBE = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch (e) { window.__longTasks = null; }
`;

/** longTasksSince returns the long tasks that started at or after t0 (page time, ms). */
export async function longTasksSince(page: Page, t0 = 0): Promise<LongTask[]> {
  const tasks = await page.evaluate(
    (from) =>
      (window as unknown as { __longTasks: LongTask[] | null }).__longTasks?.filter((e) => e.start >= from) ?? null,
    t0,
  );
  if (!tasks) throw new Error("this Chromium does not report long tasks");
  return tasks;
}

/** scrollThrough scrolls the page to its end a viewport at a time, letting lazy work run between steps. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const done = await page.evaluate(() => {
      const el = document.scrollingElement ?? document.documentElement;
      const before = el.scrollTop;
      window.scrollBy(0, window.innerHeight * 0.9);
      return el.scrollTop === before;
    });
    await page.waitForTimeout(120);
    if (done) break;
  }
}
