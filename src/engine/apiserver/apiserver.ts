/**
 * APIServer is the simulated kube-apiserver (ENGINE-CONTRACT "APIServer"): the REST verbs over
 * the registry (registry.ts) and storage (storage.ts), with the registry semantics of the fact
 * sheet and a watch cache. Calls are synchronous; each emits one `api.request` trace event
 * with its virtual cost and runs the onAfterRequest hooks; every stored change emits one
 * `watch.event`.
 */
import {
  deepCopy,
  deepFreeze,
  stampEncodedSize,
  encodedSize,
  toPartialObjectMetadata,
  newBadRequest,
  newNotFound,
  groupResource,
  parseFieldSelector,
  StatusError,
  toSelector,
  type FieldSelector,
  type KindDefinition,
  type KubeObject,
  type LabelSelector,
  type ObjectKey,
  type Selector,
} from "../api";
import type { Clock } from "../sim/clock";
import type { Rng } from "../sim/rng";
import { DEFAULT_REQUEST_COSTS, type RequestCosts } from "./costs";
import type { DeleteOptions } from "./deletion";
import type { OwnerReferencesPermissionEnforcement } from "./gcadmission";
import type { AdmissionWebhook } from "./webhooks";
import { KindRegistry, type KindRef } from "./kinds";
import { Registry, type Outcome, type Patch, type RequestContext } from "./registry";
import { Storage, type ChangeEvent } from "./storage";
import { lowerBound } from "./store";
import type { Subresource } from "./strategy";
import type { ApiRequestEvent, ApiServerTraceEvent, TraceSink, Verb } from "./trace-events";
import { WatchCache, type HistoryEntry, type WatchEvent } from "./watch";

export type { Patch, RequestContext } from "./registry";

/** RequestRecord describes a finished request (passed to onAfterRequest hooks). */
export interface RequestRecord {
  t: number;
  verb: Verb;
  kind: string;
  group: string;
  namespace?: string;
  name?: string;
  subresource?: string;
  client: string;
  fieldManager?: string;
  code: number;
  reason?: string;
  resourceVersion?: string;
  noop?: boolean;
  costMs: number;
}

/** ListOptions filter and page a list. */
export interface ListOptions {
  namespace?: string;
  labelSelector?: string | LabelSelector;
  fieldSelector?: string;
  limit?: number;
  continue?: string;
  /**
   * as: "PartialObjectMetadata" answers a PartialObjectMetadataList (the Accept header's
   * `as=PartialObjectMetadataList`): each item is only apiVersion, kind and metadata, and the
   * per-item cost is charged in proportion to the bytes encoded (the metadata's share of the object).
   */
  as?: "PartialObjectMetadata";
}

/** ListResult is a list answer. */
export interface ListResult {
  items: KubeObject[];
  resourceVersion: string;
  continue?: string;
}

/** APIServerOptions configure the server. */
export interface APIServerOptions {
  clock: Clock;
  rng: Rng;
  tracer?: TraceSink;
  costs?: Partial<RequestCosts>;
  /** watchHistory is the per-kind watch cache capacity (default 10,000 events). */
  watchHistory?: number;
  /** namespaces created at start (default ["default", "kube-system"]). */
  initialNamespaces?: string[];
  /** admission turns on optional admission plugins; all are off by default, as upstream. */
  admission?: {
    /** OwnerReferencesPermissionEnforcement (fact 22): who may change ownerReferences and set blockOwnerDeletion. */
    ownerReferencesPermissionEnforcement?: OwnerReferencesPermissionEnforcement;
  };
}

/** APIServerSnapshot is the whole store as plain data. */
export interface APIServerSnapshot {
  rv: number;
  kinds: KindDefinition[];
  objects: KubeObject[];
  watch: Record<string, { horizon: number; history: HistoryEntry[] }>;
}

export class APIServer {
  private readonly clock: Clock;
  private readonly tracer: TraceSink | undefined;
  private readonly costs: RequestCosts;
  private readonly kindRegistry = new KindRegistry();
  private readonly storage: Storage;
  private readonly registry: Registry;
  private readonly hooks: ((r: RequestRecord) => void)[] = [];
  /** lastEvent is the most recent request's trace event; its record is built from it when asked. */
  private lastEvent: ApiRequestEvent | undefined;
  private last: RequestRecord | undefined;
  /** booting silences traces while the initial namespaces are created. */
  private booting = false;

