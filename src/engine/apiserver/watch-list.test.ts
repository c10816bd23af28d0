import { describe, expect, it } from "vitest";
import type { KubeObject } from "../api";
import type { WatchEvent } from "./watch";
import { alice, app, configMap, failure, newTestServer } from "./testing";

const labelled = (name: string, labels: Record<string, string>, ns = "default"): KubeObject => ({
  ...configMap(name, {}, ns),
  metadata: { name, namespace: ns, labels },
});

describe("watch", () => {
  it("watch from a resourceVersion replays later changes in order, then streams live ones", () => {
    const { api } = newTestServer();
    const a = api.create(alice, app("a"));
    api.create(alice, app("b"));
    const seen: string[] = [];
    api.watch("App", { resourceVersion: a.metadata.resourceVersion! }, (e) =>
      seen.push(`${e.type} ${e.object.metadata.name}`),
    );
    expect(seen).toEqual(["ADDED b"]);
    api.delete(alice, "App", { namespace: "default", name: "a" });
    expect(seen).toEqual(["ADDED b", "DELETED a"]);
  });

  it('watch from "0" starts with synthetic ADDED events for what exists', () => {
    const { api } = newTestServer();
    api.create(alice, app("a"));
    const seen: WatchEvent[] = [];
    api.watch("App", { resourceVersion: "0" }, (e) => seen.push(e));
    expect(seen.map((e) => e.type)).toEqual(["ADDED"]);
  });

  it("fact 43: a watch from a version older than the history gets 410 Expired `too old resource version: <rv> (<oldest-1>)`", () => {
    const { api } = newTestServer({ watchHistory: 3 });
    const first = api.create(alice, app("a0"));
    for (let i = 1; i < 6; i++) api.create(alice, app(`a${i}`));
    const seen: WatchEvent[] = [];
    api.watch("App", { resourceVersion: first.metadata.resourceVersion! }, (e) => seen.push(e));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.type).toBe("ERROR");
    const oldest = Number(first.metadata.resourceVersion) + 3; // the 4th App is the oldest event kept
    expect(seen[0]!.object).toMatchObject({
      kind: "Status",
      code: 410,
      reason: "Expired",
      message: `too old resource version: ${first.metadata.resourceVersion} (${oldest - 1})`,
    });
    const ok: WatchEvent[] = [];
    api.watch("App", { resourceVersion: String(oldest - 1) }, (e) => ok.push(e));
    expect(ok.map((e) => e.object.metadata.name)).toEqual(["a3", "a4", "a5"]);
  });

  it("label-selected watches see objects enter (ADDED) and leave (DELETED) the selection", () => {
    const { api } = newTestServer();
    const c = api.create(alice, labelled("c", { tier: "web" }));
    const seen: string[] = [];
    api.watch("ConfigMap", { resourceVersion: c.metadata.resourceVersion!, labelSelector: "tier=db" }, (e) =>
      seen.push(e.type),
    );
    const u = api.update(alice, { ...c, metadata: { ...c.metadata, labels: { tier: "db" } } });
    api.update(alice, { ...u, metadata: { ...u.metadata, labels: { tier: "web" } } });
    expect(seen).toEqual(["ADDED", "DELETED"]);
  });

  it("stop ends delivery", () => {
    const { api } = newTestServer();
    const seen: string[] = [];
    const w = api.watch("App", { resourceVersion: api.currentResourceVersion() }, (e) => seen.push(e.type));
    api.create(alice, app("a"));
    w.stop();
    api.create(alice, app("b"));
    expect(seen).toEqual(["ADDED"]);
  });
});

