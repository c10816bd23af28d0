/**
 * Engine figures, printed as one JSON document (run: `node --expose-gc --import tsx bench/engine.ts`
 * or `npx tsx bench/engine.ts`):
 * - flow19: the Flow 19 cold start at 20,000 Apps with their Deployments — LIST both kinds,
 *   sync, 20,000 no-op reconciles by the native AppReconciler (4 workers). The converged
 *   world is loaded into the API server as a snapshot, so only the restart replay is timed.
 * - fanout: 10,000 keys added to one controller at once and drained by 4 workers.
 * - preload: the full content/scenarios/flow-19.yaml setup step through the API server
 *   (20,000 App creates, 20,000 status updates, 20,000 Deployment creates: the flow player's
 *   preload in its Web Worker).
 * Each with wall ms, trace events per wall second, peak heap MB, virtual seconds, speed-up.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { KubeObject } from "../src/engine/api/object";
import { parseScenario } from "../src/engine/scenario/parse";
import { World } from "../src/engine/scenario/world";
import { nativeFactory } from "../src/engine/scenario/native/factory";
import { Controller } from "../src/engine/controller/controller";
import { ManualSource, newTestEnv } from "../src/engine/controller/testenv";

/** gc forces a collection so heap figures start clean (works without --expose-gc too). */
const gc: (() => void) | undefined =
  (globalThis as { gc?: () => void }).gc ??
  (() => {
    setFlagsFromString("--expose-gc");
    return runInNewContext("gc") as () => void;
  })();
const heapMB = () => process.memoryUsage().heapUsed / 2 ** 20;

