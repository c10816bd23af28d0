import type { KubeObject, ObjectKey } from "../api/object";
import type { LabelSelector } from "../api/labels";
import type {
  Client,
  DeleteOptions,
  GetOptions,
  ListOptions,
  Patch,
  PatchOptions,
  SubResourceWriter,
  TypeRef,
  WriteOptions,
} from "./interfaces";
import { deepCopy, replaceInto, type ClientObject } from "./object";
import type { Transport } from "./transport";

/** CacheReader is what the cached client needs from the informer cache (cache.InformerCache). */
export interface CacheReader {
  get(
    kind: string,
    key: ObjectKey,
    opts?: { onWait?: (ms: number) => void; unsafeDisableDeepCopy?: boolean },
  ): KubeObject;
  /** fast path (cache.InformerCache): a synced informer's indexer, read without the cache's copy */
  isStarted?(): boolean;
  /** an existing informer (never creates one: a missing informer is cache.get's business) */
  peekInformer?(
    kind: string,
  ):
    | { hasSynced(): boolean; indexer: { getAt(namespace: string | undefined, name: string): KubeObject | undefined } }
    | undefined;
  list(
    kind: string,
    opts?: {
      namespace?: string;
      labelSelector?: LabelSelector;
      fieldSelector?: string;
      onWait?: (ms: number) => void;
      unsafeDisableDeepCopy?: boolean;
    },
  ): KubeObject[];
}

/** ClientOptions configure a client (client.Options). */
export interface ClientOptions {
  /** fieldOwner is the default field manager of every write (client.Options.FieldOwner). */
  fieldOwner?: string;
  /** cache makes reads come from the informer cache; without it reads go to the API server. */
  cache?: CacheReader;
  /** afterCall runs after each successful write ("client.Create", …); a crash fault throws from it. */
  afterCall?: (call: string, kind: string) => void;
  /** afterRead runs after each successful Get (key set) or List (key undefined). */
  afterRead?: (kind: string, key: ObjectKey | undefined) => void;
}

function kindOf(obj: ClientObject): string {
  if (!obj.kind) throw new Error("Object 'Kind' is missing in unstructured object");
  return obj.kind;
}

function keyOf(obj: ClientObject): ObjectKey {
  return { namespace: obj.metadata.namespace ?? "", name: obj.metadata.name ?? "" };
}

function labelSelectorText(sel: Record<string, string> | undefined): string | undefined {
  if (!sel) return undefined;
  const parts = Object.keys(sel)
    .sort()
    .map((k) => `${k}=${sel[k]}`);
  return parts.length ? parts.join(",") : undefined;
}

function fieldSelectorText(sel: Record<string, string> | undefined): string | undefined {
  if (!sel) return undefined;
  const parts = Object.keys(sel)
    .sort()
    .map((k) => `${k}=${sel[k]}`);
  return parts.length ? parts.join(",") : undefined;
}

/**
 * ClientImpl is controller-runtime's client: reads from the informer cache (deep copies; a
 * read of an uncached type starts its informer and waits for it), or from the API server when
 * built without a cache (client.New); writes go to the API server and the server's answer is
 * written back into the object passed in (fact 78). Delete sends no propagationPolicy unless
 * asked (fact 26). Every request goes through the process's Transport.
 */
export class ClientImpl implements Client {
  /** onWait charges a read that blocked on a lazily started informer to the running reconcile. */
  private readonly onWait = (ms: number) => this.transport.meter.add(ms);

  constructor(
    readonly transport: Transport,
    readonly opts: ClientOptions = {},
  ) {}

  private fm(opts?: WriteOptions): string | undefined {
    return opts?.fieldOwner ?? this.opts.fieldOwner;
  }

  get(key: ObjectKey, obj: ClientObject, opts: GetOptions = {}): void {
    const kind = kindOf(obj);
    const cache = this.opts.cache;
    if (!cache) {
      const got = this.transport.request("get", kind, key, undefined, (ctx) => this.transport.api.get(ctx, kind, key));
      replaceInto(obj, got);
      this.opts.afterRead?.(kind, key);
      return;
    }
    const inf = cache.isStarted?.() ? cache.peekInformer?.(kind) : undefined;
    if (inf?.hasSynced()) {
      const cached = inf.indexer.getAt(key.namespace, key.name);
      if (cached) {
        replaceInto(obj, opts.unsafeDisableDeepCopy ? cached : copySharingManagedFields(cached));
        this.opts.afterRead?.(kind, key);
        return;
      }
    }
    const got = cache.get(kind, key, {
      onWait: this.onWait,
      ...(opts.unsafeDisableDeepCopy ? { unsafeDisableDeepCopy: true } : {}),
    });
    replaceInto(obj, got);
    this.opts.afterRead?.(kind, key);
  }

  list(type: TypeRef, opts: ListOptions = {}): ClientObject[] {
    const kind = typeof type === "string" ? type : type.kind;
    const cache = this.opts.cache;
    if (!cache) {
      const res = this.transport.request(
        "list",
        kind,
        opts.namespace ? { namespace: opts.namespace, name: "" } : undefined,
        undefined,
        (ctx) =>
          this.transport.api.list(ctx, kind, {
            namespace: opts.namespace,
            labelSelector: labelSelectorText(opts.labelSelector),
            fieldSelector: fieldSelectorText(opts.fieldSelector),
            limit: opts.limit,
          }),
      );
      this.opts.afterRead?.(kind, undefined);
      return res.items;
    }
    const items = cache.list(kind, {
      ...(opts.namespace ? { namespace: opts.namespace } : {}),
      ...(opts.labelSelector ? { labelSelector: { matchLabels: opts.labelSelector } } : {}),
      ...(opts.fieldSelector ? { fieldSelector: fieldSelectorText(opts.fieldSelector) } : {}),
      onWait: this.onWait,
      ...(opts.unsafeDisableDeepCopy ? { unsafeDisableDeepCopy: true } : {}),
    });
    this.opts.afterRead?.(kind, undefined);
    return items;
  }

