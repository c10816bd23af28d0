/**
 * src/content/flowrun: the runs a flow's YAML declares (the lesson's run and each failure
 * variant) as plain data, and how one is built into an engine scenario. spec.ts has no engine
 * import, so the page can build the worker's messages without bundling the engine; build.ts
 * (used by the flow worker and by `validate:content`) applies a spec to the flow's scenario.
 */
export { mergeRunSpecs, type FlowRunSpec } from "./spec.ts";
export { buildFlowScenario, flowWorldOptions, flowFactory, checkFlowRun } from "./build.ts";
