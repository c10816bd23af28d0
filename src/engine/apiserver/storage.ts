/**
 * Storage is the storage layer under the registry: one resourceVersion counter for every
 * write (fact 1), a KindStore per kind, the no-op check (fact 5), and fan-out of each stored
 * change to the kind's watch cache, to `watchAll` observers and to the trace.
 */
import {
  deepCopy,
  deepCopyExceptManagedFields,
  deepFreeze,
  stampStoredSize,
  type KindDefinition,
  type KubeObject,
} from "../api";
import type { Clock } from "../sim/clock";
import { kindId } from "./kinds";
import { normalized } from "./normalize";
import type { Outcome } from "./registry";
import { KindStore, sameBytes, storageKey, type StoredObject } from "./store";
import type { ApiServerTraceEvent, WatchTraceEvent } from "./trace-events";
import { WatchCache, type HistoryEntry, type WatchEvent } from "./watch";

/** ChangeEvent is what a `watchAll` observer receives: the change and, for MODIFIED, the version
 * it replaced (so an observer can tell what did not change without a lookup of its own). */
export interface ChangeEvent extends WatchEvent {
  prev: KubeObject | undefined;
}

/** Change is a stored change as fanOut gets it: the history's entry, which is also the
 * ChangeEvent its `watchAll` observers read (`prev` is there, undefined, for ADDED and DELETED:
 * every change has one shape, and no second object is built per write for the observers). */
type Change = HistoryEntry & ChangeEvent;

export class Storage {
  /** rv is the last assigned resourceVersion. */
  rv = 1;
  readonly stores = new Map<string, KindStore>();
  readonly watchCaches = new Map<string, WatchCache>();
  /** globalWatchers is replaced, never edited, when a watcher comes or goes: a fan-out walks the
   * list as it was when the change was stored. */
  private globalWatchers: ReadonlyArray<(def: KindDefinition, e: ChangeEvent) => void> = [];

  constructor(
    private readonly clock: Clock,
    readonly historySize: number,
    private readonly emit: (e: ApiServerTraceEvent) => void,
  ) {}

  /** storeByDef finds a definition's store by identity (a definition replaced by a new one of the
   * same kind keeps its entry, for the same store: a handful at most). */
  private readonly storeByDef = new Map<KindDefinition, KindStore>();

  storeOf(def: KindDefinition): KindStore {
    let s = this.storeByDef.get(def);
    if (s) return s;
    const id = kindId(def);
    s = this.stores.get(id);
    if (!s) this.stores.set(id, (s = new KindStore()));
    this.storeByDef.set(def, s);
    return s;
  }

  private readonly watchCacheByDef = new Map<KindDefinition, WatchCache>();

  watchCacheOf(def: KindDefinition): WatchCache {
    let w = this.watchCacheByDef.get(def);
    if (w) return w;
    const id = kindId(def);
    w = this.watchCaches.get(id);
    if (!w) this.watchCaches.set(id, (w = new WatchCache(this.historySize)));
    this.watchCacheByDef.set(def, w);
    return w;
  }

  /** watchAll observes every change of every kind, synchronously. */
  watchAll(onEvent: (def: KindDefinition, e: ChangeEvent) => void): { stop(): void } {
    if (!this.globalWatchers.includes(onEvent)) this.globalWatchers = [...this.globalWatchers, onEvent];
    return { stop: () => void (this.globalWatchers = this.globalWatchers.filter((w) => w !== onEvent)) };
  }

  /** commitModified stores an update unless it is byte-identical to what is stored (fact 5). The
   * result is a copy, or with `handOver` the stored object itself (for a caller that only reads it). */
  commitModified(
    def: KindDefinition,
    existing: StoredObject,
    o: KubeObject,
    dryRun: boolean,
    handOver = false,
  ): Outcome<KubeObject> {
    // o is the caller's to give away (a version being written): kept as is when already in normal form.
    const n = normalized(o);
    n.metadata.resourceVersion = existing.obj.metadata.resourceVersion;
    // Results share the stored (frozen) managedFields: callers never edit them in place.
    if (sameBytes(n, existing.obj))
      return {
        result: handOver ? existing.obj : deepCopyExceptManagedFields(existing.obj),
        rv: existing.obj.metadata.resourceVersion,
        noop: true,
      };
    if (dryRun) return { result: deepCopy(n) };
    this.commit(def, n, existing.obj, existing);
    return { result: handOver ? n : deepCopyExceptManagedFields(n), rv: n.metadata.resourceVersion };
  }

  /** commit assigns the next resourceVersion, stores and fans out. An update may give the store's
   * entry of the version it replaces (`slot`, same key): the entry then holds the new version. */
  commit(def: KindDefinition, n: KubeObject, prev: KubeObject | undefined, slot?: StoredObject): void {
    n.metadata.resourceVersion = String(++this.rv);
    // The version's encoded size, for the kinds readers (LIST, informers) measure: measured now,
    // from the replaced version's, reading only what the write changed (api/size.ts
    // stampStoredSize); versions only built-in controllers read (ReplicaSets) are never measured.
    stampStoredSize(n, prev);
    deepFreeze(n);
    if (slot !== undefined && slot.obj === prev && slot.gone !== true) slot.obj = n;
    else this.storeOf(def).putAt(def.namespaced ? n.metadata.namespace : undefined, n.metadata.name ?? "", { obj: n });
    this.fanOut(
      def,
      prev
        ? { type: "MODIFIED", rv: this.rv, object: n, prev }
        : { type: "ADDED", rv: this.rv, object: n, prev: undefined },
    );
  }

  commitDelete(def: KindDefinition, last: KubeObject): KubeObject {
    const gone = deepFreeze({ ...last, metadata: { ...last.metadata, resourceVersion: String(++this.rv) } });
    this.storeOf(def).remove(
      storageKey(def.namespaced ? last.metadata.namespace : undefined, last.metadata.name ?? ""),
    );
    this.fanOut(def, { type: "DELETED", rv: this.rv, object: gone, prev: undefined });
    return gone;
  }

  private fanOut(def: KindDefinition, e: Change): void {
    // Every member in one literal, in the order they print, and the `seq` the tracer stamps
    // last: the event is allocated whole (members added one by one outgrow it).
    const meta = e.object.metadata;
    const t = this.clock.now();
    const name = meta.name ?? "";
    // the version's own resourceVersion text (commit and commitDelete just set it to String(e.rv))
    const resourceVersion = meta.resourceVersion ?? String(e.rv);
    const te: WatchTraceEvent & { seq: number } = meta.namespace
      ? {
          type: "watch.event",
          t,
          eventType: e.type,
          kind: def.kind,
          group: def.group,
          namespace: meta.namespace,
          name,
          resourceVersion,
          seq: 0,
        }
      : { type: "watch.event", t, eventType: e.type, kind: def.kind, group: def.group, name, resourceVersion, seq: 0 };
    this.emit(te);
    this.watchCacheOf(def).record(e);
    // the entry itself for every watchAll observer of this change (they only read it)
    const watchers = this.globalWatchers;
    for (let i = 0; i < watchers.length; i++) (watchers[i] as (def: KindDefinition, e: ChangeEvent) => void)(def, e);
  }

  /** put stores an object as is (restore). */
  put(def: KindDefinition, o: KubeObject): void {
    this.storeOf(def).put(storageKey(def.namespaced ? o.metadata.namespace : undefined, o.metadata.name ?? ""), {
      obj: o,
    });
  }
}

export type { StoredObject };
