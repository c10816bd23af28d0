/**
 * src/ui/flows: Flows 18–20. Today: each flow's narration, failures and variants, and a run of
 * its scenario in the engine worker (EngineRun). The animated flow player (ROADMAP.md) mounts here.
 */
export { FlowsPage } from "./FlowsPage";
export { EngineRun } from "./EngineRun";
