import type { ApiServerTraceEvent } from "../apiserver/trace-events";
import type { Site } from "../reconcile/types";

/**
 * trace: the ONE namespaced discriminated union of everything observable in the engine.
 *
 * Every event is `{ type, t, seq, ...fields }`, discriminated on `type` ("api.request",
 * "queue.add", …). The union is built from `TraceEventMap` (type → fields) and is closed:
 * every event and every field is declared here, so a new event is one edit to this file
 * (see docs/engine/trace-events-controller.md).
 *
 * The API server's own events come from src/engine/apiserver/trace-events.ts (ApiServerEventMap).
 * Fields must be plain JSON data (the trace is compared byte-for-byte across runs).
 */

// ---------------------------------------------------------------- api / watch / gc (apiserver side)

/**
 * The API server's events (api.request, watch.event, gc.*, builtin.step) are declared by the
 * apiserver helper in src/engine/apiserver/trace-events.ts and folded in here unchanged.
 */
type ApiServerEventMap = { [E in ApiServerTraceEvent as E["type"]]: Omit<E, "type" | "t"> };

// ---------------------------------------------------------------- cache (reflector, informer)

/** CacheListTrace: a reflector LIST (initial or relist), all pages. */
export interface CacheListTrace {
  informer: string;
  kind: string;
  reason: "initial" | "relist" | "blocking";
  /** the resourceVersion the LIST asked for ("0", a last-synced RV, or "") */
  requestRV: string;
  /** the list's resourceVersion, or undefined when the LIST failed */
  listRV?: string;
  items: number;
  pages: number;
  /** payload bytes held at once while decoding the list */
  bytes: number;
  costMs: number;
  error?: string;
}
export interface CacheWatchStartTrace {
  informer: string;
  kind: string;
  resourceVersion: string;
  timeoutMs: number;
}
export interface CacheWatchEndTrace {
  informer: string;
  kind: string;
  reason: "timeout" | "expired" | "error" | "stopped";
  message?: string;
}
export interface CacheUpdateTrace {
  informer: string;
  kind: string;
  op: "add" | "update" | "delete";
  key: string;
  rv: string;
  /** approximate JSON bytes of the cached object (0 for a delete) */
  bytes: number;
  /** this informer's cached bytes after the change */
  totalBytes: number;
}
export interface CacheSyncedTrace {
  informer: string;
  kind: string;
  items: number;
  bytes: number;
  /** the most bytes this informer held so far (includes the LIST decode spike) */
  highWater: number;
  /** the most bytes all informers sharing this one's meter (its cache) held so far */
  cacheHighWater: number;
}
export interface CacheResyncTrace {
  informer: string;
  kind: string;
  items: number;
  listeners: number;
}

// ---------------------------------------------------------------- handler / queue

export interface HandlerEventTrace {
  controller: string;
  /** the source, e.g. "kind source: *v1alpha1.App" */
  source: string;
  event: "create" | "update" | "delete" | "generic";
  key: string;
  rv: string;
  /** false when a predicate filtered the event out */
  passed: boolean;
  /** the name of the first predicate that returned false */
  filteredBy?: string;
  initialList?: boolean;
  resync?: boolean;
  stateUnknown?: boolean;
}
export interface QueueAddTrace {
  queue: string;
  key: string;
  priority?: number;
  /** true when the key is being processed: it is marked dirty and queued again after Done */
  afterDone?: boolean;
}
export interface QueueDedupTrace {
  queue: string;
  key: string;
  /** dirty: already dirty (queued, or waiting for its running copy's Done); queued: merged into a queued priority-queue entry */
  reason: "dirty" | "queued";
  priority?: number;
}
export interface QueueAddAfterTrace {
  queue: string;
  key: string;
  delayMs: number;
  readyAt: number;
  /** "earlier" when an existing waiting entry with an earlier ready time was kept */
  kept?: "earlier";
  priority?: number;
}
export interface QueueAddRateLimitedTrace {
  queue: string;
  key: string;
  delayMs: number;
  requeues: number;
}
export interface QueueReadyTrace {
  queue: string;
  key: string;
}
export interface QueueGetTrace {
  queue: string;
  key: string;
  priority?: number;
  /** virtual ms since the item was added (queue_duration) */
  waitedMs: number;
}
export interface QueueDoneTrace {
  queue: string;
  key: string;
  /** true when the key was re-added while processing and goes back in the queue */
  requeued: boolean;
  workMs: number;
}
export interface QueueForgetTrace {
  queue: string;
  key: string;
}
export interface QueueShutdownTrace {
  queue: string;
  drain: boolean;
}

