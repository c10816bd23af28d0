import { describe, expect, it } from "vitest";
import { SECOND } from "../sim/clock";
import { InformerCache, type InformerCacheOptions } from "./informer_cache";
import { namespaceScopes } from "./multi_namespace";
import { newWorld, type World } from "./testkit";

// controller-runtime's multiNamespaceCache (pkg/cache/multi_namespace_cache.go) and cache.New's defaulting
// (pkg/cache/cache.go, defaultOpts), read at kubernetes-sigs/controller-runtime@86a0d40e.
function cache(w: World, extra: Partial<InformerCacheOptions> = {}) {
  return new InformerCache({ lw: w.lw, scheduler: w.scheduler, rng: w.rng, tracer: w.tracer, name: "mgr", ...extra });
}

function namespaces(w: World, ...names: string[]) {
  for (const name of names) w.api.create(w.ctx, { apiVersion: "v1", kind: "Namespace", metadata: { name } });
}

function seed(w: World) {
  namespaces(w, "team-a", "team-b", "other");
  w.createApp("a", { replicas: 1 }, {}, "team-a");
  w.createApp("b", { replicas: 1 }, {}, "team-b");
  w.createApp("c", { replicas: 1 }, {}, "other");
}

describe("cache.Options.DefaultNamespaces and ByObject.Namespaces", () => {
  it("caches only the listed namespaces, one informer each; reads elsewhere fail as multiNamespaceCache does", () => {
    const w = newWorld();
    seed(w);
    const c = cache(w, { defaultNamespaces: { "team-a": {}, "team-b": {} } });
    c.start();
    expect(c.list("App").map((o) => o.metadata.name)).toEqual(["a", "b"]);
    expect(c.list("App", { namespace: "team-b" }).map((o) => o.metadata.name)).toEqual(["b"]);
    expect(c.get("App", { namespace: "team-a", name: "a" }).metadata.name).toBe("a");
    expect(() => c.get("App", { namespace: "other", name: "c" })).toThrow(
      "unable to get: other/c because of unknown namespace for the cache",
    );
    expect(() => c.list("App", { namespace: "other" })).toThrow(
      "unable to list: other because of unknown namespace for the cache",
    );
    expect(c.informers().map((i) => i.name)).toEqual(["mgr/App@team-a", "mgr/App@team-b"]);
  });

  it("the client's fast path reads by namespace and name what it reads by key, in a listed namespace or not", () => {
    const w = newWorld();
    seed(w);
    const c = cache(w, { defaultNamespaces: { "team-a": {}, "team-b": {} } });
    c.getInformer("App");
    c.start();
    w.scheduler.runFor(SECOND);
    const inf = c.peekInformer("App")!;
    for (const namespace of ["team-a", "team-b", "other", "", undefined])
      for (const name of ["a", "b", "c", "team-a/a", "x/y"]) {
        const got = inf.indexer.getAt(namespace, name);
        expect(got).toBe(inf.indexer.get(namespace ? `${namespace}/${name}` : name));
        if (namespace === "team-a" && name === "a") expect(got?.metadata.name).toBe("a");
      }
  });

  it("a handler sees events from every listed namespace and none from the others", () => {
    const w = newWorld();
    seed(w);
    const c = cache(w, { defaultNamespaces: { "team-a": {}, "team-b": {} } });
    const seen: string[] = [];
    const reg = c.getInformer("App").addEventHandler({
      onAdd: (o) => seen.push(`${o.metadata.namespace}/${o.metadata.name}`),
      onUpdate: () => {},
      onDelete: () => {},
    });
    c.start();
    w.scheduler.runFor(SECOND);
    expect(reg.hasSynced()).toBe(true);
    w.createApp("d", { replicas: 1 }, {}, "other");
    w.createApp("e", { replicas: 1 }, {}, "team-b");
    w.scheduler.runFor(SECOND);
    expect(seen.sort()).toEqual(["team-a/a", "team-b/b", "team-b/e"]);
  });

  it("cache.AllNamespaces caches every namespace not listed on its own, which keeps its own selector", () => {
    const w = newWorld();
    namespaces(w, "team-a", "other");
    w.createApp("a", { replicas: 1 }, { labels: { tier: "x" } }, "team-a");
    w.createApp("a2", { replicas: 1 }, {}, "team-a");
    w.createApp("c", { replicas: 1 }, {}, "other");
    const c = cache(w, { defaultNamespaces: { "": {}, "team-a": { label: "tier=x" } } });
    c.start();
    expect(c.list("App").map((o) => `${o.metadata.namespace}/${o.metadata.name}`)).toEqual(["other/c", "team-a/a"]);
    expect(c.get("App", { namespace: "other", name: "c" }).metadata.name).toBe("c");
    expect(c.list("App", { namespace: "somewhere" })).toEqual([]);
  });

  it("ByObject.Namespaces overrides DefaultNamespaces for its kind; cluster-scoped kinds are cached cluster-wide", () => {
    const w = newWorld();
    seed(w);
    const c = cache(w, {
      defaultNamespaces: { "team-a": {} },
      byObject: { App: { namespaces: { other: {} } } },
    });
    c.start();
    expect(c.list("App").map((o) => o.metadata.name)).toEqual(["c"]);
    expect(() => c.get("App", { namespace: "team-a", name: "a" })).toThrow("unknown namespace for the cache");
    expect(() => c.list("Namespace")).not.toThrow();
  });

  it("defaulting: a namespace's selector, then the type's, then DefaultNamespaces', then the cache-wide one", () => {
    expect(
      namespaceScopes({ "": {}, b: {}, a: { label: "own=1" } }, { label: "type=1" }, { b: { label: "dns=1" } }, {}),
    ).toEqual([
      { namespace: "", label: "type=1", field: "metadata.namespace!=a,metadata.namespace!=b" },
      { namespace: "a", label: "own=1" },
      { namespace: "b", label: "type=1" },
    ]);
    expect(namespaceScopes({ a: {} }, {}, { a: {} }, { label: "all=1", field: "metadata.name=x" })).toEqual([
      { namespace: "a", label: "all=1", field: "metadata.name=x" },
    ]);
  });
});
