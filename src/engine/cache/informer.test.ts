import { describe, expect, it } from "vitest";
import { newResourceExpired, type KubeObject } from "../api";
import { HOUR, SECOND } from "../sim/clock";
import { SharedIndexInformer, type InformerOptions } from "./informer";
import { approxBytes } from "./size";
import { newWorld, type World } from "./testkit";
import { isTombstone, type ListerWatcher, type ResourceEventHandler, type WatchEventLike } from "./types";

/** recorder writes every notification as a short line. */
function recorder(log: string[], tag = ""): ResourceEventHandler {
  const n = (o: KubeObject) => `${o.metadata.name}@${o.metadata.resourceVersion}`;
  return {
    onAdd: (o, initial) => log.push(`${tag}add ${n(o)}${initial ? " initial" : ""}`),
    onUpdate: (a, b) => log.push(`${tag}update ${n(a)}->${n(b)}`),
    onDelete: (o) => log.push(isTombstone(o) ? `${tag}delete-tombstone ${o.key}` : `${tag}delete ${n(o)}`),
  };
}

/** breakableLW lets a test cut the watch (410) so the informer relists. */
function breakableLW(w: World) {
  let cb: ((e: WatchEventLike) => void) | undefined;
  let handle: { stop(): void } | undefined;
  const lw: ListerWatcher = {
    list: (ctx, kind, o) => w.lw.list(ctx, kind, o),
    watch(kind, o, f) {
      cb = f;
      handle = w.lw.watch(kind, o, f);
      return handle;
    },
    resolveKind: (k) => w.lw.resolveKind(k),
  };
  return {
    lw,
    /** disconnect stops delivering events (a partition) without telling the informer. */
    disconnect: () => handle?.stop(),
    expire: () =>
      cb?.({
        type: "ERROR",
        object: { ...(newResourceExpired("too old resource version").status as unknown as KubeObject), metadata: {} },
      }),
  };
}

function informer(w: World, extra: Partial<InformerOptions> = {}) {
  return new SharedIndexInformer({
    kind: "App",
    lw: w.lw,
    scheduler: w.scheduler,
    rng: w.rng,
    tracer: w.tracer,
    ...extra,
  });
}

