import {
  deepCopy,
  newNotFound,
  StatusError,
  toSelector,
  toPartialObjectMetadata,
  type KubeObject,
  type LabelSelector,
  type ObjectKey,
} from "../api";
import { HOUR } from "../sim/clock";
import type { Rng } from "../sim/rng";
import type { Scheduler } from "../sim/scheduler";
import type { Tracer } from "../sim/tracer";
import { SharedIndexInformer } from "./informer";
import {
  MultiNamespaceInformer,
  namespaceScopes,
  unknownNamespaceGet,
  unknownNamespaceList,
  type NamespaceScope,
} from "./multi_namespace";
import { ByteMeter } from "./size";
import { NamespaceIndex, type IndexFunc } from "./store";
import type { CacheLag, ListerWatcher } from "./types";

/** DEFAULT_SYNC_PERIOD is controller-runtime's cache SyncPeriod (fact 49). */
export const DEFAULT_SYNC_PERIOD = 10 * HOUR;

/** NamespaceOptions are one namespace's selectors (cache.Config; a selector's String() form). */
export interface NamespaceOptions {
  label?: string;
  field?: string;
}

/** ByObjectOptions scope one kind's informer (cache.Options.ByObject). */
export interface ByObjectOptions {
  label?: string | LabelSelector;
  field?: string;
  namespace?: string;
  /** namespaces (ByObject.Namespaces) caches the kind in these namespaces only, one informer each. */
  namespaces?: Record<string, NamespaceOptions>;
  transform?: (obj: KubeObject) => KubeObject;
}

export interface InformerCacheOptions {
  lw: ListerWatcher;
  scheduler: Scheduler;
  rng: Rng;
  tracer?: Tracer;
  /** name prefixes informer names in traces (e.g. the manager, "mgr-a"). */
  name?: string;
  /** client id for LIST/WATCH (default "<name>/cache"). */
  client?: string;
  /** syncPeriod (default 10 h), jittered per informer by [0.9, 1.1) (fact 49); 0 disables resync. */
  syncPeriod?: number;
  byObject?: Record<string, ByObjectOptions>;
  /** defaultNamespace restricts every informer to one namespace (DefaultNamespaces). */
  defaultNamespace?: string;
  /**
   * defaultNamespaces (cache.Options.DefaultNamespaces with any number of entries): a namespaced kind
   * is cached by one informer per namespace, "" (cache.AllNamespaces) being every namespace not listed;
   * a read in a namespace none of them caches fails as controller-runtime's multiNamespaceCache does.
   * Cluster-scoped kinds are cached cluster-wide with the cache-wide defaults.
   */
  defaultNamespaces?: Record<string, NamespaceOptions>;
  defaultLabelSelector?: string | LabelSelector;
  defaultFieldSelector?: string;
  defaultTransform?: (obj: KubeObject) => KubeObject;
  /**
   * readerFailOnMissingInformer (cache.Options.ReaderFailOnMissingInformer): a read of a kind
   * (and projection: full or metadata-only) with no informer yet fails with
   * ErrResourceNotCached instead of starting one and waiting for it to sync.
   */
  readerFailOnMissingInformer?: boolean;
  cacheLag?: CacheLag;
  pageSize?: number;
  startCostMs?: number;
  decodePerItemMs?: number;
  listDecodeFactor?: number;
  minWatchTimeoutMs?: number;
  /**
   * meterBytes: follow the informers' bytes as objects come and go (default true). false for a
   * run that reads no cache sizes (the lab's report has none): nothing is measured until a
   * figure is asked for or a cache event that carries one is heard (ByteMeter).
   */
  meterBytes?: boolean;
}

/** ReadOptions of Get/List. */
export interface CacheReadOptions {
  /** metadataOnly reads from the PartialObjectMetadata informer of the kind. */
  metadataOnly?: boolean;
  /** onWait receives the virtual ms a read blocked while a lazily started informer synced. */
  onWait?: (ms: number) => void;
  /** unsafeDisableDeepCopy returns the cached objects themselves (client.UnsafeDisableDeepCopy): never mutate them. */
  unsafeDisableDeepCopy?: boolean;
}

