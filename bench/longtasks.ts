/**
 * bench/longtasks.ts: does any page block its main thread? In headless Chromium (Debian's
 * /usr/bin/chromium, never a downloaded browser) against the built site served by
 * `vite preview`, each page is loaded, scrolled top to bottom, and used (a card flipped and
 * rated, a quiz question answered); a PerformanceObserver for 'longtask' entries, installed
 * before any page script runs, collects every task over 50 ms. Per page: the longest task, the
 * total blocking time (the sum of each long task's time over 50 ms) and how many there were.
 * Goal: no task over 50 ms anywhere.
 *
 *   npm run build && node --import tsx bench/longtasks.ts     # LONGTASKS_PORT (default 4205)
 *
 * The machine's load is printed with the figures: long tasks lengthen on a busy machine.
 */
import { spawn } from "node:child_process";
import { loadavg, cpus } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";

const ROOT = join(import.meta.dirname, "..");
const PORT = Number(process.env.LONGTASKS_PORT ?? process.env.E2E_PORT ?? 4205);
const BASE = `http://127.0.0.1:${PORT}/`;

/** PageFigures are one page's long tasks. */
export interface PageFigures {
  page: string;
  route: string;
  longestTaskMs: number;
  totalBlockingMs: number;
  longTasks: number;
  /** what was done after loading (scroll, answer a card, …) */
  steps: string[];
}

/** OBSERVE runs in the page before its scripts: it keeps every long task's start and duration. */
const OBSERVE = `
  window.__longtasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch (e) { window.__longtasks = null; }
`;

async function settle(page: Page, ms = 600): Promise<void> {
  await page.waitForTimeout(ms);
}

/** scrollThrough scrolls the page to its end a viewport at a time, letting lazy work run. */
async function scrollThrough(page: Page): Promise<void> {
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
  await settle(page);
}

/** Scenario is one page and what to do on it. */
interface Scenario {
  page: string;
  route: string;
  act?: (page: Page) => Promise<string[]>;
}

const SCENARIOS: Scenario[] = [
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

async function measurePage(page: Page, s: Scenario): Promise<PageFigures> {
  await page.goto(`${BASE}#${s.route}`);
  await page.locator("main#main").waitFor({ timeout: 30_000 });
  await settle(page, 1500);
  const steps = ["load"];
  await scrollThrough(page);
  steps.push("scroll");
  if (s.act) {
    await page.evaluate(() => window.scrollTo(0, 0));
    steps.push(...(await s.act(page)));
  }
  const tasks = await page.evaluate(() => (window as unknown as { __longtasks: { ms: number }[] | null }).__longtasks);
  if (!tasks) throw new Error("this Chromium does not report long tasks");
  const round = (x: number) => Math.round(x);
  return {
    page: s.page,
    route: s.route,
    longestTaskMs: round(Math.max(0, ...tasks.map((t) => t.ms))),
    totalBlockingMs: round(tasks.reduce((n, t) => n + Math.max(0, t.ms - 50), 0)),
    longTasks: tasks.length,
    steps,
  };
}

/** preview starts `vite preview` on PORT and resolves once it answers. */
async function preview(): Promise<() => void> {
  const child = spawn(
    process.execPath,
    [join(ROOT, "node_modules/vite/bin/vite.js"), "preview", "--port", String(PORT), "--strictPort"],
    {
      cwd: ROOT,
      stdio: "ignore",
    },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return () => child.kill();
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`vite preview did not answer on ${BASE}`);
}

/** measureLongTasks loads every page in a fresh context and returns its figures. */
export async function measureLongTasks(): Promise<{ load: string; goalMs: number; pages: PageFigures[] }> {
  const stop = await preview();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const pages: PageFigures[] = [];
  const load = `${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")} on ${cpus().length} cores`;
  try {
    for (const s of SCENARIOS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(OBSERVE);
      const page = await context.newPage();
      try {
        pages.push(await measurePage(page, s));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    stop();
  }
  return { load, goalMs: 50, pages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureLongTasks(), null, 2));
}
