/**
 * bench/longtasks.ts: does any page block its main thread? In headless Chromium (Debian's
 * /usr/bin/chromium, never a downloaded browser) against the built site (dist/, served by
 * bench/serve.ts), each page is loaded, scrolled top to bottom, and used (a card flipped and
 * rated, a quiz question answered); the shared long-task probe (bench/longtask-probe.ts),
 * installed before any page script runs, collects every task over 50 ms. Per page: the longest task, the
 * total blocking time (the sum of each long task's time over 50 ms) and how many there were.
 * Goal: no task over 50 ms anywhere. Each page is measured 3 times (LONGTASKS_REPEAT overrides):
 * the run with the median longest task is printed, with every run's longest task.
 *
 * The load is measured in a Chromium with no DevTools client attached (./longtasks-load.ts says
 * why: with DevTools attached, V8 re-parses React DOM's module for an Error's stack trace, a
 * 40 ms task no user has); scrolling and using the page through Playwright, counting the tasks
 * after the load. `loadWithDevToolsMs` keeps the load's longest task as Playwright sees it.
 *
 *   npm run build && node --import tsx bench/longtasks.ts
 *
 * The machine's load is printed with the figures: long tasks lengthen on a busy machine.
 */
import { loadavg, cpus } from "node:os";
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { LONGTASK_PROBE, longTasksSince, scrollThrough, type LongTask } from "./longtask-probe";
import { loadWithoutDevTools } from "./longtasks-load";
import { serve } from "./serve";

/** PageFigures are one page's long tasks. */
export interface PageFigures {
  page: string;
  route: string;
  longestTaskMs: number;
  totalBlockingMs: number;
  longTasks: number;
  /** the longest task while loading (no DevTools attached) and while scrolling and using the page */
  loadMs: number;
  useMs: number;
  /** the load's longest task with Playwright's DevTools connection attached (not counted above) */
  loadWithDevToolsMs: number;
  /** what was done after loading (scroll, answer a card, …) */
  steps: string[];
}

const round = (x: number) => Math.round(x);
const longest = (tasks: LongTask[]) => round(Math.max(0, ...tasks.map((t) => t.duration)));

async function settle(page: Page, ms = 600): Promise<void> {
  await page.waitForTimeout(ms);
}

/** scrollToEnd scrolls the page to its end, then lets lazy work settle. */
async function scrollToEnd(page: Page): Promise<void> {
  await scrollThrough(page);
  await settle(page);
}

/** Scenario is one page and what to do on it. */
export interface Scenario {
  page: string;
  route: string;
  act?: (page: Page) => Promise<string[]>;
}

export const SCENARIOS: Scenario[] = [
  { page: "home", route: "/" },
  { page: "lesson", route: "/lessons/reconciliation-control-loop" },
  {
    page: "cards review",
    route: "/cards/review",
    act: async (page) => {
      await page.keyboard.press("Space"); // flip
      await page.locator(".cards-rate").first().waitFor({ timeout: 10_000 });
      await page.keyboard.press("3"); // Good
      await settle(page);
      return ["flip", "rate Good"];
    },
  },
  {
    page: "quiz",
    route: "/quiz",
    act: async (page) => {
      await page
        .getByRole("link", { name: /^Start the quiz on / })
        .first()
        .click();
      await page.getByRole("button", { name: /^Start the quiz \(\d+ questions\)/ }).click();
      const card = page.locator("main");
      const choice = card.locator("input[type=radio], input[type=checkbox]").first();
      const steps = ["open a quiz", "start"];
      if ((await card.locator("textarea").count()) > 0) {
        await card.locator("textarea").fill("The reconciler compares desired and observed state.");
        steps.push("type an answer");
      } else if ((await choice.count()) > 0) {
        await choice.check();
        steps.push("pick a choice");
      }
      const submit = page.getByRole("button", { name: /^(Check|Submit|Reveal|Show)/ }).first();
      if ((await submit.count()) > 0) {
        await submit.click();
        steps.push("submit");
      }
      await settle(page);
      return steps;
    },
  },
  { page: "glossary", route: "/glossary" },
  { page: "lab", route: "/lab" },
  { page: "flows", route: "/flows/flow-19" },
];

/**
 * measurePage loads, scrolls and uses a page through Playwright. `loadTasks` are the long tasks
 * without DevTools (loadWithoutDevTools); without them the load's tasks as seen here are counted.
 */
export async function measurePage(page: Page, base: string, s: Scenario, loadTasks?: LongTask[]): Promise<PageFigures> {
  await page.goto(`${base}#${s.route}`);
  await page.locator("main#main").waitFor({ timeout: 30_000 });
  await settle(page, 1500);
  const loaded = await page.evaluate(() => performance.now());
  const steps = ["load"];
  await scrollToEnd(page);
  steps.push("scroll");
  if (s.act) {
    await page.evaluate(() => window.scrollTo(0, 0));
    steps.push(...(await s.act(page)));
  }
  const seen = await longTasksSince(page);
  const use = seen.filter((t) => t.start >= loaded);
  const load = loadTasks ?? seen.filter((t) => t.start < loaded);
  const tasks = [...load, ...use];
  return {
    page: s.page,
    route: s.route,
    longestTaskMs: longest(tasks),
    totalBlockingMs: round(tasks.reduce((n, t) => n + Math.max(0, t.duration - 50), 0)),
    longTasks: tasks.length,
    loadMs: longest(load),
    useMs: longest(use),
    loadWithDevToolsMs: longest(seen.filter((t) => t.start < loaded)),
    steps,
  };
}

/** PageRuns are a page's figures from the run with the median longest task, and every run's longest task. */
export type PageRuns = PageFigures & { longestTaskRuns: number[] };

/**
 * LONGTASKS_RUNS: each page is measured this many times (LONGTASKS_REPEAT overrides) and the run
 * with the median longest task is printed. A task's wall time includes the time the VM left the
 * renderer descheduled: on this 2-core VM the same build gave 0 ms on every page in one run and a
 * 52-81 ms task on a different page in each of the next three (bench/trace-pages-cpu.ts put the
 * pages' own longest task at 14-35 ms of CPU in all of them).
 */
const LONGTASKS_RUNS = 3;

/** medianRun is the run whose longest task is the median (the lower middle of an even count). */
function medianRun(runs: PageFigures[]): PageRuns {
  const sorted = [...runs].sort((a, b) => a.longestTaskMs - b.longestTaskMs);
  const mid = sorted[(sorted.length - 1) >> 1] as PageFigures;
  return { ...mid, longestTaskRuns: runs.map((r) => r.longestTaskMs) };
}

/** measureLongTasks loads every page in a fresh context, `repeat` times, and returns each page's median run. */
export async function measureLongTasks(
  repeat = Number(process.env.LONGTASKS_REPEAT) || LONGTASKS_RUNS,
): Promise<{ load: string; goalMs: number; runs: number; pages: PageRuns[] }> {
  const server = await serve("dist");
  const browser = await chromium.launch(chromiumLaunchOptions);
  const pages: PageRuns[] = [];
  const load = `${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")} on ${cpus().length} cores`;
  try {
    for (const s of SCENARIOS) {
      const runs: PageFigures[] = [];
      for (let r = 0; r < repeat; r++) {
        const loadTasks = await loadWithoutDevTools("dist", s.route);
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript({ content: LONGTASK_PROBE });
        const page = await context.newPage();
        try {
          runs.push(await measurePage(page, server.url, s, loadTasks));
        } finally {
          await context.close();
        }
      }
      pages.push(medianRun(runs));
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { load, goalMs: 50, runs: repeat, pages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureLongTasks(), null, 2));
}
