/// <reference types="vite/client" />
/**
 * The worker of bench/flow19-browser.ts: Flow 19's whole story (bench/flow19-story.ts) run
 * inside a browser worker the way the lab worker runs a learner's code: compiled by the
 * interpreter (or the engine's native reconciler), converged, restarted, replayed, and the
 * report serialised as `--json` would print it. Posts its figures; the heap is sampled from
 * outside through the DevTools protocol.
 */
import { compileLab, startCompiled } from "../../src/lab";
import { World } from "../../src/engine/scenario/world";
import { nativeFactory } from "../../src/engine/scenario/native/factory";
import { jsonChunks } from "../../src/engine/api/jsonchunks";
import type { Report } from "../../src/engine/scenario/report";
import { flow19FromEmpty, restartAt, timed } from "../flow19-story";
import helpers from "../../content/exercises/exercise-1-eager-creator/helpers.go?raw";
import setup from "../../content/exercises/exercise-1-eager-creator/setup.go?raw";
import solution from "../../content/exercises/exercise-1-eager-creator/solution.go?raw";

interface Ask {
  apps: number;
  kind: "native" | "interpreted";
}

function run({ apps, kind }: Ask) {
  const scenario = flow19FromEmpty(apps);
  const acc = { ms: 0, n: 0 };
  const t0 = performance.now();
  let world: World;
  let finish: () => { report: Report };
  if (kind === "interpreted") {
    const files = [
      { name: "helpers.go", source: helpers },
      { name: "setup.go", source: setup },
      { name: "solution.go", source: solution },
    ];
    const lab = compileLab(files);
    if (!lab.program) throw new Error(`exercise 1 solution does not compile: ${lab.diagnostics[0]?.message}`);
    const session = startCompiled(lab, scenario, { wrap: (f) => timed(f, acc) });
    world = session.world;
    finish = () => session.finish();
  } else {
    const w = new World({ scenario, factory: timed(nativeFactory("correct"), acc) });
    world = w;
    finish = () => {
      w.run();
      return { report: w.report() };
    };
  }
  world.run(restartAt(apps) - 1);
  const convergeMs = performance.now() - t0;
  const t1 = performance.now();
  world.run();
  const replayMs = performance.now() - t1;
  const t2 = performance.now();
  const { report } = finish();
  let jsonLength = 1;
  for (const chunk of jsonChunks(report)) jsonLength += chunk.length;
  const reportMs = performance.now() - t2;
  const appsNotRunning = report.objects.filter(
    (o) => o.kind === "App" && (o.status as { phase?: string } | undefined)?.phase !== "Running",
  ).length;
  return {
    apps,
    kind,
    wallMs: Math.round(performance.now() - t0),
    convergeMs: Math.round(convergeMs),
    replayMs: Math.round(replayMs),
    reportMs: Math.round(reportMs),
    reconciles: report.metrics.reconciles,
    apiWrites: report.metrics.apiWrites,
    reconcileMs: Math.round(acc.ms),
    traceEvents: world.trace().length,
    reportMB: Math.round((jsonLength / 2 ** 20) * 10) / 10,
    findings: report.findings.map((f) => f.kind),
    appsNotRunning,
  };
}

self.onmessage = (e: MessageEvent<Ask>) => {
  try {
    self.postMessage({ figures: run(e.data) });
  } catch (err) {
    self.postMessage({ error: err instanceof Error ? `${err.message}\n${err.stack ?? ""}` : String(err) });
  }
};
