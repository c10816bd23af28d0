/**
 * APIServer is the simulated kube-apiserver: REST verbs over an in-memory store with the
 * registry semantics of the fact sheet (resourceVersion, generation, status subresource,
 * finalizers, deletion, owner references, namespaces, server-side apply) and a watch cache.
 * Calls are synchronous; each emits one `api.request` trace event with its virtual cost, and
 * every stored change emits one `watch.event`.
 */
import {
  apiVersionOf,
  deepCopy,
  deepFreeze,
  formatTime,
  groupKind,
  groupResource,
  newAlreadyExists,
  newBadRequest,
  newConflict,
  newForbidden,
  newGenerateNameConflict,
  newInternalError,
  newInvalid,
  newNotFound,
  fieldForbidden,
  fieldInvalid,
  fieldRequired,
  isPlainObject,
  OPTIMISTIC_LOCK_ERROR_MSG,
  parseFieldSelector,
  StatusError,
  toSelector,
  type FieldError,
  type FieldSelector,
  type KindDefinition,
  type KubeObject,
  type LabelSelector,
  type ManagedFieldsEntry,
  type ObjectKey,
  type Selector,
} from "../api";
import type { Clock } from "../sim/clock";
import type { Rng } from "../sim/rng";
import { applyConfiguration } from "./apply";
import { DEFAULT_REQUEST_COSTS, type RequestCosts } from "./costs";
import { defaultObject } from "./defaults";
import { checkPreconditions, gcFinalizers, type DeleteOptions } from "./deletion";
import { diffObjects, fieldsV1Of } from "./fieldpath";
import { generateName, MAX_NAME_GENERATION_CREATE_ATTEMPTS } from "./generatename";
import { KindRegistry, kindId, type KindRef } from "./kinds";
import { capUpdateManagers, decodeManagedFields, encodeManagedFields, recordUpdate, type ManagerEntry } from "./managedfields";
import { jsonPatch, mergePatch } from "./mergepatch";
import { normalize } from "./normalize";
import { sameBytes, KindStore, lowerBound, storageKey, type StoredObject } from "./store";
import { prepareForCreate, prepareForUpdate, resetPrefixes, type Subresource } from "./strategy";
import type { ApiServerTraceEvent, TraceSink, Verb } from "./trace-events";
import { validateCreate, validateUpdate } from "./validation";
import { WatchCache, type HistoryEntry, type WatchEvent } from "./watch";

/** RequestContext identifies the caller: a user-agent-like client id and an optional field manager. */
export interface RequestContext {
  client: string;
  fieldManager?: string;
}

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
}

/** ListResult is a list answer. */
export interface ListResult {
  items: KubeObject[];
  resourceVersion: string;
  continue?: string;
}

/** Patch is a PATCH body with its type. */
export interface Patch {
  type: "merge" | "json" | "apply";
  body: unknown;
  force?: boolean;
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
}

/** APIServerSnapshot is the whole store as plain data. */
export interface APIServerSnapshot {
  rv: number;
  kinds: KindDefinition[];
  objects: KubeObject[];
  watch: Record<string, { horizon: number; history: HistoryEntry[] }>;
}

const STATUS_ONLY: ReadonlySet<string> = new Set(["status"]);
const NOTHING: ReadonlySet<string> = new Set();

type Outcome<T> = { result: T; rv?: string; noop?: boolean };

/** WriteKind distinguishes how managed fields are recorded for a write. */
type Who = { manager: string; apiVersion: string; subresource: Subresource; time: string };

/** validateFieldManager: at most 128 printable characters (fact 31). */
function validateFieldManager(ctx: RequestContext): FieldError[] {
  const m = ctx.fieldManager;
  if (m === undefined) return [];
  if (m.length > 128) return [{ type: "FieldValueTooLong", field: "fieldManager", body: "Too long: may not be more than 128 bytes" }];
  if (/[^\x20-\x7e]/.test(m)) return [fieldInvalid("fieldManager", m, "must only contain printable characters")];
  return [];
}

function managerOf(ctx: RequestContext): string {
  return ctx.fieldManager ?? ctx.client.split("/")[0] ?? ctx.client;
}

