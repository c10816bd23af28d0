/**
 * The flow player in Chromium: each flow is computed by the engine in a worker and plays to its
 * end; the keyboard steps by event and by lesson step; the timeline scrubs; a shared URL reopens
 * the same frame; clicking an event shows the request behind it; axe stays clean; screenshots
 * at 1280 and 390 px. Flow 19 (20,000 Apps) plays with no main-thread long task over 50 ms.
 * Every failure variant's headline numbers: flow-variants.spec.ts.
 */
import type { Page } from "@playwright/test";
import { loadavg, availableParallelism } from "node:os";
import { test, expect, goto } from "./fixtures";

/**
 * A long task is wall time: on a machine whose run queue is several times its cores, a 5 ms
 * frame stretches past 50 ms. The strict 50 ms budget is asserted when the load per core is
 * below 1.5; a page that held or processed the whole trace would still blow the 1 s ceiling
 * that is asserted always.
 */
const LOAD_PER_CORE = (loadavg()[0] ?? 0) / availableParallelism();
const LONG_TASK_MS = LOAD_PER_CORE < 1.5 ? 50 : 1000;

/** firstFrame records the player's time from mounting to its first frame (a figure for the report). */
async function firstFrame(page: Page, flow: string): Promise<void> {
  const ms = await page.locator("[data-first-frame-ms]").getAttribute("data-first-frame-ms");
  test.info().annotations.push({ type: "first-frame-ms", description: `${flow}: ${ms}` });
}

const player = (page: Page) => page.locator(".flow-player");

/** ready: the player shows a frame and the worker has computed the whole run. */
async function ready(page: Page, timeout = 30_000): Promise<void> {
  await expect(player(page)).toHaveAttribute("data-status", "ready", { timeout });
  await expect(player(page)).toHaveAttribute("data-growing", "false", { timeout });
}
const posOf = async (page: Page) => Number(await player(page).getAttribute("data-pos"));
const lengthOf = async (page: Page) => Number(await player(page).getAttribute("data-length"));

async function playToEnd(page: Page, timeout = 60_000): Promise<number> {
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const length = await lengthOf(page);
  expect(length).toBeGreaterThan(0);
  await expect(player(page)).toHaveAttribute("data-pos", String(length), { timeout });
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  return length;
}

test("the flows page lists the three flows and no longer promises a player", async ({ page, consoleErrors }) => {
  await goto(page, "/flows");
  await expect(page.getByRole("link", { name: /^Flow 1[89]|^Flow 20/ })).toHaveCount(3);
  await expect(page.getByText(/coming next/i)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("Flow 18 plays to its end from the engine's trace", async ({ page, consoleErrors, shoot, checkA11y }) => {
  const workers: string[] = [];
  page.on("worker", (w) => workers.push(w.url()));
  await goto(page, "/flows/flow-18?speed=400");
  await ready(page);
  await firstFrame(page, "flow-18");
  expect(workers.some((u) => u.includes("flow.worker"))).toBe(true);
  const length = await playToEnd(page);
  expect(length).toBeGreaterThan(50);
  // The run ends on the status echo that GenerationChangedPredicate drops (step 11), which in
  // the engine's trace arrives after the writing reconcile has ended (step 10).
  await expect(page.locator(".flow-narration h2")).toHaveText("The status echo is filtered out, then silence");
  await expect(page.locator(".flow-steplist button[aria-current=step]")).toContainText("The status echo");
  await expect(page.locator(".flow-log-list")).toContainText("Reconcile ends: success, 1 write");
  await expect(page.locator(".flow-log-list")).toContainText("update dropped by GenerationChangedPredicate");
  await expect(page.locator(".flow-lanes .flow-msg")).toHaveCount(12);
  await checkA11y();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot("flow-18-end");
  expect(consoleErrors).toEqual([]);
});

test("a flow page's text uses one sans and one mono platform font", async ({ page }) => {
  // Every platform font a first layout needs is a synchronous lookup from the renderer's main
  // thread to the browser's font service (and a font file to map). Code outside the lesson
  // prose (the failures table's <code>) fell back to the UA's bare `monospace`, a third font.
  await goto(page, "/flows/flow-18");
  await ready(page);
  await expect(page.locator(".flow-failures code").first()).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: "body *" });
  const families = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId }).catch(() => ({ fonts: [] }));
    for (const f of fonts) families.add(f.familyName);
  }
  expect([...families].sort(), [...families].join(", ")).toHaveLength(2);
});