  constructor(opts: APIServerOptions) {
    this.clock = opts.clock;
    this.tracer = opts.tracer;
    this.costs = { ...DEFAULT_REQUEST_COSTS, ...(opts.costs ?? {}) };
    this.storage = new Storage(opts.clock, opts.watchHistory ?? 10_000, (e) => this.emit(e));
    this.registry = new Registry(
      this.storage,
      this.kindRegistry,
      opts.clock,
      opts.rng,
      opts.admission?.ownerReferencesPermissionEnforcement,
    );
    this.booting = true;
    for (const ns of opts.initialNamespaces ?? ["default", "kube-system"]) {
      this.create(
        { client: "kube-apiserver" },
        { apiVersion: "v1", kind: "Namespace", metadata: { name: ns } },
        { silent: true },
      );
    }
    this.booting = false;
    this.registry.webhooks.onFailedOpen = (h, operation, obj, message) =>
      this.emit({
        type: "admission.failedOpen",
        t: this.clock.now(),
        webhook: h.name,
        operation,
        kind: h.kind,
        ...(obj.metadata.namespace ? { namespace: obj.metadata.namespace } : {}),
        ...(obj.metadata.name ? { name: obj.metadata.name } : {}),
        message,
      });
  }

  // ---- admission webhooks ------------------------------------------------------------

  /** addAdmissionWebhook registers a webhook a manager process serves (webhooks.ts). */
  addAdmissionWebhook(h: AdmissionWebhook): void {
    this.registry.webhooks.add(h);
  }

  // ---- kinds -------------------------------------------------------------------------

  /** registerKind serves a new kind (CRDs) or replaces a definition. */
  registerKind(def: KindDefinition): void {
    this.kindRegistry.register(def);
  }

  /** kinds lists every served kind. */
  kinds(): KindDefinition[] {
    return this.kindRegistry.all();
  }

  /** resolveKind maps a kind reference to its definition (throws 404 if not served). */
  resolveKind(ref: KindRef): KindDefinition {
    return this.kindRegistry.resolve(ref);
  }

  // ---- reads -------------------------------------------------------------------------

  /** get reads one object (a deep copy). */
  get(ctx: RequestContext, kind: KindRef, key: ObjectKey): KubeObject {
    return this.request(ctx, "get", kind, { namespace: key.namespace, name: key.name }, (def) => {
      const s = this.storage.storeOf(def).getAt(def.namespaced ? key.namespace : undefined, key.name);
      if (!s) throw newNotFound(groupResource(def), key.name);
      return { result: deepCopy(s.obj), rv: s.obj.metadata.resourceVersion };
    });
  }

  /**
   * list reads many objects in storage order, filtered and paged. Items are the stored
   * objects themselves, deeply frozen (immutable, shared with watch events): copy before
   * editing. Single-object answers (get, create, update, patch, delete) are private copies.
   */
  list(ctx: RequestContext, kind: KindRef, opts: ListOptions = {}): ListResult {
    return this.request(ctx, "list", kind, { namespace: opts.namespace }, (def) => {
      const label = toSelector(opts.labelSelector);
      const field = opts.fieldSelector ? parseFieldSelector(opts.fieldSelector) : undefined;
      const store = this.storage.storeOf(def);
      const keys = store.range(def.namespaced ? opts.namespace : undefined);
      let listRV = String(this.storage.rv);
      let i = 0;
      if (opts.continue) {
        const sep = opts.continue.indexOf(":");
        if (sep < 0)
          throw newBadRequest(
            "continue key is not valid: incorrect encoded start resourceVersion (version meta.k8s.io/v1)",
          );
        listRV = opts.continue.slice(0, sep);
        const after = opts.continue.slice(sep + 1);
        i = lowerBound(keys, after);
        if (keys[i] === after) i++;
      }
      const items: KubeObject[] = [];
      const limit = opts.limit && opts.limit > 0 ? opts.limit : Number.POSITIVE_INFINITY;
      let lastKey = "";
      for (; i < keys.length && items.length < limit; i++) {
        const s = store.get(keys[i]!)!;
        lastKey = keys[i]!;
        if (!label.empty() && !label.matches(s.obj.metadata.labels)) continue;
        if (field && !field.matches(s.obj)) continue;
        items.push(s.obj);
      }
      const result: ListResult = { items, resourceVersion: listRV };
      if (i < keys.length && items.length >= limit) result.continue = `${listRV}:${lastKey}`;
      if (opts.as !== "PartialObjectMetadata") return { result, rv: listRV };
      let listUnits = 0;
      for (let k = 0; k < items.length; k++) {
        const full = items[k]!;
        // frozen like every list item, so its size is measured once (the reflector looks it up)
        const meta = Object.freeze(toPartialObjectMetadata(full));
        listUnits += encodedSize(meta) / Math.max(1, encodedSize(full));
        items[k] = meta;
      }
      return { result, rv: listRV, listUnits };
    });
  }

