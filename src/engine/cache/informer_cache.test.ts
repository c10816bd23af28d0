import { describe, expect, it } from "vitest";
import { isNotFound, type KubeObject } from "../api";
import { HOUR, SECOND } from "../sim/clock";
import { InformerCache, type InformerCacheOptions } from "./informer_cache";
import { approxBytes } from "./size";
import type { ListerWatcher } from "./types";
import { newWorld, type World } from "./testkit";

function cache(w: World, extra: Partial<InformerCacheOptions> = {}) {
  return new InformerCache({ lw: w.lw, scheduler: w.scheduler, rng: w.rng, tracer: w.tracer, name: "mgr", ...extra });
}

describe("informer cache", () => {
  it('fact 53: reads before start fail with "the cache is not started"', () => {
    const w = newWorld();
    const c = cache(w);
    expect(() => c.get("App", { namespace: "default", name: "a" })).toThrow(
      "the cache is not started, can not read objects",
    );
  });

  it("fact 53: a read of an uncached kind starts its informer and blocks until it syncs; results are deep copies", () => {
    const w = newWorld();
    w.createApp("a", { replicas: 1 });
    const c = cache(w);
    c.start();
    let waited = 0;
    const a = c.get("App", { namespace: "default", name: "a" }, { onWait: (ms) => (waited += ms) });
    expect(a.spec.replicas).toBe(1);
    expect(waited).toBeGreaterThan(0);
    a.spec.replicas = 99;
    expect(c.get("App", { namespace: "default", name: "a" }).spec.replicas).toBe(1);
    expect(w.tracer.events().some((e) => e.type === "cache.list" && e.reason === "blocking")).toBe(true);
  });

  it("fact 53: a blocking read whose LIST fails (no list permission) gives up with controller-runtime's timeout error", () => {
    const w = newWorld();
    const lw: ListerWatcher = {
      list() {
        throw new Error("forbidden");
      },
      watch: (k, o, f) => w.lw.watch(k, o, f),
      resolveKind: (k) => w.lw.resolveKind(k),
    };
    const c = cache(w, { lw });
    c.start();
    expect(() => c.get("App", { namespace: "default", name: "a" })).toThrow(
      "Timeout: failed waiting for *v1alpha1.App Informer to sync",
    );
    expect(w.tracer.events().some((e) => e.type === "cache.list" && e.error === "forbidden")).toBe(true);
  });

  it("fact 53: a NotFound from the cache names the Kind as the resource", () => {
    const w = newWorld();
    const c = cache(w);
    c.start();
    let err: unknown;
    try {
      c.get("App", { namespace: "default", name: "nope" });
    } catch (e) {
      err = e;
    }
    expect(isNotFound(err)).toBe(true);
    expect((err as Error).message).toBe('App.apps.example.com "nope" not found');
    expect(() => c.get("ConfigMap", { namespace: "default", name: "x" })).toThrow('ConfigMap "x" not found');
    expect(() => c.get("Widget", { namespace: "default", name: "x" })).toThrow(); // not served: no informer is created
    expect(c.informers().map((i) => i.kind)).toEqual(["App", "ConfigMap"]);
  });

  it("fact 53: reads after your own write can be stale until the event reaches the cache (cache lag)", () => {
    const w = newWorld();
    w.createApp("a", { replicas: 1 });
    const c = cache(w, { cacheLag: 40 });
    c.getInformer("App");
    c.start();
    w.scheduler.runFor(SECOND);
    w.updateApp("a", (o) => (o.spec.replicas = 2));
    expect(c.get("App", { namespace: "default", name: "a" }).spec.replicas).toBe(1);
    w.scheduler.runFor(39);
    expect(c.get("App", { namespace: "default", name: "a" }).spec.replicas).toBe(1);
    w.scheduler.runFor(1);
    expect(c.get("App", { namespace: "default", name: "a" }).spec.replicas).toBe(2);
  });

  it("fact 49: each informer resyncs every SyncPeriod (default 10 h) jittered by [0.9, 1.1)", () => {
    const w = newWorld();
    w.createApp("a");
    const c = cache(w);
    for (const k of ["App", "ConfigMap", "Secret", "Service"])
      c.getInformer(k).addEventHandler({ onAdd() {}, onUpdate() {}, onDelete() {} });
    c.start();
    w.scheduler.runFor(11.1 * HOUR);
    const resyncs = w.tracer.events().filter((e) => e.type === "cache.resync");
    expect(resyncs.length).toBeGreaterThanOrEqual(1);
    for (const r of resyncs) {
      expect(r.t).toBeGreaterThanOrEqual(9 * HOUR);
      expect(r.t).toBeLessThan(11 * HOUR + SECOND);
    }
    const times = c.informers().map((i) => i.name);
    expect(times).toEqual(["mgr/App", "mgr/ConfigMap", "mgr/Secret", "mgr/Service"]);
  });

  it("lists by namespace, label selector and an exact-match field index", () => {
    const w = newWorld();
    w.api.create(w.ctx, { apiVersion: "v1", kind: "Namespace", metadata: { name: "other" } });
    w.createApp("a", { owner: "x" }, { labels: { tier: "web" } });
    w.createApp("b", { owner: "y" }, { labels: { tier: "db" } });
    w.createApp("c", { owner: "x" }, {}, "other");
    const c = cache(w);
    c.indexField("App", "spec.owner", (o) => [o.spec.owner]);
    c.start();
    const names = (xs: KubeObject[]) => xs.map((o) => o.metadata.name).sort();
    expect(names(c.list("App"))).toEqual(["a", "b", "c"]);
    expect(names(c.list("App", { namespace: "default" }))).toEqual(["a", "b"]);
    expect(names(c.list("App", { labelSelector: "tier=web" }))).toEqual(["a"]);
    expect(names(c.list("App", { fieldSelector: "spec.owner=x" }))).toEqual(["a", "c"]);
    expect(names(c.list("App", { fieldSelector: "spec.owner=x", namespace: "other" }))).toEqual(["c"]);
    expect(() => c.list("App", { fieldSelector: "spec.nope=x" })).toThrow(
      "Index with name field:spec.nope does not exist",
    );
  });

  it("ByObject label selectors scope what is cached; metadata-only informers keep only apiVersion, kind and metadata", () => {
    const w = newWorld();
    for (let i = 0; i < 10; i++)
      w.createApp(`a${i}`, { image: "x".repeat(500) }, i % 2 ? { labels: { mine: "yes" } } : {});
    const scoped = cache(w, { byObject: { App: { label: "mine=yes" } } });
    scoped.start();
    expect(scoped.list("App")).toHaveLength(5);

    const full = cache(w);
    full.start();
    full.list("App");
    const meta = cache(w);
    meta.start();
    const m = meta.get("App", { namespace: "default", name: "a1" }, { metadataOnly: true });
    expect(Object.keys(m).sort()).toEqual(["apiVersion", "kind", "metadata"]);
    expect(meta.bytes()).toBeLessThan(full.bytes() - 10 * 500); // every spec.image (500 bytes) is gone
  });

  it("ByObject field selectors scope a kind to a single object (metadata.name)", () => {
    const w = newWorld();
    for (const name of ["tenant-config", "other-1", "other-2"])
      w.api.create(w.ctx, {
        apiVersion: "v1",
        kind: "ConfigMap",
        metadata: { name, namespace: "default" },
        data: { k: "v" },
      });
    const c = cache(w, { byObject: { ConfigMap: { field: "metadata.name=tenant-config" } } });
    c.start();
    expect(c.list("ConfigMap").map((o) => o.metadata.name)).toEqual(["tenant-config"]);
    w.api.create(w.ctx, { apiVersion: "v1", kind: "ConfigMap", metadata: { name: "other-3", namespace: "default" } });
    w.scheduler.runFor(SECOND);
    expect(c.list("ConfigMap")).toHaveLength(1);
  });

  it("counts cached bytes (approximate JSON size), and a high-water mark that includes the LIST decode", () => {
    const w = newWorld();
    const objs = Array.from({ length: 50 }, (_, i) => w.createApp(`a${i}`));
    const c = cache(w);
    c.getInformer("App");
    c.start();
    w.scheduler.runFor(SECOND);
    const expected = objs
      .map((o) => approxBytes(w.api.get(w.ctx, "App", { namespace: "default", name: o.metadata.name! })))
      .reduce((a, b) => a + b, 0);
    expect(c.bytes()).toBe(expected);
    expect(c.highWater()).toBe(2 * expected); // raw payload + decoded list held at once
    const synced = w.tracer.events().find((e) => e.type === "cache.synced");
    expect(
      synced && synced.type === "cache.synced" ? [synced.bytes, synced.highWater, synced.cacheHighWater] : [],
    ).toEqual([expected, 2 * expected, 2 * expected]);
    const shared = c.list("App", { unsafeDisableDeepCopy: true });
    expect(shared[0]).toBe(c.informers()[0]!.indexer.get(`default/${shared[0]!.metadata.name}`));
    w.deleteApp("a0");
    w.scheduler.runFor(SECOND);
    expect(c.bytes()).toBeLessThan(expected);
    expect(c.highWater()).toBe(2 * expected);
  });
});