  create(obj: ClientObject, opts?: WriteOptions): void {
    const kind = kindOf(obj);
    const res = this.transport.request("create", kind, keyOf(obj), this.fm(opts), (ctx) =>
      this.transport.api.create(ctx, obj, createOptions(opts)),
    );
    replaceInto(obj, res);
    this.opts.afterCall?.("client.Create", kind);
  }

  update(obj: ClientObject, opts?: WriteOptions): void {
    this.put(obj, undefined, opts);
  }

  private put(obj: ClientObject, subresource: "status" | undefined, opts?: WriteOptions): void {
    const kind = kindOf(obj);
    const res = this.transport.request("update", kind, keyOf(obj), this.fm(opts), (ctx) =>
      this.transport.api.update(ctx, obj, updateOptions(subresource, opts)),
    );
    replaceInto(obj, res);
    this.opts.afterCall?.(subresource ? "client.Status().Update" : "client.Update", kind);
  }

  patch(obj: ClientObject, patch: Patch, opts?: PatchOptions): void {
    this.sendPatch(obj, patch, undefined, opts);
  }

  private sendPatch(obj: ClientObject, patch: Patch, subresource: "status" | undefined, opts?: PatchOptions): void {
    const kind = kindOf(obj);
    if (opts?.force && patch.type !== "apply")
      throw new Error("force: Forbidden: may not be specified for non-apply patch");
    const body = patch.data(obj);
    const res = this.transport.request("patch", kind, keyOf(obj), this.fm(opts), (ctx) =>
      this.transport.api.patch(
        ctx,
        kind,
        keyOf(obj),
        { type: patch.type, body, ...(opts?.force !== undefined ? { force: opts.force } : {}) },
        updateOptions(subresource, { dryRun: opts?.dryRun }),
      ),
    );
    replaceInto(obj, res);
    this.opts.afterCall?.(
      `client.${subresource ? "Status()." : ""}${patch.type === "apply" ? "Apply" : "Patch"}`,
      kind,
    );
  }

  delete(obj: ClientObject, opts: DeleteOptions = {}): void {
    const kind = kindOf(obj);
    const sent: Record<string, unknown> = {};
    if (opts.propagationPolicy) sent.propagationPolicy = opts.propagationPolicy;
    if (opts.preconditions) sent.preconditions = opts.preconditions;
    if (opts.gracePeriodSeconds !== undefined) sent.gracePeriodSeconds = opts.gracePeriodSeconds;
    this.transport.request("delete", kind, keyOf(obj), undefined, (ctx) =>
      this.transport.api.delete(ctx, kind, keyOf(obj), sent),
    );
    this.opts.afterCall?.("client.Delete", kind);
  }

  apply(obj: ClientObject, opts: PatchOptions & { fieldOwner: string }): void {
    this.sendPatch(obj, applyPatch(), undefined, opts);
  }

  status(): SubResourceWriter {
    return {
      update: (obj, opts) => this.put(obj, "status", opts),
      patch: (obj, patch, opts) => this.sendPatch(obj, patch, "status", opts),
      apply: (obj, opts) => this.sendPatch(obj, applyPatch(), "status", opts),
    };
  }
}

/** createOptions are api.create's options for a write: dryRun as given, handOver when asked.
 * (Members are added by name: spreads of conditional literals cost a copy each, per write.) */
export function createOptions(opts: WriteOptions | undefined): { dryRun?: boolean; handOver?: boolean } {
  const o: { dryRun?: boolean; handOver?: boolean } = { dryRun: opts?.dryRun };
  if (opts?.unsafeHandOver) o.handOver = true;
  return o;
}

/** updateOptions are api.update's (and api.patch's) options for a write: only the members that
 * are set, in this order (as createOptions, by name). */
export function updateOptions(
  subresource: "status" | undefined,
  opts: { dryRun?: boolean; unsafeHandOver?: boolean } | undefined,
): { subresource?: "status"; dryRun?: boolean; handOver?: boolean } {
  const o: { subresource?: "status"; dryRun?: boolean; handOver?: boolean } = {};
  if (subresource) o.subresource = subresource;
  if (opts?.dryRun) o.dryRun = true;
  if (opts?.unsafeHandOver) o.handOver = true;
  return o;
}

/**
 * copySharingManagedFields deep-copies a cached object except metadata.managedFields, which is
 * shared: nothing on the client side edits it (writes send a copy; Apply drops it), and it is
 * the largest part of most objects, so reads stay cheap at 20,000 objects.
 */
function copySharingManagedFields(o: KubeObject): KubeObject {
  const mf = o.metadata.managedFields;
  if (!mf) return deepCopy(o);
  const out = {} as KubeObject;
  for (const k in o) {
    const v = (o as Record<string, unknown>)[k];
    if (v === undefined) continue;
    if (k !== "metadata") (out as Record<string, unknown>)[k] = deepCopy(v);
  }
  const meta: Record<string, unknown> = {};
  for (const k in o.metadata) {
    const v = (o.metadata as Record<string, unknown>)[k];
    if (v !== undefined) meta[k] = k === "managedFields" ? v : deepCopy(v);
  }
  out.metadata = meta;
  return out;
}

function applyPatch(): Patch {
  return {
    type: "apply",
    data(obj: ClientObject): unknown {
      const copy = deepCopy(obj);
      delete copy.metadata.managedFields;
      delete copy.metadata.resourceVersion;
      return copy;
    },
  };
}

/** KubeObjectList is the result of List (items as deep copies). */
export type KubeObjectList = KubeObject[];
