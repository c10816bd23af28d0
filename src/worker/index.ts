/**
 * src/worker: the engine and the lab off the main thread, in four Web Workers behind typed
 * message protocols: engine.worker (a scenario run), flow.worker (a flow's run played frame by
 * frame: flow-session, variants, predict, fork), lab.worker (a learner's Go: diagnostics,
 * assist, runs, Check my fix, live sessions) and drills.worker (drills generated and verified
 * by seed, with progress), plus lab-format/format.worker (gofmt compiled to WebAssembly, started
 * on a learner's first Format). The page imports only this file: the clients (`engine()`,
 * `labClient()`, `drillsClient()`) and message types. The page's flow client lives in
 * src/ui/flows/player/flowClient.ts and starts flow.worker by URL. Sessions are plain objects
 * (no DOM), so Node tests drive them as the workers do.
 */ export { engine, EngineClient } from "./client";
export type * from "./protocol";
export { labClient, LabClient, WatchdogError } from "./labClient";
export { formatGo, FormatUnavailable, type FormatOutcome, type FormatProblem } from "./lab-format/client";
export { drillsClient, prefetchClient, DrillsClient, type Generated } from "./drillsClient";
export type * from "./drillsProtocol";
export type * from "./labProtocol";
export type * from "./lab-session-types";
export type { FlowDetails, FlowState, FlowStepBinding, FlowFrame } from "./flow-session";
export type { FlowNotice, FlowOpened, FlowRequest, FlowResponse } from "./flow-protocol";
export type { StepMatcher } from "./flow-match";
export type { FlowSeries } from "./flow-session";
export type { ForkInjection } from "./flow-fork";
export type { NextChoice } from "./flow-predict";
export type { VariantResult } from "./flow-variants";
export type { MetricValue } from "./flow-metrics";
