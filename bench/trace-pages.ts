/**
 * bench/trace-pages.ts: what each long task on a page is. Loads one page of the built site in
 * Chromium with a performance trace (CDP Tracing: devtools.timeline plus the V8 sampling
 * profiler), scrolls through it, and prints every main-thread task over 50 ms with the events and
 * the functions (self time, by script) that filled it. A tool for finding work to move; the
 * figures themselves come from bench/longtasks.ts.
 *
 *   npm run build && node --import tsx bench/trace-pages.ts /lessons/reconciliation-control-loop
 */
import { writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { serve } from "./serve";
import { scrollThrough } from "./longtask-probe";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const route = process.argv[2] ?? "/";
const out = process.argv[3];
const server = await serve("dist");
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await browser.startTracing(page, {
  categories: [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8.execute",
    "blink.user_timing",
    "disabled-by-default-v8.cpu_profiler",
    "toplevel",
  ],
});
await page.goto(`${server.url}#${route}`);
await page.locator("main#main").waitFor({ timeout: 30_000 });
await page.waitForTimeout(1500);
await scrollThrough(page);
await page.waitForTimeout(800);
const buf = await browser.stopTracing();
await browser.close();
server.close();
if (out) writeFileSync(out, buf);

const events = (JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
if (!main) throw new Error("no renderer main thread in the trace");
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const tasks = onMain.filter((e) => e.ph === "X" && e.name === "RunTask" && (e.dur ?? 0) > 50_000);

// The sampling profile: nodes and (timestamp, node) samples, from ProfileChunk events.
const nodes = new Map<number, ProfileNode>();
const samples: Array<{ ts: number; node: number }> = [];
let t = 0;
for (const e of events) {
  if (e.name === "Profile") t = (e.args?.data?.startTime as number) ?? t;
  if (e.name !== "ProfileChunk" || e.pid !== main.pid) continue;
  const p = e.args?.data?.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
  const deltas = (e.args?.data?.timeDeltas as number[]) ?? [];
  for (const n of p?.nodes ?? []) nodes.set(n.id, n);
  (p?.samples ?? []).forEach((s, i) => {
    t += deltas[i] ?? 0;
    samples.push({ ts: t, node: s });
  });
}

const short = (url: string | undefined) => (url ?? "").replace(/^.*\/assets\//, "").replace(/^https?:\/\/[^/]+\//, "");
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const inside = onMain.filter((e) => e.ph === "X" && e.ts >= task.ts && e.ts < end && e !== task);
  const byName = new Map<string, number>();
  for (const e of inside) {
    const d = e.args?.data;
    const what =
      e.name === "EvaluateScript" || e.name === "v8.compile"
        ? `${e.name} ${short(String(d?.url ?? ""))}`
        : e.name === "FunctionCall"
          ? `FunctionCall ${d?.functionName ?? ""} ${short(String(d?.url ?? ""))}`
          : e.name;
    if ((e.dur ?? 0) > 5_000) byName.set(what, Math.max(byName.get(what) ?? 0, e.dur ?? 0));
  }
  const self = new Map<string, number>();
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
  inTask.forEach((sample, i) => {
    const n = nodes.get(sample.node);
    const dt = (inTask[i + 1]?.ts ?? end) - sample.ts;
    const key = n
      ? `${n.callFrame.functionName || "(anon)"} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`
      : "?";
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  console.log(
    `\n== task ${((task.dur ?? 0) / 1000).toFixed(0)} ms at ${((task.ts - (tasks[0]?.ts ?? 0)) / 1000).toFixed(0)} ms`,
  );
  for (const [k, v] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`   ${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`);
  console.log("   -- self time by function");
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`   ${(v / 1000).toFixed(1).padStart(7)} ms  ${k}`);
}
console.log(`\n${tasks.length} tasks over 50 ms on ${route}`);
