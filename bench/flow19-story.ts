/**
 * bench/flow19-story.ts: Flow 19's whole story as data, shared by the Node bench
 * (bench/flow19full.ts) and the same run inside a browser worker (bench/flow19-browser.ts):
 * the scenario from an empty cluster, when the controller restarts, a wrapper that times
 * Reconcile, and the run itself (runStory). Nothing here touches Node or the DOM.
 */
import { parseScenario, type Scenario } from "../src/engine/scenario/parse";
import { World, type ReconcilerFactory } from "../src/engine/scenario/world";
import { compileLab, startCompiled } from "../src/lab";
import { nativeFactory } from "../src/engine/scenario/native/factory";
import { guardFactory } from "./flow19-reconciler/guard";
import { jsonChunks } from "../src/engine/api/jsonchunks";
import type { Report } from "../src/engine/scenario/report";
import type { Manager } from "../src/engine/manager/manager";
import type { Reconciler } from "../src/engine/reconcile/types";

/** restartAt is when the controller restarts: after the converge, which takes about 5
 * reconciles of 10 ms per App on 4 workers (12.5 ms of virtual time per App) plus the rollout's
 * 2 s pod delay; 25 ms per App leaves room (the figures print the converge's reconciles). */
export const restartAt = (apps: number) => 30_000 + apps * 25;

/** flow19FromEmpty is Flow 19 from empty: createMany without status or Deployment, builtin controllers on. */
export function flow19FromEmpty(apps: number): Scenario {
  return parseScenario(flow19FromEmptyYaml(apps), flow19FromEmptyFile(apps));
}

/** flow19FromEmptyFile is the name of flow19FromEmpty's scenario file (the report's scenario is named after it). */
export const flow19FromEmptyFile = (apps: number) => `flow-19-full-${apps}.yaml`;

/** flow19FromEmptyYaml is flow19FromEmpty as a scenario file, as `npm run lab -- run --scenario FILE` reads it. */
export function flow19FromEmptyYaml(apps: number): string {
  const at = restartAt(apps);
  const s = (ms: number) => `${ms}ms`;
  return `description: Flow 19 from empty, ${apps} Apps converged, the controller restarted, every key replayed.
maxConcurrentReconciles: 4
controllerStart: 1s
reconcileCost: 10ms
steps:
  - at: 0s
    createMany:
      count: ${apps}
      template:
        apiVersion: apps.example.com/v1alpha1
        kind: App
        metadata: {name: "app-{i}", namespace: default}
        spec: {image: "nginx:1.27", replicas: 2}
  - at: ${s(at)}
    restartController: {}
  - at: ${s(at + 500)}
    patch: {kind: Deployment, namespace: default, name: app-7, merge: {spec: {replicas: 5}}}
  - at: ${s(at + 2000)}
    patch: {kind: App, namespace: default, name: app-9, merge: {spec: {replicas: 3}}}
end: ${s(at + Math.max(60_000, apps * 5))}
`;
}

/** GUARD_FINALIZER: the finalizer the benchmark's reconciler puts on every App. */
export const GUARD_FINALIZER = "apps.example.com/guard";

/**
 * STORY_RECONCILERS: the reconcilers the story runs, each as Go files (paths from the repository
 * root) and the native reconciler doing the same work, call for call (for the ratio). "guard" is
 * the correct reconciler: a finalizer first, the Deployment through
 * controllerutil.CreateOrUpdate, a status write when it changed (bench/flow19-reconciler/
 * reconciler.go, with Exercise 1's types and helpers; natively bench/flow19-reconciler/guard.ts).
 * Its `lessonNative` is the lesson's AppReconciler with the same finalizer, which reaches the same
 * objects with a Get and restoreOwnedFields instead of CreateOrUpdate: less work than the Go code
 * does (the guard's ratio was taken against it before the port was written). "exercise1" is
 * Exercise 1's solution: get-or-create and the status write, no finalizer (one write less per
 * App), against the lesson's AppReconciler, which is that solution in TypeScript.
 */
export const STORY_RECONCILERS: Record<
  "guard" | "exercise1",
  { files: string[]; native: () => ReconcilerFactory; lessonNative?: () => ReconcilerFactory }
> = {
  guard: {
    files: [
      "bench/flow19-reconciler/reconciler.go",
      "content/exercises/exercise-1-eager-creator/helpers.go",
      "content/exercises/exercise-1-eager-creator/setup.go",
    ],
    native: () => guardFactory(GUARD_FINALIZER),
    lessonNative: () => nativeFactory("correct", { finalizer: GUARD_FINALIZER }),
  },
  exercise1: {
    files: ["helpers.go", "setup.go", "solution.go"].map((f) => `content/exercises/exercise-1-eager-creator/${f}`),
    native: () => nativeFactory("correct", {}),
  },
};
export type StoryReconciler = keyof typeof STORY_RECONCILERS;

/** ReconcileTally: time inside Reconcile and how many ran; with cpuUs set, the process's CPU time
 * (user + system, µs) inside Reconcile is summed there too. */
