/**
 * Trace events the API server and the built-in controllers emit. The sim helper folds these
 * shapes into the engine-wide TraceEvent union; `t` is virtual ms (the Tracer adds `seq`).
 */

import type { Site } from "../reconcile/types";

/** Verb is a request verb as the audit log names it. */
export type Verb = "get" | "list" | "watch" | "create" | "update" | "patch" | "delete";

/** ApiRequestEvent records one API request and its outcome. */
export interface ApiRequestEvent {
  type: "api.request";
  t: number;
  verb: Verb;
  /** kind is the object kind ("App"); group and resource locate it precisely. */
  kind: string;
  group: string;
  resource: string;
  namespace?: string;
  name?: string;
  subresource?: string;
  client: string;
  fieldManager?: string;
  /** patchType for patch requests: merge, json or apply. */
  patchType?: "merge" | "strategic" | "json" | "apply";
  dryRun?: boolean;
  code: number;
  reason?: string;
  message?: string;
  /** resourceVersion of the answer (object RV, list RV, or the current RV for a no-op). */
  resourceVersion?: string;
  /** noop is true when a write changed nothing (same RV, no watch event; fact 5). */
  noop?: boolean;
  /** costMs is the request's virtual cost in ms. */
  costMs: number;
  /** call site in the reconciler's source, when the Go interpreter knows it */
  site?: Site;
  /** the reconcile this request was made from, when made by a controller */
  reconcileID?: number;
}

/** WatchTraceEvent records one stored change, once per change (not per watcher). */
export interface WatchTraceEvent {
  type: "watch.event";
  t: number;
  eventType: "ADDED" | "MODIFIED" | "DELETED";
  kind: string;
  group: string;
  namespace?: string;
  name: string;
  resourceVersion: string;
}

/** GcObjectRef names an object in gc.* events. */
export interface GcObjectRef {
  kind: string;
  namespace?: string;
  name: string;
  uid: string;
}

/** GcEvent records the garbage collector's decisions (fact 27). */
export type GcEvent =
  | { type: "gc.classify"; t: number; object: GcObjectRef; solid: string[]; dangling: string[]; waiting: string[] }
  | {
      type: "gc.delete";
      t: number;
      object: GcObjectRef;
      propagationPolicy: "Orphan" | "Background" | "Foreground";
      reason: string;
    }
  | { type: "gc.stripOwnerRefs"; t: number; object: GcObjectRef; removedUids: string[] }
  | { type: "gc.removeFinalizer"; t: number; object: GcObjectRef; finalizer: "foregroundDeletion" | "orphan" }
  | { type: "gc.orphan"; t: number; owner: GcObjectRef; dependents: number };

/** BuiltinControllerEvent records a step of a built-in controller (deployment, replicaset, namespace). */
export interface BuiltinControllerEvent {
  type: "builtin.step";
  t: number;
  controller: "deployment" | "replicaset" | "namespace" | "job";
  action: string;
  namespace?: string;
  name: string;
  message: string;
}

/** WebhookFailedOpenEvent: a webhook could not be called and, under failurePolicy Ignore, the API server
 * went on without it (the write was admitted unchecked: a learner sees why a denial did not happen). */
export interface WebhookFailedOpenEvent {
  type: "admission.failedOpen";
  t: number;
  webhook: string;
  operation: "CREATE" | "UPDATE" | "DELETE";
  kind: string;
  namespace?: string;
  name?: string;
  /** why the call failed, as the API server's calling error says it */
  message: string;
}

/** ApiServerTraceEvent is every event this part of the engine emits. */
export type ApiServerTraceEvent =
  ApiRequestEvent | WatchTraceEvent | GcEvent | BuiltinControllerEvent | WebhookFailedOpenEvent;

/** TraceSink is the part of the sim Tracer the API server needs. */
export interface TraceSink {
  emit(event: ApiServerTraceEvent): void;
}
