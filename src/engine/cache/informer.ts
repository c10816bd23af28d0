import type { KubeObject } from "../api";
import { SECOND } from "../sim/clock";
import type { Rng } from "../sim/rng";
import type { Scheduler, TimerHandle } from "../sim/scheduler";
import { heard, type Tracer } from "../sim/tracer";
import { Reflector } from "./reflector";
import { approxBytes, ByteMeter, type Metered } from "./size";
import { Indexer, metaNamespaceKey, type IndexFunc, type Slot } from "./store";
import {
  lagFunc,
  type CacheLag,
  type DeletedFinalStateUnknown,
  type HandlerRegistration,
  type ListerWatcher,
  type ListWatchOptions,
  type ResourceEventHandler,
} from "./types";

export interface InformerOptions extends ListWatchOptions {
  kind: string;
  lw: ListerWatcher;
  scheduler: Scheduler;
  rng: Rng;
  tracer?: Tracer;
  /** name labels trace events (default: kind). */
  name?: string;
  /** client id for LIST/WATCH requests (default "informer"). */
  client?: string;
  /** resyncPeriod of handlers that do not set one (0 = never; fact 46). */
  resyncPeriod?: number;
  /** transform rewrites each object before it is cached (metadata-only, strip managedFields…). */
  transform?: (obj: KubeObject) => KubeObject;
  indexers?: Record<string, IndexFunc>;
  /** lag between a write and its event reaching this cache (default 0). */
  lag?: CacheLag;
  pageSize?: number;
  startCostMs?: number;
  decodePerItemMs?: number;
  minWatchTimeoutMs?: number;
  /**
   * listDecodeFactor: while a LIST is decoded the informer holds its payload this many times
   * over on top of what it caches (raw body + decoded list; default 2).
   */
  listDecodeFactor?: number;
  /** meter aggregates bytes across informers (the InformerCache's). */
  meter?: ByteMeter;
}

const ADD = 0;
const UPDATE = 1;
const DELETE = 2;
type Notification =
  | { k: 0; obj: KubeObject; initial: boolean }
  | { k: 1; old: KubeObject; obj: KubeObject }
  | { k: 2; obj: KubeObject | DeletedFinalStateUnknown };

class Listener implements HandlerRegistration {
  buffer: Notification[] | undefined;
  nextResync = 0;
  dueForSync = false;
  removed = false;
  constructor(
    readonly handler: ResourceEventHandler,
    readonly resyncPeriod: number,
    private readonly informer: SharedIndexInformer,
  ) {}

  hasSynced(): boolean {
    return this.informer.hasSynced() && this.buffer === undefined;
  }

  remove(): void {
    this.removed = true;
    this.informer.removeListener(this);
  }

  notify(k: 0 | 1 | 2, a: KubeObject | DeletedFinalStateUnknown, b: KubeObject | undefined, initial: boolean): void {
    if (this.buffer) {
      this.buffer.push(
        k === ADD
          ? { k, obj: a as KubeObject, initial }
          : k === UPDATE
            ? { k, old: a as KubeObject, obj: b as KubeObject }
            : { k, obj: a },
      );
      return;
    }
    const h = this.handler;
    if (k === ADD) h.onAdd(a as KubeObject, initial);
    else if (k === UPDATE) h.onUpdate(a as KubeObject, b as KubeObject);
    else h.onDelete(a);
  }

  flush(): void {
    const b = this.buffer;
    this.buffer = undefined;
    if (!b || this.removed) return;
    for (const n of b) deliver(this.handler, n);
  }
}

function deliver(h: ResourceEventHandler, n: Notification): void {
  if (n.k === ADD) h.onAdd(n.obj, n.initial);
  else if (n.k === UPDATE) h.onUpdate(n.old, n.obj);
  else h.onDelete(n.obj);
}