export interface CacheListOptions extends CacheReadOptions {
  namespace?: string;
  labelSelector?: string | LabelSelector;
  /** fieldSelector must be an exact `field=value` match on an index added with indexField. */
  fieldSelector?: string;
}

/** ErrCacheNotStarted is controller-runtime's cache.ErrCacheNotStarted. */
export class ErrCacheNotStarted extends Error {
  constructor() {
    super("the cache is not started, can not read objects");
    this.name = "ErrCacheNotStarted";
  }
}

/**
 * ErrResourceNotCached is controller-runtime's cache.ErrResourceNotCached: with
 * ReaderFailOnMissingInformer, a read whose informer does not exist. The message is Go's
 * `<GVK> is not cached` (GroupVersionKind.String(): "apps/v1, Kind=Deployment").
 */
export class ErrResourceNotCached extends Error {
  constructor(readonly gvk: { group: string; version: string; kind: string }) {
    super(`${gvk.group ? `${gvk.group}/` : "/"}${gvk.version}, Kind=${gvk.kind} is not cached`);
    this.name = "ErrResourceNotCached";
  }
}

export { toPartialObjectMetadata };

/** projected: the item is already a PartialObjectMetadata (the server answered `as=`). */
const projected = (o: KubeObject) => o.spec === undefined && o.status === undefined && Object.keys(o).length <= 3;

/**
 * metadataListerWatcher is the metadata client's list and watch (client-go `metadata`, which
 * controller-runtime's informers use for a PartialObjectMetadata type): the server answers
 * PartialObjectMetadataList and PartialObjectMetadata events, so only apiVersion, kind and
 * metadata cross the wire. The reflector therefore decodes, and the informer caches, metadata
 * only: a LIST's decode spike and the cached bytes are the metadata's size, not the object's.
 * The LIST asks the server for `as=PartialObjectMetadata`, so its request cost is the
 * metadata's too (APIServer.list); a ListerWatcher that ignores `as` is projected here.
 */
export function metadataListerWatcher(lw: ListerWatcher): ListerWatcher {
  return {
    list: (ctx, kind, opts) => {
      const page = lw.list(ctx, kind, { ...opts, as: "PartialObjectMetadata" });
      return { ...page, items: page.items.map((o) => (projected(o) ? o : toPartialObjectMetadata(o))) };
    },
    watch: (kind, opts, onEvent) =>
      lw.watch(kind, opts, (e) =>
        onEvent(e.type === "BOOKMARK" || e.type === "ERROR" ? e : { ...e, object: toPartialObjectMetadata(e.object) }),
      ),
    resolveKind: (kind) => lw.resolveKind(kind),
    ...(lw.lastRequest ? { lastRequest: () => lw.lastRequest?.() } : {}),
  };
}

/** stripManagedFields is cache.TransformStripManagedFields. */
export function stripManagedFields(obj: KubeObject): KubeObject {
  if (!obj.metadata.managedFields) return obj;
  const { managedFields: _drop, ...metadata } = obj.metadata;
  return { ...obj, metadata };
}

const ALL_NAMESPACES = "__all_namespaces";

/** CacheInformer is what getInformer returns: one informer, or one per namespace seen as one. */
export type CacheInformer = SharedIndexInformer | MultiNamespaceInformer;

/** fieldIndexName is the index controller-runtime's IndexField creates ("field:<name>"). */
export function fieldIndexName(field: string): string {
  return `field:${field}`;
}

/**
 * InformerCache is controller-runtime's informer-backed cache.Cache (fact 53): one informer
 * per kind (and a separate one per kind for metadata-only reads), created on first use and
 * started with the cache. Reads return deep copies; a NotFound names the Kind as the resource
 * (`App.apps.example.com "x" not found`, `Pod "x" not found`); reads before `start()` fail
 * with ErrCacheNotStarted; a read of a kind not yet cached starts its informer and blocks until
 * it syncs (the wait is reported through `onWait`). It counts the bytes all informers cache and
 * their high-water mark (unless made not to follow them until asked: `meterBytes`).
 */
export class InformerCache {
  readonly meter: ByteMeter;
  private readonly o: InformerCacheOptions;
  private readonly informersByKey = new Map<string, SharedIndexInformer>();
  /** groups holds the per-namespace informers of a kind seen as one (DefaultNamespaces, ByObject.Namespaces). */
  private readonly groups = new Map<string, MultiNamespaceInformer>();
  private readonly fieldIndexers = new Map<string, Record<string, IndexFunc>>();
  private started = false;
  private stopped = false;