export interface ReconcileTally {
  ms: number;
  n: number;
  /** firstMs: the first reconcile's wall ms (for the interpreter, mostly its warm-up) */
  firstMs?: number;
  /** earlyMs: the wall ms of the first WARM_WINDOW reconciles; lateMs: the last WARM_WINDOW's,
   * one entry each (a ring): how far V8's warm-up is from done at this size. */
  earlyMs?: number;
  lateMs?: number[];
  cpuUs?: number;
}

/** WARM_WINDOW: how many reconciles the tally's early and late means cover. */
export const WARM_WINDOW = 500;

/** timed wraps every reconciler a factory builds: time inside Reconcile, and every 500
 * reconciles a call to sample (the caller's heap sampler). */
export function timed(inner: ReconcilerFactory, acc: ReconcileTally, sample: () => void = () => {}): ReconcilerFactory {
  return (mgr: Manager) => {
    const orig = mgr.newController.bind(mgr);
    mgr.newController = (spec) => {
      const r: Reconciler = spec.reconciler;
      return orig({
        ...spec,
        reconciler: {
          reconcile(ctx, req) {
            // The CPU reading brackets the wall reading, so its own cost stays out of the wall figure.
            const c0 = acc.cpuUs === undefined ? undefined : process.cpuUsage();
            const t0 = performance.now();
            try {
              return r.reconcile(ctx, req);
            } finally {
              const ms = performance.now() - t0;
              acc.ms += ms;
              acc.firstMs ??= ms;
              if (acc.n < WARM_WINDOW) acc.earlyMs = (acc.earlyMs ?? 0) + ms;
              (acc.lateMs ??= [])[acc.n % WARM_WINDOW] = ms;
              if (c0) {
                const c = process.cpuUsage(c0);
                acc.cpuUs = (acc.cpuUs ?? 0) + c.user + c.system;
              }
              if (++acc.n % 500 === 0) sample();
            }
          },
        },
      });
    };
    inner(mgr);
  };
}

/** StoryRun: what one run of the story computed and how long each phase took (ms). */
export interface StoryRun {
  world: World;
  report: Report;
  tally: ReconcileTally;
  convergeMs: number;
  replayMs: number;
  reportMs: number;
  wallMs: number;
  convergeReconciles: number;
  convergeReconcileMs: number;
  /** jsonLength: the report's length as `--json` streams it (in pieces, never one string). */
  jsonLength: number;
  appsNotRunning: number;
}

/** runStory runs the story for `apps` Apps with an interpreted reconciler (`files`, one of
 * STORY_RECONCILERS read) or a native one (`native`, its factory there); `sample`
 * is called every 500 reconciles and after each phase. `record` is what the trace keeps: all of it
 * (the default, as the flow player needs it) or "report", a digest of what the report reads, as
 * `npm run lab -- run` keeps. */
export function runStory(
  apps: number,
  kind: "native" | "interpreted",
  files: Array<{ name: string; source: string }>,
  sample: () => void = () => {},
  record: true | "report" = true,
  native: () => ReconcilerFactory = STORY_RECONCILERS.guard.native,
): StoryRun {
  const scenario = flow19FromEmpty(apps);
  // FLOW19_RECONCILE_CPU=1 also sums the CPU time inside Reconcile: steadier than wall on a loaded machine.
  const cpu = typeof process !== "undefined" && process.env.FLOW19_RECONCILE_CPU === "1";
  const tally: ReconcileTally = cpu ? { ms: 0, n: 0, cpuUs: 0 } : { ms: 0, n: 0 };
  const t0 = performance.now();
  let world: World;
  let finish: () => { report: Report };
  if (kind === "interpreted") {
    const lab = compileLab(files);
    if (!lab.program) throw new Error(`the story's reconciler does not compile: ${lab.diagnostics[0]?.message}`);
    const session = startCompiled(lab, scenario, { record, wrap: (f) => timed(f, tally, sample) });
    world = session.world;
    finish = () => session.finish();
  } else {
    const w = new World({
      scenario,
      factory: timed(native(), tally, sample),
      // as the lab runs it (src/lab/run.ts): the report has no cache sizes, so none are measured
      options: { record, manager: { cache: { meterBytes: false } } },
    });
    world = w;
    finish = () => {
      w.run();
      return { report: w.report() };
    };
  }
  world.run(restartAt(apps) - 1);
  const convergeMs = performance.now() - t0;
  const convergeReconciles = tally.n;
  const convergeReconcileMs = tally.ms;
  sample();
  const t1 = performance.now();
  world.run();
  const replayMs = performance.now() - t1;
  sample();
  const t2 = performance.now();
  const { report } = finish();
  let jsonLength = 1;
  for (const chunk of jsonChunks(report)) jsonLength += chunk.length;
  const reportMs = performance.now() - t2;
  const appsNotRunning = report.objects.filter(
    (o) => o.kind === "App" && (o.status as { phase?: string } | undefined)?.phase !== "Running",
  ).length;
  return {
    world,
    report,
    tally,
    convergeMs,
    replayMs,
    reportMs,
    wallMs: performance.now() - t0,
    convergeReconciles,
    convergeReconcileMs,
    jsonLength,
    appsNotRunning,
  };
}