  /** peek returns the stored object without a request, trace or copy (read-only; for built-in controllers' informers). */
  peek(kind: KindRef, key: ObjectKey): KubeObject | undefined {
    const def = this.kindRegistry.resolve(kind);
    return this.storage.storeOf(def).getAt(def.namespaced ? key.namespace : undefined, key.name)?.obj;
  }

  /** peekList returns stored objects of a kind (read-only, no copy, storage order). */
  peekList(kind: KindRef, namespace?: string): KubeObject[] {
    const def = this.kindRegistry.resolve(kind);
    const store = this.storage.storeOf(def);
    return store.range(def.namespaced ? namespace : undefined).map((k) => store.get(k)!.obj);
  }

  /** count returns how many objects of a kind are stored. */
  count(kind: KindRef): number {
    return this.storage.storeOf(this.kindRegistry.resolve(kind)).size;
  }

  /** currentResourceVersion is the last assigned resourceVersion. */
  currentResourceVersion(): string {
    return String(this.storage.rv);
  }

  /** lastRequest returns the record of the most recent request (cost included). */
  lastRequest(): RequestRecord | undefined {
    if (this.last === undefined && this.lastEvent !== undefined) this.last = recordOf(this.lastEvent);
    return this.last;
  }

  /** costOf returns the configured virtual cost of a verb. */
  costOf(verb: Verb): number {
    return this.costs[verb];
  }

  // ---- watch -------------------------------------------------------------------------

  /**
   * watch streams changes after `resourceVersion` ("" or "0": synthetic ADDED for the current
   * state first). A too-old version delivers an ERROR event with the 410 Expired Status.
   * Event objects are the frozen stored objects (shared by every watcher): copy before editing.
   */
  watch(
    kind: KindRef,
    opts: {
      resourceVersion: string;
      namespace?: string;
      labelSelector?: string | LabelSelector;
      fieldSelector?: string;
      client?: string;
    },
    onEvent: (e: WatchEvent) => void,
  ): { stop(): void } {
    let handle: { stop(): void } = { stop() {} };
    this.request({ client: opts.client ?? "watch" }, "watch", kind, { namespace: opts.namespace }, (def) => {
      const label: Selector | undefined = opts.labelSelector ? toSelector(opts.labelSelector) : undefined;
      const field: FieldSelector | undefined = opts.fieldSelector ? parseFieldSelector(opts.fieldSelector) : undefined;
      const rv = opts.resourceVersion === "" ? 0 : Number(opts.resourceVersion);
      if (!Number.isInteger(rv) || rv < 0) throw newBadRequest(`invalid resource version: ${opts.resourceVersion}`);
      const store = this.storage.storeOf(def);
      handle = this.storage
        .watchCacheOf(def)
        .watch(
          rv,
          () => store.range(def.namespaced ? opts.namespace : undefined).map((k) => store.get(k)!.obj),
          { namespace: def.namespaced ? opts.namespace : undefined, label, field },
          onEvent,
        );
      return { result: undefined, rv: String(this.storage.rv) };
    });
    return handle;
  }

  /** watchAll observes every change of every kind, synchronously (the garbage collector's graph builder). */
  watchAll(onEvent: (def: KindDefinition, e: ChangeEvent) => void): { stop(): void } {
    return this.storage.watchAll(onEvent);
  }

  /** onAfterRequest registers a hook called after every request; returns an unregister function. */
  onAfterRequest(hook: (req: RequestRecord) => void): () => void {
    this.hooks.push(hook);
    return () => {
      const i = this.hooks.indexOf(hook);
      if (i >= 0) this.hooks.splice(i, 1);
    };
  }

  // ---- writes ------------------------------------------------------------------------