// ---------------------------------------------------------------- controller side

/** `site` is where in the learner's source an event comes from (the Go interpreter sets it). */
export interface ReconcileStartTrace {
  controller: string;
  key: string;
  manager: string;
  reconcileID: number;
  priority?: number;
}
export interface ReconcileEndTrace {
  controller: string;
  key: string;
  manager: string;
  reconcileID: number;
  /** success | error | terminal | requeue | requeue_after | panic | crash */
  outcome: string;
  durationMs: number;
  error?: string;
  requeue?: boolean;
  requeueAfterMs?: number;
  priority?: number;
  /** API calls made and how many of them failed */
  calls: number;
  failedCalls: number;
  writes: number;
  site?: Site;
}
export interface ReconcileLogTrace {
  controller: string;
  key: string;
  level: string;
  msg: string;
  manager: string;
  reconcileID?: number;
  values?: Record<string, unknown>;
  site?: Site;
}
/** ReconcileProblemTrace is the base of a reconcile's panic, warning, state write and step-budget stop. */
export interface ReconcileProblemTrace {
  controller: string;
  manager: string;
  key: string;
  reconcileID: number;
  site?: Site;
}
/** a reconcile panicked and the controller recovered it (fact 66) */
export interface ReconcilePanicTrace extends ReconcileProblemTrace {
  value: string;
}
/** the controller logged a warning about a reconcile's return values (fact 63) */
export interface ReconcileWarningTrace extends ReconcileProblemTrace {
  msg: string;
}
/** a reconcile wrote a field of the reconciler struct (StatefulReconciler) */
export interface ReconcileStateWriteTrace extends ReconcileProblemTrace {
  field: string;
}
/** a reconcile ran past its step budget and was stopped (the Go interpreter emits it) */
export interface ReconcileStepBudgetTrace extends ReconcileProblemTrace {
  steps: number;
}
/** a client request that never reached the API server (partition, timeout) */
export interface ClientFailedTrace {
  manager: string;
  client: string;
  verb: string;
  kind: string;
  namespace?: string;
  name?: string;
  error: string;
  costMs: number;
}
/** a controller started its sources and workers (or failed to) */
export interface ControllerStartTrace {
  controller: string;
  manager: string;
  workers: number;
  error?: string;
}
export interface LeaseTraceBase {
  lease: string;
  identity: string;
  manager: string;
  holder?: string;
  transitions?: number;
  message?: string;
  /** when this candidate last saw the record change, and when it will count it expired (fact 91) */
  observedAt?: number;
  expiresAt?: number;
}
export interface LeaseAcquireTrace extends LeaseTraceBase {}
export interface LeaseRenewTrace extends LeaseTraceBase {}
export interface LeaseRenewFailedTrace extends LeaseTraceBase {}
export interface LeaseReleaseTrace extends LeaseTraceBase {}
export interface LeaseObserveTrace extends LeaseTraceBase {}
export interface ManagerTraceBase {
  manager: string;
  identity?: string;
  reason?: string;
  error?: string;
}
export interface ManagerStartTrace extends ManagerTraceBase {}
export interface ManagerStopTrace extends ManagerTraceBase {}
export interface ManagerElectedTrace extends ManagerTraceBase {}
export interface ManagerExitTrace extends ManagerTraceBase {}
/** all the manager's caches synced */
export interface ManagerCachesSyncedTrace {
  manager: string;
  kinds: string[];
}

// ---------------------------------------------------------------- faults / external / scenario

