/**
 * The flow worker's protocol: the page opens a flow run (scenario + reconciler), then asks for
 * frames by position. Only plain data crosses, and only a window of the trace per frame.
 */
import type { FlowFrame, FlowSeries } from "./flow-session";
import type { ReconcilerChoice } from "./protocol";

export type FlowRequest =
  | { type: "open"; id: number; scenario: string; reconciler: ReconcilerChoice; seed?: number }
  | { type: "frame"; id: number; pos: number }
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
}

export type FlowResponse =
  | { type: "open"; id: number; opened: FlowOpened }
  | { type: "frame"; id: number; frame: FlowFrame }
  | { type: "pos"; id: number; pos: number }
  | { type: "error"; id: number; message: string };