  /** create stores a new object (facts 7–9, 12, 28–29). */
  create(
    ctx: RequestContext,
    obj: KubeObject,
    opts: { dryRun?: boolean; silent?: boolean; handOver?: boolean } = {},
  ): KubeObject {
    const run = (def: KindDefinition) =>
      this.registry.create(def, ctx, obj, opts.dryRun === true, opts.handOver === true);
    if (opts.silent) return run(this.kindRegistry.forObject(obj)).result;
    return this.request(
      ctx,
      "create",
      obj,
      {
        namespace: obj.metadata?.namespace,
        name: obj.metadata?.name || obj.metadata?.generateName,
        dryRun: opts.dryRun,
      },
      run,
    );
  }

  /** update replaces an object (PUT), on the main endpoint or a subresource (facts 2, 3, 6, 10–14, 19–21). */
  update(
    ctx: RequestContext,
    obj: KubeObject,
    opts: { subresource?: "status" | "finalize"; dryRun?: boolean; handOver?: boolean } = {},
  ): KubeObject {
    const sub: Subresource = opts.subresource ?? "";
    return this.request(
      ctx,
      "update",
      obj,
      { namespace: obj.metadata?.namespace, name: obj.metadata?.name, subresource: sub, dryRun: opts.dryRun },
      (def) => this.registry.update(def, ctx, obj, sub, opts.dryRun === true, opts.handOver === true),
    );
  }

  /** patch applies a merge, JSON or apply patch to the stored object (facts 4, 31–39). */
  patch(
    ctx: RequestContext,
    kind: KindRef,
    key: ObjectKey,
    patch: Patch,
    opts: { subresource?: "status"; dryRun?: boolean } = {},
  ): KubeObject {
    const sub: Subresource = opts.subresource ?? "";
    return this.request(
      ctx,
      "patch",
      kind,
      { namespace: key.namespace, name: key.name, subresource: sub, patchType: patch.type, dryRun: opts.dryRun },
      (def) => this.registry.patch(def, ctx, key, patch, sub, opts.dryRun === true),
    );
  }

  /** delete removes an object or marks it terminating (facts 15–19, 24–25, 28). */
  delete(ctx: RequestContext, kind: KindRef, key: ObjectKey, opts: DeleteOptions = {}): KubeObject {
    return this.request(ctx, "delete", kind, { namespace: key.namespace, name: key.name, dryRun: opts.dryRun }, (def) =>
      this.registry.delete(def, key, opts),
    );
  }

  // ---- snapshot ----------------------------------------------------------------------

  /**
   * snapshot returns the whole store as plain data. Stored objects are immutable (frozen), so
   * the snapshot shares them instead of copying: it is cheap even at 40,000 objects.
   */
  snapshot(): APIServerSnapshot {
    const objects: KubeObject[] = [];
    for (const store of this.storage.stores.values()) for (const k of store.keys()) objects.push(store.get(k)!.obj);
    const watch: APIServerSnapshot["watch"] = {};
    for (const [id, wc] of this.storage.watchCaches) watch[id] = wc.snapshot();
    return { rv: this.storage.rv, kinds: deepCopy(this.kindRegistry.all()), objects, watch };
  }

  /** restore replaces the store with a snapshot (no watch events are sent for the jump). */
  restore(s: APIServerSnapshot): void {
    const own = <T extends object>(v: T): T => {
      if (Object.isFrozen(v)) return v;
      const c = deepCopy(v);
      stampEncodedSize(c);
      return deepFreeze(c);
    };
    for (const k of s.kinds ?? []) this.kindRegistry.register(deepCopy(k));
    for (const store of this.storage.stores.values()) store.clear();
    for (const o of s.objects) {
      this.storage.put(this.kindRegistry.forObject(o), own(o));
    }
    for (const [id, w] of Object.entries(s.watch ?? {})) {
      let wc = this.storage.watchCaches.get(id);
      if (!wc) this.storage.watchCaches.set(id, (wc = new WatchCache(this.storage.historySize)));
      wc.restore({
        horizon: w.horizon,
        history: w.history.map((e) => ({ ...e, object: own(e.object), ...(e.prev ? { prev: own(e.prev) } : {}) })),
      });
    }
    this.storage.rv = s.rv;
  }

  // ---- internals ---------------------------------------------------------------------

  private emit(e: ApiServerTraceEvent): void {
    if (!this.booting) this.tracer?.emit(e);
  }

