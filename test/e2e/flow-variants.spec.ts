/**
 * Every failure variant of Flows 18, 19 and 20 (read from content/flows, so a new variant gets
 * its test) plays in Chromium to its headline numbers: the variant's link opens the player on
 * the variant's own engine run, the player is taken to the end of it, and the figures table
 * shows exactly the numbers the engine computes for the lesson's run and the variant.
 *
 * The expected numbers are computed here, in Node, by running the same scenario and specs
 * through the engine (src/worker/flow-variants.ts runFlow), and the player's run length must
 * equal the variant run's. The page's figures are also checked against the workers' own answers
 * (recorded as they arrive: the lesson's run from the figures worker, the variant's from the
 * player's), so a stale or wrong figure on the page fails either way.
 *
 * Flow 19 runs at 500 Apps through the link's `apps=500` (url.ts), which scales both the run
 * played and the figures' runs; FULL_SIZE variants run at the lesson's 20,000, where the page
 * is checked against the worker's answer and the declared direction (a Node run of 40,000
 * objects would double the test's time).
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

/**
 * recordAnswers keeps the figures' answers of the page's flow workers as they arrive: "variant"
 * (both runs' numbers from one worker), or "runMetrics" (the lesson's run, the figures worker)
 * and "metrics" (the variant's, from the player's own run).
 */
function recordAnswers(): void {
  const w = window as unknown as { __flowAnswers: unknown[]; Worker: typeof Worker };
  w.__flowAnswers = [];
  const Base = w.Worker;
  w.Worker = class extends Base {
    constructor(url: string | URL, opts?: WorkerOptions) {
      super(url, opts);
      this.addEventListener("message", (e: MessageEvent<{ type?: string }>) => {
        if (e.data?.type === "variant" || e.data?.type === "metrics" || e.data?.type === "runMetrics")
          w.__flowAnswers.push(e.data);
      });
    }
  };
}

type Answer =
  { type: "variant"; result: VariantResult } | { type: "metrics" | "runMetrics"; values: VariantResult["base"] };

const player = (page: Page) => page.locator(".flow-player");
/** answers are the figures the workers answered: each "variant", and each lesson/variant pair. */
async function answers(page: Page): Promise<Array<Pick<VariantResult, "base" | "variant">>> {
  const raw = await page.evaluate(() => (window as unknown as { __flowAnswers: Answer[] }).__flowAnswers);
  const out: Array<Pick<VariantResult, "base" | "variant">> = [];
  for (const a of raw) if (a.type === "variant") out.push(a.result);
  const values = (type: string) => raw.flatMap((a) => (a.type === type && a.type !== "variant" ? [a.values] : []));
  const bases = values("runMetrics");
  const variants = values("metrics");
  for (let i = 0; i < Math.min(bases.length, variants.length); i++)
    out.push({ base: bases[i]!, variant: variants[i]! });
  return out;
}

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
      await page.addInitScript(recordAnswers);
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
      const got = await answers(page);
      expect(got, "one figures answer from the worker").toHaveLength(1);
      const answer = got[0] as Pick<VariantResult, "base" | "variant">;
      expect(onPage).toEqual(shown(answer));
      if (want) expect(shown(want)).toEqual(shown(answer));
      // And each moved the way the lesson says it does.
      v.headline.forEach((h, i) =>
        expect(
          expectHolds(h.expect, answer.base[i]?.value ?? null, answer.variant[i]?.value ?? null),
          `${h.metric} ${h.expect}`,
        ).toBe(true),
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
  await page.addInitScript(recordAnswers);
  await goto(page, `/flows/flow-20?variant=${a.id}`);
  await expect(page.locator(".flow-variant-figures tbody tr")).toHaveCount(a.headline.length, { timeout: 60_000 });
  await page.getByRole("button", { name: b.title, exact: true }).click();
  await expect(page.getByRole("button", { name: b.title, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await answers(page)).length, { timeout: 60_000 }).toBe(2);
  await expect.poll(() => figuresOnPage(page), { timeout: 10_000 }).toEqual(shown(wantB));
  expect(consoleErrors).toEqual([]);
});

test("a Flow 19 variant's figures wait for the player's own run to complete, and take the variant's numbers from it", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const flow = content.flows.find((f) => f.id === "flow-19");
  const v = flow?.variants[0];
  if (!flow || !v) throw new Error("flow-19 needs a variant");
  // Log, per flow worker, what the page posts and what comes back, with the time.
  await page.addInitScript(() => {
    type Entry = { worker: number; dir: "post" | "recv"; type: string; growing?: boolean; t: number };
    const log: Entry[] = [];
    (window as unknown as { __flowLog: Entry[] }).__flowLog = log;
    let workers = 0;
    const Base = window.Worker;
    window.Worker = class extends Base {
      constructor(url: string | URL, opts?: WorkerOptions) {
        super(url, opts);
        if (opts?.name !== "flow") return;
        const worker = workers++;
        this.addEventListener("message", (m: MessageEvent<{ type: string; opened?: { growing?: boolean } }>) =>
          log.push({ worker, dir: "recv", type: m.data.type, growing: m.data.opened?.growing, t: performance.now() }),
        );
        const post = this.postMessage.bind(this) as (m: { type: string }) => void;
        this.postMessage = (m: { type: string }) => {
          log.push({ worker, dir: "post", type: m.type, t: performance.now() });
          post(m);
        };
      }
    };
  });
  // 2,000 Apps: the player's run still grows over several slices.
  await goto(page, `/flows/flow-19?variant=${v.id}&apps=2000`);
  await expect(page.locator(".flow-variant-figures tbody tr")).toHaveCount(v.headline.length, { timeout: 90_000 });
  type Entry = { worker: number; dir: string; type: string; growing?: boolean; t: number };
  const log = await page.evaluate(() => (window as unknown as { __flowLog: Entry[] }).__flowLog);
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
