/**
 * trace-pages-tasks: reads a Chromium trace (JSON) into the page's main-thread tasks by wall and
 * by CPU time (the thread time the trace records per event, `tdur`, which a busy machine does not
 * inflate). Shared by bench/trace-pages-cpu.ts (load, scroll and use through Playwright) and
 * bench/trace-pages-load.ts (the load alone, in a Chromium with no DevTools client).
 */
import { loadavg } from "node:os";

/** TASK_CATEGORIES are the trace categories tasksOf reads: tasks and their thread time, script
 * evaluation and compilation, user timings and the timeline's events. */
export const TASK_CATEGORIES: readonly string[] = [
  "toplevel",
  "v8.execute",
  "blink.user_timing",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-v8.compile",
];

export interface TraceEvent {
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
  over50Cpu: TaskFigures[];
  /** the page's own tasks (not the harness's) with the most CPU time, longest first */
  topApp: TaskFigures[];
  /** the trace's task under each long task the page's probe reported (`probe` given to tasksOf) */
  probed: Array<TaskFigures & { probeMs: number }>;
}

/** TaskFigures are one task's CPU and wall time (ms), when it started, and what filled it. */
export interface TaskFigures {
  cpuMs: number;
  wallMs: number;
  atMs: number;
  harness: boolean;
  devtools: boolean;
  what: string[];
}

export const TASK = "ThreadControllerImpl::RunTask";

/** loadAverage is the machine's 1, 5 and 15 minute load averages, printed beside each page's figures. */
export function loadAverage(): string {
  return loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
}
const short = (url: unknown) => String(url ?? "").replace(/^.*\/assets\//, "");

/** tasksOf reads the renderer main thread's top-level tasks and their heaviest inner events. */
export function tasksOf(
  buf: Buffer,
  page: string,
  top = 4,
  probe: Array<{ start: number; duration: number }> = [],
): PageCpu {
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
  const t0 = tasks[0]?.ts ?? 0;
  const figures = (t: TraceEvent): TaskFigures => {
    const end = t.ts + (t.dur ?? 0);
    const inside = onMain.filter(
      (e) =>
        e !== t && e.ts >= t.ts && e.ts < end && (e.tdur ?? 0) > 2_000 && !/RunTask|OnHandleReady|mojo/.test(e.name),
    );
    const what = inside
      .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
      .slice(0, 6)
      .map((e) => {
        const d = e.args?.data;
        const name = [e.name, short(d?.url), d?.functionName ?? "", d?.type ?? ""].filter(Boolean).join(" ");
        return `${ms(e.tdur)} ${name}`;
      });
    return {
      cpuMs: ms(t.tdur),
      wallMs: ms(t.dur),
      atMs: ms(t.ts - t0),
      harness: isHarness(t),
      devtools: isDevtools(t),
      what,
    };
  };
  // The probe's times are the page's (ms since its navigationStart); the trace's are microseconds.
  const nav = events.find(
    (e) =>
      e.name === "navigationStart" && e.pid === main.pid && /^http/.test(String(e.args?.data?.documentLoaderURL ?? "")),
  );
  const probed = nav
    ? probe.flatMap((p) => {
        const from = nav.ts + p.start * 1000;
        const to = from + p.duration * 1000;
        const overlap = (x: TraceEvent) => Math.min(to, x.ts + (x.dur ?? 0)) - Math.max(from, x.ts);
        const t = tasks.reduce<TraceEvent | undefined>(
          (a, x) => (overlap(x) > (a ? overlap(a) : 0) ? x : a),
          undefined,
        );
        return t ? [{ ...figures(t), probeMs: Math.round(p.duration) }] : [];
      })
    : [];
  return {
    page,
    probed,
    longestWallMs: ms(Math.max(0, ...tasks.map((t) => t.dur ?? 0))),
    longestCpuMs: ms(Math.max(0, ...tasks.map((t) => t.tdur ?? 0))),
    blockingWallMs: ms(over("dur")),
    blockingCpuMs: ms(over("tdur")),
    longestAppCpuMs: ms(Math.max(0, ...app.map((t) => t.tdur ?? 0))),
    blockingAppCpuMs: ms(over("tdur", app)),
    over50Cpu: heavy.map(figures),
    topApp: [...app]
      .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
      .slice(0, top)
      .map(figures),
  };
}

const pad = (n: number, w: number) => String(n).padStart(w);
const line = (t: TaskFigures) =>
  `task cpu ${t.cpuMs} (wall ${t.wallMs}) at ${t.atMs} ms${t.harness ? " [harness]" : ""}${t.devtools ? " [devtools]" : ""}: ${t.what.join("; ")}`;

/** printPages prints each page's figures, its tasks over 50 ms of CPU and its longest own tasks. */
export function printPages(results: Array<PageCpu & { load: string }>): void {
  for (const r of results) {
    console.log(
      `${r.page.padEnd(13)} longest wall ${pad(r.longestWallMs, 4)} cpu ${pad(r.longestCpuMs, 4)} | blocking wall ${pad(r.blockingWallMs, 5)} cpu ${pad(r.blockingCpuMs, 4)} | app: longest cpu ${pad(r.longestAppCpuMs, 4)} blocking cpu ${pad(r.blockingAppCpuMs, 4)} | load ${r.load}`,
    );
    for (const t of r.over50Cpu) console.log(`    over 50: ${line(t)}`);
    for (const t of r.topApp) console.log(`    ${line(t)}`);
    for (const t of r.probed) console.log(`    probe saw ${t.probeMs} ms: ${line(t)}`);
  }
}