  constructor(o: InformerCacheOptions) {
    this.o = o;
    this.meter = new ByteMeter(o.meterBytes ?? true);
  }

  /** scheduler is the clock and timer source the cache runs on. */
  get scheduler(): Scheduler {
    return this.o.scheduler;
  }

  /** typeNameOf renders a kind like Go's %T of its typed object ("*v1alpha1.App"). */
  typeNameOf(kind: string): string {
    try {
      const def = this.o.lw.resolveKind(kind);
      return `*${def.version}.${def.kind}`;
    } catch {
      return kind;
    }
  }

  /**
   * configure applies the cache.Options a program's main() passes to ctrl.NewManager: the lab builds the
   * manager (and this cache) before main() runs, so they arrive here, before any informer exists.
   */
  configure(
    opts: Pick<
      InformerCacheOptions,
      "defaultNamespaces" | "byObject" | "defaultLabelSelector" | "defaultFieldSelector" | "syncPeriod"
    >,
  ): void {
    if (this.informersByKey.size > 0) throw new Error("the cache's options must be set before any informer exists");
    Object.assign(this.o, opts, opts.byObject ? { byObject: { ...this.o.byObject, ...opts.byObject } } : {});
  }

  /** isNamespaced reports whether the API server serves a kind per namespace (RESTMapper scope). */
  isNamespaced(kind: string): boolean {
    return this.o.lw.resolveKind(kind).namespaced;
  }

