/// <reference types="vite/client" />
/**
 * The worker of bench/flow19-browser.ts: Flow 19's whole story (bench/flow19-story.ts) run
 * inside a browser worker the way the lab worker runs a learner's code: compiled by the
 * interpreter (or the engine's native reconciler), converged, restarted, replayed, and the
 * report serialised as `--json` would print it. Posts its figures; the heap is sampled from
 * outside through the DevTools protocol.
 */
import { runStory } from "../flow19-story";
import helpers from "../../content/exercises/exercise-1-eager-creator/helpers.go?raw";
import setup from "../../content/exercises/exercise-1-eager-creator/setup.go?raw";
import reconciler from "../flow19-reconciler/reconciler.go?raw";

interface Ask {
  apps: number;
  kind: "native" | "interpreted";
}

function run({ apps, kind }: Ask) {
  const files = [
    { name: "helpers.go", source: helpers },
    { name: "setup.go", source: setup },
    { name: "reconciler.go", source: reconciler },
  ];
  const r = runStory(apps, kind, files);
  return {
    apps,
    kind,
    wallMs: Math.round(r.wallMs),
    convergeMs: Math.round(r.convergeMs),
    replayMs: Math.round(r.replayMs),
    reportMs: Math.round(r.reportMs),
    reconciles: r.report.metrics.reconciles,
    apiWrites: r.report.metrics.apiWrites,
    reconcileMs: Math.round(r.tally.ms),
    traceEvents: r.world.trace().length,
    reportMB: Math.round((r.jsonLength / 2 ** 20) * 10) / 10,
    findings: r.report.findings.map((f) => f.kind),
    appsNotRunning: r.appsNotRunning,
  };
}

self.onmessage = (e: MessageEvent<Ask>) => {
  try {
    self.postMessage({ figures: run(e.data) });
  } catch (err) {
    self.postMessage({ error: err instanceof Error ? `${err.message}\n${err.stack ?? ""}` : String(err) });
  }
};
