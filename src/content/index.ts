/**
 * src/content: the content pipeline. `schema/` (zod) says what every file under content/ must
 * look like; `build/` (Node only) validates, cross-checks and renders it at build time;
 * `model.ts` is the compiled shape the app receives. The UI imports only `model.ts` types.
 */
export type * from "./model.ts";
export type { FlowMetric } from "./schema/flow";
export { mergeRunSpecs, type FlowRunSpec } from "./flowrun/spec.ts";
export { buildFlowScenario, flowWorldOptions, flowFactory, checkFlowRun } from "./flowrun/build.ts";