/**
 * SharedIndexInformer is client-go's shared informer on virtual time (facts 44–52): a
 * Reflector feeds an Indexer; each change is applied to the cache first, then handed to every
 * handler in order (fact 50). The first LIST sets HasSynced; creates from it carry
 * isInInitialList. A relist delivers deletions first as DeletedFinalStateUnknown tombstones,
 * then adds and updates (fact 44). Updates with an unchanged resourceVersion are syncs and go
 * only to handlers whose resync is due (fact 47); a resync sends Update(obj, obj) for every
 * cached object (46). The informer counts the bytes it caches, with a high-water mark that
 * includes the transient LIST decode; sizes are measured only while its meter meters them
 * (a meter that does not waits for someone to look, see ByteMeter).
 */
export class SharedIndexInformer implements Metered {
  readonly kind: string;
  readonly name: string;
  readonly indexer: Indexer;
  readonly meter: ByteMeter;
  private readonly o: InformerOptions;
  private readonly reflector: Reflector;
  private readonly listeners: Listener[] = [];
  private ownBytes = 0;
  private ownHighWater = 0;
  private synced = false;
  private started = false;
  private stopped = false;
  private resyncCheckPeriod: number;
  private resyncTimer: TimerHandle | undefined;

  constructor(o: InformerOptions) {
    this.o = o;
    this.kind = o.kind;
    this.name = o.name ?? o.kind;
    this.indexer = new Indexer();
    if (o.indexers) this.indexer.addIndexers(o.indexers);
    this.meter = o.meter ?? new ByteMeter();
    this.meter.join(this);
    this.resyncCheckPeriod = o.resyncPeriod ?? 0;
    const lag = lagFunc(o.lag, o.rng.fork(`lag:${this.name}`));
    this.reflector = new Reflector({
      name: this.name,
      kind: o.kind,
      lw: o.lw,
      scheduler: o.scheduler,
      rng: o.rng.fork(`reflector:${this.name}`),
      tracer: o.tracer,
      client: o.client ?? "informer",
      namespace: o.namespace,
      labelSelector: o.labelSelector,
      fieldSelector: o.fieldSelector,
      lag,
      pageSize: o.pageSize,
      startCostMs: o.startCostMs,
      decodePerItemMs: o.decodePerItemMs,
      minWatchTimeoutMs: o.minWatchTimeoutMs,
      sink: {
        sizes: (items) => (this.metered() ? items.map(approxBytes) : undefined),
        replace: (items, sizes, _rv, payload) => this.replace(items, sizes, payload),
        event: (t, obj) => this.onEvent(t, obj),
      },
    });
  }

  /** run starts the reflector (and the resync timer). */
  run(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.reflector.run();
    this.scheduleResync();
  }

  /** syncNow makes the first LIST available at once (blocking read); returns the virtual ms waited. */
  syncNow(): number {
    if (!this.started) this.run();
    return this.synced ? 0 : this.reflector.syncNow();
  }

  stop(): void {
    this.stopped = true;
    this.reflector.stop();
    this.resyncTimer?.cancel();
  }

  isStarted(): boolean {
    return this.started;
  }

  /** hasSynced is true once the first LIST has been delivered to the cache (fact 52). */
  hasSynced(): boolean {
    return this.synced;
  }

  lastSyncResourceVersion(): string {
    return this.reflector.lastSyncResourceVersion();
  }

  /** bytes is the approximate JSON size of everything this informer caches (asking starts its
   * meter when it was not metering). */
  bytes(): number {
    this.meter.start();
    return this.ownBytes;
  }

  /** highWater is the most bytes this informer held, including LIST decoding, since its meter
   * started metering (from the start, unless the meter was made not to). */
  highWater(): number {
    this.meter.start();
    return this.ownHighWater;
  }

  /** remeasure measures every cached object now (its meter starting): Metered. */
  remeasure(): number {
    let n = 0;
    for (const slot of this.indexer.slots()) n += slot.size = approxBytes(slot.obj);
    this.ownBytes = n;
    if (n > this.ownHighWater) this.ownHighWater = n;
    return n;
  }

