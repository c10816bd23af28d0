/**
 * src/worker: runs the engine (and, next, the Go interpreter) off the main thread. The UI
 * imports `engine()` from ./client and the message types from ./protocol; the worker entry
 * (engine.worker.ts) is the only code here that imports the engine itself.
 */
export { engine, EngineClient } from "./client";
export type * from "./protocol";
export { labClient, LabClient, WatchdogError } from "./labClient";
export type * from "./labProtocol";
export type * from "./lab-session-types";
export type { FlowDetails, FlowState, FlowStepBinding, FlowFrame } from "./flow-session";
export type { FlowOpened, FlowRequest, FlowResponse } from "./flow-protocol";
export type { StepMatcher } from "./flow-match";
export type { FlowSeries } from "./flow-session";
export type { ForkInjection } from "./flow-fork";
export type { NextChoice } from "./flow-predict";
export type { VariantResult } from "./flow-variants";
export type { MetricValue } from "./flow-metrics";
