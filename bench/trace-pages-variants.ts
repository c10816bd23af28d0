/**
 * bench/trace-pages-variants.ts: does the flow player block its main thread while Flow 19's
 * 20,000-App variants run and play? In headless Chromium against the built site, under a light
 * CDP trace (tasks by CPU time, as bench/trace-pages-cpu.ts): open /flows/flow-19 and let the
 * lesson's run complete, then for each variant named (default: workers-16, then workers-1)
 * click its toggle, wait until the player has re-opened on the variant's own run, the run is
 * complete and the figures table is filled, seek to the end and back, and play it to its end.
 * Prints, per step, the page's long tasks as its probe saw them (wall) and the trace's longest
 * main-thread task by CPU with what filled it. The first step's load tasks are seen with DevTools
 * attached (bench/longtasks-load.ts: React DOM's module evaluation costs ~40 ms of CPU more there);
 * bench/trace-pages-load.ts measures the load without. The trace leaves out v8.execute: with it
 * on, the worker's 20,000-App run slowed past 14 minutes.
 *
 *   npm run build && node --import tsx bench/trace-pages-variants.ts [variant id …]
 * TRACE_DIR=dir writes each step's trace there.
 */
import { writeFileSync } from "node:fs";
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { serve } from "./serve";
import { LONGTASK_PROBE, longTasksSince } from "./longtask-probe";
import { loadAverage, tasksOf } from "./trace-pages-tasks";

/** VARIANTS: Flow 19's variants played at the lesson's 20,000 Apps. */
const VARIANTS: Record<string, string> = {
  "workers-16": "20,000 Apps, 16 workers",
  "workers-1": "20,000 Apps, 1 worker",
  "unscoped-cache": "Cache scoping off",
};
const RATE = 50_000;
const LONG = { timeout: 900_000 };

const player = (page: Page) => page.locator(".flow-player");

async function complete(page: Page): Promise<void> {
  await player(page).and(page.locator('[data-status="ready"][data-growing="false"]')).waitFor(LONG);
}

/** press sends a key to the player as bench/flows.ts does (on the body, outside any control). */
async function press(page: Page, key: "End" | "Home"): Promise<void> {
  await page.evaluate((key) => document.body.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true })), key);
}

/** seekAndPlay takes the player to its end and back, then plays it to its end at RATE. */
async function seekAndPlay(page: Page): Promise<void> {
  const length = (await player(page).getAttribute("data-length")) ?? "0";
  if (length === "0") throw new Error("the player has no run");
  await press(page, "End");
  await player(page)
    .and(page.locator(`[data-pos="${length}"]`))
    .waitFor(LONG);
  await press(page, "Home");
  await player(page).and(page.locator(`[data-pos="0"]`)).waitFor(LONG);
  await page.locator(".flow-play").click();
  await player(page)
    .and(page.locator(`[data-pos="${length}"]`))
    .waitFor(LONG);
  await page.waitForTimeout(500);
}

const only = process.argv.slice(2);
const variants = only.length ? only : ["workers-16", "workers-1"];
const server = await serve("dist");
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: LONGTASK_PROBE });
  const page = await context.newPage();
  page.on("crash", () => console.log("the page crashed"));
  page.on("pageerror", (e) => console.log(`page error: ${e.message}`));
  const step = async (name: string, run: () => Promise<void>) => {
    const load = loadAverage();
    const t0 = await page.evaluate(() => performance.now()).catch(() => 0);
    await browser.startTracing(page, {
      categories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline"],
    });
    const started = Date.now();
    if (process.env.VERBOSE) console.log(`${name}…`);
    let failed: unknown;
    await run().catch((e: unknown) => (failed = e));
    const buf = await browser.stopTracing();
    if (failed) throw failed;
    if (process.env.TRACE_DIR) writeFileSync(`${process.env.TRACE_DIR}/variants-${name}.json`, buf);
    const probe = await longTasksSince(page, t0);
    const cpu = tasksOf(buf, name, 3);
    const wall = probe.map((t) => Math.round(t.duration)).sort((a, b) => b - a);
    console.log(
      `${name.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s | probe: ${wall.length} over 50 ms, longest ${wall[0] ?? 0} (${wall.slice(0, 6).join(" ")}) | trace: longest cpu ${cpu.longestCpuMs} wall ${cpu.longestWallMs}, app longest cpu ${cpu.longestAppCpuMs}, over 50 cpu ${cpu.over50Cpu.length} | load ${load}`,
    );
    for (const t of cpu.topApp)
      console.log(`    cpu ${t.cpuMs} (wall ${t.wallMs})${t.harness ? " [harness]" : ""}: ${t.what.join("; ")}`);
  };
  await step("open lesson run", async () => {
    await page.goto(`${server.url}#/flows/flow-19?speed=${RATE}`);
    await complete(page);
  });
  await step("play lesson run", () => seekAndPlay(page));
  for (const id of variants) {
    const title = VARIANTS[id];
    if (!title) throw new Error(`unknown variant ${id}: ${Object.keys(VARIANTS).join(", ")}`);
    await step(`switch to ${id}`, async () => {
      await page.getByRole("button", { name: title, exact: true }).click();
      await page.getByRole("button", { name: title, exact: true }).and(page.locator('[aria-pressed="true"]')).waitFor();
      await complete(page);
      await page.locator(".flow-variant-figures tbody tr").first().waitFor(LONG);
    });
    await step(`play ${id}`, () => seekAndPlay(page));
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}
