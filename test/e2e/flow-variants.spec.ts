/**
 * Every failure variant of Flows 18, 19 and 20 (read from content/flows, so a new variant gets
 * its test) plays in Chromium to its headline numbers: the variant's link opens the player on
 * the variant's own engine run, the player is taken to the end of it, and the figures table
 * shows exactly the numbers the engine computes for the lesson's run and the variant.
 *
 * The expected numbers are computed here, in Node, by running the same scenario and specs
 * through the engine (src/worker/flow-variants.ts runFlow), and the player's run length must
 * equal the variant run's. (The page takes the variant's numbers from the player's own run and
 * the lesson's from a second worker, or from the player when it played the lesson's run before:
 * src/ui/flows/variants/useFigures.ts. Whichever way, the page must show Node's numbers.)
 *
 * Flow 19 runs at 500 Apps through the link's `apps=500` (url.ts), which scales both the run
 * played and the figures' runs; FULL_SIZE variants run at the lesson's 20,000, where the page's
 * raw numbers are checked for the declared direction (a Node run of 40,000 objects would double
 * the test's time).
 */
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadContent } from "../../src/content/build/load";
import { checkFlowRun, mergeRunSpecs, type FlowRunSpec, type FlowMetric } from "../../src/content";
import { expectHolds, metricsOf, runFlow } from "../../src/worker/flow-variants";
import type { VariantResult } from "../../src/worker/flow-variants";
import { formatMetric } from "../../src/ui/flows/variants/format";
import { test, expect, goto } from "./fixtures";

const content = loadContent(resolve("content"), { checkFlowRun });
/** SMALL: Flow 19's Apps in this suite (the link's apps=); FULL_SIZE: variants played at 20,000. */
const SMALL: Record<string, number> = { "flow-19": 500 };
const FULL_SIZE = new Set(["flow-19/metadata-only"]);

type Flow = (typeof content.flows)[number];
type Variant = Flow["variants"][number];

/** expected runs the lesson's run (with the variant's baseline) and the variant in Node. */
function expected(flow: Flow, v: Variant, apps: number | undefined) {
  const text = readFileSync(resolve("content/scenarios", `${flow.scenario}.yaml`), "utf8");
  const scale: FlowRunSpec = apps === undefined ? {} : { apps };
  const base = mergeRunSpecs(mergeRunSpecs(flow.run, v.baseline), scale);
  const metrics = v.headline.map((h) => h.metric as FlowMetric);
  const b = runFlow(text, flow.scenario, base).facts;
  const x = runFlow(text, flow.scenario, mergeRunSpecs(base, mergeRunSpecs(v.run, scale))).facts;
  return { base: metricsOf(b, metrics), variant: metricsOf(x, metrics), length: x.trace.length };
}

const player = (page: Page) => page.locator(".flow-player");
/** figuresOnPage reads the table: per row, the metric, the raw numbers and the shown texts. */
async function figuresOnPage(page: Page) {
  return page.locator(".flow-variant-figures tbody tr").evaluateAll((rows) =>
    rows.map((r) => ({
      metric: r.getAttribute("data-metric"),
      base: r.getAttribute("data-base"),
      variant: r.getAttribute("data-variant"),
      baseText: (r.querySelectorAll("td")[0]?.textContent ?? "").trim(),
      variantText: (r.querySelectorAll("td")[1]?.querySelector("strong")?.textContent ?? "").trim(),
    })),
  );
}

/** shown is what the page should show for a result: raw numbers and formatted texts per metric. */
function shown(r: Pick<VariantResult, "base" | "variant">) {
  return r.variant.map((m, i) => {
    const b = r.base[i];
    return {
      metric: m.metric,
      base: String(b?.value ?? null),
      variant: String(m.value),
      baseText: `${formatMetric(m.unit, b?.value ?? null)}${parts(b?.parts, m.unit)}`,
      variantText: formatMetric(m.unit, m.value),
    };
  });
}
const parts = (p: Array<{ label: string; value: number }> | undefined, unit: VariantResult["base"][number]["unit"]) =>
  p?.length ? ` = ${p.map((x) => `${x.label} ${formatMetric(unit, x.value)}`).join(" + ")}` : "";

