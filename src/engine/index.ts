/**
 * Reconcile Lab's engine: a deterministic simulation of a Kubernetes control plane in
 * controller-runtime's and client-go's words. This file is its public surface.
 *
 * Contract (what the worker, the CLI, the UI's types and the Go shims may rely on):
 * - Pure TypeScript: no DOM, no Node, no wall clock, no Math.random. Time is virtual ms from a
 *   sim.Scheduler; randomness comes from a seeded sim.Rng; everything observable is a
 *   sim.TraceEvent (one closed, namespaced union, declared in sim/trace.ts).
 * - Same scenario, seed, reconciler factory and inputs ⇒ byte-identical trace
 *   (JSON.stringify(world.trace())).
 * - API calls are synchronous; a reconcile runs at its start time and keeps its worker busy
 *   for its cost. Reconcilers are synchronous: return a reconcile.Result or throw (a
 *   reconcile.TerminalError stops retries, reconcile.Panic is a Go panic, ErrorWithResult is
 *   "both a result and an error", client.ProcessCrash must be let through).
 * - Entry point for runs: `new scenario.World({ scenario: parseScenario(yaml, file), factory })`
 *   then `run()`, `trace()`, `findings()`, `report()`, `checkpoint()/restore()/fork()`. The
 *   factory is called for every new manager process with the Manager (`mgr.client`,
 *   `mgr.db`, `builder.controllerManagedBy(mgr)`), exactly where SetupWithManager runs.
 * - Seams for the Go interpreter: set `mgr.transport.site = {file, line}` before each client
 *   call (copied onto that call's api.request events); `ctx.log(level, msg, values, site)`,
 *   `ctx.noteReturn(site)` (on reconcile.end), `ctx.noteStateWrite(field, site)`
 *   (StatefulReconciler); throw `reconcile.StepBudgetExceeded(steps, site)` or
 *   `reconcile.Panic(value, site)`. Objects passed to the client need apiVersion and kind.
 * - Helpers the Go shims wrap: controllerutil (owner references, finalizers, CreateOrUpdate,
 *   CreateOrPatch, RetryOnConflict), meta (conditions), equality (Semantic.DeepEqual), client
 *   (MergeFrom, Apply, IgnoreNotFound), api (errors: isNotFound & co).
 */

export * as sim from "./sim";
export * as api from "./api";
export * as apiserver from "./apiserver";
export * as controllers from "./controllers";
export * as workqueue from "./workqueue";
export * as cache from "./cache";
export * as handler from "./handler";
export * as predicate from "./predicate";
export * as source from "./source";
export * as reconcile from "./reconcile";
export * as controller from "./controller";
export * as builder from "./builder";
export * as manager from "./manager";
export * as leaderelection from "./leaderelection";
export * as client from "./client";
export * as controllerutil from "./controllerutil";
export * as meta from "./meta";
export * as equality from "./equality";
export * as observe from "./observe";
export * as external from "./external";
export * as scenario from "./scenario";

export { World, parseScenario, ScenarioError, nativeFactory, BuiltinScenarios } from "./scenario";
export type { ReconcilerFactory, Scenario, Checkpoint, Report, WorldOptions } from "./scenario";
export { computeFindings, auditLog } from "./observe";
export type { Finding, FindingKind, AuditEntry } from "./observe";
export type { TraceEvent, TraceEventType, TraceEventOf, TraceListener } from "./sim";
export type { KubeObject, ObjectKey, StatusDetails } from "./api";
export type { Request, Result, Reconciler, Context, Site } from "./reconcile";
export type { Manager } from "./manager";
export type { Client } from "./client";
export { FINDING_KINDS } from "../contract";
export { Semantic } from "./equality/semantic";
export { setStatusCondition } from "./meta/conditions";
export type { Condition } from "./meta/conditions";
export { formatTime, formatMicroTime, parseTime } from "./api/time";
export { controllerManagedBy } from "./builder/builder";
export type { ObjectType, WatchOptions } from "./builder/builder";
export {
  generationChangedPredicate,
  resourceVersionChangedPredicate,
  labelChangedPredicate,
  annotationChangedPredicate,
} from "./predicate/predicate";
export type { Predicate } from "./predicate/predicate";
export type { EventHandler, RequestQueue } from "./handler/eventhandler";
export { withLowPriorityWhenUnchanged } from "./handler/eventhandler";
export { enqueueRequestForObject } from "./handler/enqueue";
export { enqueueRequestForOwner } from "./handler/enqueue_owner";
export { enqueueRequestsFromMapFunc } from "./handler/enqueue_mapped";
export type { Options } from "./controller/options";
export type { ClientImpl } from "./client/client";
export type { Patch } from "./client/interfaces";
export { MergeFrom, RawPatch, Apply } from "./client/patch";
export {
  createOrUpdate,
  createOrPatch,
  setControllerReference,
  setOwnerReference,
  AlreadyOwnedError,
  addFinalizer,
  removeFinalizer,
  containsFinalizer,
} from "./controllerutil/index";
export type { OwnerReference } from "./api/object";
export type { LogLine } from "./scenario/report";
export type { APIServer } from "./apiserver/apiserver";
export type {
  AdmissionWebhook,
  AdmissionRequest,
  AdmissionResponse,
  AdmissionOperation,
  FailurePolicy,
} from "./apiserver/webhooks";
export { customResourceKind } from "./api/kind";
export { Panic, StepBudgetExceeded, TerminalError, ErrorWithResult } from "./reconcile/index";
export type { WorldView } from "./scenario/world";
export type { StepAction } from "./scenario/schema";
export type { NativeOptions } from "./scenario/native/factory";
