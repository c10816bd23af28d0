/**
 * The controller side's trace events: fields added to the base events of sim/trace.ts and the
 * events only this side emits, by module augmentation (sim/trace.ts stays untouched).
 * `site` is where in the user's source the event comes from (the Go interpreter sets it).
 */
import type { Site } from "../reconcile/types";

declare module "../apiserver/trace-events" {
  interface ApiRequestEvent {
    /** call site in the reconciler's source, when the Go interpreter knows it */
    site?: Site;
    /** the reconcile this request was made from, when made by a controller */
    reconcileID?: number;
  }
}

declare module "../sim/trace" {
  interface ReconcileStartTrace {
    manager: string;
    reconcileID: number;
    priority?: number;
  }
  interface ReconcileEndTrace {
    manager: string;
    reconcileID: number;
    /** success | error | terminal | requeue | requeue_after | panic | crash */
    requeue?: boolean;
    requeueAfterMs?: number;
    priority?: number;
    /** API calls made and how many of them failed */
    calls: number;
    failedCalls: number;
    writes: number;
    site?: Site;
  }
  interface ReconcileLogTrace {
    manager: string;
    reconcileID?: number;
    values?: Record<string, unknown>;
    site?: Site;
  }
  interface LeaseTraceBase {
    manager: string;
    holder?: string;
    transitions?: number;
    message?: string;
    /** when this candidate last saw the record change, and when it will count it expired (fact 91) */
    observedAt?: number;
    expiresAt?: number;
  }
  interface ManagerTraceBase {
    identity?: string;
    reason?: string;
    error?: string;
  }
  interface FaultTraceBase {
    detail?: string;
    untilMs?: number;
  }
  interface ExternalTraceBase {
    client: string;
    existed?: boolean;
    error?: string;
  }
  interface TraceEventMap {
    /** a reconcile panicked and the controller recovered it (fact 66) */
    "reconcile.panic": {
      controller: string;
      manager: string;
      key: string;
      reconcileID: number;
      value: string;
      site?: Site;
    };
    /** the controller logged a warning about a reconcile's return values (fact 63) */
    "reconcile.warning": {
      controller: string;
      manager: string;
      key: string;
      reconcileID: number;
      msg: string;
      site?: Site;
    };
    /** a reconcile wrote a field of the reconciler struct (StatefulReconciler) */
    "reconcile.stateWrite": {
      controller: string;
      manager: string;
      key: string;
      reconcileID: number;
      field: string;
      site?: Site;
    };
    /** a reconcile ran past its step budget and was stopped (the Go interpreter emits it) */
    "reconcile.stepBudget": {
      controller: string;
      manager: string;
      key: string;
      reconcileID: number;
      steps: number;
      site?: Site;
    };
    /** a client request that never reached the API server (partition, timeout) */
    "client.failed": {
      manager: string;
      client: string;
      verb: string;
      kind: string;
      namespace?: string;
      name?: string;
      error: string;
      costMs: number;
    };
    /** a controller started its sources and workers (or failed to) */
    "controller.start": { controller: string; manager: string; workers: number; error?: string };
    /** all the manager's caches synced */
    "manager.cachesSynced": { manager: string; kinds: string[] };
    /** an external system call that only reads */
    "external.exists": { system: string; key: string; client: string; existed: boolean };
    /** RBAC now forbids these verbs on a kind to every replica */
    "fault.rbac": { target: string; kind: string; verbs: string[]; untilMs?: number };
    /** the API latency fault started or ended */
    "fault.latency": { target: string; latencyMs: number; untilMs?: number };
  }
}

export {};
