/**
 * scenario: LAB-CONTRACT §4 scenario files and the World that runs them. Contract: a scenario
 * is YAML with Go durations; unknown keys are errors naming the key and the file; defaults are
 * one App default/my-app (nginx:1.27, 2 replicas) at 0s and an end at 120s. A World wires the
 * API server, the built-in controllers, N manager replicas (reconcilers from a factory called
 * for every new process), the external database and the steps onto one virtual clock, and
 * exposes run/step/act, trace, objects, findings, report, checkpoint/restore/fork. Same
 * config + inputs ⇒ byte-identical trace.
 */
export { parseScenario, ScenarioError } from "./parse";
export { BuiltinScenarios } from "./builtins";
export type { Scenario } from "./parse";
export { ScenarioSchema, ACTION_NAMES } from "./schema";
export type { ActionName, StepAction, Step, ScenarioInput } from "./schema";
export { parseDuration, formatDuration } from "./duration";
export { defaultApp, expandTemplate, APP_API_VERSION } from "./objects";
export { World } from "./world";
export type { ReconcilerFactory, WorldOptions, WorldConfig, Checkpoint, WorldView } from "./world";
export { buildReport } from "./report";
export type { Report, LogLine } from "./report";
export { ReplicaSlot } from "./replica";
export { nativeFactory } from "./native/factory";
export type { NativeVariant } from "./native/factory";
export { AppReconciler, CLEANUP_FINALIZER, desiredDeploymentSpec, restoreOwnedFields } from "./native/app";
export type { ReconcilerDeps } from "./native/app";
export { EagerCreatorReconciler, HotLoopReconciler, StuckFinalizerReconciler } from "./native/buggy";
