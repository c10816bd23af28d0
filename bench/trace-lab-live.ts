/**
 * bench/trace-lab-live.ts: what the long main-thread tasks are while Exercise 3's requeue storm
 * plays live at 20× (bench/lab.ts's longestTaskHotLoopLiveMs). Records a CDP trace (timeline and
 * the V8 sampling profiler) for 8 s of play and prints each task over 30 ms with its events and
 * heaviest functions. A tool for finding work to split; the figure itself comes from bench/lab.ts.
 *
 *   npm run build && node --import tsx bench/trace-lab-live.ts [out.json]
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { serve } from "./serve";
import type { TraceEvent } from "./trace-pages-tasks";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const server = await serve(process.env.DIST ?? "dist");
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${server.url}#/lab/exercise-3-requeue-storm`);
await page.locator(".lab-editor[data-ready=true]").waitFor({ timeout: 60_000 });
await page.getByRole("tab", { name: "Live run" }).click();
await page.getByRole("button", { name: "Start live run" }).click();
await page.locator(".live-run[data-status=paused] .live-grid").waitFor({ timeout: 60_000 });
await page.getByLabel("Speed").selectOption("20");
await browser.startTracing(page, {
  categories: [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8.execute",
    "disabled-by-default-v8.cpu_profiler",
    "toplevel",
  ],
});
// Clicked by a DOM query: Playwright's role selectors walk the whole page on the main thread.
await page.evaluate(() =>
  [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Play")?.click(),
);
await page.waitForTimeout(8_000);
const buf = await browser.stopTracing();
await browser.close();
server.close();
if (process.argv[2]) writeFileSync(process.argv[2], buf);

const events = (JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
const main = events.find(
  (e) =>
    e.name === "thread_name" &&
    e.args?.name === "CrRendererMain" &&
    events.some((x) => x.pid === e.pid && x.name === "FunctionCall"),
)!;
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
const nodes = new Map<number, ProfileNode>();
const samples: Array<{ ts: number; node: number }> = [];
// The main thread's own profile (workers of the same process have theirs, under other ids).
const profile = events.find((e) => e.name === "Profile" && e.pid === main.pid && e.tid === main.tid) as
  (TraceEvent & { id?: string }) | undefined;
let t = (profile?.args?.data?.startTime as number) ?? 0;
for (const e of events as Array<TraceEvent & { id?: string }>) {
  if (e.name !== "ProfileChunk" || e.pid !== main.pid || e.id !== profile?.id) continue;
  const p = e.args?.data?.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
  for (const n of p?.nodes ?? []) nodes.set(n.id, n);
  const deltas = (e.args?.data?.timeDeltas as number[]) ?? [];
  (p?.samples ?? []).forEach((s, i) => {
    t += deltas[i] ?? 0;
    samples.push({ ts: t, node: s });
  });
}
const short = (u: unknown) => String(u ?? "").replace(/^.*\/assets\//, "");
const tasks = onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 30_000);
const all = onMain.filter((e) => e.name === "RunTask");
console.log(
  `${all.length} tasks, busy ${(all.reduce((n, e) => n + (e.dur ?? 0), 0) / 1000).toFixed(0)} ms; ` +
    `${tasks.length} over 30 ms, ${all.filter((e) => (e.dur ?? 0) > 50_000).length} over 50 ms ` +
    `(the first, the profiler starting, is not the page's)`,
);
// On a shared machine wall time includes the time the renderer waited for a core; the thread's
// CPU time (tdur) does not. The longest tasks by CPU, leaving out the harness's own (a script
// evaluated without a URL: Playwright's click on Play, during which the profiler starts).
const harness = (t: TraceEvent) =>
  onMain.some((e) => e.name === "EvaluateScript" && !e.args?.data?.url && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0));
const byCpu = all
  .filter((t) => !harness(t))
  .map((e) => (e.tdur ?? 0) / 1000)
  .sort((a, b) => b - a);
const load = loadavg()
  .map((x) => x.toFixed(2))
  .join(" ");
console.log(
  `longest tasks by CPU (ms): ${byCpu
    .slice(0, 8)
    .map((x) => x.toFixed(0))
    .join(" ")} (load ${load})`,
);
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < end && e !== task && (e.dur ?? 0) > 3_000);
  console.log(
    `\n== task ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ` +
      inside
        .slice(0, 8)
        .map(
          (e) =>
            `${e.name}${e.args?.data?.functionName ? " " + String(e.args.data.functionName) : ""} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
        )
        .join("; "),
  );
  const self = new Map<string, number>();
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
  inTask.forEach((s, i) => {
    const n = nodes.get(s.node);
    const key = n
      ? `${n.callFrame.functionName || "(anon)"} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`
      : "?";
    self.set(key, (self.get(key) ?? 0) + ((inTask[i + 1]?.ts ?? end) - s.ts));
  });
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 10))
    if (v > 1500) console.log(`   ${(v / 1000).toFixed(1).padStart(6)} ms  ${k}`);
}