export class APIServer {
  private readonly clock: Clock;
  private readonly rng: Rng;
  private readonly tracer: TraceSink | undefined;
  private readonly costs: RequestCosts;
  private readonly historySize: number;
  private readonly registry = new KindRegistry();
  private readonly stores = new Map<string, KindStore>();
  private readonly watchCaches = new Map<string, WatchCache>();
  private readonly globalWatchers = new Set<(def: KindDefinition, e: WatchEvent) => void>();
  private readonly hooks: ((r: RequestRecord) => void)[] = [];
  private rv = 1;
  private last: RequestRecord | undefined;
  /** booting silences traces while the initial namespaces are created. */
  private booting = false;

  constructor(opts: APIServerOptions) {
    this.clock = opts.clock;
    this.rng = opts.rng;
    this.tracer = opts.tracer;
    this.costs = { ...DEFAULT_REQUEST_COSTS, ...(opts.costs ?? {}) };
    this.historySize = opts.watchHistory ?? 10_000;
    this.booting = true;
    for (const ns of opts.initialNamespaces ?? ["default", "kube-system"]) {
      this.create({ client: "kube-apiserver" }, { apiVersion: "v1", kind: "Namespace", metadata: { name: ns } }, { silent: true });
    }
    this.booting = false;
  }

  // ---- kinds -------------------------------------------------------------------------

  /** registerKind serves a new kind (CRDs) or replaces a definition. */
  registerKind(def: KindDefinition): void {
    this.registry.register(def);
  }

  /** kinds lists every served kind. */
  kinds(): KindDefinition[] {
    return this.registry.all();
  }

  /** resolveKind maps a kind reference to its definition (throws 404 if not served). */
  resolveKind(ref: KindRef): KindDefinition {
    return this.registry.resolve(ref);
  }

  // ---- reads -------------------------------------------------------------------------

