/**
 * bench/lab-open.ts: where the time to an editable lab editor goes. Opens an exercise N times in
 * fresh contexts (nothing cached) and prints the time to an editable editor; with --trace, records
 * one CDP trace (devtools.timeline plus the V8 sampling profiler) and prints the main thread's
 * timeline until the editor is editable: each chunk's download end, its compile and evaluation,
 * each task over 15 ms with its heaviest functions. A tool for finding work to cut; the figure
 * itself is bench/lab.ts's openToEditableMs.
 *
 *   npm run build && node --import tsx bench/lab-open.ts [runs] [--trace out.json] [--route /lab/<id>]
 */
import { writeFileSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { chromiumLaunchOptions } from "../test/e2e/chromium";
import { serve } from "./serve";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const traceOut = flag("--trace");
const route = flag("--route") ?? "/lab/exercise-1-eager-creator";
const runs = Number(args[0] ?? 5);
const width = Number(process.env.WIDTH ?? 1280);
const READY = process.env.READY ?? ".lab-editor[data-ready=true] textarea, .drill-editor[data-ready=true] textarea";

async function open(browser: Browser, url: string, trace: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (trace)
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "v8",
        "blink.user_timing",
        "disabled-by-default-v8.cpu_profiler",
        "toplevel",
        "loading",
      ],
    });
  await page.goto(url);
  const h = await page.waitForFunction((sel) => (document.querySelector(sel) ? performance.now() : 0), READY, {
    polling: "raf",
    timeout: 60_000,
  });
  const ms = Math.round((await h.jsonValue()) as number);
  const buf = trace ? await browser.stopTracing() : undefined;
  await context.close();
  return { ms, buf };
}

const server = await serve(process.env.DIST ?? "dist");
const browser = await chromium.launch(chromiumLaunchOptions);
const url = `${server.url}#${route}`;
const times: number[] = [];
for (let i = 0; i < runs; i++) times.push((await open(browser, url, false)).ms);
const sorted = [...times].sort((a, b) => a - b);
console.log(`open → editable on ${route}: ${times.join(", ")} ms; median ${sorted[Math.floor(sorted.length / 2)]}`);

if (traceOut) {
  const { ms, buf } = await open(browser, url, true);
  writeFileSync(traceOut, buf!);
  report(JSON.parse(buf!.toString()).traceEvents as TraceEvent[], ms);
}
await browser.close();
server.close();

function report(events: TraceEvent[], editableMs: number) {
  const main = events.find(
    (e) =>
      e.name === "thread_name" &&
      e.args?.name === "CrRendererMain" &&
      events.some((x) => x.pid === e.pid && x.name === "EvaluateScript"),
  );
  if (!main) throw new Error("no renderer main thread in the trace");
  const nav =
    events.find((e) => e.name === "navigationStart" && e.pid === main.pid) ??
    events.find((e) => e.pid === main.pid && e.name === "RunTask");
  const t0 = nav!.ts;
  const at = (ts: number) => ((ts - t0) / 1000).toFixed(0).padStart(5);
  const short = (u: unknown) =>
    String(u ?? "")
      .replace(/^.*\/assets\//, "")
      .replace(/^https?:\/\/[^/]+\//, "");
  console.log(`\ntrace run: editable at ${editableMs} ms`);
  const finish = events.filter((e) => e.name === "ResourceFinish");
  const sends = new Map(
    events.filter((e) => e.name === "ResourceSendRequest").map((e) => [e.args?.data?.requestId, e]),
  );
  for (const f of finish) {
    const s = sends.get(f.args?.data?.requestId);
    const u = short(s?.args?.data?.url);
    if (u)
      console.log(
        `${at(s!.ts)} → ${at(f.ts)} ms  fetch ${u} (${Math.round(Number(f.args?.data?.encodedDataLength ?? 0) / 1024)} KB)`,
      );
  }
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  let t = 0;
  for (const e of events) {
    if (e.name === "Profile" && e.pid === main.pid) t = (e.args?.data?.startTime as number) ?? t;
    if (e.name !== "ProfileChunk" || e.pid !== main.pid) continue;
    const p = e.args?.data?.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
    const deltas = (e.args?.data?.timeDeltas as number[]) ?? [];
    for (const n of p?.nodes ?? []) nodes.set(n.id, n);
    (p?.samples ?? []).forEach((s, i) => {
      t += deltas[i] ?? 0;
      samples.push({ ts: t, node: s });
    });
  }
  const until = t0 + editableMs * 1000 + 50_000;
  console.log("\nmain thread (tasks over 15 ms until editable):");
  for (const task of onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 15_000 && e.ts < until)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < end && e !== task && (e.dur ?? 0) > 3_000);
    const what = inside
      .filter((e) =>
        [
          "EvaluateScript",
          "v8.compile",
          "v8.compileModule",
          "v8.evaluateModule",
          "FunctionCall",
          "Layout",
          "UpdateLayoutTree",
          "Paint",
          "ParseHTML",
          "v8.parseOnBackground",
          "V8.CompileCode",
          "TimerFire",
          "FireAnimationFrame",
          "RunMicrotasks",
          "v8.run",
        ].includes(e.name),
      )
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? " " + short(e.args.data.url) : ""}${e.args?.data?.functionName ? " " + String(e.args.data.functionName) : ""} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
      )
      .slice(0, 6);
    console.log(`${at(task.ts)} ms  task ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${what.join("; ")}`);
    const self = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < end);
    inTask.forEach((sample, i) => {
      const n = nodes.get(sample.node);
      const dt = (inTask[i + 1]?.ts ?? end) - sample.ts;
      const key = n
        ? `${n.callFrame.functionName || "(anon)"} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}`
        : "?";
      self.set(key, (self.get(key) ?? 0) + dt);
    });
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 6))
      if (v > 2000) console.log(`          ${(v / 1000).toFixed(1).padStart(6)} ms  ${k}`);
  }
  const busy = onMain
    .filter((e) => e.name === "RunTask" && e.ts >= t0 && e.ts < t0 + editableMs * 1000)
    .reduce((s, e) => s + (e.dur ?? 0), 0);
  console.log(`\nmain thread busy ${(busy / 1000).toFixed(0)} ms of ${editableMs} ms`);
}