  /** request runs one API call: resolve the kind, run, trace, call hooks. */
  private request<T>(
    ctx: RequestContext,
    verb: Verb,
    kind: KindRef | KubeObject,
    attrs: {
      namespace?: string | undefined;
      name?: string | undefined;
      subresource?: string;
      patchType?: "merge" | "strategic" | "json" | "apply";
      dryRun?: boolean | undefined;
    },
    fn: (def: KindDefinition) => Outcome<T>,
  ): T {
    let def: KindDefinition | undefined;
    let code = 200;
    let reason: string | undefined;
    let message: string | undefined;
    let out: Outcome<T> | undefined;
    let failure: unknown;
    try {
      def =
        typeof kind === "object" && "metadata" in kind
          ? this.kindRegistry.forObject(kind)
          : this.kindRegistry.resolve(kind as KindRef);
      out = fn(def);
      if (verb === "create" && !out.noop) code = 201;
    } catch (err) {
      failure = err;
      if (err instanceof StatusError) {
        code = err.code;
        reason = err.reason;
        message = err.message;
      } else {
        code = 500;
        message = String(err);
      }
    }
    let cost = this.costs[verb];
    if (verb === "list" && out)
      cost += this.costs.listPerItem * (out.listUnits ?? (out.result as ListResult).items.length);
    const kindName = def?.kind ?? (typeof kind === "string" ? kind : ((kind as { kind?: string }).kind ?? ""));
    // The trace event is built member by member, in the order it prints: a dozen conditional
    // spreads per request cost more than the rest of a small request. The record (the event's
    // members but the trace's own) is only built when a hook or lastRequest asks for it.
    const event = requestMembers(
      { type: "api.request", t: this.clock.now(), verb, kind: kindName, group: def?.group ?? "" } as ApiRequestEvent,
      attrs,
      ctx,
      code,
      reason,
      out?.rv,
      out?.noop === true,
      cost,
    );
    event.resource = def?.plural ?? "";
    if (attrs.patchType) event.patchType = attrs.patchType;
    if (attrs.dryRun) event.dryRun = true;
    if (message !== undefined) event.message = message;
    this.lastEvent = event;
    this.last = undefined;
    this.emit(event);
    const hooks = this.hooks;
    if (hooks.length > 0) {
      const record = this.lastRequest()!;
      // a hook may unregister itself (or another) while called: the list as it was is walked
      if (hooks.length === 1) hooks[0]!(record);
      else for (const h of [...hooks]) h(record);
    }
    if (failure !== undefined) throw failure;
    return out!.result;
  }
}

/** recordOf is the record of a request from its trace event: the same members in the same order,
 * but the trace's own (type, seq and those after costMs). */
function recordOf(e: ApiRequestEvent): RequestRecord {
  const r = { t: e.t, verb: e.verb, kind: e.kind, group: e.group } as RequestRecord;
  if (e.namespace !== undefined) r.namespace = e.namespace;
  if (e.name !== undefined) r.name = e.name;
  if (e.subresource !== undefined) r.subresource = e.subresource;
  r.client = e.client;
  if (e.fieldManager !== undefined) r.fieldManager = e.fieldManager;
  r.code = e.code;
  if (e.reason !== undefined) r.reason = e.reason;
  if (e.resourceVersion !== undefined) r.resourceVersion = e.resourceVersion;
  if (e.noop) r.noop = true;
  r.costMs = e.costMs;
  return r;
}

/** requestMembers adds a request event's members after t, verb, kind and group, in the record's order. */
function requestMembers(
  r: ApiRequestEvent,
  attrs: { namespace?: string | undefined; name?: string | undefined; subresource?: string },
  ctx: RequestContext,
  code: number,
  reason: string | undefined,
  rv: string | undefined,
  noop: boolean,
  cost: number,
): ApiRequestEvent {
  if (attrs.namespace) r.namespace = attrs.namespace;
  if (attrs.name) r.name = attrs.name;
  if (attrs.subresource) r.subresource = attrs.subresource;
  r.client = ctx.client;
  if (ctx.fieldManager) r.fieldManager = ctx.fieldManager;
  r.code = code;
  if (reason !== undefined) r.reason = reason;
  if (rv) r.resourceVersion = rv;
  if (noop) r.noop = true;
  r.costMs = cost;
  return r;
}