  /**
   * metered reports whether sizes are followed now. A meter that waits for someone to look
   * starts here when this informer is about to trace an event that carries sizes and someone
   * hears it: every figure traced is then exact.
   */
  private metered(): boolean {
    const m = this.meter;
    if (m.metering) return true;
    const t = this.o.tracer;
    if (t && (t.hears("cache.update") || t.hears("cache.synced") || t.hears("cache.list"))) m.start();
    return m.metering;
  }

  /** addIndexers adds indices (controller-runtime's IndexField). */
  addIndexers(indexers: Record<string, IndexFunc>): void {
    this.indexer.addIndexers(indexers);
  }

  /**
   * addEventHandler registers a handler. Added after the informer has synced, it first gets a
   * synthetic Add (isInInitialList=true) for every cached object, delivered asynchronously;
   * its registration's hasSynced waits for those (fact 52). resyncPeriod: 0 = none, at least
   * 1 s, and not below the informer's resync check period once started (fact 48).
   */
  addEventHandler(handler: ResourceEventHandler, opts: { resyncPeriod?: number } = {}): HandlerRegistration {
    let period = opts.resyncPeriod ?? this.o.resyncPeriod ?? 0;
    if (period > 0) {
      if (period < SECOND) period = SECOND;
      if (this.started) {
        if (period < this.resyncCheckPeriod) period = this.resyncCheckPeriod;
      } else if (this.resyncCheckPeriod === 0 || period < this.resyncCheckPeriod) {
        this.resyncCheckPeriod = period;
      }
    }
    const l = new Listener(handler, period, this);
    l.nextResync = this.o.scheduler.now() + period;
    if (this.started && this.indexer.size > 0) {
      l.buffer = [];
      for (const obj of this.indexer.list()) l.buffer.push({ k: ADD, obj, initial: true });
      this.o.scheduler.after(0, () => l.flush(), `informer:${this.name}:initialAdds`);
    }
    this.listeners.push(l);
    return l;
  }

  removeListener(l: Listener): void {
    const i = this.listeners.indexOf(l);
    if (i >= 0) this.listeners.splice(i, 1);
  }

  /** replace applies a LIST: tombstones for vanished keys first, then adds/updates (fact 44). */
  private replace(items: KubeObject[], listed: number[] | undefined, listedPayload: number): void {
    const initial = !this.synced;
    // (a meter started since the LIST was read measures it now)
    const metered = this.metered();
    const sizes = metered && listed === undefined ? items.map(approxBytes) : listed;
    let payload = listedPayload;
    if (sizes !== listed) for (const n of sizes as number[]) payload += n;
    const spike = payload * (this.o.listDecodeFactor ?? 2);
    this.meter.hold(spike);
    this.ownHighWater = Math.max(this.ownHighWater, this.ownBytes + spike);
    const tf = this.o.transform;
    const objs: KubeObject[] = tf ? items.map(tf) : items;
    if (!initial) {
      const fresh = new Set<string>();
      for (const obj of objs) fresh.add(metaNamespaceKey(obj));
      for (const key of this.indexer.keys()) {
        if (fresh.has(key)) continue;
        const gone = this.indexer.remove(key) as Slot;
        this.account(key, gone.size, 0, "delete", gone.obj);
        this.distribute(DELETE, { tombstone: true, key, obj: gone.obj }, undefined, false, false);
      }
    }
    for (let i = 0; i < objs.length; i++) {
      const obj = objs[i] as KubeObject;
      const key = metaNamespaceKey(obj);
      const slot = this.indexer.slot(key);
      const old = slot?.obj;
      const before = slot ? slot.size : 0;
      const size = !metered ? 0 : tf ? approxBytes(obj) : ((sizes as number[])[i] as number);
      this.indexer.put(key, obj, size, slot);
      this.account(key, before, size, old ? "update" : "add", obj);
      if (old) this.distribute(UPDATE, old, obj, false, old.metadata.resourceVersion === obj.metadata.resourceVersion);
      else this.distribute(ADD, obj, undefined, initial, false);
    }
    if (initial) {
      this.synced = true;
      this.o.tracer?.emit({
        type: "cache.synced",
        informer: this.name,
        kind: this.kind,
        items: this.indexer.size,
        bytes: this.ownBytes,
        highWater: this.ownHighWater,
        cacheHighWater: this.meter.highWater,
      });
    }
  }

