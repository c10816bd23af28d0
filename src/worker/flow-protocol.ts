/**
 * The flow worker's protocol: the page opens a flow run (scenario + reconciler), then asks for
 * frames by position. Only plain data crosses, and only a window of the trace per frame.
 */
import type { FlowDetails, FlowFrame, FrameLimits, FlowSeries, FlowStepBinding } from "./flow-session";
import type { StepMatcher } from "./flow-match";
import type { ReconcilerChoice } from "./protocol";

export type FlowRequest =
  | {
      type: "open";
      id: number;
      scenario: string;
      reconciler: ReconcilerChoice;
      seed?: number;
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

export interface FlowOpened {
  length: number;
  endT: number;
  keyframes: number;
  wallMs: number;
  series: FlowSeries;
  /** marks: position → event type for the scrubber's ticks of chosen event kinds. */
  counts: Record<string, number>;
  /** steps: each requested lesson step and the event that realises it in this run. */
  steps?: FlowStepBinding[];
}

export type FlowResponse =
  | { type: "open"; id: number; opened: FlowOpened }
  | { type: "frame"; id: number; frame: FlowFrame }
  | { type: "pos"; id: number; pos: number }
  | { type: "details"; id: number; details: FlowDetails }
  | { type: "error"; id: number; message: string };
