/**
 * src/content: the content pipeline. `schema/` (zod) says what every file under content/ must
 * look like; `build/` (Node only) validates, cross-checks and renders it at build time;
 * `model.ts` is the compiled shape the app receives; `flowrun/` turns a flow's declared runs
 * (the lesson's and each failure variant's) into engine scenarios. The UI imports `model.ts`
 * types, `mergeRunSpecs` and `runSpecKey`/`sameRunSpec` (engine-free); the flow worker and
 * `validate:content` build runs.
 */
export type * from "./model.ts";
export type { FlowMetric } from "./schema/flow";
export { mergeRunSpecs, runSpecKey, sameRunSpec, type FlowRunSpec } from "./flowrun/spec.ts";
export { buildFlowScenario, flowWorldOptions, flowFactory, checkFlowRun } from "./flowrun/build.ts";