  /** onEvent applies one watch event: ADDED/MODIFIED become Add or Update by cache presence. */
  private onEvent(type: "ADDED" | "MODIFIED" | "DELETED", raw: KubeObject): void {
    const obj = this.o.transform ? this.o.transform(raw) : raw;
    const metered = this.metered();
    const key = metaNamespaceKey(obj);
    if (type === "DELETED") {
      const had = this.indexer.remove(key);
      if (had) this.account(key, had.size, 0, "delete", obj);
      this.distribute(DELETE, obj, undefined, false, false);
      return;
    }
    // One lookup of the key's slot, by namespace and name (the key is not hashed): the old object
    // and its size, rewritten in place.
    const slot = this.indexer.slotAt(obj.metadata.namespace, obj.metadata.name ?? "");
    const old = slot?.obj;
    const before = slot ? slot.size : 0;
    const size = metered ? approxBytes(obj) : 0;
    this.indexer.put(key, obj, size, slot);
    this.account(key, before, size, old ? "update" : "add", obj);
    if (old) this.distribute(UPDATE, old, obj, false, old.metadata.resourceVersion === obj.metadata.resourceVersion);
    else this.distribute(ADD, obj, undefined, false, false);
  }

  /** distribute hands one notification to every listener (syncs only to those due). */
  private distribute(
    k: 0 | 1 | 2,
    a: KubeObject | DeletedFinalStateUnknown,
    b: KubeObject | undefined,
    initial: boolean,
    isSync: boolean,
  ): void {
    const ls = this.listeners;
    for (let i = 0; i < ls.length; i++) {
      const l = ls[i] as Listener;
      if (isSync && !l.dueForSync) continue;
      l.notify(k, a, b, initial);
    }
  }

  /** account moves this informer's bytes from `before` (what the key held) to `size` and traces it. */
  private account(key: string, before: number, size: number, op: "add" | "update" | "delete", obj: KubeObject): void {
    const delta = size - before;
    this.ownBytes += delta;
    if (this.ownBytes > this.ownHighWater) this.ownHighWater = this.ownBytes;
    this.meter.add(delta);
    heard(this.o.tracer, "cache.update")?.emit({
      type: "cache.update",
      informer: this.name,
      kind: this.kind,
      op,
      key,
      rv: obj.metadata.resourceVersion ?? "",
      bytes: size,
      totalBytes: this.ownBytes,
    });
  }

  private scheduleResync(): void {
    if (this.resyncCheckPeriod <= 0 || this.stopped) return;
    this.resyncTimer = this.o.scheduler.after(
      this.resyncCheckPeriod,
      () => this.resync(),
      `informer:${this.name}:resync`,
    );
  }

  /** resync sends Update(obj, obj) for every cached object to the handlers whose period is due (SyncAll). */
  private resync(): void {
    const now = this.o.scheduler.now();
    const due: Listener[] = [];
    for (const l of this.listeners) {
      if (l.resyncPeriod > 0 && l.nextResync <= now) {
        due.push(l);
        l.nextResync = now + l.resyncPeriod;
      }
    }
    if (due.length > 0 && this.synced) {
      this.o.tracer?.emit({
        type: "cache.resync",
        informer: this.name,
        kind: this.kind,
        items: this.indexer.size,
        listeners: due.length,
      });
      for (const l of due) l.dueForSync = true;
      for (const obj of this.indexer.list()) this.distribute(UPDATE, obj, obj, false, true);
      for (const l of due) l.dueForSync = false;
    }
    this.scheduleResync();
  }
}
