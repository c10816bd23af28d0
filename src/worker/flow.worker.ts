/**
 * The flow player's Web Worker: holds one FlowSession (the whole run and its keyframes) and
 * answers the page with frames, each carrying only a window of the trace.
 *
 * A run is computed in slices: "open" is answered after the first slice (FIRST_SLICE_MS), so
 * the page shows its first frame while the engine goes on; between slices the worker answers
 * the page's requests on the part computed so far, and every GROW_MS (or five times what the
 * last summary cost, whichever is longer) it posts a "grow" message
 * with the run so far (the last one complete). Requests that need the whole run (predict's
 * next event, fork, unfork) finish the run first, posting the final "grow" before answering.
 * After the "open" answer the rest of the run waits until the page says it has drawn its stage
 * ("painted") or MOUNT_WAIT_MS passes (flow-yield.ts: the page's mount gets the cores).
 */
import { parseScenario, nativeFactory } from "../engine";
import { FlowSession } from "./flow-session";
import type { FlowNotice, FlowOpened, FlowRequest, FlowResponse } from "./flow-protocol";
import { buildFlowScenario, flowFactory, flowWorldOptions } from "../content";
import { World, BuiltinScenarios } from "../engine";
import { handleExtra, isExtra, openedOf, type FlowWorkerState } from "./flow-extra";
import type { StepMatcher } from "./flow-match";
import { PageYield } from "./flow-yield";

/** FIRST_SLICE_MS: engine time before the first answer; SLICE_MS: each later slice; GROW_MS: between "grow" posts. */
const FIRST_SLICE_MS = 200;
const SLICE_MS = 60;
const GROW_MS = 700;
/** MOUNT_WAIT_MS: the longest the rest of a run waits for the page to draw its stage (PageYield). */
const MOUNT_WAIT_MS = 1500;
const pageYield = new PageYield(MOUNT_WAIT_MS);

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

/** Growing: the run being computed in slices, and what its "grow" messages need. */
interface Growing {
  session: FlowSession;
  id: number;
  /** started: when the run began; waited: ms since spent waiting for the page (not computing). */
  started: number;
  waited: number;
  steps?: Array<{ n: number; match: StepMatcher }>;
  lastPost: number;
  /** every: ms between "grow" posts (GROW_MS, or more once summaries get costly). */
  every: number;
}
let growing: Growing | undefined;

function summary(s: FlowSession, started: number, steps: Growing["steps"]): FlowOpened {
  return { ...(s.complete ? {} : { growing: true }), ...openedOf(s, performance.now() - started, steps) };
}

function postGrow(g: Growing): void {
  const t0 = performance.now();
  self.postMessage({
    type: "grow",
    id: g.id,
    opened: summary(g.session, g.started + g.waited, g.steps),
  } satisfies FlowResponse);
  g.lastPost = performance.now();
  // A summary reads only the new events (flow-summary.ts), but posting it still copies the
  // series and bindings: space them so they cost at most a fifth of the time.
  g.every = Math.max(GROW_MS, 5 * (g.lastPost - t0));
  if (g.session.complete) growing = undefined;
}

/** grow runs one slice of the growing run and posts its progress now and then. */
function grow(): void {
  const g = growing;
  if (!g) return;
  const done = g.session.advance(SLICE_MS);
  if (done || performance.now() - g.lastPost >= g.every) postGrow(g);
  if (!done) setTimeout(grow, 0);
}

/** finishGrowing runs the growing run to its end and posts its final "grow" (before a request needing it all). */
function finishGrowing(): void {
  const g = growing;
  if (!g) return;
  pageYield.cancel();
  g.session.advance(Number.POSITIVE_INFINITY);
  postGrow(g);
}

function handle(req: FlowRequest): FlowResponse {
  if (isExtra(req)) {
    // The open run must be whole for every extra but the ones that run their own.
    if (req.type !== "variant" && req.type !== "runMetrics") finishGrowing();
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
    growing = undefined;
    pageYield.cancel();
    state.lesson = undefined;
    state.steps = req.steps;
    const factory = req.run ? flowFactory(req.run) : nativeFactory(req.reconciler);
    const s = new FlowSession(scenario, factory, {
      keyEvery: state.keyEvery(req.scenario),
      incremental: true,
      ...(req.run ? { world: new World({ scenario, factory, options: flowWorldOptions(req.run) }) } : {}),
    });
    session = s;
    s.advance(FIRST_SLICE_MS);
    if (!s.complete) {
      growing = {
        session: s,
        id: req.id,
        started,
        waited: 0,
        ...(req.steps ? { steps: req.steps } : {}),
        lastPost: performance.now(),
        every: GROW_MS,
      };
      const g = growing;
      const from = performance.now();
      pageYield.hold(() => {
        g.waited += performance.now() - from;
        grow();
      });
    }
    return { type: "open", id: req.id, opened: summary(s, started, req.steps) };
  }
  if (!session) throw new Error("no flow is open");
  if (req.type === "frame") return { type: "frame", id: req.id, frame: session.frame(req.pos, 30, 10, req.limits) };
  if (req.type === "details") return { type: "details", id: req.id, details: session.details(req.seq) };
  if (req.type === "posAtTime") return { type: "pos", id: req.id, pos: session.posAtTime(req.t) };
  const tracer = session.world.tracer;
  if (req.direction > 0) {
    // Forward: only events of the type asked for are read.
    for (const e of tracer.iterate(req.from + 1, new Set([req.eventType])))
      return { type: "pos", id: req.id, pos: e.seq + 1 };
  } else
    for (let i = req.from - 1; i >= 0 && i < tracer.length; i--)
      if (tracer.at(i)?.type === req.eventType) return { type: "pos", id: req.id, pos: i + 1 };
  return { type: "pos", id: req.id, pos: req.from };
}

self.onmessage = (msg: MessageEvent<FlowRequest | FlowNotice>) => {
  if (msg.data.type === "painted") return pageYield.painted();
  let res: FlowResponse;
  try {
    res = handle(msg.data);
  } catch (e) {
    res = { type: "error", id: msg.data.id, message: e instanceof Error ? e.message : String(e) };
  }
  self.postMessage(res);
};
