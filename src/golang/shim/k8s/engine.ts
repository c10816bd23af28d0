// Engine re-exports the parts of the engine the lab's wiring (src/lab) uses, so that
// src/golang reaches the engine only through src/golang/shim (ARCHITECTURE.md boundaries).
export { World, type ReconcilerFactory } from "../../../engine/scenario/world";
export type { Scenario } from "../../../engine/scenario/parse";
export type { Report, LogLine } from "../../../engine/scenario/report";
export type { Finding } from "../../../engine/observe/findings";
export type { TraceEvent } from "../../../engine/sim/trace";
export type { APIServer } from "../../../engine/apiserver/apiserver";
export type { Manager } from "../../../engine/manager/manager";
export { customResourceKind } from "../../../engine/api/kind";
export { controllerManagedBy } from "../../../engine/builder/builder";
export {
  Panic,
  StepBudgetExceeded,
  TerminalError,
  ErrorWithResult,
  type Context,
  type Reconciler,
  type Request,
  type Result,
  type Site,
} from "../../../engine/reconcile";
