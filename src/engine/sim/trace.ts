import type { ApiServerTraceEvent } from "../apiserver/trace-events";

/**
 * trace: the ONE namespaced discriminated union of everything observable in the engine.
 *
 * Every event is `{ type, t, seq, ...fields }`, discriminated on `type` ("api.request",
 * "queue.add", …). The union is built from `TraceEventMap` (type → fields). Other parts of the
 * engine extend it WITHOUT editing this file, by TypeScript module augmentation in a file
 * they own (see docs/engine/trace-events-controller.md):
 *
 *   declare module "../sim/trace" {
 *     interface ReconcileEndTrace { reconcileID: number }          // add fields to an event
 *     interface TraceEventMap { "reconcile.panic": { controller: string; key: string } } // add an event
 *   }
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

// ---------------------------------------------------------------- controller side (extensible)

/** Controller-side events: base fields here; reconcile/ manager/ leaderelection/ augment them. */
export interface ReconcileStartTrace {
  controller: string;
  key: string;
}
export interface ReconcileEndTrace {
  controller: string;
  key: string;
  outcome: string;
  durationMs: number;
  error?: string;
}
export interface ReconcileLogTrace {
  controller: string;
  key: string;
  level: string;
  msg: string;
}
export interface LeaseTraceBase {
  lease: string;
  identity: string;
}
export interface LeaseAcquireTrace extends LeaseTraceBase {}
export interface LeaseRenewTrace extends LeaseTraceBase {}
export interface LeaseRenewFailedTrace extends LeaseTraceBase {}
export interface LeaseReleaseTrace extends LeaseTraceBase {}
export interface LeaseObserveTrace extends LeaseTraceBase {}
export interface ManagerTraceBase {
  manager: string;
}
export interface ManagerStartTrace extends ManagerTraceBase {}
export interface ManagerStopTrace extends ManagerTraceBase {}
export interface ManagerElectedTrace extends ManagerTraceBase {}
export interface ManagerExitTrace extends ManagerTraceBase {}

// ---------------------------------------------------------------- faults / external

export interface FaultTraceBase {
  target: string;
}
export interface FaultRestartTrace extends FaultTraceBase {}
export interface FaultKillTrace extends FaultTraceBase {}
export interface FaultPartitionTrace extends FaultTraceBase {}
export interface FaultHealTrace extends FaultTraceBase {}
export interface FaultCrashAfterTrace extends FaultTraceBase {}
export interface ExternalTraceBase {
  system: string;
  key: string;
}
export interface ExternalEnsureTrace extends ExternalTraceBase {}
export interface ExternalDeleteTrace extends ExternalTraceBase {}

/** TraceEventMap maps each event type to its fields. Extend it by module augmentation. */
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
  "lease.acquire": LeaseAcquireTrace;
  "lease.renew": LeaseRenewTrace;
  "lease.renewFailed": LeaseRenewFailedTrace;
  "lease.release": LeaseReleaseTrace;
  "lease.observe": LeaseObserveTrace;
  "manager.start": ManagerStartTrace;
  "manager.stop": ManagerStopTrace;
  "manager.elected": ManagerElectedTrace;
  "manager.exit": ManagerExitTrace;
  "fault.restart": FaultRestartTrace;
  "fault.kill": FaultKillTrace;
  "fault.partition": FaultPartitionTrace;
  "fault.heal": FaultHealTrace;
  "fault.crashAfter": FaultCrashAfterTrace;
  "external.ensure": ExternalEnsureTrace;
  "external.delete": ExternalDeleteTrace;
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