export interface FaultTraceBase {
  target: string;
  detail?: string;
  untilMs?: number;
}
export interface FaultRestartTrace extends FaultTraceBase {}
export interface FaultKillTrace extends FaultTraceBase {}
export interface FaultPartitionTrace extends FaultTraceBase {}
export interface FaultHealTrace extends FaultTraceBase {}
export interface FaultCrashAfterTrace extends FaultTraceBase {}
/** RBAC now forbids these verbs on a kind to every replica */
export interface FaultRbacTrace {
  target: string;
  kind: string;
  verbs: string[];
  untilMs?: number;
}
/** the API latency fault started or ended */
export interface FaultLatencyTrace {
  target: string;
  latencyMs: number;
  untilMs?: number;
}
export interface ExternalTraceBase {
  system: string;
  key: string;
  client: string;
  existed?: boolean;
  error?: string;
  /** the learner's line that made the call, when the Go interpreter knows it */
  site?: Site;
}
export interface ExternalEnsureTrace extends ExternalTraceBase {}
export interface ExternalDeleteTrace extends ExternalTraceBase {}
/** an external system call that only reads */
export interface ExternalExistsTrace {
  system: string;
  key: string;
  client: string;
  existed: boolean;
}
/** A scenario step the API server refused (unknown kind, 409, 422 …): the scenario goes on. */
export interface ScenarioStepFailedTrace {
  action: string;
  message: string;
}

/** TraceEventMap maps each event type to its fields: the one closed list of events. */
export interface TraceEventMap extends ApiServerEventMap {
  "cache.list": CacheListTrace;
  "cache.watchStart": CacheWatchStartTrace;
  "cache.watchEnd": CacheWatchEndTrace;
  "cache.update": CacheUpdateTrace;
  "cache.synced": CacheSyncedTrace;
  "cache.resync": CacheResyncTrace;
  "handler.event": HandlerEventTrace;
  "queue.add": QueueAddTrace;
  "queue.dedup": QueueDedupTrace;
  "queue.addAfter": QueueAddAfterTrace;
  "queue.addRateLimited": QueueAddRateLimitedTrace;
  "queue.ready": QueueReadyTrace;
  "queue.get": QueueGetTrace;
  "queue.done": QueueDoneTrace;
  "queue.forget": QueueForgetTrace;
  "queue.shutdown": QueueShutdownTrace;
  "reconcile.start": ReconcileStartTrace;
  "reconcile.end": ReconcileEndTrace;
  "reconcile.log": ReconcileLogTrace;
  "reconcile.panic": ReconcilePanicTrace;
  "reconcile.warning": ReconcileWarningTrace;
  "reconcile.stateWrite": ReconcileStateWriteTrace;
  "reconcile.stepBudget": ReconcileStepBudgetTrace;
  "client.failed": ClientFailedTrace;
  "controller.start": ControllerStartTrace;
  "lease.acquire": LeaseAcquireTrace;
  "lease.renew": LeaseRenewTrace;
  "lease.renewFailed": LeaseRenewFailedTrace;
  "lease.release": LeaseReleaseTrace;
  "lease.observe": LeaseObserveTrace;
  "manager.start": ManagerStartTrace;
  "manager.stop": ManagerStopTrace;
  "manager.elected": ManagerElectedTrace;
  "manager.exit": ManagerExitTrace;
  "manager.cachesSynced": ManagerCachesSyncedTrace;
  "fault.restart": FaultRestartTrace;
  "fault.kill": FaultKillTrace;
  "fault.partition": FaultPartitionTrace;
  "fault.heal": FaultHealTrace;
  "fault.crashAfter": FaultCrashAfterTrace;
  "fault.rbac": FaultRbacTrace;
  "fault.latency": FaultLatencyTrace;
  "external.ensure": ExternalEnsureTrace;
  "external.delete": ExternalDeleteTrace;
  "external.exists": ExternalExistsTrace;
  "scenario.stepFailed": ScenarioStepFailedTrace;
}

/** TraceEventType is every event type ("api.request" | "queue.add" | …). */
export type TraceEventType = keyof TraceEventMap;

/** TraceEventOf is the full event of one type, with its `t` and `seq`. */
export type TraceEventOf<K extends TraceEventType> = { type: K; t: number; seq: number } & TraceEventMap[K];

/** TraceEvent is the discriminated union of every event (narrow on `type`). */
export type TraceEvent = { [K in TraceEventType]: TraceEventOf<K> }[TraceEventType];

/** TraceInput is what emitters pass to `Tracer.emit`: an event without `t` and `seq`. */
export type TraceInput = { [K in TraceEventType]: { type: K } & TraceEventMap[K] }[TraceEventType];

/** TraceNamespace is the part of a type before the dot ("queue" for "queue.add"). */
export type TraceNamespace = TraceEventType extends `${infer N}.${string}` ? N : never;

/** namespaceOf returns the namespace of an event type. */
export function namespaceOf(type: string): string {
  const i = type.indexOf(".");
  return i < 0 ? type : type.slice(0, i);
}
