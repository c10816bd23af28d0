/**
 * The flow player's Web Worker: holds one FlowSession (the whole run and its keyframes) and
 * answers the page with frames, each carrying only a window of the trace.
 */
import { parseScenario, nativeFactory } from "../engine";
import { FlowSession } from "./flow-session";
import type { FlowRequest, FlowResponse } from "./flow-protocol";
import { buildFlowScenario, flowFactory, flowWorldOptions } from "../content";
import { World, BuiltinScenarios } from "../engine";
import { handleExtra, isExtra, leadershipOf, type FlowWorkerState } from "./flow-extra";

const scenarios = new BuiltinScenarios(
  import.meta.glob("../../content/scenarios/flow-*.yaml", { query: "?raw", import: "default", eager: true }) as Record<
    string,
    string
  >,
).byName;

let session: FlowSession | undefined;
const state: FlowWorkerState = {
  session: undefined,
  scenarios,
  keyEvery: (name) => (name === "flow-19" ? 1000 : 1),
};

function handle(req: FlowRequest): FlowResponse {
  if (isExtra(req)) {
    state.session = session;
    const res = handleExtra(req, state, () => performance.now());
    session = state.session;
    return res;
  }
  if (req.type === "open") {
    const text = scenarios.get(req.scenario);
    if (text === undefined) throw new Error(`no flow scenario "${req.scenario}"`);
    const scenario = req.run
      ? buildFlowScenario(text, req.run, `${req.scenario}.yaml`)
      : parseScenario(text, `${req.scenario}.yaml`);
    if (req.seed !== undefined) scenario.seed = req.seed;
    const started = performance.now();
    session = undefined;
    state.lesson = undefined;
    const factory = req.run ? flowFactory(req.run) : nativeFactory(req.reconciler);
    const s = new FlowSession(scenario, factory, {
      keyEvery: req.scenario === "flow-19" ? 1000 : 1,
      ...(req.run ? { world: new World({ scenario, factory, options: flowWorldOptions(req.run) }) } : {}),
    });
    session = s;
    const trace = s.world.trace();
    const counts: Record<string, number> = {};
    for (const e of trace) counts[e.type] = (counts[e.type] ?? 0) + 1;
    return {
      type: "open",
      id: req.id,
      opened: {
        length: s.length,
        endT: trace.length ? (trace[trace.length - 1]?.t ?? 0) : 0,
        keyframes: s.keyframeCount,
        wallMs: Math.round(performance.now() - started),
        series: s.series(),
        counts,
        ...(req.steps ? { steps: s.bind(req.steps) } : {}),
        leadership: leadershipOf(s),
      },
    };
  }
  if (!session) throw new Error("no flow is open");
  if (req.type === "frame") return { type: "frame", id: req.id, frame: session.frame(req.pos, 30, 10, req.limits) };
  if (req.type === "details") return { type: "details", id: req.id, details: session.details(req.seq) };
  if (req.type === "posAtTime") return { type: "pos", id: req.id, pos: session.posAtTime(req.t) };
  const trace = session.world.trace();
  for (let i = req.from + req.direction; i >= 0 && i < trace.length; i += req.direction)
    if (trace[i]?.type === req.eventType) return { type: "pos", id: req.id, pos: i + 1 };
  return { type: "pos", id: req.id, pos: req.from };
}

self.onmessage = (msg: MessageEvent<FlowRequest>) => {
  let res: FlowResponse;
  try {
    res = handle(msg.data);
  } catch (e) {
    res = { type: "error", id: msg.data.id, message: e instanceof Error ? e.message : String(e) };
  }
  self.postMessage(res);
};
