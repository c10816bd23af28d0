import type { KubeObject, ObjectKey } from "../api/object";
import type { Tracer } from "../sim/tracer";
import type { TraceEvent } from "../sim/trace";
import type { Site } from "../reconcile/types";
import { CostMeter } from "./meter";
import { reasonOf } from "./errors";
import { StatusError } from "../api/errors";

/** RequestContext is what the API server learns about a caller (ENGINE-CONTRACT). */
export interface RequestContext {
  client: string;
  fieldManager?: string;
}

/** APIServerLike is the part of apiserver.APIServer the client side calls. */
export interface APIServerLike {
  get(ctx: RequestContext, kind: string, key: ObjectKey): KubeObject;
  list(
    ctx: RequestContext,
    kind: string,
    opts?: Record<string, unknown>,
  ): { items: KubeObject[]; resourceVersion: string; continue?: string };
  create(ctx: RequestContext, obj: KubeObject, opts?: { dryRun?: boolean }): KubeObject;
  update(ctx: RequestContext, obj: KubeObject, opts?: { subresource?: "status"; dryRun?: boolean }): KubeObject;
  patch(
    ctx: RequestContext,
    kind: string,
    key: ObjectKey,
    patch: { type: "merge" | "strategic" | "json" | "apply"; body: unknown; force?: boolean },
    opts?: { subresource?: "status"; dryRun?: boolean },
  ): KubeObject;
  delete(ctx: RequestContext, kind: string, key: ObjectKey, opts?: Record<string, unknown>): KubeObject | undefined;
  resolveKind?(kind: string): { namespaced: boolean; group: string; version: string; kind: string };
  /** kinds lists the served kinds (what discovery answers on /api and /apis). */
  kinds?(): readonly {
    group: string;
    version: string;
    kind: string;
    plural: string;
    namespaced: boolean;
    statusSubresource: boolean;
    strategy: string;
  }[];
}

/** Faults are the availability faults of one process, read on every request. */
export interface Faults {
  /** partitioned: the process cannot reach the API server. */
  partitioned(): boolean;
  /** latencyMs is extra latency added to every request. */
  latencyMs(): number;
  /** forbidden: RBAC denies this verb on this kind (the server answers 403). */
  forbidden?(verb: string, kind: string): boolean;
}

/** NO_FAULTS is a healthy network. */
export const NO_FAULTS: Faults = { partitioned: () => false, latencyMs: () => 0 };

/** TransportError is a request that failed on the wire (it never got an API answer). */
export class TransportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TransportError";
  }
}

const HTTP_VERB: Record<string, string> = {
  get: "Get",
  list: "Get",
  create: "Post",
  update: "Put",
  patch: "Patch",
  delete: "Delete",
};

/** DEFAULT_COSTS are used when the trace does not report a request's cost. */
const DEFAULT_COSTS: Record<string, number> = { get: 2, list: 5, create: 5, update: 5, patch: 5, delete: 5 };

/** TransportOptions configure one process's connection to the API server. */
export interface TransportOptions {
  client: string;
  manager: string;
  timeoutMs: number;
  faults?: Faults;
  meter?: CostMeter;
}

/**
 * Transport knows how one process reaches the API server: it applies partition and latency
 * faults, charges each request's virtual cost to a CostMeter, and tags the server's
 * api.request events with the reconcile and call site that made them.
 */
export class Transport {
  readonly meter: CostMeter;
  /** site is set by the Go interpreter before each call; copied onto the api.request event. */
  site: Site | undefined;
  /** reconcileID is set by the controller while a reconcile runs. */
  reconcileID: number | undefined;
  /** calls and failures made since the last take() (for reconcile.end). */
  private calls = 0;
  private failures = 0;
  private writeCount = 0;
  /** since: scratch list of a request's unsealed events (reused: one request at a time) */
  private readonly since: TraceEvent[] = [];

  constructor(
    readonly api: APIServerLike,
    private readonly tracer: Tracer,
    readonly opts: TransportOptions,
  ) {
    this.meter = opts.meter ?? new CostMeter();
  }

