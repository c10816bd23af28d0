import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { loadScenario as load } from "./testing";
import { parseScenario } from "./parse";
import { World, type ReconcilerFactory } from "./world";
import { nativeFactory } from "./native/factory";
import { auditLog } from "../observe/audit";
import type { TraceEvent } from "../sim/trace";

const of = <T extends TraceEvent["type"]>(w: World, type: T) =>
  w.trace().filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type);

describe("world", () => {
  it("runs the create scenario with the correct reconciler to a quiet, converged state", () => {
    const w = new World({ scenario: load("create"), factory: nativeFactory("correct") });
    w.run();
    const objs = w.objects();
    const dep = objs.find((o) => o.kind === "Deployment" && o.metadata.name === "my-app");
    const app = objs.find((o) => o.kind === "App");
    expect(dep?.metadata.ownerReferences?.[0]).toMatchObject({ kind: "App", name: "my-app", controller: true });
    expect(app?.status).toMatchObject({ phase: "Running", readyReplicas: 2, observedGeneration: 1 });
    expect(w.findings()).toEqual([]);
    const ends = of(w, "reconcile.end");
    expect(ends.length).toBeGreaterThan(1);
    expect(ends.at(-1)?.t ?? 0).toBeLessThan(30_000);
    const r = w.report();
    expect(r).toMatchObject({ scenario: "create", seed: 1, virtualSeconds: 120 });
    expect(r.metrics.reconciles).toBe(ends.length);
    expect(r.metrics.apiWrites).toBeGreaterThan(0);
  });

  it("property: the same seed and inputs give a byte-identical trace", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("create", "restart", "failover", "conflict", "partition"),
        fc.integer({ min: 1, max: 1000 }),
        (name, seed) => {
          const s = { ...load(name), seed, end: 60_000 };
          const a = new World({ scenario: s, factory: nativeFactory("correct") });
          const b = new World({ scenario: s, factory: nativeFactory("correct") });
          a.run();
          b.run();
          return JSON.stringify(a.trace()) === JSON.stringify(b.trace());
        },
      ),
      { numRuns: 12 },
    );
  });

  it("seeds change what is random: lease identities and generated names", () => {
    const a = new World({ scenario: { ...load("failover"), seed: 1, end: 5_000 }, factory: nativeFactory("correct") });
    const b = new World({ scenario: { ...load("failover"), seed: 2, end: 5_000 }, factory: nativeFactory("correct") });
    a.run();
    b.run();
    expect(a.managers()[0]?.identity).not.toBe(b.managers()[0]?.identity);
    expect(a.managers()[0]?.identity).toMatch(/^app-controller-[a-z0-9]{10}-[a-z0-9]{5}_[0-9a-f-]{36}$/);
  });

  it("checkpoint, restore and fork replay to the same state; a fork can take another future", () => {
    const w = new World({ scenario: load("edit-child"), factory: nativeFactory("correct") });
    w.run(20_000);
    const cp = w.checkpoint();
    const prefix = JSON.stringify(w.trace());
    w.run();
    const full = JSON.stringify(w.trace());
    w.restore(cp);
    expect(w.now()).toBe(20_000);
    expect(JSON.stringify(w.trace())).toBe(prefix);
    w.run();
    expect(JSON.stringify(w.trace())).toBe(full);
    const f = w.fork(cp);
    f.run(25_000);
    f.act({
      kind: "patch",
      spec: { kind: "App", namespace: "default", name: "my-app", merge: { spec: { replicas: 7 } } },
    });
    f.run();
    expect(f.objects().find((o) => o.kind === "Deployment")?.spec.replicas).toBe(7);
    expect(w.objects().find((o) => o.kind === "Deployment")?.spec.replicas).toBe(2);
    const cp2 = f.checkpoint();
    const again = f.fork({ ...cp2, t: 30_000 });
    again.run();
    expect(again.objects().find((o) => o.kind === "Deployment")?.spec.replicas).toBe(7);
  });

  it("inspect gives the state panels plain data: processes, lease views, caches and queues", () => {
    const w = new World({ scenario: load("failover"), factory: nativeFactory("correct") });
    w.run(10_000);
    const v = w.inspect();
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    const leader = v.processes.find((p) => p.leader);
    const standby = v.processes.find((p) => !p.leader);
    expect(leader?.controllers?.[0]).toMatchObject({ name: "app", workers: 1, queue: { ready: [], processing: [] } });
    expect(leader?.cache?.kinds.map((k) => k.kind).sort()).toEqual(["App", "Deployment"]);
    expect(standby?.cache?.kinds).toEqual([]);
    expect(standby?.lease?.holder).toBe(leader?.identity);
    expect(standby?.lease?.expiresAt).toBeGreaterThan(10_000);
  });

  it("step runs one scheduled callback at a time and stops at the scenario's end", () => {
    const w = new World({ scenario: { ...load("create"), end: 5_000 }, factory: nativeFactory("correct") });
    let steps = 0;
    let last = 0;
    while (w.step()) {
      steps++;
      expect(w.now()).toBeGreaterThanOrEqual(last);
      last = w.now();
    }
    expect(steps).toBeGreaterThan(5);
    expect(w.now()).toBeLessThanOrEqual(5_000);
    expect(of(w, "reconcile.end").length).toBeGreaterThan(0);
  });

  it("edit-child: a hand edit of the Deployment's replicas is put back", () => {
    const w = new World({ scenario: load("edit-child"), factory: nativeFactory("correct") });
    w.run();
    const writes = auditLog(w.trace()).filter((a) => a.kind === "Deployment" && a.verb !== "get");
    expect(writes.some((a) => a.user.startsWith("kubectl") && a.verb === "patch")).toBe(true);
    expect(writes.some((a) => a.user === "app-controller/mgr-a" && a.verb === "update" && a.t >= 30_000)).toBe(true);
    expect(w.objects().find((o) => o.kind === "Deployment")?.spec.replicas).toBe(2);
  });

  it("restart: the process is re-created (reconciler struct, cache, queue) and replays every key from a cold cache", () => {
    let built = 0;
    const base = nativeFactory("correct");
    const factory: ReconcilerFactory = (mgr) => {
      built++;
      base(mgr);
    };
    const w = new World({ scenario: load("restart"), factory });
    w.run();
    expect(built).toBe(3);
    const lists = of(w, "cache.list").map((e) => `${e.informer}@${Math.floor(e.t / 1000)}`);
    expect(lists.filter((l) => l.startsWith("mgr-a/App")).length).toBeGreaterThanOrEqual(3);
    const starts = of(w, "reconcile.start").filter((e) => e.t > 30_000);
    expect(starts.length).toBeGreaterThanOrEqual(2);
    expect(w.findings()).toEqual([]);
  });

  it("conflict: another writer's update between read and write gives a 409 that the correct reconciler returns and retries", () => {
    const w = new World({ scenario: load("conflict"), factory: nativeFactory("correct") });
    w.run();
    const conflicts = auditLog(w.trace()).filter((a) => a.code === 409 && a.user.startsWith("app-controller"));
    expect(conflicts.length).toBeGreaterThanOrEqual(1);
    const failed = of(w, "reconcile.end").filter(
      (e) => e.outcome === "error" && /the object has been modified/.test(e.error ?? ""),
    );
    expect(failed.length).toBeGreaterThanOrEqual(1);
    const app = w.objects().find((o) => o.kind === "App");
    expect(app?.metadata.labels).toMatchObject({ team: "payments" });
    expect(app?.status.observedGeneration).toBe(app?.metadata.generation);
    expect(w.findings()).toEqual([]);
  });

  it("crash-after-provision: with the finalizer persisted first, the database is cleaned up after the restart", () => {
    const w = new World({ scenario: load("crash-after-provision"), factory: nativeFactory("correct-with-db") });
    w.run();
    expect(of(w, "fault.crashAfter")).toHaveLength(1);
    expect(of(w, "manager.exit").some((e) => e.reason === "crash")).toBe(true);
    expect(w.db.list()).toEqual([]);
    expect(w.objects().some((o) => o.kind === "App")).toBe(false);
  });

  it("removeFinalizer: a foreign finalizer holds a deleted App until the scenario removes it", () => {
    const scenario = parseScenario(
      "description: foreign finalizer\nsteps:\n  - at: 0s\n    create: {apiVersion: apps.example.com/v1alpha1, kind: App, metadata: {name: my-app, namespace: default, finalizers: [example.com/other]}, spec: {image: nginx, replicas: 1}}\n  - at: 10s\n    delete: {kind: App, namespace: default, name: my-app}\n  - at: 20s\n    removeFinalizer: {kind: App, namespace: default, name: my-app, finalizer: example.com/other}\nend: 60s\n",
      "fin.yaml",
    );
    const w = new World({ scenario, factory: nativeFactory("correct") });
    w.run(15_000);
    expect(w.objects().find((o) => o.kind === "App")?.metadata.deletionTimestamp).toBe("2026-01-01T00:00:10Z");
    w.run();
    expect(w.objects().some((o) => o.kind === "App")).toBe(false);
    expect(w.objects().some((o) => o.kind === "Deployment")).toBe(false);
    expect(w.findings()).toEqual([]);
  });

  it("crashAfter a client call: the write stands, the process dies before anything after it, and the restart converges", () => {
    const scenario = parseScenario(
      "description: crash after create\nsteps:\n  - at: 0s\n    crashAfter: {call: client.Create, kind: Deployment}\n  - at: 0s\n    create: {apiVersion: apps.example.com/v1alpha1, kind: App, metadata: {name: my-app, namespace: default}, spec: {image: nginx, replicas: 2}}\nend: 60s\n",
      "crash-create.yaml",
    );
    const w = new World({ scenario, factory: nativeFactory("correct") });
    w.run();
    expect(of(w, "fault.crashAfter")[0]).toMatchObject({ target: "mgr-a", detail: "client.Create" });
    const first = of(w, "reconcile.end")[0];
    expect(first?.outcome).toBe("crash");
    expect(of(w, "manager.start")).toHaveLength(2);
    expect(w.objects().filter((o) => o.kind === "Deployment")).toHaveLength(1);
    expect(w.objects().find((o) => o.kind === "App")?.status.phase).toBe("Running");
    expect(w.findings()).toEqual([]);
  });

  it("rbacDeny: without list permission the cache never syncs, and the controller fails after CacheSyncTimeout", () => {
    const scenario = parseScenario(
      "description: no list\ncontrollerStart: 1s\nsteps:\n  - at: 0s\n    rbacDeny: {kind: App, verbs: [list]}\nend: 130s\n",
      "no-list.yaml",
    );
    const w = new World({ scenario, factory: nativeFactory("correct") });
    w.run();
    const failedList = of(w, "cache.list").find((e) => e.kind === "App" && e.error);
    expect(failedList?.error).toBe(
      'apps.apps.example.com is forbidden: User "system:serviceaccount:default:app-controller" cannot list resource "apps" in API group "apps.example.com" at the cluster scope',
    );
    const exit = of(w, "manager.exit")[0];
    expect(exit?.error).toBe(
      "failed to wait for app caches to sync kind source: *v1alpha1.App: timed out waiting for cache to be synced for Kind *v1alpha1.App",
    );
    expect(exit?.t).toBeGreaterThanOrEqual(121_000);
    expect(of(w, "reconcile.start")).toHaveLength(0);
  });

  it("the audit log has one entry per API request: who, verb, object, field manager and code", () => {
    const w = new World({ scenario: load("create"), factory: nativeFactory("correct") });
    w.run();
    const entries = auditLog(w.trace());
    const requests = of(w, "api.request").filter((e) => e.verb !== "watch");
    expect(entries).toHaveLength(requests.length);
    expect(entries.find((e) => e.kind === "App" && e.subresource === "status")).toMatchObject({
      user: "app-controller/mgr-a",
      verb: "update",
      code: 200,
    });
    expect(entries.every((e) => typeof e.code === "number" && e.user.length > 0)).toBe(true);
  });
});
