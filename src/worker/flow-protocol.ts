/**
 * The flow worker's protocol: the page opens a flow run (scenario + reconciler), then asks for
 * frames by position. Only plain data crosses, and only a window of the trace per frame.
 */
import type { FlowMetric } from "../content";
import type { FlowDetails, FlowFrame, FrameLimits, FlowSeries, FlowStepBinding } from "./flow-session";
import type { StepMatcher } from "./flow-match";
import type { ReconcilerChoice } from "./protocol";
import type { FlowRunSpec } from "../content";
import type { ForkInjection } from "./flow-fork";
import type { NextChoice } from "./flow-predict";
import type { VariantResult } from "./flow-variants";
import type { MetricValue } from "./flow-metrics";

/**
 * Variant, predict and fork messages (additive):
 * - "open" with `run` opens the flow's scenario with a FlowRunSpec (the lesson's reconciler
 *   switches, or a variant's changes laid on them) instead of the plain native reconciler.
 * - "variant" runs the base spec and base+variant to the end and answers their headline
 *   metrics ("variant" response); the base run is cached per scenario and spec.
 * - "metrics" answers the headline metrics of the open run (finished first if still growing),
 *   "runMetrics" those of a spec's run to its end (cached like the base). The page's variants
 *   panel asks the player's worker for the variant's (it plays that run already) and a second
 *   worker for the base's, instead of computing the variant's run twice.
 * - "next" answers which of the choices' events comes first after pos ("next" response).
 * - "fork" rebuilds the open run to pos, injects an event and opens the fork as the current
 *   session ("open" response, plus forkPos); "unfork" returns to the run that was forked.
 */
export type FlowVariantRequest =
  | {
      type: "variant";
      id: number;
      scenario: string;
      base: FlowRunSpec;
      variant: FlowRunSpec;
      metrics: FlowMetric[];
    }
  | { type: "next"; id: number; pos: number; choices: Array<Omit<StepMatcher, "after">> }
  /** metrics: the headline metrics of the open run (of the run forked, while a fork is open). */
  | { type: "metrics"; id: number; metrics: FlowMetric[] }
  /** runMetrics: run the scenario with a spec to its end (cached per spec) and answer its metrics. */
  | { type: "runMetrics"; id: number; scenario: string; run: FlowRunSpec; metrics: FlowMetric[] }
  | { type: "fork"; id: number; pos: number; inject: ForkInjection }
  | { type: "unfork"; id: number };

export type FlowVariantResponse =
  | { type: "variant"; id: number; result: VariantResult }
  | { type: "next"; id: number; next: NextChoice }
  | { type: "metrics" | "runMetrics"; id: number; values: MetricValue[] };

export type FlowRequest =
  | FlowVariantRequest
  | {
      type: "open";
      id: number;
      scenario: string;
      reconciler: ReconcilerChoice;
      seed?: number;
      /** run: the flow's reconciler switches and scenario overrides (lessonRunSpec / variantRunSpec). */
      run?: FlowRunSpec;
      /** steps: the lesson's steps to bind to the computed trace (answered in `opened.steps`). */
      steps?: Array<{ n: number; match: StepMatcher }>;
    }
  | { type: "details"; id: number; seq: number }
  | {
      type: "frame";
      id: number;
      pos: number;
      /** limits: trim the frame's queue lists and objects (their full counts are kept). */
      limits?: FrameLimits;
    }
  | { type: "posAtTime"; id: number; t: number }
  | { type: "find"; id: number; from: number; eventType: string; direction: 1 | -1 };

/**
 * A notice from the page, answered by nothing. "painted": the page has drawn the stage of the
 * run it opened, so the rest of a growing run may be computed now (flow-yield.ts; without the
 * notice it goes on after a short wait).
 */
export type FlowNotice = { type: "painted" };

export interface FlowOpened {
  /**
   * growing: the run is still being computed. The "open" answer comes after the first slice of
   * the run; "grow" messages (same id) follow with the run so far, the last with growing unset.
   * Frames, details and seeks work on the part computed so far meanwhile.
   */
  growing?: boolean;
  length: number;
  endT: number;
  keyframes: number;
  wallMs: number;
  series: FlowSeries;
  /** marks: position → event type for the scrubber's ticks of chosen event kinds. */
  counts: Record<string, number>;
  /** steps: each requested lesson step and the event that realises it in this run. */
  steps?: FlowStepBinding[];
  /** forkPos: set when this run is a fork, the position where the injection landed. */
  forkPos?: number;
  /**
   * leadership: per manager replica, the [from, to) virtual-ms intervals it believed it led
   * (elected → exit, stop, lost renewal or node death), for drawing the fencing gap (Flow 20).
   */
  leadership?: Record<string, Array<[number, number]>>;
}

export type FlowResponse =
  | FlowVariantResponse
  | { type: "open"; id: number; opened: FlowOpened }
  /** grow: unasked, after "open": the run computed so far (id: the open request's). */
  | { type: "grow"; id: number; opened: FlowOpened }
  | { type: "frame"; id: number; frame: FlowFrame }
  | { type: "pos"; id: number; pos: number }
  | { type: "details"; id: number; details: FlowDetails }
  | { type: "error"; id: number; message: string };