  /** get reads one object (a deep copy). */
  get(ctx: RequestContext, kind: KindRef, key: ObjectKey): KubeObject {
    return this.request(ctx, "get", kind, { namespace: key.namespace, name: key.name }, (def) => {
      const s = this.storeOf(def).get(storageKey(def.namespaced ? key.namespace : undefined, key.name));
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
      const store = this.storeOf(def);
      const keys = store.range(def.namespaced ? opts.namespace : undefined);
      let listRV = String(this.rv);
      let i = 0;
      if (opts.continue) {
        const sep = opts.continue.indexOf(":");
        if (sep < 0) throw newBadRequest("continue key is not valid: incorrect encoded start resourceVersion (version meta.k8s.io/v1)");
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
      return { result, rv: listRV };
    });
  }

  /** peek returns the stored object without a request, trace or copy (read-only; for built-in controllers' informers). */
  peek(kind: KindRef, key: ObjectKey): KubeObject | undefined {
    const def = this.registry.resolve(kind);
    return this.storeOf(def).get(storageKey(def.namespaced ? key.namespace : undefined, key.name))?.obj;
  }

  /** peekList returns stored objects of a kind (read-only, no copy, storage order). */
  peekList(kind: KindRef, namespace?: string): KubeObject[] {
    const def = this.registry.resolve(kind);
    const store = this.storeOf(def);
    return store.range(def.namespaced ? namespace : undefined).map((k) => store.get(k)!.obj);
  }

  /** count returns how many objects of a kind are stored. */
  count(kind: KindRef): number {
    return this.storeOf(this.registry.resolve(kind)).size;
  }

  /** currentResourceVersion is the last assigned resourceVersion. */
  currentResourceVersion(): string {
    return String(this.rv);
  }

  /** lastRequest returns the record of the most recent request (cost included). */
  lastRequest(): RequestRecord | undefined {
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
    opts: { resourceVersion: string; namespace?: string; labelSelector?: string | LabelSelector; fieldSelector?: string; client?: string },
    onEvent: (e: WatchEvent) => void,
  ): { stop(): void } {
    let handle: { stop(): void } = { stop() {} };
    this.request({ client: opts.client ?? "watch" }, "watch", kind, { namespace: opts.namespace }, (def) => {
      const label: Selector | undefined = opts.labelSelector ? toSelector(opts.labelSelector) : undefined;
      const field: FieldSelector | undefined = opts.fieldSelector ? parseFieldSelector(opts.fieldSelector) : undefined;
      const rv = opts.resourceVersion === "" ? 0 : Number(opts.resourceVersion);
      if (!Number.isInteger(rv) || rv < 0) throw newBadRequest(`invalid resource version: ${opts.resourceVersion}`);
      const store = this.storeOf(def);
      handle = this.watchCacheOf(def).watch(
        rv,
        () => store.range(def.namespaced ? opts.namespace : undefined).map((k) => store.get(k)!.obj),
        { namespace: def.namespaced ? opts.namespace : undefined, label, field },
        onEvent,
      );
      return { result: undefined, rv: String(this.rv) };
    });
    return handle;
  }

  /** watchAll observes every change of every kind, synchronously (the garbage collector's graph builder). */
  watchAll(onEvent: (def: KindDefinition, e: WatchEvent) => void): { stop(): void } {
    this.globalWatchers.add(onEvent);
    return { stop: () => void this.globalWatchers.delete(onEvent) };
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
  create(ctx: RequestContext, obj: KubeObject, opts: { dryRun?: boolean; silent?: boolean } = {}): KubeObject {
    const run = (def: KindDefinition): Outcome<KubeObject> => {
      const fmErrs = validateFieldManager(ctx);
      if (fmErrs.length) throw newInvalid({ group: "meta.k8s.io", kind: "CreateOptions" }, "", fmErrs);
      const o = deepCopy(obj);
      o.metadata = o.metadata ?? {};
      this.admitNamespace(def, o);
      const requestedRV = o.metadata.resourceVersion;
      delete o.metadata.managedFields;
      defaultObject(o);
      const fieldsV1 = fieldsV1Of(o, def.statusSubresource ? STATUS_ONLY : NOTHING);
      const entries: ManagedFieldsEntry[] = Object.keys(fieldsV1).length
        ? [{ manager: managerOf(ctx), operation: "Update", apiVersion: o.apiVersion, time: formatTime(this.clock.now()), fieldsType: "FieldsV1", fieldsV1 }]
        : [];
      return this.createPrepared(def, o, entries, requestedRV, opts.dryRun === true);
    };
    if (opts.silent) return run(this.registry.forObject(obj)).result;
    return this.request(ctx, "create", obj, { namespace: obj.metadata?.namespace, name: obj.metadata?.name || obj.metadata?.generateName, dryRun: opts.dryRun }, run);
  }

  /** update replaces an object (PUT), on the main endpoint or a subresource (facts 2, 3, 6, 10–14, 19–21). */
  update(ctx: RequestContext, obj: KubeObject, opts: { subresource?: "status" | "finalize"; dryRun?: boolean } = {}): KubeObject {
    const sub: Subresource = opts.subresource ?? "";
    return this.request(ctx, "update", obj, { namespace: obj.metadata?.namespace, name: obj.metadata?.name, subresource: sub, dryRun: opts.dryRun }, (def) => {
      const fmErrs = validateFieldManager(ctx);
      if (fmErrs.length) throw newInvalid({ group: "meta.k8s.io", kind: "UpdateOptions" }, "", fmErrs);
      const existing = this.existing(def, obj.metadata?.namespace, obj.metadata?.name ?? "", sub);
      const o = deepCopy(obj);
      const rv = o.metadata.resourceVersion;
      if (!rv) {
        if (!def.allowUnconditionalUpdate) {
          throw newInvalid(groupKind(def), o.metadata.name ?? "", [fieldInvalid("metadata.resourceVersion", 0, "must be specified for an update")]);
        }
        o.metadata.resourceVersion = existing.obj.metadata.resourceVersion;
      } else if (rv !== existing.obj.metadata.resourceVersion) {
        throw newConflict(groupResource(def), o.metadata.name ?? "", OPTIMISTIC_LOCK_ERROR_MSG);
      }
      return this.finishUpdate(def, existing, o, sub, ctx, undefined, opts.dryRun === true);
    });
  }

  /** patch applies a merge, JSON or apply patch to the stored object (facts 4, 31–39). */
  patch(ctx: RequestContext, kind: KindRef, key: ObjectKey, patch: Patch, opts: { subresource?: "status"; dryRun?: boolean } = {}): KubeObject {
    const sub: Subresource = opts.subresource ?? "";
    return this.request(ctx, "patch", kind, { namespace: key.namespace, name: key.name, subresource: sub, patchType: patch.type, dryRun: opts.dryRun }, (def) => {
      const optErrs = validateFieldManager(ctx);
      if (patch.force !== undefined && patch.type !== "apply") optErrs.push(fieldForbidden("force", "may not be specified for non-apply patch"));
      if (patch.type === "apply" && !ctx.fieldManager) optErrs.push(fieldRequired("fieldManager", "is required for apply patch"));
      if (optErrs.length) throw newInvalid({ group: "meta.k8s.io", kind: "PatchOptions" }, "", optErrs);
      if (patch.type === "apply") return this.applyPatch(def, key, patch, sub, ctx, opts.dryRun === true);
      const existing = this.existing(def, key.namespace, key.name, sub);
      const base = deepCopy(existing.obj);
      const patched = (patch.type === "merge" ? mergePatch(base, patch.body) : jsonPatch(base, patch.body)) as KubeObject;
      if (!isPlainObject(patched) || !isPlainObject(patched.metadata)) throw newBadRequest("the patch produced an object without metadata");
      const rv = patched.metadata.resourceVersion;
      if (rv && rv !== existing.obj.metadata.resourceVersion) throw newConflict(groupResource(def), key.name, OPTIMISTIC_LOCK_ERROR_MSG);
      patched.metadata.resourceVersion = existing.obj.metadata.resourceVersion;
      patched.metadata.name = existing.obj.metadata.name;
      if (def.namespaced) patched.metadata.namespace = existing.obj.metadata.namespace;
      patched.apiVersion = existing.obj.apiVersion;
      patched.kind = existing.obj.kind;
      return this.finishUpdate(def, existing, patched, sub, ctx, undefined, opts.dryRun === true);
    });
  }

  /** delete removes an object or marks it terminating (facts 15–19, 24–25, 28). */
  delete(ctx: RequestContext, kind: KindRef, key: ObjectKey, opts: DeleteOptions = {}): KubeObject {
    return this.request(ctx, "delete", kind, { namespace: key.namespace, name: key.name, dryRun: opts.dryRun }, (def) => {
      const existing = this.existing(def, key.namespace, key.name, "");
      const gr = groupResource(def);
      checkPreconditions(gr, existing.obj, opts.preconditions);
      const now = this.clock.now();
      const o = deepCopy(existing.obj);
      const dry = opts.dryRun === true;
      const gc = gcFinalizers(o, opts.propagationPolicy, def.defaultGCPolicy ?? "Background");

      if (def.strategy === "namespace") {
        if (!o.metadata.deletionTimestamp) {
          o.metadata.deletionTimestamp = formatTime(now);
          o.metadata.finalizers = gc.finalizers;
          o.status = { ...(o.status ?? {}), phase: "Terminating" };
          return this.commitModified(def, existing, o, dry);
        }
        if (((o.spec as { finalizers?: string[] } | undefined)?.finalizers ?? []).length > 0) {
          throw newConflict(gr, key.name, "The system is ensuring all content is removed from this namespace.  Upon completion, this namespace will automatically be purged by the system.");
        }
      }

      if (def.strategy === "pod") {
        let grace = opts.gracePeriodSeconds ?? (o.spec as { terminationGracePeriodSeconds?: number } | undefined)?.terminationGracePeriodSeconds ?? 30;
        if (grace < 0) grace = 1;
        const current = o.metadata.deletionGracePeriodSeconds;
        if (o.metadata.deletionTimestamp && current !== undefined && current <= grace) {
          return { result: deepCopy(existing.obj), rv: existing.obj.metadata.resourceVersion, noop: true };
        }
        if (grace > 0) {
          o.metadata.deletionTimestamp = formatTime(now + grace * 1000);
          o.metadata.deletionGracePeriodSeconds = grace;
          if ((o.metadata.generation ?? 0) > 0) o.metadata.generation = (o.metadata.generation ?? 0) + 1;
          o.metadata.finalizers = gc.finalizers;
          return this.commitModified(def, existing, o, dry);
        }
      }

      if (gc.finalizers.length > 0) {
        o.metadata.finalizers = gc.finalizers;
        this.markAsDeleting(o, now);
        return this.commitModified(def, existing, o, dry);
      }
      if (dry) return { result: deepCopy(existing.obj), rv: existing.obj.metadata.resourceVersion };
      const deleted = this.commitDelete(def, existing.obj);
      return { result: deepCopy(deleted), rv: deleted.metadata.resourceVersion };
    });
  }

  // ---- snapshot ----------------------------------------------------------------------

  /**
   * snapshot returns the whole store as plain data. Stored objects are immutable (frozen), so
   * the snapshot shares them instead of copying: it is cheap even at 40,000 objects.
   */
  snapshot(): APIServerSnapshot {
    const objects: KubeObject[] = [];
    for (const store of this.stores.values()) for (const k of store.keys()) objects.push(store.get(k)!.obj);
    const watch: APIServerSnapshot["watch"] = {};
    for (const [id, wc] of this.watchCaches) watch[id] = wc.snapshot();
    return { rv: this.rv, kinds: deepCopy(this.registry.all()), objects, watch };
  }

  /** restore replaces the store with a snapshot (no watch events are sent for the jump). */
  restore(s: APIServerSnapshot): void {
    const own = <T>(v: T): T => (Object.isFrozen(v) ? v : deepFreeze(deepCopy(v)));
    for (const k of s.kinds) this.registry.register(deepCopy(k));
    for (const store of this.stores.values()) store.clear();
    for (const o of s.objects) {
      const def = this.registry.forObject(o);
      const c = own(o);
      this.storeOf(def).put(storageKey(def.namespaced ? c.metadata.namespace : undefined, c.metadata.name ?? ""), { obj: c });
    }
    for (const [id, w] of Object.entries(s.watch)) {
      let wc = this.watchCaches.get(id);
      if (!wc) this.watchCaches.set(id, (wc = new WatchCache(this.historySize)));
      wc.restore({ horizon: w.horizon, history: w.history.map((e) => ({ ...e, object: own(e.object), ...(e.prev ? { prev: own(e.prev) } : {}) })) });
    }
    this.rv = s.rv;
  }

  // ---- internals ---------------------------------------------------------------------

  private storeOf(def: KindDefinition): KindStore {
    const id = kindId(def);
    let s = this.stores.get(id);
    if (!s) this.stores.set(id, (s = new KindStore()));
    return s;
  }

  private watchCacheOf(def: KindDefinition): WatchCache {
    const id = kindId(def);
    let w = this.watchCaches.get(id);
    if (!w) this.watchCaches.set(id, (w = new WatchCache(this.historySize)));
    return w;
  }

  private existing(def: KindDefinition, namespace: string | undefined, name: string, sub: Subresource): StoredObject {
    if ((sub === "status" && !def.statusSubresource) || (sub === "finalize" && def.strategy !== "namespace")) {
      const e = newNotFound(groupResource(def), name);
      e.status.message = "the server could not find the requested resource";
      throw e;
    }
    const s = this.storeOf(def).get(storageKey(def.namespaced ? namespace : undefined, name));
    if (!s) throw newNotFound(groupResource(def), name);
    return s;
  }

  /** admitNamespace is the NamespaceLifecycle admission plugin (fact 29). */
  private admitNamespace(def: KindDefinition, o: KubeObject): void {
    const ns = o.metadata.namespace;
    if (!def.namespaced || !ns) return;
    const nsObj = this.storeOf(this.registry.resolve("Namespace")).get(ns)?.obj;
    if (!nsObj) throw newNotFound({ group: "", resource: "namespaces" }, ns);
    if (nsObj.metadata.deletionTimestamp) {
      throw newForbidden(groupResource(def), o.metadata.name || o.metadata.generateName || "", `unable to create new content in namespace ${ns} because it is being terminated`, [
        { type: "NamespaceTerminating", message: `namespace ${ns} is being terminated`, field: "metadata.namespace" },
      ]);
    }
  }

  private createPrepared(def: KindDefinition, o: KubeObject, managedFields: ManagedFieldsEntry[], requestedRV: string | undefined, dryRun: boolean): Outcome<KubeObject> {
    delete o.metadata.deletionTimestamp;
    delete o.metadata.deletionGracePeriodSeconds;
    prepareForCreate(def, o);
    o.metadata.uid = this.newUID();
    o.metadata.creationTimestamp = formatTime(this.clock.now());
    const errs = validateCreate(def, o);
    if (errs.length) throw newInvalid(groupKind(def), o.metadata.name || o.metadata.generateName || "", errs);
    if (requestedRV) throw newInternalError("resourceVersion should not be set on objects to be created");
    o.metadata.managedFields = managedFields;
    const store = this.storeOf(def);
    const ns = def.namespaced ? o.metadata.namespace : undefined;
    const generated = !o.metadata.name && !!o.metadata.generateName;
    for (let attempt = 1; ; attempt++) {
      if (generated) o.metadata.name = generateName(this.rng, o.metadata.generateName!);
      const name = o.metadata.name!;
      const clash = store.get(storageKey(ns, name));
      if (!clash) break;
      if (generated && attempt < MAX_NAME_GENERATION_CREATE_ATTEMPTS) continue;
      if (generated) throw newGenerateNameConflict(groupResource(def), name, 1);
      const err = newAlreadyExists(groupResource(def), name);
      if (clash.obj.metadata.deletionTimestamp) err.status.message = `object is being deleted: ${err.status.message}`;
      throw err;
    }
    const n = normalize(o);
    if (dryRun) return { result: deepCopy(n) };
    this.commit(def, n, undefined);
    return { result: deepCopy(n), rv: n.metadata.resourceVersion };
  }

  private applyPatch(def: KindDefinition, key: ObjectKey, patch: Patch, sub: Subresource, ctx: RequestContext, dryRun: boolean): Outcome<KubeObject> {
    const body = patch.body as KubeObject;
    if (!isPlainObject(body)) throw newBadRequest("apply patch body must be an object");
    const meta = (isPlainObject(body.metadata) ? body.metadata : {}) as KubeObject["metadata"];
    if (meta.managedFields !== undefined) throw newBadRequest("metadata.managedFields must be nil");
    const expected = apiVersionOf(def);
    if (body.apiVersion !== expected) throw newBadRequest(`Incorrect version specified in apply patch. Specified patch version: ${String(body.apiVersion ?? "")}, expected: ${expected}`);
    if (body.kind !== def.kind) throw newBadRequest(`Incorrect kind specified in apply patch. Specified patch kind: ${String(body.kind ?? "")}, expected: ${def.kind}`);
    const applied = deepCopy(body) as Record<string, unknown>;
    const am = (applied.metadata = { ...meta, name: key.name }) as KubeObject["metadata"];
    if (def.namespaced) am.namespace = key.namespace;
    const time = formatTime(this.clock.now());
    const st = this.storeOf(def).get(storageKey(def.namespaced ? key.namespace : undefined, key.name));
    const reset = resetPrefixes(def, sub);
    if (!st) {
      if (sub) throw newNotFound(groupResource(def), key.name);
      const managers = new Map<string, ManagerEntry>();
      const requestedRV = am.resourceVersion;
      delete am.resourceVersion;
      const o = applyConfiguration({ live: undefined, applied, manager: ctx.fieldManager!, apiVersion: expected, subresource: "", force: patch.force === true, time, resetPrefixes: reset, managers });
      o.apiVersion = expected;
      o.kind = def.kind;
      this.admitNamespace(def, o);
      if (requestedRV) throw newConflict(groupResource(def), key.name, OPTIMISTIC_LOCK_ERROR_MSG);
      defaultObject(o);
      return this.createPrepared(def, o, encodeManagedFields(managers), undefined, dryRun);
    }
    if (am.resourceVersion && am.resourceVersion !== st.obj.metadata.resourceVersion) throw newConflict(groupResource(def), key.name, OPTIMISTIC_LOCK_ERROR_MSG);
    delete am.resourceVersion;
    const managers = decodeManagedFields(st.obj.metadata.managedFields);
    const merged = applyConfiguration({ live: st.obj, applied, manager: ctx.fieldManager!, apiVersion: expected, subresource: sub, force: patch.force === true, time, resetPrefixes: reset, managers });
    merged.metadata.resourceVersion = st.obj.metadata.resourceVersion;
    return this.finishUpdate(def, st, merged, sub, ctx, managers, dryRun);
  }

  /**
   * finishUpdate is the shared tail of PUT and PATCH: BeforeUpdate (immutable fields), the
   * strategy, validation, managed fields, delete-on-last-finalizer, the no-op check and commit.
   */
  private finishUpdate(
    def: KindDefinition,
    existing: StoredObject,
    o: KubeObject,
    sub: Subresource,
    ctx: RequestContext,
    appliedManagers: Map<string, ManagerEntry> | undefined,
    dryRun: boolean,
  ): Outcome<KubeObject> {
    const old = existing.obj;
    const om = old.metadata;
    const resetManaged = Array.isArray(o.metadata.managedFields) && o.metadata.managedFields.length === 0;
    defaultObject(o);
    o.metadata.name = om.name;
    if (def.namespaced) o.metadata.namespace = om.namespace;
    if (!o.metadata.uid) o.metadata.uid = om.uid;
    if (om.generation !== undefined) o.metadata.generation = om.generation;
    else delete o.metadata.generation;
    o.metadata.creationTimestamp = om.creationTimestamp;
    const errs = [];
    if (om.deletionTimestamp) o.metadata.deletionTimestamp = om.deletionTimestamp;
    else if (o.metadata.deletionTimestamp) errs.push(fieldInvalid("metadata.deletionTimestamp", o.metadata.deletionTimestamp, "field is immutable"));
    if (om.deletionGracePeriodSeconds !== undefined && o.metadata.deletionGracePeriodSeconds === undefined) o.metadata.deletionGracePeriodSeconds = om.deletionGracePeriodSeconds;
    else if (om.deletionGracePeriodSeconds === undefined) delete o.metadata.deletionGracePeriodSeconds;
    const prepared = normalize(prepareForUpdate(def, o, old, sub));
    errs.push(...validateUpdate(prepared, old));
    if (errs.length) throw newInvalid(groupKind(def), om.name ?? "", errs);

    let managers: Map<string, ManagerEntry>;
    if (appliedManagers) managers = appliedManagers;
    else {
      managers = resetManaged ? new Map() : decodeManagedFields(om.managedFields);
      const who: Who = { manager: managerOf(ctx), apiVersion: prepared.apiVersion, subresource: sub, time: formatTime(this.clock.now()) };
      recordUpdate(managers, diffObjects(old, prepared), who, resetPrefixes(def, sub));
    }
    capUpdateManagers(managers);
    prepared.metadata.managedFields = encodeManagedFields(managers);

    const pm = prepared.metadata;
    if ((pm.finalizers ?? []).length === 0 && (om.finalizers ?? []).length > 0 && om.deletionTimestamp && !pm.deletionGracePeriodSeconds) {
      if (dryRun) return { result: deepCopy(normalize(prepared)) };
      const deleted = this.commitDelete(def, normalize(prepared));
      return { result: deepCopy(deleted), rv: deleted.metadata.resourceVersion };
    }
    return this.commitModified(def, existing, prepared, dryRun);
  }

  private markAsDeleting(o: KubeObject, now: number): void {
    const m = o.metadata;
    if (!m.deletionTimestamp && (m.generation ?? 0) > 0) m.generation = (m.generation ?? 0) + 1;
    const ts = formatTime(now);
    if (!m.deletionTimestamp || m.deletionTimestamp > ts) m.deletionTimestamp = ts;
    m.deletionGracePeriodSeconds = 0;
  }

  /** commitModified stores an update unless it is byte-identical to what is stored (fact 5). */
  private commitModified(def: KindDefinition, existing: StoredObject, o: KubeObject, dryRun: boolean): Outcome<KubeObject> {
    const n = normalize(o);
    n.metadata.resourceVersion = existing.obj.metadata.resourceVersion;
    if (sameBytes(n, existing.obj)) return { result: deepCopy(existing.obj), rv: existing.obj.metadata.resourceVersion, noop: true };
    if (dryRun) return { result: deepCopy(n) };
    this.commit(def, n, existing.obj);
    return { result: deepCopy(n), rv: n.metadata.resourceVersion };
  }

  /** commit assigns the next resourceVersion, stores and fans out. */
  private commit(def: KindDefinition, n: KubeObject, prev: KubeObject | undefined): void {
    n.metadata.resourceVersion = String(++this.rv);
    deepFreeze(n);
    const key = storageKey(def.namespaced ? n.metadata.namespace : undefined, n.metadata.name ?? "");
    this.storeOf(def).put(key, { obj: n });
    this.fanOut(def, prev ? { type: "MODIFIED", rv: this.rv, object: n, prev } : { type: "ADDED", rv: this.rv, object: n });
  }

  private commitDelete(def: KindDefinition, last: KubeObject): KubeObject {
    const gone = deepFreeze({ ...last, metadata: { ...last.metadata, resourceVersion: String(++this.rv) } });
    this.storeOf(def).remove(storageKey(def.namespaced ? last.metadata.namespace : undefined, last.metadata.name ?? ""));
    this.fanOut(def, { type: "DELETED", rv: this.rv, object: gone });
    return gone;
  }

  private fanOut(def: KindDefinition, e: HistoryEntry): void {
    this.emit({
      type: "watch.event",
      t: this.clock.now(),
      eventType: e.type,
      kind: def.kind,
      group: def.group,
      ...(e.object.metadata.namespace ? { namespace: e.object.metadata.namespace } : {}),
      name: e.object.metadata.name ?? "",
      resourceVersion: String(e.rv),
    });
    this.watchCacheOf(def).record(e);
    for (const w of [...this.globalWatchers]) w(def, { type: e.type, object: e.object });
  }

  private newUID(): string {
    const hex = (n: number) => this.rng.int(2 ** 32).toString(16).padStart(8, "0").slice(0, n);
    const a = hex(8), b = hex(8), c = hex(8), d = hex(8);
    return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${"89ab"[parseInt(c[0]!, 16) & 3]}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
  }

  private emit(e: ApiServerTraceEvent): void {
    if (!this.booting) this.tracer?.emit(e);
  }

  /** request runs one API call: resolve the kind, run, trace, call hooks. */
  private request<T>(
    ctx: RequestContext,
    verb: Verb,
    kind: KindRef | KubeObject,
    attrs: { namespace?: string | undefined; name?: string | undefined; subresource?: string; patchType?: "merge" | "json" | "apply"; dryRun?: boolean | undefined },
    fn: (def: KindDefinition) => Outcome<T>,
  ): T {
    let def: KindDefinition | undefined;
    let code = 200;
    let reason: string | undefined;
    let message: string | undefined;
    let out: Outcome<T> | undefined;
    let failure: unknown;
    try {
      def = typeof kind === "object" && "metadata" in kind ? this.registry.forObject(kind) : this.registry.resolve(kind as KindRef);
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
    if (verb === "list" && out) cost += this.costs.listPerItem * (out.result as ListResult).items.length;
    const kindName = def?.kind ?? (typeof kind === "string" ? kind : ((kind as { kind?: string }).kind ?? ""));
    const record: RequestRecord = {
      t: this.clock.now(),
      verb,
      kind: kindName,
      group: def?.group ?? "",
      ...(attrs.namespace ? { namespace: attrs.namespace } : {}),
      ...(attrs.name ? { name: attrs.name } : {}),
      ...(attrs.subresource ? { subresource: attrs.subresource } : {}),
      client: ctx.client,
      ...(ctx.fieldManager ? { fieldManager: ctx.fieldManager } : {}),
      code,
      ...(reason !== undefined ? { reason } : {}),
      ...(out?.rv ? { resourceVersion: out.rv } : {}),
      ...(out?.noop ? { noop: true } : {}),
      costMs: cost,
    };
    this.last = record;
    this.emit({
      type: "api.request",
      ...record,
      resource: def?.plural ?? "",
      ...(attrs.patchType ? { patchType: attrs.patchType } : {}),
      ...(attrs.dryRun ? { dryRun: true } : {}),
      ...(message !== undefined ? { message } : {}),
    });
    for (const h of [...this.hooks]) h(record);
    if (failure !== undefined) throw failure;
    return out!.result;
  }
}