  /** start starts every informer created so far; later ones start on creation. */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const inf of this.informersByKey.values()) inf.run();
  }

  /** stop stops every informer (a killed or stopped manager); reads keep serving the last state. */
  stop(): void {
    this.stopped = true;
    for (const inf of this.informersByKey.values()) inf.stop();
  }

  isStarted(): boolean {
    return this.started;
  }

  /** informers lists the informers in creation order. */
  informers(): SharedIndexInformer[] {
    return [...this.informersByKey.values()];
  }

  /**
   * getInformer returns (creating if needed) the informer for a kind: one SharedIndexInformer, or, for a
   * namespaced kind under DefaultNamespaces / ByObject.Namespaces, one per namespace seen as one
   * (MultiNamespaceInformer). Once the cache is started a new informer is started too.
   */
  getInformer(kind: string, opts: { metadataOnly?: boolean } = {}): CacheInformer {
    const key = `${kind}${opts.metadataOnly ? "|metadata" : ""}`;
    const found = this.groups.get(key) ?? this.informersByKey.get(key);
    if (found) return found;
    const o = this.o;
    o.lw.resolveKind(kind); // a kind the server does not serve fails here, like a RESTMapper miss
    const scopes = this.scopesOf(kind);
    if (scopes) {
      const members = new Map<string, SharedIndexInformer>();
      for (const sc of scopes) members.set(sc.namespace, this.newInformer(kind, `${key}@${sc.namespace}`, opts, sc));
      const group = new MultiNamespaceInformer(kind, members);
      this.groups.set(key, group);
      return group;
    }
    const by = o.byObject?.[kind] ?? {};
    return this.newInformer(kind, key, opts, {
      namespace: by.namespace ?? o.defaultNamespace,
      label: by.label ?? o.defaultLabelSelector,
      field: by.field ?? o.defaultFieldSelector,
    });
  }

  /**
   * scopesOf is the per-namespace informers of a kind, or undefined for one informer. As controller-runtime's
   * cache.New does: a namespaced kind with ByObject.Namespaces, or else with DefaultNamespaces, gets one
   * informer per namespace; a cluster-scoped kind one cluster-wide informer.
   */
  private scopesOf(kind: string): NamespaceScope[] | undefined {
    const o = this.o;
    const by = o.byObject?.[kind];
    const namespaces = by?.namespaces ?? o.defaultNamespaces;
    if (!namespaces || Object.keys(namespaces).length === 0) return undefined;
    if (!o.lw.resolveKind(kind).namespaced) return undefined;
    return namespaceScopes(namespaces, { label: by?.label, field: by?.field }, o.defaultNamespaces, {
      label: o.defaultLabelSelector,
      field: o.defaultFieldSelector,
    });
  }

  private newInformer(
    kind: string,
    key: string,
    opts: { metadataOnly?: boolean },
    scope: { namespace?: string; label?: string | LabelSelector; field?: string },
  ): SharedIndexInformer {
    const o = this.o;
    const by = o.byObject?.[kind] ?? {};
    const period = o.syncPeriod ?? DEFAULT_SYNC_PERIOD;
    const jitterRng = o.rng.fork(`resync:${key}`);
    const resyncPeriod = period > 0 ? period * (jitterRng.next() / 5 + 0.9) : 0;
    // A metadata-only informer lists and watches through the metadata client: what arrives is
    // already PartialObjectMetadata, and the user's transform applies to that (as in Go).
    const transform = by.transform ?? o.defaultTransform;
    const prefix = o.name ? `${o.name}/` : "";
    const where = key.includes("@") ? `@${scope.namespace || "*"}` : "";
    const inf = new SharedIndexInformer({
      kind,
      lw: opts.metadataOnly ? metadataListerWatcher(o.lw) : o.lw,
      scheduler: o.scheduler,
      rng: o.rng.fork(`informer:${key}`),
      tracer: o.tracer,
      name: `${prefix}${kind}${opts.metadataOnly ? "(metadata)" : ""}${where}`,
      client: o.client ?? `${o.name ?? "manager"}/cache`,
      resyncPeriod,
      transform,
      namespace: scope.namespace,
      labelSelector: scope.label,
      fieldSelector: scope.field,
      lag: o.cacheLag,
      pageSize: o.pageSize,
      startCostMs: o.startCostMs,
      decodePerItemMs: o.decodePerItemMs,
      listDecodeFactor: o.listDecodeFactor,
      minWatchTimeoutMs: o.minWatchTimeoutMs,
      meter: this.meter,
    });
    const fields = this.fieldIndexers.get(kind);
    if (fields) inf.addIndexers(fields);
    this.informersByKey.set(key, inf);
    if (this.started && !this.stopped) inf.run();
    return inf;
  }

  /** peekInformer returns the informer for a kind and projection if one exists (never creates one). */
  peekInformer(kind: string, opts: { metadataOnly?: boolean } = {}): CacheInformer | undefined {
    const key = `${kind}${opts.metadataOnly ? "|metadata" : ""}`;
    return this.groups.get(key) ?? this.informersByKey.get(key);
  }

  /**
   * indexField is FieldIndexer.IndexField: index `field:<field>` with values "ns/value" and
   * "__all_namespaces/value", so List can use an exact field selector.
   */
  indexField(kind: string, field: string, extract: (obj: KubeObject) => string[]): void {
    const fn: IndexFunc = (obj) => {
      const out: string[] = [];
      for (const v of extract(obj)) {
        out.push(`${ALL_NAMESPACES}/${v}`);
        if (obj.metadata.namespace) out.push(`${obj.metadata.namespace}/${v}`);
      }
      return out;
    };
    const ix = { [fieldIndexName(field)]: fn };
    this.fieldIndexers.set(kind, { ...(this.fieldIndexers.get(kind) ?? {}), ...ix });
    for (const inf of this.informersByKey.values()) if (inf.kind === kind) inf.addIndexers(ix);
  }

  /** waitForCacheSync polls every 100 ms (fact 52) until every informer synced or the timeout passes. */
  waitForCacheSync(timeoutMs: number, done: (synced: boolean) => void): void {
    const s = this.o.scheduler;
    const deadline = s.now() + timeoutMs;
    const poll = () => {
      if (this.stopped) return done(false);
      if (this.hasSynced()) done(true);
      else if (s.now() >= deadline) done(false);
      else s.after(Math.min(100, deadline - s.now()), poll, "cache:waitForCacheSync");
    };
    poll();
  }

  /** hasSynced reports whether every informer has synced. */
  hasSynced(): boolean {
    for (const inf of this.informersByKey.values()) if (!inf.hasSynced()) return false;
    return true;
  }

  /** get reads one object from the cache (a deep copy). */
  get(kind: string, key: ObjectKey, opts: CacheReadOptions = {}): KubeObject {
    // multiNamespaceCache.Get: a namespace no informer caches fails before any informer starts.
    const scopes = this.scopesOf(kind);
    if (scopes && !scopes.some((sc) => sc.namespace === key.namespace || sc.namespace === ""))
      throw unknownNamespaceGet(key.namespace ?? "", key.name);
    const ready = this.readyInformer(kind, opts);
    const inf = ready instanceof MultiNamespaceInformer ? ready.forNamespace(key.namespace ?? "") : ready;
    if (!inf) throw unknownNamespaceGet(key.namespace ?? "", key.name);
    const obj = inf.indexer.getAt(key.namespace, key.name);
    if (!obj) {
      const def = this.o.lw.resolveKind(kind);
      throw newNotFound({ group: def.group, resource: def.kind }, key.name);
    }
    return opts.unsafeDisableDeepCopy ? obj : deepCopy(obj);
  }

  /** list reads objects from the cache (deep copies), by namespace index, label and exact field selectors. */
  list(kind: string, opts: CacheListOptions = {}): KubeObject[] {
    // multiNamespaceCache.List: a namespace no informer caches fails; all namespaces read every informer
    // (in sorted namespace order: Go's map order is random).
    const scopes = this.scopesOf(kind);
    if (opts.namespace && scopes && !scopes.some((sc) => sc.namespace === opts.namespace || sc.namespace === ""))
      throw unknownNamespaceList(opts.namespace);
    const ready = this.readyInformer(kind, opts);
    if (!(ready instanceof MultiNamespaceInformer)) return this.listFrom(ready, opts);
    if (opts.namespace) return this.listFrom(ready.forNamespace(opts.namespace) as SharedIndexInformer, opts);
    return ready.members().flatMap((inf) => this.listFrom(inf, opts));
  }

  private listFrom(inf: SharedIndexInformer, opts: CacheListOptions): KubeObject[] {
    let objs: KubeObject[];
    if (opts.fieldSelector) {
      const m = /^\s*([^=!\s]+)\s*==?\s*([^,]*?)\s*$/.exec(opts.fieldSelector);
      if (!m) throw new Error("non-exact field matches are not supported by the cache");
      const index = fieldIndexName(m[1] as string);
      if (!inf.indexer.hasIndex(index)) throw new Error(`Index with name ${index} does not exist`);
      objs = inf.indexer.byIndex(index, `${opts.namespace ? opts.namespace : ALL_NAMESPACES}/${m[2]}`);
    } else if (opts.namespace) objs = inf.indexer.byIndex(NamespaceIndex, opts.namespace);
    else objs = inf.indexer.list();
    const sel = opts.labelSelector !== undefined ? toSelector(opts.labelSelector) : undefined;
    const out: KubeObject[] = [];
    const copy = !opts.unsafeDisableDeepCopy;
    for (const o of objs) if (!sel || sel.matches(o.metadata.labels)) out.push(copy ? deepCopy(o) : o);
    return out;
  }

  /** bytes is what all informers cache now (approximate JSON bytes). */
  bytes(): number {
    this.meter.start();
    return this.meter.current;
  }

  /** highWater is the most bytes ever held at once, including LIST decoding. */
  highWater(): number {
    this.meter.start();
    return this.meter.highWater;
  }

  private readyInformer(kind: string, opts: CacheReadOptions): CacheInformer {
    if (this.o.readerFailOnMissingInformer && !this.peekInformer(kind, { metadataOnly: opts.metadataOnly })) {
      const def = this.o.lw.resolveKind(kind);
      throw new ErrResourceNotCached({ group: def.group, version: def.version, kind: def.kind });
    }
    const inf = this.getInformer(kind, { metadataOnly: opts.metadataOnly });
    if (!this.started) throw new ErrCacheNotStarted();
    if (!inf.hasSynced()) {
      const waited = inf.syncNow();
      opts.onWait?.(waited);
      // The LIST failed (e.g. no list permission). controller-runtime would block until the
      // reconcile's context ends; here the read gives up at once with its timeout error.
      if (!inf.hasSynced()) {
        throw new StatusError({
          reason: "Timeout",
          code: 504,
          message: `Timeout: failed waiting for ${this.typeNameOf(kind)} Informer to sync`,
          details: { retryAfterSeconds: 0 },
        });
      }
    }
    return inf;
  }
}
