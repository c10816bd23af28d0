/**
 * The engine's Web Worker: runs scenarios off the main thread and answers with plain data
 * (see protocol.ts). The built-in scenario files are bundled with it.
 */
import { World, parseScenario, nativeFactory, BuiltinScenarios } from "../engine";
import type { Request, Response, RunSummary } from "./protocol";

const builtins = new BuiltinScenarios(
  import.meta.glob("../../content/scenarios/*.yaml", { query: "?raw", import: "default", eager: true }) as Record<
    string,
    string
  >,
);
const scenarios = builtins.byName;

function run(req: Extract<Request, { type: "run" }>): RunSummary {
  const text = scenarios.get(req.scenario);
  if (text === undefined) throw new Error(`no built-in scenario "${req.scenario}"`);
  const scenario = parseScenario(text, `${req.scenario}.yaml`);
  if (req.seed !== undefined) scenario.seed = req.seed;
  const started = performance.now();
  const world = new World({ scenario, factory: nativeFactory(req.reconciler) });
  world.run();
  const wallMs = performance.now() - started;
  const trace = world.trace();
  const eventsByType: Record<string, number> = {};
  const apiRequestsByVerb: Record<string, number> = {};
  let reconciles = 0;
  for (const e of trace) {
    eventsByType[e.type] = (eventsByType[e.type] ?? 0) + 1;
    if (e.type === "api.request") {
      const verb = (e as { verb?: string }).verb ?? "unknown";
      apiRequestsByVerb[verb] = (apiRequestsByVerb[verb] ?? 0) + 1;
    }
    if (e.type === "reconcile.start") reconciles++;
  }
  return {
    scenario: req.scenario,
    description: scenario.description ?? "",
    virtualSeconds: world.now() / 1000,
    wallMs: Math.round(wallMs),
    totalEvents: trace.length,
    eventsByType,
    apiRequestsByVerb,
    reconciles,
    findings: world.findings(),
    objects: world.objects().length,
    events: trace.slice(0, req.maxEvents ?? 400),
    checkpoint: world.checkpoint(),
  };
}

self.onmessage = (msg: MessageEvent<Request>) => {
  const req = msg.data;
  let res: Response;
  try {
    if (req.type === "run") res = { type: "run", id: req.id, summary: run(req) };
    else res = { type: "scenarios", id: req.id, scenarios: builtins.list() };
  } catch (e) {
    res = { type: "error", id: req.id, message: e instanceof Error ? e.message : String(e) };
  }
  self.postMessage(res);
};
