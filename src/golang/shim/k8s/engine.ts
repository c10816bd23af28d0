// Engine re-exports the parts of the engine the lab's wiring (src/lab) uses, so that
// src/golang reaches the engine only through src/golang/shim (ARCHITECTURE.md boundaries).
export { World, type ReconcilerFactory } from "../../../engine";
export type { Scenario } from "../../../engine";
export type { Report, LogLine } from "../../../engine";
export type { Finding } from "../../../engine";
export type { TraceEvent } from "../../../engine";
export type { APIServer } from "../../../engine";
export type { Manager } from "../../../engine";
export { customResourceKind } from "../../../engine";
export { controllerManagedBy } from "../../../engine";
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
} from "../../../engine";