  /** request runs fn against the API server as verb on kind/key, or fails it as the network would. */
  request<T>(
    verb: string,
    kind: string,
    key: ObjectKey | undefined,
    fieldManager: string | undefined,
    fn: (ctx: RequestContext) => T,
  ): T {
    const faults = this.opts.faults ?? NO_FAULTS;
    const latency = faults.latencyMs();
    this.calls++;
    if (verb !== "get" && verb !== "list") this.writeCount++;
    if (faults.partitioned() || latency >= this.opts.timeoutMs) {
      this.failures++;
      this.meter.add(this.opts.timeoutMs);
      const path = `${kind.toLowerCase()}s${key?.namespace ? ` ${key.namespace}` : ""}${key?.name ? `/${key.name}` : ""}`;
      const msg = `${HTTP_VERB[verb] ?? verb} "https://10.96.0.1:443/${path}": ${faults.partitioned() ? "dial tcp 10.96.0.1:443: i/o timeout" : "context deadline exceeded"}`;
      this.tracer.emit({
        type: "client.failed",
        manager: this.opts.manager,
        client: this.opts.client,
        verb,
        kind,
        namespace: key?.namespace,
        name: key?.name,
        error: msg,
        costMs: this.opts.timeoutMs,
      });
      throw new TransportError(msg);
    }
    if (faults.forbidden?.(verb, kind)) {
      this.failures++;
      this.meter.add(latency + (DEFAULT_COSTS[verb] ?? 0));
      throw forbiddenError(this.api, this.opts.client, verb, kind, key);
    }
    const start = this.tracer.nextSeq;
    const ctx: RequestContext = fieldManager
      ? { client: this.opts.client, fieldManager }
      : { client: this.opts.client };
    try {
      return fn(ctx);
    } catch (err) {
      if (countsAsFailure(err)) this.failures++;
      throw err;
    } finally {
      this.meter.add(latency + this.costSince(start, verb));
    }
  }

  private costSince(start: number, verb: string): number {
    // The request's events are still unsealed (the trace seals events between scheduler steps,
    // and a request runs inside one), so stamping them here completes them.
    const events = this.since;
    this.tracer.unsealed(start, events);
    let cost = 0;
    let seen = false;
    for (let i = 0; i < events.length; i++) {
      const e = events[i] as TraceEvent;
      if (e.type !== "api.request") continue;
      seen = true;
      const c = e as unknown as { costMs?: number; cost?: number };
      cost += c.costMs ?? c.cost ?? DEFAULT_COSTS[e.verb] ?? 0;
      if (this.reconcileID !== undefined) e.reconcileID = this.reconcileID;
      if (this.site) e.site = this.site;
    }
    events.length = 0;
    return seen ? cost : (DEFAULT_COSTS[verb] ?? 0);
  }

  /** takeCounts returns and resets the calls/failures/writes counted since the last take. */
  takeCounts(): { calls: number; failures: number; writes: number } {
    const out = { calls: this.calls, failures: this.failures, writes: this.writeCount };
    this.calls = 0;
    this.failures = 0;
    this.writeCount = 0;
    return out;
  }
}

/** forbiddenError is the 403 RBAC answer: `<resource> is forbidden: User "…" cannot <verb> resource …`. */
export function forbiddenError(
  api: APIServerLike,
  client: string,
  verb: string,
  kind: string,
  key: ObjectKey | undefined,
): StatusError {
  const def = api.resolveKind?.(kind) as { group: string; plural?: string } | undefined;
  const group = def?.group ?? "";
  const resource = def?.plural ?? `${kind.toLowerCase()}s`;
  const user = `system:serviceaccount:default:${client.split("/")[0] ?? client}`;
  const scope = key?.namespace ? `in the namespace "${key.namespace}"` : "at the cluster scope";
  const gr = group ? `${resource}.${group}` : resource;
  const name = key?.name ? ` "${key.name}"` : "";
  return new StatusError({
    reason: "Forbidden",
    code: 403,
    message: `${gr}${name} is forbidden: User "${user}" cannot ${verb} resource "${resource}" in API group "${group}" ${scope}`,
    details: { ...(key?.name ? { name: key.name } : {}), group, kind: resource },
  });
}

/**
 * countsAsFailure: NotFound and AlreadyExists are answers a reconciler handles on purpose
 * (IgnoreNotFound, create-if-missing behind a lagging cache); every other error is a failure
 * that must reach the controller (SwallowedError).
 */
export function countsAsFailure(err: unknown): boolean {
  const reason = reasonOf(err);
  return reason !== "NotFound" && reason !== "AlreadyExists";
}
