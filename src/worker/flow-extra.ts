/**
 * The flow worker's variant, predict and fork handlers (flow-protocol.ts FlowVariantRequest),
 * kept apart from flow.worker.ts: they read and replace the worker's open session through a
 * small state object, and keep the lesson's run aside while a fork is open.
 */
import { forkAt } from "./flow-fork";
import { nextChoice } from "./flow-predict";
import type { FlowOpened, FlowResponse, FlowVariantRequest } from "./flow-protocol";
import { leadership, type RunFacts } from "./flow-metrics";
import { setupEndMs, type FlowSession } from "./flow-session";
import { metricsOf, runFlow, variantRun } from "./flow-variants";
import { FinishedRuns } from "./finished-runs";
import type { Bindable } from "./flow-match";
import { RunSummary } from "./flow-summary";
import type { FlowMetric, FlowRunSpec } from "../content";

/** FlowWorkerState is the worker's open session, and the lesson's run while a fork is open. */
export interface FlowWorkerState {
  session: FlowSession | undefined;
  lesson?: FlowSession;
  /** steps: the lesson's step matchers the open run was asked to bind (bound again on a fork or unfork). */
  steps?: readonly Bindable[] | undefined;
  scenarios: ReadonlyMap<string, string>;
  /** keyEvery picks the keyframe spacing for a scenario (large flows keep fewer). */
  keyEvery(scenario: string): number;
}

/** summaries: each session's incremental summary (rebuilt when asked for other steps). */
const summaries = new WeakMap<FlowSession, RunSummary>();
const NO_STEPS: readonly Bindable[] = [];

/** summaryOf is the session's RunSummary, fed the events added since it was last asked. */
export function summaryOf(s: FlowSession, steps: readonly Bindable[] = NO_STEPS): RunSummary {
  let sum = summaries.get(s);
  if (!sum || sum.steps !== steps) summaries.set(s, (sum = new RunSummary(steps, setupEndMs(s.world.scenario))));
  sum.feed(s.world.tracer);
  return sum;
}

/**
 * openedOf summarises a session for the page (length, time span, chart series, counts, step
 * bindings, leadership). Incremental: each call reads only the events added since the last.
 */
export function openedOf(s: FlowSession, wallMs: number, steps?: readonly Bindable[]): FlowOpened {
  const sum = summaryOf(s, steps);
  return {
    length: s.length,
    endT: sum.endT,
    keyframes: s.keyframeCount,
    wallMs: Math.round(wallMs),
    series: sum.series(),
    counts: sum.counts(),
    ...(steps ? { steps: sum.bindings(s.world.tracer) } : {}),
    leadership: sum.leadership(s.world.now()),
  };
}

/** leadershipOf is each manager's intervals of believing it leads, over the session's run (a full recount). */
export function leadershipOf(s: FlowSession): Record<string, Array<[number, number]>> {
  const facts: RunFacts = { trace: s.world.tracer, objects: [], endMs: s.world.now() };
  return Object.fromEntries(leadership(facts));
}

/** EXTRA_TYPES: the requests this module answers. */
const EXTRA_TYPES: ReadonlySet<string> = new Set(["variant", "metrics", "runMetrics", "next", "fork", "unfork"]);

/** isExtra tells the worker which requests this module answers. */
export function isExtra(req: { type: string }): req is FlowVariantRequest {
  return EXTRA_TYPES.has(req.type);
}

/** finished: the numbers of runs to their end (a variant's base, a "runMetrics" run), per spec. */
const finished = new FinishedRuns();

/** finishedMetrics: the metrics of a scenario's run with a spec to its end, from `finished`. */
function finishedMetrics(st: FlowWorkerState, scenario: string, spec: FlowRunSpec, metrics: readonly FlowMetric[]) {
  return finished.metrics(scenario, spec, metrics, () => runFlow(scenarioText(st, scenario), scenario, spec).facts);
}

function scenarioText(st: FlowWorkerState, scenario: string): string {
  const text = st.scenarios.get(scenario);
  if (text === undefined) throw new Error(`no flow scenario "${scenario}"`);
  return text;
}

/**
 * factsOf is what the metrics read of a session's run. A complete session stopped at its last
 * event; the run ends at the scenario's end, as World.run() leaves its clock (runFlow), and
 * metrics over the run's last seconds count back from there.
 */
const factsOf = (s: FlowSession): RunFacts => ({
  trace: s.world.tracer,
  objects: s.world.objects(),
  endMs: s.complete ? s.world.end : s.world.now(),
});

/** handleExtra answers one variant, metrics, runMetrics, next, fork or unfork request. */
export function handleExtra(req: FlowVariantRequest, st: FlowWorkerState, now: () => number): FlowResponse {
  if (req.type === "runMetrics")
    return {
      type: "runMetrics",
      id: req.id,
      values: finishedMetrics(st, req.scenario, req.run, req.metrics),
    };
  if (req.type === "variant") {
    const base = finishedMetrics(st, req.scenario, req.base, req.metrics);
    const v = variantRun(scenarioText(st, req.scenario), req.scenario, req.base, req.variant, req.metrics, now);
    return { type: "variant", id: req.id, result: { base, variant: v.values, wallMs: v.wallMs } };
  }
  if (!st.session) throw new Error("no flow is open");
  if (req.type === "metrics")
    return { type: "metrics", id: req.id, values: metricsOf(factsOf(st.lesson ?? st.session), req.metrics) };
  if (req.type === "next") {
    const next = nextChoice(st.session.world.tracer, req.pos, req.choices);
    return {
      type: "next",
      id: req.id,
      next: { choice: next.choice, pos: next.pos, ...(next.event ? { event: next.event } : {}) },
    };
  }
  if (req.type === "fork") {
    const from = st.lesson ?? st.session;
    const started = now();
    const scenario = from.world.scenario.name;
    const { session, forkPos } = forkAt(from, req.pos, req.inject, { keyEvery: st.keyEvery(scenario) });
    st.lesson = from;
    st.session = session;
    return { type: "open", id: req.id, opened: { ...openedOf(session, now() - started, st.steps), forkPos } };
  }
  // unfork: back to the lesson's run
  if (st.lesson) {
    st.session = st.lesson;
    st.lesson = undefined;
  }
  return { type: "open", id: req.id, opened: openedOf(st.session, 0, st.steps) };
}