for (const flow of content.flows) {
  for (const v of flow.variants) {
    const full = FULL_SIZE.has(`${flow.id}/${v.id}`);
    const apps = full ? undefined : SMALL[flow.id];
    test(`Flow ${flow.number} · ${v.id}${apps ? ` at ${apps} Apps` : ""}: the player plays the variant's run and shows the engine's headline numbers`, async ({
      page,
      consoleErrors,
      shoot,
      checkA11y,
    }) => {
      test.setTimeout(full ? 900_000 : 180_000);
      const want = full ? undefined : expected(flow, v, apps);
      await goto(page, `/flows/${flow.id}?variant=${v.id}${apps ? `&apps=${apps}` : ""}`);
      await expect(page.getByRole("button", { name: v.title, exact: true })).toHaveAttribute("aria-pressed", "true");
      if (apps) await expect(page.locator(".flow-scale-note")).toContainText(`apps=${apps}`);
      // The player opens the variant's own run: once complete, seek to its end.
      const wait = { timeout: full ? 800_000 : 150_000 };
      await expect(player(page)).toHaveAttribute("data-status", "ready", wait);
      await expect(player(page)).toHaveAttribute("data-growing", "false", wait);
      const length = Number(await player(page).getAttribute("data-length"));
      if (want) expect(length).toBe(want.length);
      await page.getByRole("slider", { name: "Virtual time" }).focus();
      await page.keyboard.press("End");
      await expect(player(page)).toHaveAttribute("data-pos", String(length));
      // The figures: as many rows as headline metrics, each the engine's number.
      const rows = page.locator(".flow-variant-figures tbody tr");
      await expect(rows).toHaveCount(v.headline.length, wait);
      const onPage = await figuresOnPage(page);
      if (want) expect(onPage).toEqual(shown(want));
      // And each moved the way the lesson says it does (the raw numbers the rows carry).
      const num = (x: string | null | undefined) => (x === null || x === undefined || x === "null" ? null : Number(x));
      v.headline.forEach((h, i) =>
        expect(expectHolds(h.expect, num(onPage[i]?.base), num(onPage[i]?.variant)), `${h.metric} ${h.expect}`).toBe(
          true,
        ),
      );
      if (Object.keys(v.baseline).length > 0)
        await expect(page.getByRole("columnheader", { name: "Same cluster, without the change" })).toBeVisible();
      // axe on the first scaled variant (the scale note, the figures table)
      if (apps && v.id === flow.variants[0]?.id) await checkA11y();
      if (full) {
        await page.locator(".flow-variants").scrollIntoViewIfNeeded();
        await shoot(`${flow.id}-${v.id}`);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
}

test("switching variants on one page replaces the figures with the new variant's", async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  const flow = content.flows.find((f) => f.id === "flow-20");
  if (!flow) throw new Error("no flow-20");
  const [a, b] = flow.variants;
  if (!a || !b) throw new Error("flow-20 needs two variants");
  const wantB = expected(flow, b, undefined);
  await goto(page, `/flows/flow-20?variant=${a.id}`);
  await expect(page.locator(".flow-variant-figures tbody tr")).toHaveCount(a.headline.length, { timeout: 60_000 });
  await page.getByRole("button", { name: b.title, exact: true }).click();
  await expect(page.getByRole("button", { name: b.title, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => figuresOnPage(page), { timeout: 60_000 }).toEqual(shown(wantB));
  expect(consoleErrors).toEqual([]);
});

/** FlowLogEntry: a message the page posted to a flow worker, or one it received from it. */
type FlowLogEntry = { worker: number; dir: "post" | "recv" | "held"; type: string; growing?: boolean; t: number };

/**
 * logFlowWorkers (an init script) logs, per flow worker, what the page posts and receives, timed.
 * A worker made while `__holdGrowth` is set never delivers its "grow" messages (logged "held"):
 * its player keeps the run's first slice, growing, and never settles.
 */
function logFlowWorkers(): void {
  const w = window as unknown as { __flowLog: FlowLogEntry[]; __holdGrowth?: boolean };
  const log: FlowLogEntry[] = [];
  w.__flowLog = log;
  let workers = 0;
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(url: string | URL, opts?: WorkerOptions) {
      super(url, opts);
      if (opts?.name !== "flow") return;
      const worker = workers++;
      const hold = w.__holdGrowth === true;
      // Added before the client's onmessage, so it runs first and can stop a message.
      this.addEventListener("message", (m: MessageEvent<{ type: string; opened?: { growing?: boolean } }>) => {
        const held = hold && m.data.type === "grow";
        if (held) m.stopImmediatePropagation();
        log.push({
          worker,
          dir: held ? "held" : "recv",
          type: m.data.type,
          growing: m.data.opened?.growing,
          t: performance.now(),
        });
      });
      const post = this.postMessage.bind(this) as (m: { type: string }) => void;
      this.postMessage = (m: { type: string }) => {
        log.push({ worker, dir: "post", type: m.type, t: performance.now() });
        post(m);
      };
    }
  };
}

const flowLog = (page: Page) => page.evaluate(() => (window as unknown as { __flowLog: FlowLogEntry[] }).__flowLog);

test("a Flow 19 variant's figures wait for the player's own run to complete, and take the variant's numbers from it", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const flow = content.flows.find((f) => f.id === "flow-19");
  const v = flow?.variants[0];
  if (!flow || !v) throw new Error("flow-19 needs a variant");
  await page.addInitScript(logFlowWorkers);
  // 2,000 Apps: the player's run still grows over several slices.
  await goto(page, `/flows/flow-19?variant=${v.id}&apps=2000`);
  await expect(page.locator(".flow-variant-figures tbody tr")).toHaveCount(v.headline.length, { timeout: 90_000 });
  const log = await flowLog(page);
  const asked = log.find((e) => e.dir === "post" && (e.type === "runMetrics" || e.type === "variant"));
  if (!asked) throw new Error("no figures request was posted");
  const player = log.find((e) => e.dir === "post" && e.type === "open")!.worker;
  expect(asked.worker).not.toBe(player);
  // The variant's numbers come from the player's own run; the figures worker runs the lesson's only.
  expect(asked.type).toBe("runMetrics");
  expect(log.filter((e) => e.dir === "post" && e.type === "metrics").map((e) => e.worker)).toEqual([player]);
  const opened = log.find((e) => e.worker === player && e.dir === "recv" && e.type === "open")!;
  expect(opened.growing).toBe(true);
  const complete = log.find(
    (e) => e.worker === player && e.dir === "recv" && (e.type === "grow" || e.type === "open") && !e.growing,
  );
  if (!complete) throw new Error("the player's run never completed");
  expect(asked.t).toBeGreaterThanOrEqual(complete.t);
  expect(consoleErrors).toEqual([]);
});

test("switching from the lesson's run to a variant needs no second engine run: the lesson's numbers were kept from the player", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const flow = content.flows.find((f) => f.id === "flow-19");
  const v = flow?.variants.find((x) => x.id === "workers-16");
  if (!flow || !v) throw new Error("flow-19 needs its workers-16 variant");
  expect(v.baseline).toEqual({});
  await page.addInitScript(logFlowWorkers);
  await goto(page, "/flows/flow-19?apps=500");
  await expect(player(page)).toHaveAttribute("data-growing", "false", { timeout: 60_000 });
  await expect(player(page)).toHaveAttribute("data-status", "ready");
  // The lesson's run settled: its numbers for workers-16 are read from the player's worker.
  const posts = async () => (await flowLog(page)).filter((e) => e.dir === "post");
  await expect.poll(async () => (await posts()).filter((p) => p.type === "metrics").length).toBeGreaterThan(0);
  await page.getByRole("button", { name: v.title, exact: true }).click();
  await expect(page.locator(".flow-variant-figures tbody tr")).toHaveCount(v.headline.length, { timeout: 60_000 });
  // Only player workers were asked anything: each one opened a run, and none ran a lesson's run.
  const all = await posts();
  expect(all.filter((p) => p.type === "runMetrics" || p.type === "variant")).toEqual([]);
  const opens = all.filter((p) => p.type === "open").map((p) => p.worker);
  expect(new Set(all.map((p) => p.worker))).toEqual(new Set(opens));
  // And the numbers are the engine's, as Node computes them.
  await expect.poll(() => figuresOnPage(page)).toEqual(shown(expected(flow, v, 500)));
  expect(consoleErrors).toEqual([]);
});

test("switching to a second variant before the first one's run settles runs nothing more for the first", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const flow = content.flows.find((f) => f.id === "flow-19");
  const a = flow?.variants.find((x) => x.id === "unscoped-cache");
  const b = flow?.variants.find((x) => x.id === "workers-16");
  if (!flow || !a || !b) throw new Error("flow-19 needs its unscoped-cache and workers-16 variants");
  await page.addInitScript(logFlowWorkers);
  // 2,000 Apps: the first slice of a run is not the whole run, so a's player opens growing.
  await goto(page, "/flows/flow-19?apps=2000");
  await expect(player(page)).toHaveAttribute("data-growing", "false", { timeout: 60_000 });
  await expect(player(page)).toHaveAttribute("data-status", "ready");
  // a's player never hears its run grow, so a's figures wait for it for as long as the test needs
  // (it used to rely on clicking b while a's run happened to be still growing: CI missed it once).
  await page.evaluate(() => void ((window as unknown as { __holdGrowth: boolean }).__holdGrowth = true));
  await page.getByRole("button", { name: a.title, exact: true }).click();
  await expect(page.getByRole("button", { name: a.title, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".flow-variant-status")).toBeVisible();
  await expect(player(page)).toHaveAttribute("data-status", "ready", { timeout: 60_000 });
  await expect(player(page)).toHaveAttribute("data-growing", "true");
  await page.evaluate(() => void ((window as unknown as { __holdGrowth: boolean }).__holdGrowth = false));
  await page.getByRole("button", { name: b.title, exact: true }).click();
  await expect(page.getByRole("button", { name: b.title, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".flow-variant-figures tbody tr")).toHaveCount(b.headline.length, { timeout: 120_000 });
  // Let a dropped request have had its chance to post (the gate opened when b's run settled).
  await page.waitForTimeout(1_000);
  const log = await flowLog(page);
  // a's player was the second flow worker: it opened on a growing run and never saw it complete.
  const aHeard = log.filter((e) => e.worker === 1 && e.dir === "recv");
  expect(aHeard.find((e) => e.type === "open")?.growing).toBe(true);
  expect(aHeard.filter((e) => e.growing === false)).toEqual([]);
  const posts = log.filter((e) => e.dir === "post");
  // The first variant's figures were never computed: no "variant" run of both runs in a second
  // worker (b's lesson run is the page's first run, kept from the player).
  expect(posts.filter((p) => p.type === "variant")).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