/** converged builds the plain-data objects of n converged Apps and their Deployments. */
function converged(n: number): { objects: KubeObject[]; rv: number } {
  const scenario = parseScenario(readFileSync("content/scenarios/flow-19.yaml", "utf8"), "flow-19.yaml");
  const step = scenario.steps[0];
  if (step?.kind !== "createMany") throw new Error("flow-19 must start with createMany");
  const one = new World({
    scenario: { ...scenario, steps: [{ ...step, spec: { ...step.spec, count: 1 } }], controllerStart: 10_000 },
    factory: () => {},
  });
  one.run(1);
  const snap = one.api.snapshot();
  const app = snap.objects.find((o) => o.kind === "App") as KubeObject;
  const dep = snap.objects.find((o) => o.kind === "Deployment") as KubeObject;
  const base = snap.objects.filter((o) => o.kind !== "App" && o.kind !== "Deployment");
  const objects: KubeObject[] = [...base];
  let rv = snap.rv;
  for (let i = 0; i < n; i++) {
    const name = `app-${i}`;
    const uid = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    const a = JSON.parse(JSON.stringify(app)) as KubeObject;
    a.metadata.name = name;
    a.metadata.uid = uid;
    a.metadata.resourceVersion = String(++rv);
    const d = JSON.parse(JSON.stringify(dep)) as KubeObject;
    d.metadata.name = name;
    d.metadata.uid = `10000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    d.metadata.resourceVersion = String(++rv);
    d.metadata.ownerReferences = [
      {
        ...(d.metadata.ownerReferences?.[0] as NonNullable<KubeObject["metadata"]["ownerReferences"]>[number]),
        name,
        uid,
      },
    ];
    const labels = d.spec.selector.matchLabels as Record<string, string>;
    labels["app.kubernetes.io/instance"] = name;
    d.spec.template.metadata.labels["app.kubernetes.io/instance"] = name;
    objects.push(a, d);
  }
  return { objects, rv };
}

function flow19(n: number) {
  const scenario = parseScenario(readFileSync("content/scenarios/flow-19.yaml", "utf8"), "flow-19.yaml");
  const data = converged(n);
  const w = new World({
    scenario: { ...scenario, steps: [], controllerStart: 1000 },
    factory: nativeFactory("correct"),
  });
  w.api.restore({ ...w.api.snapshot(), objects: data.objects, rv: data.rv });
  data.objects.length = 0;
  w.run(999);
  gc?.();
  const heap0 = heapMB();
  let peak = heap0;
  const events0 = w.trace().length;
  const session = process.env.BENCH_PROFILE ? new Session() : undefined;
  session?.connect();
  session?.post("Profiler.enable");
  session?.post("Profiler.start");
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let reconciles = 0;
  let lastEnd = 0;
  let writes = 0;
  const off = w.tracer.subscribe((e) => {
    if (e.type === "reconcile.end") {
      reconciles++;
      lastEnd = e.t;
    } else if (e.type === "api.request" && e.reconcileID !== undefined && e.verb !== "get" && e.verb !== "list")
      writes++;
  });
  for (let t = 1000; reconciles < n && t < 600_000; t += 500) {
    w.run(t);
    peak = Math.max(peak, heapMB());
  }
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  session?.post("Profiler.stop", (_err, res) =>
    writeFileSync(process.env.BENCH_PROFILE as string, JSON.stringify(res.profile)),
  );
  off();
  const events = w.trace().length - events0;
  const virtualSeconds = (lastEnd - 1000) / 1000;
  return {
    apps: n,
    deployments: n,
    reconciles,
    writes,
    wallMs: Math.round(wall),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    traceEvents: events,
    traceEventsPerSec: Math.round(events / (wall / 1000)),
    peakHeapMB: Math.round(peak),
    heapBeforeMB: Math.round(heap0),
    virtualSeconds,
    speedup: Math.round((virtualSeconds * 1000) / wall),
    findings: w.findings().length,
  };
}

function fanout(keys: number, workers: number) {
  const env = newTestEnv();
  const c = new Controller(
    { name: "fanout", maxConcurrentReconciles: workers, reconciler: { reconcile: () => (env.meter.add(2), {}) } },
    env,
  );
  const src = new ManualSource();
  c.watch(src);
  c.start();
  gc?.();
  const heap0 = heapMB();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < keys; i++) src.add({ namespace: "default", name: `app-${i}` });
  for (let i = 0; i < keys; i++) src.add({ namespace: "default", name: `app-${i}` }); // every key twice: dedup
  env.scheduler.runAll();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  const ends = env.tracer.events().filter((e) => e.type === "reconcile.end");
  const virtualSeconds = (ends.at(-1)?.t ?? 0) / 1000;
  return {
    keys,
    adds: keys * 2,
    workers,
    reconciles: ends.length,
    wallMs: Math.round(wall),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    traceEvents: env.tracer.length,
    traceEventsPerSec: Math.round(env.tracer.length / (wall / 1000)),
    peakHeapMB: Math.round(Math.max(heap0, heapMB())),
    virtualSeconds,
    speedup: Math.round((virtualSeconds * 1000) / wall),
  };
}

function preload(n: number) {
  const scenario = parseScenario(readFileSync("content/scenarios/flow-19.yaml", "utf8"), "flow-19.yaml");
  const step = scenario.steps[0];
  if (step?.kind !== "createMany") throw new Error("flow-19 must start with createMany");
  gc?.();
  const heap0 = heapMB();
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const w = new World({
    scenario: { ...scenario, steps: [{ ...step, spec: { ...step.spec, count: n } }] },
    factory: nativeFactory("correct"),
  });
  w.run(1);
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  const writes = w.trace().filter((e) => e.type === "api.request").length;
  return {
    apps: n,
    writes,
    wallMs: Math.round(wall),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    writesPerSec: Math.round(writes / (wall / 1000)),
    heapMB: Math.round(heapMB() - heap0),
  };
}

const n = Number(process.argv[2] ?? 20_000);
const result = {
  flow19: flow19(n),
  fanout: fanout(10_000, 4),
  preload: preload(n),
  goal: { flow19WallMs: 1500, flow19PeakHeapMB: 300 },
};
console.log(JSON.stringify(result, null, 2));