test("the flow charts are made one per task", async ({ page, consoleErrors }) => {
  // Making a uPlot (DOM, canvases, axes, first draw) is 4-7 ms of CPU: the three in one task
  // were the longest task of switching a Flow 19 variant. Mutations made in one task reach a
  // MutationObserver in one batch, so three plots in one task show as one batch of three.
  await page.addInitScript(() => {
    const w = window as unknown as { __plotBatches: number[] };
    w.__plotBatches = [];
    new MutationObserver((records) => {
      let n = 0;
      for (const r of records)
        for (const x of r.addedNodes) if (x instanceof HTMLElement && x.classList.contains("uplot")) n++;
      if (n > 0) w.__plotBatches.push(n);
    }).observe(document, { childList: true, subtree: true });
  });
  await goto(page, "/flows/flow-18");
  await ready(page);
  await expect(page.locator(".flow-chart-plot .uplot")).toHaveCount(3);
  expect(await page.evaluate(() => (window as unknown as { __plotBatches: number[] }).__plotBatches)).toEqual([
    1, 1, 1,
  ]);
  expect(consoleErrors).toEqual([]);
});

test("fast play updates the picture's and the log's rows in place instead of making new ones", async ({
  page,
  consoleErrors,
}) => {
  // Rows keyed by event made ~50 new nodes a frame in fast play (40,000 over a Flow 19 play):
  // garbage the browser swept later in one 70-110 ms main-thread task on a busy machine.
  // Flow 19 at 200 Apps: 6,000 events, a few seconds of fast play.
  await goto(page, "/flows/flow-19?apps=200&speed=3000");
  await ready(page);
  await page.evaluate(() => {
    const w = window as unknown as { __added: number; __frames: number };
    w.__added = 0;
    w.__frames = 0;
    const count = (n: Node): number => [...n.childNodes].reduce((c, k) => c + count(k), 1);
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) w.__added += count(n);
    }).observe(document.querySelector(".flow-picture") as Node, { childList: true, subtree: true });
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) w.__added += count(n);
    }).observe(document.querySelector(".flow-bottom") as Node, { childList: true, subtree: true });
    const frame = () => {
      w.__frames++;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await playToEnd(page);
  const { added, frames } = await page.evaluate(() => {
    const w = window as unknown as { __added: number; __frames: number };
    return { added: w.__added, frames: w.__frames };
  });
  test.info().annotations.push({ type: "nodes-added", description: `${added} over ${frames} frames` });
  expect(frames).toBeGreaterThan(20);
  expect(added / frames).toBeLessThan(8);
  expect(consoleErrors).toEqual([]);
});

