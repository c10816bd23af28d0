/**
 * lab: runs learners' Go reconcilers against the engine (LAB-CONTRACT §2–3). compileLab finds
 * reconcilers and CRD types; runLab wires them into a scenario's World as cmd/main.go would
 * (a fresh interpreter instance per manager process, client/scheme/database filled in,
 * SetupWithManager or For(App).Owns(Deployment)) and returns the JSON report; checkExercise
 * judges an exercise's original and solution bug by bug. runProject runs a whole project (§5:
 * packages by directory, go.mod's module, kubebuilder scheme registration and markers, a main()
 * that builds its own manager); startProjectSession starts the same compile stopped at 0 s for the
 * browser's live run. startCompiled gives a LabSession to step event by event. Each run owns its state (LabRun: scheme, processes, reconcile scope, call sites,
 * line counts; each process its own interpreter instance), so runs may interleave in one worker.
 * Nothing here reads files: callers (the CLI, the worker) pass sources and parsed scenarios.
 */
export { compileLab, type LabProgram, CRD_GROUP, CRD_VERSION } from "./program";
export {
  runLab,
  runProject,
  runCompiled,
  startCompiled,
  emptyReport,
  DEFAULT_BUDGET,
  RUN_BUDGET_STOPS,
  type RunOptions,
  type RunResult,
  type LabSession,
} from "./run";
export { LabRun } from "./labrun";
export { compileProjectLab, moduleOf, markersOf, type ProjectFile } from "./project";
export { vendoredFiles } from "./vendor";
export { checkExercise, type ExerciseInput, type ExerciseResult, type Verdict, type VariantResult } from "./check";
export type { Report, LogLine } from "../engine";
export {
  baseFromExercise,
  targetOf,
  basesOf,
  generateDrill,
  seedFor,
  MUTATIONS,
  SYMPTOMS,
  type Base,
  type Drill,
  type DrillProgress,
  type GenerateContext,
  type ContentTree,
} from "./drills/index";
export { diagnose, runScenario } from "./live";
export { startLabSession } from "./session";
export { startProjectSession, projectDiagnostics } from "./project-session";
export type { LiveLabSession, SessionAction } from "./session";
export type { LiveDiagnostic } from "./live";
export { checkFix, type BugToCheck, type CheckOutcome, type LiveVerdict } from "./verdicts-live";