describe("list", () => {
  it("lists in storage order (namespace, name) with the current resourceVersion", () => {
    const { api } = newTestServer();
    api.create(alice, { apiVersion: "v1", kind: "Namespace", metadata: { name: "a-team" } });
    for (const n of ["c", "a", "b"]) api.create(alice, configMap(n));
    api.create(alice, configMap("z", {}, "a-team"));
    const l = api.list(alice, "ConfigMap");
    expect(l.items.map((o) => `${o.metadata.namespace}/${o.metadata.name}`)).toEqual([
      "a-team/z",
      "default/a",
      "default/b",
      "default/c",
    ]);
    expect(l.resourceVersion).toBe(api.currentResourceVersion());
    expect(api.list(alice, "ConfigMap", { namespace: "default" }).items).toHaveLength(3);
  });

  it("filters by equality and set-based label selectors, and by metadata.name / metadata.namespace", () => {
    const { api } = newTestServer();
    api.create(alice, labelled("a", { app: "web", tier: "fe" }));
    api.create(alice, labelled("b", { app: "web", tier: "be" }));
    api.create(alice, labelled("c", { app: "db" }));
    const names = (o: Parameters<typeof api.list>[2]) =>
      api.list(alice, "ConfigMap", o).items.map((x) => x.metadata.name);
    expect(names({ labelSelector: "app=web" })).toEqual(["a", "b"]);
    expect(names({ labelSelector: "app=web,tier!=fe" })).toEqual(["b"]);
    expect(names({ labelSelector: "tier in (fe, be)" })).toEqual(["a", "b"]);
    expect(names({ labelSelector: "tier notin (fe)" })).toEqual(["b", "c"]);
    expect(names({ labelSelector: "!tier" })).toEqual(["c"]);
    expect(names({ labelSelector: "tier" })).toEqual(["a", "b"]);
    expect(
      names({
        labelSelector: {
          matchLabels: { app: "web" },
          matchExpressions: [{ key: "tier", operator: "In", values: ["be"] }],
        },
      }),
    ).toEqual(["b"]);
    expect(names({ fieldSelector: "metadata.name=c" })).toEqual(["c"]);
    expect(names({ fieldSelector: "metadata.namespace!=default" })).toEqual([]);
    expect(failure(() => api.list(alice, "ConfigMap", { fieldSelector: "spec.x=1" })).code).toBe(400);
  });

  it("pages with limit and continue", () => {
    const { api } = newTestServer();
    for (let i = 0; i < 7; i++) api.create(alice, configMap(`c${i}`));
    const pages: string[][] = [];
    let cont: string | undefined;
    do {
      const l = api.list(alice, "ConfigMap", { limit: 3, ...(cont ? { continue: cont } : {}) });
      pages.push(l.items.map((o) => o.metadata.name!));
      cont = l.continue;
    } while (cont);
    expect(pages).toEqual([["c0", "c1", "c2"], ["c3", "c4", "c5"], ["c6"]]);
  });

  it("reads are copies: mutating a result does not change the store", () => {
    const { api } = newTestServer();
    api.create(alice, app("a"));
    const got = api.get(alice, "App", { namespace: "default", name: "a" });
    got.spec.replicas = 99;
    expect(api.get(alice, "App", { namespace: "default", name: "a" }).spec.replicas).toBe(2);
  });
});

describe("requests and hooks", () => {
  it("every request emits api.request with verb, client, code and cost; hooks run after it", () => {
    const { api, events } = newTestServer({ costs: { get: 3 } });
    api.create({ client: "app-controller/mgr-a", fieldManager: "app-controller" }, app("a"));
    const hooked: string[] = [];
    const off = api.onAfterRequest((r) => hooked.push(`${r.verb} ${r.code} ${r.client}`));
    failure(() => api.get({ client: "c/1" }, "App", { namespace: "default", name: "zz" }));
    api.get({ client: "c/1" }, "App", { namespace: "default", name: "a" });
    off();
    api.get({ client: "c/1" }, "App", { namespace: "default", name: "a" });
    expect(hooked).toEqual(["get 404 c/1", "get 200 c/1"]);
    const reqs = events.filter((e) => e.type === "api.request");
    expect(reqs[0]).toMatchObject({
      verb: "create",
      kind: "App",
      group: "apps.example.com",
      resource: "apps",
      namespace: "default",
      name: "a",
      client: "app-controller/mgr-a",
      fieldManager: "app-controller",
      code: 201,
      costMs: 5,
    });
    expect(reqs[1]).toMatchObject({ verb: "get", code: 404, reason: "NotFound", costMs: 3 });
    const w = events.find((e) => e.type === "watch.event");
    expect(w).toMatchObject({ eventType: "ADDED", kind: "App", namespace: "default", name: "a" });
  });

  it("snapshot/restore round-trips the store", () => {
    const { api } = newTestServer();
    api.create(alice, app("a"));
    api.create(alice, configMap("c"));
    const snap = JSON.parse(JSON.stringify(api.snapshot()));
    const other = newTestServer({}, 99).api;
    other.restore(snap);
    expect(other.snapshot()).toEqual(api.snapshot());
    expect(other.get(alice, "App", { namespace: "default", name: "a" })).toEqual(
      api.get(alice, "App", { namespace: "default", name: "a" }),
    );
    const next = other.create(alice, configMap("d"));
    expect(Number(next.metadata.resourceVersion)).toBe(Number(api.currentResourceVersion()) + 1);
  });
});
