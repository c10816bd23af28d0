/**
 * bench/trace-pages-cpu.ts: each page's main-thread tasks by wall time AND by the thread's CPU
 * time. On a shared machine a task's wall time includes the time the renderer was descheduled
 * (at load 8 on 2 cores a 30 ms task reads as 300 ms); the CPU time the trace records per event
 * (`tdur`) does not. Runs the same scenarios as bench/longtasks.ts (load, scroll, use) under a
 * light CDP trace (no sampling profiler) and prints, per page: the longest task by wall and by
 * CPU, total blocking time both ways, and what filled each task over 50 ms of CPU. A task spent
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
import { loadavg } from "node:os";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { serve } from "./serve";
import { SCENARIOS, measurePage } from "./longtasks";
import { LONGTASK_PROBE } from "./longtask-probe";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** PageCpu is one page's main-thread tasks, by wall and by CPU time (ms). */
export interface PageCpu {
  page: string;
  longestWallMs: number;
  longestCpuMs: number;
  blockingWallMs: number;
  blockingCpuMs: number;
  /** the same, without the tasks spent mostly in the harness's scripts */
  longestAppCpuMs: number;
  blockingAppCpuMs: number;
  over50Cpu: Array<{ cpuMs: number; wallMs: number; harness: boolean; devtools: boolean; what: string[] }>;
}

const TASK = "ThreadControllerImpl::RunTask";
const short = (url: unknown) => String(url ?? "").replace(/^.*\/assets\//, "");

/** tasksOf reads the renderer main thread's top-level tasks and their heaviest inner events. */
export function tasksOf(buf: Buffer, page: string): PageCpu {
  const events = (JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's renderer is the one whose main thread ran the most; other renderers (about:blank) idle.
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const busy = (m: TraceEvent) =>
    events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === TASK).reduce((n, e) => n + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) throw new Error("no renderer main thread in the trace");
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  // Top-level tasks only: a nested run loop's task sits inside its parent's.
  const tasks: TraceEvent[] = [];
  let until = -1;
  for (const e of onMain.filter((x) => x.name === TASK).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < until) continue;
    tasks.push(e);
    until = e.ts + (e.dur ?? 0);
  }
  const ms = (us: number | undefined) => Math.round((us ?? 0) / 1000);
  // Script the page did not load: EvaluateScript with no URL is CDP's Runtime.evaluate (Playwright).
  const harnessCpu = (t: TraceEvent) =>
    onMain
      .filter((e) => e.name === "EvaluateScript" && !e.args?.data?.url && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0))
      .reduce((n, e) => n + (e.tdur ?? 0), 0);
  const isHarness = (t: TraceEvent) => harnessCpu(t) * 2 > (t.tdur ?? 0);
  const devtoolsCpu = (t: TraceEvent) =>
    onMain
      .filter((e) => e.name === "V8.CollectSourcePositions" && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0))
      .reduce((n, e) => n + (e.tdur ?? 0), 0);
  const isDevtools = (t: TraceEvent) => devtoolsCpu(t) * 2 > (t.tdur ?? 0);
  const app = tasks.filter((t) => !isHarness(t) && !isDevtools(t));
  const over = (key: "dur" | "tdur", of = tasks) => of.reduce((n, t) => n + Math.max(0, (t[key] ?? 0) - 50_000), 0);
  const heavy = tasks.filter((t) => (t.tdur ?? 0) > 50_000);
  return {
    page,
    longestWallMs: ms(Math.max(0, ...tasks.map((t) => t.dur ?? 0))),
    longestCpuMs: ms(Math.max(0, ...tasks.map((t) => t.tdur ?? 0))),
    blockingWallMs: ms(over("dur")),
    blockingCpuMs: ms(over("tdur")),
    longestAppCpuMs: ms(Math.max(0, ...app.map((t) => t.tdur ?? 0))),
    blockingAppCpuMs: ms(over("tdur", app)),
    over50Cpu: heavy.map((t) => {
      const end = t.ts + (t.dur ?? 0);
      const inside = onMain.filter(
        (e) =>
          e !== t && e.ts >= t.ts && e.ts < end && (e.tdur ?? 0) > 5_000 && !/RunTask|OnHandleReady|mojo/.test(e.name),
      );
      const what = inside
        .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
        .slice(0, 6)
        .map((e) => {
          const d = e.args?.data;
          const name = [e.name, short(d?.url), d?.functionName ?? ""].filter(Boolean).join(" ");
          return `${ms(e.tdur)} ${name}`;
        });
      return { cpuMs: ms(t.tdur), wallMs: ms(t.dur), harness: isHarness(t), devtools: isDevtools(t), what };
    }),
  };
}

const only = process.argv.slice(2);
const server = await serve("dist");
const browser = await chromium.launch(chromiumLaunchOptions);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
const results: Array<PageCpu & { load: string }> = [];
try {
  for (const s of SCENARIOS.filter((x) => only.length === 0 || only.includes(x.page))) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: LONGTASK_PROBE });
    const page = await context.newPage();
    const before = load();
    await browser.startTracing(page, {
      categories: [
        "toplevel",
        "v8.execute",
        "blink.user_timing",
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "disabled-by-default-v8.compile",
      ],
    });
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
for (const r of results) {
  console.log(
    `${r.page.padEnd(13)} longest wall ${String(r.longestWallMs).padStart(4)} cpu ${String(r.longestCpuMs).padStart(4)} | blocking wall ${String(r.blockingWallMs).padStart(5)} cpu ${String(r.blockingCpuMs).padStart(4)} | app: longest cpu ${String(r.longestAppCpuMs).padStart(4)} blocking cpu ${String(r.blockingAppCpuMs).padStart(4)} | load ${r.load}`,
  );
  for (const t of r.over50Cpu)
    console.log(
      `    task cpu ${t.cpuMs} (wall ${t.wallMs})${t.harness ? " [harness]" : ""}${t.devtools ? " [devtools]" : ""}: ${t.what.join("; ")}`,
    );
}
