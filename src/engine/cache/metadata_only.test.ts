/**
 * Metadata-only watches (builder.OnlyMetadata, WatchesMetadata), against controller-runtime:
 * - pkg/builder/controller.go `project`: an OnlyMetadata input is watched as a
 *   *metav1.PartialObjectMetadata of the object's GVK;
 * - pkg/cache/internal/informers.go: informers are kept per GVK *and* object type (structured,
 *   unstructured, metadata); a metadata one lists and watches through client-go's metadata
 *   client, so only apiVersion, kind and metadata cross the wire and reach the store;
 * - pkg/cache/informer_cache.go: a Get into a full typed object looks in the structured map, so
 *   it misses the metadata informer and starts a second, full one (and waits for it to sync),
 *   or, with ReaderFailOnMissingInformer, fails with ErrResourceNotCached "<GVK> is not cached".
 * k8s-semantics fact 73 names WatchesMetadata; the cache's bytes are JSON lengths (cache/index.ts).
 */
import { describe, expect, it } from "vitest";
import { SECOND } from "../sim/clock";
import { InformerCache, toPartialObjectMetadata, type InformerCacheOptions } from "./informer_cache";
import { approxBytes } from "./size";
import { newWorld, type World } from "./testkit";

function cache(w: World, extra: Partial<InformerCacheOptions> = {}) {
  return new InformerCache({ lw: w.lw, scheduler: w.scheduler, rng: w.rng, tracer: w.tracer, name: "mgr", ...extra });
}

/** ten Apps, each with a 1,000-byte spec field the metadata never carries */
function tenApps(w: World): void {
  for (let i = 0; i < 10; i++) w.createApp(`a${i}`, { image: "x".repeat(1000) });
}

const stored = (w: World) => w.api.peekList("App");

describe("metadata-only informers", () => {
  it("cache only apiVersion, kind and metadata: the bytes held and the LIST's decode spike are the metadata's", () => {
    const w = newWorld();
    tenApps(w);
    const meta = cache(w);
    meta.start();
    meta.getInformer("App", { metadataOnly: true });
    w.scheduler.runFor(SECOND);
    const items = meta.list("App", { metadataOnly: true });
    expect(items).toHaveLength(10);
    for (const o of items) expect(Object.keys(o).sort()).toEqual(["apiVersion", "kind", "metadata"]);
    const metaBytes = stored(w).reduce((n, o) => n + approxBytes(toPartialObjectMetadata(o)), 0);
    const fullBytes = stored(w).reduce((n, o) => n + approxBytes(o), 0);
    expect(meta.bytes()).toBe(metaBytes);
    // The peak is the first LIST being decoded: twice its payload (listDecodeFactor 2), and the
    // payload is the metadata, not the objects.
    expect(meta.highWater()).toBe(2 * metaBytes);

    const full = cache(w);
    full.start();
    full.getInformer("App");
    w.scheduler.runFor(SECOND);
    expect(full.bytes()).toBe(fullBytes);
    expect(full.highWater()).toBe(2 * fullBytes);
    expect(meta.highWater()).toBeLessThan(full.highWater() - 2 * 10 * 1000);
  });

  it("watch events arrive as metadata too: an update is cached with its new resourceVersion and no spec", () => {
    const w = newWorld();
    tenApps(w);
    const meta = cache(w);
    meta.start();
    meta.getInformer("App", { metadataOnly: true });
    w.scheduler.runFor(SECOND);
    const after = w.updateApp("a3", (o) => {
      o.metadata.labels = { tier: "gold" };
      o.spec.image = "y".repeat(2000);
    });
    w.scheduler.runFor(SECOND);
    const got = meta.get("App", { namespace: "default", name: "a3" }, { metadataOnly: true });
    expect(got.metadata.resourceVersion).toBe(after.metadata.resourceVersion);
    expect(got.metadata.labels).toEqual({ tier: "gold" });
    expect(got.spec).toBeUndefined();
    expect(meta.bytes()).toBe(stored(w).reduce((n, o) => n + approxBytes(toPartialObjectMetadata(o)), 0));
  });

  it("the metadata LIST is asked as PartialObjectMetadata and costs the metadata's share of the bytes, not the objects'", () => {
    const w = newWorld();
    tenApps(w);
    const meta = cache(w);
    meta.start();
    meta.getInformer("App", { metadataOnly: true });
    const full = cache(w);
    full.start();
    full.getInformer("App");
    w.scheduler.runFor(SECOND);
    const lists = w.tracer.events().filter((e) => e.type === "api.request" && e.verb === "list" && e.kind === "App");
    const cost = lists.map((e) => (e as { costMs: number }).costMs);
    expect(cost).toHaveLength(2);
    // list 2 ms + listPerItem 0.01 ms per item, an item counted at its share of the encoded bytes
    const share = stored(w).reduce((n, o) => n + approxBytes(toPartialObjectMetadata(o)) / approxBytes(o), 0);
    expect(share).toBeLessThan(5); // a metadata item is well under half these Apps' bytes
    expect(cost[0]).toBeCloseTo(2 + 0.01 * share, 9);
    expect(cost[1]).toBeCloseTo(2 + 0.01 * 10, 9);
  });

  it("a Get into a full object misses the metadata informer and starts a second, full one", () => {
    const w = newWorld();
    tenApps(w);
    const c = cache(w);
    c.start();
    c.getInformer("App", { metadataOnly: true });
    w.scheduler.runFor(SECOND);
    const metaOnly = c.bytes();
    let waited = 0;
    const a = c.get("App", { namespace: "default", name: "a1" }, { onWait: (ms) => (waited += ms) });
    expect(a.spec.image).toHaveLength(1000);
    expect(waited).toBeGreaterThan(0); // it blocked until the new informer synced
    expect(c.informers().map((i) => i.name)).toEqual(["mgr/App(metadata)", "mgr/App"]);
    // Both are held now: the metadata copy and the whole objects.
    expect(c.bytes()).toBe(metaOnly + stored(w).reduce((n, o) => n + approxBytes(o), 0));
  });

  it("with ReaderFailOnMissingInformer the full Get fails with ErrResourceNotCached; the metadata read works", () => {
    const w = newWorld();
    tenApps(w);
    const c = cache(w, { readerFailOnMissingInformer: true });
    c.start();
    c.getInformer("App", { metadataOnly: true });
    w.scheduler.runFor(SECOND);
    expect(() => c.get("App", { namespace: "default", name: "a1" })).toThrow(
      "apps.example.com/v1alpha1, Kind=App is not cached",
    );
    expect(() => c.list("App")).toThrow("is not cached");
    expect(c.informers()).toHaveLength(1);
    expect(c.get("App", { namespace: "default", name: "a1" }, { metadataOnly: true }).metadata.name).toBe("a1");
  });
});