test("Flow 19's charts label their y axis up to a round top above the data", async ({ page, consoleErrors }) => {
  // Reconciles per second peak at ~400 at 20,000 Apps: uPlot's own ticks left only "0".
  test.setTimeout(300_000);
  await goto(page, "/flows/flow-19");
  await ready(page, 240_000);
  const plots = page.locator(".flow-chart-plot");
  await expect(plots).toHaveCount(3);
  await expect.poll(() => plots.evaluateAll((els) => els.filter((e) => e.dataset.yLabels).length)).toBe(3);
  const labels = await plots.evaluateAll((els) => els.map((e) => (e.dataset.yLabels ?? "").split(" ")));
  const caption = (await page.locator(".flow-charts-now").textContent()) ?? "";
  const peaks = /peaks over the run: ([\d.,]+) keys?, ([\d.,]+) reconciles\/s, ([\d.,]+) writes\/s/.exec(caption);
  expect(peaks, caption).not.toBeNull();
  labels.forEach((ls, i) => {
    expect(ls[0]).toBe("0");
    expect(ls.length, ls.join(" ")).toBeGreaterThanOrEqual(2);
    const top = Number((ls[ls.length - 1] ?? "").replace(/,/g, ""));
    expect(top).toBeGreaterThanOrEqual(Number(peaks?.[i + 1]?.replace(/,/g, "")));
  });
  // One y axis width for the three: their plotting areas, and so their time axes, line up.
  const lefts = await page
    .locator(".flow-chart-plot .u-over")
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  expect(lefts).toHaveLength(3);
  expect(new Set(lefts).size, lefts.join(" ")).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test("Flow 18: the keyboard steps one event, one lesson step, plays and pauses", async ({ page, consoleErrors }) => {
  await goto(page, "/flows/flow-18");
  await ready(page);
  await page.locator("h1").click();
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await expect(player(page)).toHaveAttribute("data-pos", "5");
  await page.keyboard.press("ArrowLeft");
  await expect(player(page)).toHaveAttribute("data-pos", "4");
  await expect(page.locator(".flow-lanes .flow-msg")).toHaveCount(4);
  // Shift+→ goes to lesson step 1, then 2: the narration follows and the position moves on.
  await page.keyboard.press("Shift+ArrowRight");
  await expect(page.locator(".flow-narration h2")).toHaveText("The Deployment's status change is stored");
  const p1 = await posOf(page);
  expect(p1).toBeGreaterThan(4);
  await expect(page.locator(".flow-lanes .flow-msg.newest")).toContainText("UPDATE Deployment my-app/status");
  await page.keyboard.press("Shift+ArrowRight");
  await expect(page.locator(".flow-narration h2")).toHaveText("The cache is updated, then handlers run");
  expect(await posOf(page)).toBeGreaterThan(p1);
  await page.keyboard.press("Shift+ArrowLeft");
  await expect(page.locator(".flow-narration h2")).toHaveText("The Deployment's status change is stored");
  expect(await posOf(page)).toBe(p1);
  // Space plays and pauses.
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  // Clicking a step in the list jumps to it (steps 6–8 share one event and each can be chosen).
  await page
    .locator(".flow-steplist")
    .getByRole("button", { name: /Compare the child/ })
    .click();
  await expect(page.locator(".flow-narration h2")).toHaveText("Compare the child with what is wanted");
  await expect(page.locator(".flow-lanes .flow-msg.newest")).toContainText("Reconcile(default/my-app) starts");
  expect(consoleErrors).toEqual([]);
});

test("predict mode stops before a key step, checks the answer against the engine's next event, and plays on", async ({
  page,
  consoleErrors,
  shoot,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await goto(page, "/flows/flow-18?predict=1&speed=200");
  await ready(page);
  await expect(page.getByRole("checkbox", { name: /Predict mode: ask before 2 steps/ })).toBeChecked();
  await page.getByRole("button", { name: "Play", exact: true }).click();
  const q = page.locator(".flow-predict");
  await expect(q).toBeVisible({ timeout: 30_000 });
  // Held just before step 4's event: paused, and the dedup has not happened yet.
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  await expect(q).toContainText("What does the queue record next for it?");
  const held = await posOf(page);
  await expect(page.locator(".flow-lanes .flow-msg.newest")).not.toContainText("already queued");
  // Keyboard: focus is on the first choice; its number key answers it (a wrong answer here).
  await expect(q.locator(".flow-predict-choice").first()).toBeFocused();
  await page.keyboard.press("1");
  await expect(q).toContainText("Not quite.");
  await expect(q.locator(".flow-predict-choice.is-right")).toContainText("Nothing new");
  await expect(q.locator(".flow-predict-choice.is-wrong")).toContainText("A second entry");
  await expect(q.locator(".flow-predict-event")).toContainText(`#${held + 1}`);
  await expect(q.locator(".flow-predict-event")).toContainText("default/my-app already queued: merged");
  // The picture moves to just after the event the engine produced, and the narration to step 4.
  await expect(player(page)).toHaveAttribute("data-pos", String(held + 1));
  await expect(page.locator(".flow-lanes .flow-msg.newest")).toContainText("already queued");
  await expect(page.locator(".flow-narration h2")).toHaveText("Duplicate keys collapse");
  await expect(q.getByRole("button", { name: "Play on" })).toBeFocused();
  await checkA11y();
  // Scroll the picture and the question to just below the sticky header and toolbar.
  await page.locator(".flow-stage").evaluate((el) => {
    const bar = document.querySelector(".flow-toolbar")?.getBoundingClientRect().height ?? 0;
    window.scrollTo(0, el.getBoundingClientRect().top + scrollY - bar - 64);
  });
  await shoot("flow-18-predict");
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await q.screenshot({ path: "screenshots/flow-18-predict-question-phone.png" });
  if (size) await page.setViewportSize(size);
  // Enter on "Play on" resumes; the player stops again before step 11 (the status echo).
  await page.keyboard.press("Enter");
  await expect(q).toContainText("What happens to that event at the", { timeout: 30_000 });
  const held2 = await posOf(page);
  expect(held2).toBeGreaterThan(held + 1);
  await q.getByRole("button", { name: /GenerationChangedPredicate drops it/ }).click();
  await expect(q).toContainText("Right.");
  await expect(q.locator(".flow-predict-event")).toContainText("dropped by GenerationChangedPredicate");
  // Step 11's echo is the run's last event: the answer leaves the player at the end, paused.
  const length = await lengthOf(page);
  await expect(player(page)).toHaveAttribute("data-pos", String(length));
  await q.getByRole("button", { name: "Continue" }).click();
  await expect(q).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  await expect(player(page)).toHaveAttribute("data-pos", String(length));
  // Stepping forward is held too: back before step 4, then → asks again, and Skip lets it pass.
  await page.locator("h1").click();
  await page.keyboard.press("Home");
  await expect(player(page)).toHaveAttribute("data-pos", "0");
  for (let i = 0; i < held + 3; i++) await page.keyboard.press("ArrowRight");
  await expect(q).toBeVisible();
  await expect(player(page)).toHaveAttribute("data-pos", String(held));
  await q.getByRole("button", { name: "Skip the question" }).click();
  await expect(q).toHaveCount(0);
  await page.locator("h1").click();
  await page.keyboard.press("ArrowRight");
  await expect(player(page)).toHaveAttribute("data-pos", String(held + 1));
  expect(page.url()).toContain("predict=1");
  expect(consoleErrors).toEqual([]);
});

test("Flow 18: the timeline scrubs through virtual time", async ({ page, consoleErrors }) => {
  await goto(page, "/flows/flow-18");
  await ready(page);
  const length = await lengthOf(page);
  const scrub = page.getByRole("slider", { name: "Virtual time" });
  await scrub.focus();
  await page.keyboard.press("End");
  await expect(player(page)).toHaveAttribute("data-pos", String(length));
  await page.keyboard.press("Home");
  await expect.poll(() => posOf(page)).toBeLessThan(10);
  // Home straight after End, before the worker answered End: the slider already stands at the
  // end (so Home moves it), and End's late answer does not drag the player back.
  await page.keyboard.press("End");
  await page.keyboard.press("Home");
  await expect.poll(() => posOf(page)).toBeLessThan(10);
  await page.waitForTimeout(500);
  expect(await posOf(page)).toBeLessThan(10);
  await expect(scrub).toHaveValue("0");
  // A click in the middle of the track lands between the two bursts of the run.
  const box = await scrub.boundingBox();
  if (!box) throw new Error("no timeline");
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height / 2);
  await expect.poll(() => posOf(page)).toBeGreaterThan(10);
  expect(await posOf(page)).toBeLessThan(length);
  // Step markers sit on the timeline; one jumps to its step.
  await page.getByRole("button", { name: /^Steps? (9|\d+–9|9–\d+) at/ }).click();
  await expect(page.locator(".flow-narration h2")).toHaveText("Write status through the subresource");
  expect(consoleErrors).toEqual([]);
});

test("a shared URL reopens the same frame, and a clicked event shows the write behind it", async ({
  page,
  consoleErrors,
  shoot,
  checkA11y,
}) => {
  await goto(page, "/flows/flow-20");
  await ready(page);
  await page
    .locator(".flow-steplist")
    .getByRole("button", { name: /B sees the lease expire/ })
    .click();
  const pos = await posOf(page);
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/flows/flow-20?pos=${pos}`);
  const heading = await page.locator(".flow-narration h2").innerText();
  const newest = await page.locator(".flow-lanes .flow-msg.newest").textContent();
  // Open the link in a fresh page.
  const url = page.url();
  const other = await page.context().newPage();
  await other.goto(url);
  await ready(other);
  expect(await posOf(other)).toBe(pos);
  await expect(other.locator(".flow-narration h2")).toHaveText(heading);
  expect(await other.locator(".flow-lanes .flow-msg.newest").textContent()).toBe(newest);
  await other.close();
  // The Lease panel shows each candidate's own view of the expiry.
  await expect(page.locator(".flow-lease-views li")).toHaveCount(2);
  await expect(page.locator(".flow-lease")).toContainText("mgr-b sees mgr-b holding");
  await checkA11y();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot("flow-20-takeover");
  // A watch event's details name the request that caused it.
  await page.keyboard.press("End");
  await page
    .locator(".flow-log-list")
    .getByRole("button", { name: /MODIFIED/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("The request that caused it");
  await expect(dialog).toContainText("What the write changed");
  await checkA11y();
  await shoot("flow-20-details");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test("Flow 20 plays to its end: B leads, A's lane is dead", async ({ page, consoleErrors, shoot }) => {
  await goto(page, "/flows/flow-20?speed=400");
  await ready(page);
  await firstFrame(page, "flow-20");
  await playToEnd(page);
  await expect(page.locator(".flow-lane.dead")).toHaveCount(1);
  await expect(page.locator(".flow-lanes")).toContainText("leader");
  await expect(page.locator(".flow-narration h2")).toHaveText(/./);
  // The key is queued and handed out in the same millisecond: the depth chart shows each bucket's
  // peak (sampled at each bucket's end, it read 0 all run).
  await expect(page.locator(".flow-charts-now")).toContainText("peaks over the run: 1 key,");
  await expect(page.locator(".flow-charts-now")).toContainText("Depth is the most keys queued at once in each 443 ms");
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot("flow-20-end");
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  await page.keyboard.press("Shift+ArrowLeft");
  await expect(page.locator(".flow-msg.newest circle").first()).toHaveCSS("animation-name", "none");
  await shoot("flow-20-dark");
  expect(consoleErrors).toEqual([]);
});

test("Flow 20: the leadership strip shows no overlap in the lesson's run and the fencing gap with a tight lease", async ({
  page,
  consoleErrors,
  shoot,
}) => {
  await goto(page, "/flows/flow-20");
  await ready(page);
  const strip = page.locator(".flow-leadership");
  await expect(strip.locator(".flow-lead-row")).toHaveCount(2);
  await expect(strip).toContainText("Never two leaders at once.");
  await expect(strip.locator(".flow-lead-gap")).toHaveCount(0);
  await page.getByRole("slider", { name: "Virtual time" }).focus();
  await page.keyboard.press("End");
  await expect(page.locator(".flow-narration")).toContainText("Step 8 of 8");
  await expect(page.locator(".flow-offscript")).toHaveCount(0);
  // The variant is read when the page opens: a fresh load on the variant's URL.
  await goto(page, "/flows/flow-20?variant=tight-lease");
  await page.reload();
  await ready(page);
  await expect(strip.locator(".flow-lead-gap-text")).toContainText(/two replicas believed they led for [1-9]\d* ms/);
  await expect(strip.locator(".flow-lead-gap")).toHaveCount(2);
  // The lesson's run has its node die; this one is partitioned, so past step 2 the narration
  // says the rest of the lesson's steps are not matched (at the lesson run's end it said nothing).
  await page.getByRole("slider", { name: "Virtual time" }).focus();
  await page.keyboard.press("End");
  await expect(page.locator(".flow-narration")).toContainText("Step 2 of 8");
  await expect(page.locator(".flow-offscript")).toContainText("steps 3–8 tell the lesson's run");
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot("flow-20-tight-lease");
  expect(consoleErrors).toEqual([]);
});

test("Flow 19 while its run grows: the page loads no schema code, and the charts are made once and take each new series", async ({
  page,
  consoleErrors,
}) => {
  // The first Intl formatter in a page loads ICU's data (25-60 ms, 79-87 ms while the worker
  // computes Flow 19): the charts' ticks go through formatNumber and uPlot's own formatters are
  // made lazy by the build, so none is made.
  await page.addInitScript(() => {
    const w = window as unknown as { __intlFormats: number };
    w.__intlFormats = 0;
    for (const name of ["NumberFormat", "DateTimeFormat"] as const) {
      const Real = Intl[name] as unknown as new (...a: unknown[]) => object;
      const Counted = function (this: unknown, ...args: unknown[]) {
        w.__intlFormats++;
        return new Real(...args);
      };
      Counted.prototype = Real.prototype;
      Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
    }
    const toLocale = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof toLocale>) {
      w.__intlFormats++;
      return toLocale.apply(this, args);
    };
  });
  await goto(page, "/flows/flow-19");
  await expect(player(page)).toHaveAttribute("data-status", "ready", { timeout: 60_000 });
  await expect(player(page)).toHaveAttribute("data-growing", "true");
  const canvases = page.locator(".flow-chart-plot canvas");
  await expect(canvases).toHaveCount(3);
  // Mark the plots' canvases, then wait for the run to grow (a new series for the charts).
  await canvases.evaluateAll((els) => els.forEach((el) => ((el as HTMLElement).dataset.mark = "first")));
  const before = await lengthOf(page);
  const picture = () => canvases.first().evaluate((el) => (el as HTMLCanvasElement).toDataURL());
  const drawnBefore = await picture();
  await expect.poll(() => lengthOf(page), { timeout: 60_000 }).toBeGreaterThan(before);
  // The same canvas shows the longer run (the player is paused: only the series changed).
  await expect.poll(picture, { timeout: 30_000 }).not.toBe(drawnBefore);
  await expect(page.locator('.flow-chart-plot canvas[data-mark="first"]')).toHaveCount(3);
  expect(await page.evaluate(() => (window as unknown as { __intlFormats: number }).__intlFormats)).toBe(0);
  // The page's own scripts (not the flow workers') carry no zod: the run's validation is the worker's.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((u) => u.endsWith(".js") && !u.includes(".worker")),
  );
  expect(scripts.length).toBeGreaterThan(3);
  for (const url of scripts) {
    const text = await (await page.request.get(url)).text();
    expect(text.includes("_zod"), `${url} holds zod`).toBe(false);
  }
  expect(consoleErrors).toEqual([]);
});

/** FlowMessage: one message between the page and its flow worker, with the page's time. */
type FlowMessage = { dir: "post" | "recv"; type: string; t: number };

/** logFlowMessages logs (before the page loads) what the page posts to its flow worker and what the worker answers. */
async function logFlowMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: Array<{ dir: "post" | "recv"; type: string; t: number }> = [];
    (window as unknown as { __flowLog: typeof log }).__flowLog = log;
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(url: string | URL, opts?: WorkerOptions) {
        super(url, opts);
        if (opts?.name !== "flow") return;
        this.addEventListener("message", (m: MessageEvent<{ type: string }>) =>
          log.push({ dir: "recv", type: m.data.type, t: performance.now() }),
        );
        const post = this.postMessage.bind(this) as (m: { type: string }) => void;
        this.postMessage = (m: { type: string }) => {
          log.push({ dir: "post", type: m.type, t: performance.now() });
          post(m);
        };
      }
    };
  });
}

/** flowLog reads the messages logFlowMessages logged. */
const flowLog = (page: Page) => page.evaluate(() => (window as unknown as { __flowLog: FlowMessage[] }).__flowLog);

/**
 * paintedBeforeGrowth waits for the run's first "grow" and checks that the page said once that its
 * stage was drawn ("painted"), before the worker computed more than its first slice; the log's
 * entries are returned.
 */
async function paintedBeforeGrowth(page: Page): Promise<FlowMessage[]> {
  await expect
    .poll(async () => (await flowLog(page)).filter((e) => e.type === "grow").length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  const entries = await flowLog(page);
  const painted = entries.filter((e) => e.dir === "post" && e.type === "painted");
  expect(painted).toHaveLength(1);
  expect(entries.find((e) => e.dir === "recv" && e.type === "grow")!.t).toBeGreaterThan(painted[0]!.t);
  return entries;
}

test('Flow 19\'s run waits while the page draws its stage: one "painted" once the charts are made, and no growth before it', async ({
  page,
  consoleErrors,
}) => {
  await logFlowMessages(page);
  await goto(page, "/flows/flow-19");
  await expect(page.locator(".flow-chart-plot canvas")).toHaveCount(3, { timeout: 60_000 });
  // The worker computed no more until the page said it had drawn (src/worker/flow-worker-yield.test.ts
  // holds the worker to it without a page).
  const entries = await paintedBeforeGrowth(page);
  const open = entries.find((e) => e.dir === "recv" && e.type === "open")!;
  const painted = entries.find((e) => e.dir === "post" && e.type === "painted")!;
  expect(painted.t).toBeGreaterThan(open.t);
  expect(consoleErrors).toEqual([]);
});

test("charts that cannot load say so, and the run does not wait for them", async ({ page, shoot }) => {
  // uPlot's chunk fails to load (as it would offline before it was ever cached).
  await page.route(/uPlot[^/]*\.js$/, (r) => r.abort());
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await logFlowMessages(page);
  await goto(page, "/flows/flow-19");
  const failed = page.locator(".flow-charts .charts-failed");
  await expect(failed).toBeVisible({ timeout: 60_000 });
  await expect(failed).toContainText("The charts could not be loaded");
  await expect(page.locator(".flow-chart-plot canvas")).toHaveCount(0);
  // The page still says it is drawn (once), so the worker goes on at once, not after its fallback wait.
  await paintedBeforeGrowth(page);
  await ready(page, 90_000);
  // the caption still follows the player
  await expect(page.locator(".flow-charts-now")).toContainText("queue depth");
  expect(pageErrors).toEqual([]);
  await failed.scrollIntoViewIfNeeded();
  await shoot("flow-19-charts-failed", { fullPage: true });
});

test("Flow 19 at 20,000 Apps plays to its end with no main-thread long task over 50 ms", async ({
  page,
  consoleErrors,
  shoot,
  checkA11y,
}) => {
  // Computing 600,000 events takes the worker about a minute on a quiet machine, several under load.
  test.setTimeout(480_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: Array<{ start: number; duration: number }> };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  await goto(page, "/flows/flow-19?speed=50000");
  const opened = Date.now();
  // The first frame comes while the engine is still computing the run: the timeline grows.
  await expect(player(page)).toHaveAttribute("data-status", "ready", { timeout: 60_000 });
  await expect(player(page)).toHaveAttribute("data-growing", "true");
  await firstFrame(page, "flow-19");
  test.info().annotations.push({ type: "first-frame-wall-ms", description: `flow-19: ${Date.now() - opened}` });
  const early = await lengthOf(page);
  await expect(page.locator(".flow-figures")).toContainText("so far");
  await ready(page, 360_000);
  test.info().annotations.push({ type: "open-ms", description: `flow-19: ${Date.now() - opened}` });
  expect(early).toBeLessThan(await lengthOf(page));
  const length = await lengthOf(page);
  expect(length).toBeGreaterThan(400_000);
  await page.waitForTimeout(500);
  const since = await page.evaluate(() => performance.now());
  await playToEnd(page, 120_000);
  const long = await page.evaluate(
    (t0) =>
      (window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks.filter(
        (x) => x.start >= t0,
      ),
    since,
  );
  test.info().annotations.push({
    type: "long-tasks",
    description: `load/core ${LOAD_PER_CORE.toFixed(1)}, budget ${LONG_TASK_MS} ms; ${long.length} tasks over 50 ms, longest ${Math.max(0, ...long.map((x) => x.duration))} ms`,
  });
  expect(
    long.filter((x) => x.duration > LONG_TASK_MS),
    "main-thread long tasks while playing",
  ).toEqual([]);
  // The page holds a window of the trace, never the run: twelve rows in the picture.
  await expect(page.locator(".flow-lanes .flow-msg")).toHaveCount(12);
  await expect(page.locator(".flow-panel").first()).toBeVisible();
  await checkA11y();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot("flow-19-end");
  expect(consoleErrors).toEqual([]);
});

test("a failure variant plays from its own engine run, with the figures the engine computed", async ({
  page,
  consoleErrors,
  shoot,
}) => {
  // The hot loop's run (thousands of reconciles) is computed in full before the figures are read.
  test.setTimeout(180_000);
  await goto(page, "/flows/flow-18");
  await ready(page);
  const lessonLength = await lengthOf(page);
  // Toggle "both guards removed, with a changing field": the player re-opens on the variant's run.
  await page.getByRole("button", { name: /Both guards removed, with a changing field/ }).click();
  // Right after the click the lesson's player may still read ready, and the new one reads length
  // 0 while it opens: wait for the variant's run itself, then for it to be whole.
  await expect(player(page)).not.toHaveAttribute("data-length", String(lessonLength), { timeout: 60_000 });
  await expect.poll(() => lengthOf(page), { timeout: 60_000 }).toBeGreaterThan(lessonLength * 10);
  await ready(page, 60_000);
  // The headline figures are computed: the hot loop's reconciles in the last 30 s grow from 0.
  const row = page.getByRole("row", { name: /reconciles in the last 30 s/ });
  await expect(row).toContainText("higher", { timeout: 60_000 });
  // Cells after the row's header: the lesson's run, this variant, the change.
  await expect(row.getByRole("cell").nth(0)).toHaveText("0");
  expect(Number((await row.getByRole("cell").nth(1).innerText()).replace(/,/g, ""))).toBeGreaterThan(100);
  // The URL carries the variant, so a shared link opens the same run.
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => page.url()).toContain("variant=");
  await shoot("flow-18-variant");
  expect(consoleErrors).toEqual([]);
});

test("a fork injects an event at a paused moment and the way back returns to the lesson's run", async ({
  page,
  consoleErrors,
  checkA11y,
  shoot,
}) => {
  await goto(page, "/flows/flow-18?pos=40");
  await ready(page);
  const lessonLength = await lengthOf(page);
  // The paused toolbar is one row at 1280 px: the injections wait behind the Fork button.
  const toolbar = await page.locator(".flow-toolbar").boundingBox();
  expect(toolbar?.height ?? 999).toBeLessThan(70);
  const fork = page.getByRole("button", { name: /^Fork/ });
  await expect(fork).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "Delete the App" })).toBeHidden();
  // Keyboard: Enter opens the menu and focuses its first action; Escape closes it, back on Fork.
  await fork.focus();
  await page.keyboard.press("Enter");
  await expect(fork).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: /Edit the child/ })).toBeFocused();
  await checkA11y();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot("flow-18-fork-menu");
  await page.keyboard.press("Escape");
  await expect(fork).toHaveAttribute("aria-expanded", "false");
  await expect(fork).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Delete the App" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(fork).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: /Back to the lesson/ })).toBeVisible({ timeout: 60_000 });
  await expect(player(page)).not.toHaveAttribute("data-length", String(lessonLength));
  await page.getByRole("button", { name: /Back to the lesson/ }).click();
  await expect(player(page)).toHaveAttribute("data-length", String(lessonLength), { timeout: 60_000 });
  expect(consoleErrors).toEqual([]);
});