describe("shared informer", () => {
  it("fact 44: a relist delivers tombstones for vanished objects first, then updates and adds", () => {
    const w = newWorld();
    w.createApp("gone");
    w.createApp("kept");
    const b = breakableLW(w);
    const inf = informer(w, { lw: b.lw });
    const log: string[] = [];
    inf.addEventHandler(recorder(log));
    inf.run();
    w.scheduler.runFor(SECOND);
    b.disconnect();
    w.createApp("new");
    w.updateApp("kept", (o) => (o.spec.replicas = 5));
    w.deleteApp("gone");
    log.length = 0;
    b.expire();
    w.scheduler.runFor(5 * SECOND);
    expect(log.map((l) => l.replace(/@\d+/g, ""))).toEqual([
      "delete-tombstone default/gone",
      "update kept->kept",
      "add new",
    ]);
    expect(inf.indexer.keys().sort()).toEqual(["default/kept", "default/new"]);
  });

  it("the bytes it holds follow each object's size through updates of other sizes, a relist and a delete", () => {
    const w = newWorld(3);
    const inf = new SharedIndexInformer({ kind: "App", lw: w.lw, scheduler: w.scheduler, rng: w.rng });
    const measured = () => inf.indexer.list().reduce((n, o) => n + approxBytes(o), 0);
    w.createApp("a");
    inf.run();
    w.scheduler.runFor(SECOND);
    w.createApp("b");
    w.scheduler.runFor(SECOND);
    expect(inf.bytes()).toBe(measured());
    for (let i = 0; i < 6; i++) {
      w.updateApp("a", (o) => (o.spec.replicas = 10 ** i));
      w.scheduler.runFor(SECOND);
      expect(inf.bytes()).toBe(measured());
    }
    w.deleteApp("b");
    w.scheduler.runFor(SECOND);
    expect(inf.indexer.size).toBe(1);
    expect(inf.bytes()).toBe(measured());
    expect(inf.highWater()).toBeGreaterThanOrEqual(inf.bytes());
  });

  it("fact 45: events reach the cache in stream order (RealFIFO), even with a random lag per event", () => {
    const w = newWorld(7);
    const inf = informer(w, { lag: { min: 0, max: 500 } });
    const log: string[] = [];
    inf.addEventHandler(recorder(log));
    inf.run();
    w.scheduler.runFor(SECOND);
    for (let i = 0; i < 20; i++) {
      w.createApp(`o${i}`);
      w.scheduler.runFor(10);
    }
    w.scheduler.runFor(SECOND);
    expect(log).toEqual(Array.from({ length: 20 }, (_, i) => expect.stringMatching(new RegExp(`^add o${i}@`))));
  });

  it("fact 46: a resync sends Update(obj, obj) with the same object and resourceVersion for every cached object", () => {
    const w = newWorld();
    w.createApp("a");
    w.createApp("b");
    const inf = informer(w, { resyncPeriod: 60 * SECOND });
    const seen: Array<[KubeObject, KubeObject]> = [];
    inf.addEventHandler({ onAdd() {}, onDelete() {}, onUpdate: (o, n) => seen.push([o, n]) });
    inf.run();
    w.scheduler.runFor(61 * SECOND);
    expect(seen).toHaveLength(2);
    for (const [o, n] of seen) expect(o).toBe(n);
    expect(w.tracer.events().filter((e) => e.type === "cache.resync")).toHaveLength(1);
  });

  it("fact 47: unchanged-RV updates are syncs and only reach handlers whose resync is due", () => {
    const w = newWorld();
    w.createApp("a");
    const b = breakableLW(w);
    const inf = informer(w, { lw: b.lw });
    const fast: string[] = [];
    const none: string[] = [];
    inf.addEventHandler(recorder(fast), { resyncPeriod: 30 * SECOND });
    inf.addEventHandler(recorder(none), { resyncPeriod: 0 });
    inf.run();
    w.scheduler.runFor(SECOND);
    b.expire(); // relist: "a" is unchanged → a sync; nobody is due
    w.scheduler.runFor(5 * SECOND);
    expect(fast.filter((l) => l.startsWith("update"))).toEqual([]);
    w.scheduler.runFor(30 * SECOND); // fast's resync is due
    expect(fast.filter((l) => l.startsWith("update"))).toHaveLength(1);
    expect(none.filter((l) => l.startsWith("update"))).toEqual([]);
  });

  it("fact 48: a handler's resync period is at least 1 s, and not below the check period once the informer started", () => {
    const w = newWorld();
    w.createApp("a");
    const inf = informer(w, { resyncPeriod: 10 * SECOND });
    const tiny: string[] = [];
    inf.addEventHandler(recorder(tiny), { resyncPeriod: 10 }); // before start: raised to 1 s, lowers the check period
    inf.run();
    w.scheduler.runFor(3.5 * SECOND);
    expect(tiny.filter((l) => l.startsWith("update"))).toHaveLength(3);
    const late: string[] = [];
    inf.addEventHandler(recorder(late), { resyncPeriod: 200 }); // after start: raised to the 1 s check period
    w.scheduler.runFor(2.6 * SECOND); // checks at 4, 5, 6 s; first due at 3.5 + 1 s

    expect(late.filter((l) => l.startsWith("update"))).toHaveLength(2);
  });

  it("fact 50: handlers run after the cache is updated, in order; a late handler gets synthetic initial-list Adds", () => {
    const w = newWorld();
    w.createApp("a");
    const inf = informer(w);
    const cachedRV: Array<string | undefined> = [];
    inf.addEventHandler({
      onAdd: (o) => cachedRV.push(inf.indexer.get(`default/${o.metadata.name}`)?.metadata.resourceVersion),
      onUpdate: (_o, n) => cachedRV.push(inf.indexer.get(`default/${n.metadata.name}`)?.metadata.resourceVersion),
      onDelete: () => {},
    });
    inf.run();
    w.scheduler.runFor(SECOND);
    const rv = w.updateApp("a", (o) => (o.spec.replicas = 2)).metadata.resourceVersion;
    w.scheduler.runFor(SECOND);
    expect(cachedRV.at(-1)).toBe(rv);
    const late: string[] = [];
    const reg = inf.addEventHandler(recorder(late));
    expect(reg.hasSynced()).toBe(false);
    w.scheduler.runFor(0);
    expect(late).toEqual([`add a@${rv} initial`]);
    expect(reg.hasSynced()).toBe(true);
  });

  it("fact 51: a delete and re-create missed during a broken watch shows up as one Update with a different UID", () => {
    const w = newWorld();
    const uid1 = w.createApp("a").metadata.uid;
    const b = breakableLW(w);
    const inf = informer(w, { lw: b.lw });
    const updates: Array<[string | undefined, string | undefined]> = [];
    inf.addEventHandler({
      onAdd() {},
      onDelete() {},
      onUpdate: (o, n) => updates.push([o.metadata.uid, n.metadata.uid]),
    });
    inf.run();
    w.scheduler.runFor(SECOND);
    b.disconnect();
    w.deleteApp("a");
    const uid2 = w.createApp("a").metadata.uid;
    b.expire();
    w.scheduler.runFor(5 * SECOND);
    expect(updates).toEqual([[uid1, uid2]]);
    expect(uid1).not.toBe(uid2);
  });

  it("fact 52: HasSynced turns true when the first LIST is in the cache; registrations wait for their initial events", () => {
    const w = newWorld();
    w.createApp("a");
    const inf = informer(w, { lag: 50 });
    const reg = inf.addEventHandler(recorder([]));
    expect(inf.hasSynced()).toBe(false);
    inf.run();
    w.scheduler.runFor(5); // start cost: the LIST is sent now and arrives after its cost
    expect(inf.hasSynced()).toBe(false);
    w.scheduler.runFor(100);
    expect(inf.hasSynced()).toBe(true);
    expect(reg.hasSynced()).toBe(true);
    const synced = w.tracer.events().find((e) => e.type === "cache.synced");
    expect(synced && synced.type === "cache.synced" ? synced.items : -1).toBe(1);
  });

  it("fact 49: resync does not re-read from the API server", () => {
    const w = newWorld();
    w.createApp("a");
    const inf = informer(w, { resyncPeriod: HOUR });
    inf.addEventHandler(recorder([]));
    inf.run();
    w.scheduler.runFor(3 * HOUR + SECOND);
    const reads = w.tracer.events().filter((e) => e.type === "api.request" && e.verb === "list");
    expect(reads).toHaveLength(1);
    expect(w.tracer.events().filter((e) => e.type === "cache.resync")).toHaveLength(3);
  });
});
