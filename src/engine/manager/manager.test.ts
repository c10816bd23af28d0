import { describe, expect, it } from "vitest";
import { newTestManager } from "./testing";
import { controllerManagedBy } from "../builder";
import { reconcileFunc } from "../reconcile";
import { groupOf } from "./runnable";
import { leaseNamespace } from "./options";
import { World } from "../scenario/world";
import { nativeFactory } from "../scenario/native/factory";
import { loadScenario } from "../scenario/testing";
import { parseScenario } from "../scenario/parse";
import type { TraceEvent } from "../sim/trace";

const App = { apiVersion: "apps.example.com/v1alpha1", kind: "App" };
const app = (name: string) => ({
  apiVersion: App.apiVersion,
  kind: "App",
  metadata: { name, namespace: "default" },
  spec: { image: "nginx", replicas: 1 },
});
const of = <T extends TraceEvent["type"]>(w: { trace(): readonly TraceEvent[] }, type: T) =>
  w.trace().filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type);

describe("manager", () => {
  it("fact 87: leader election needs an ID, and outside a cluster a namespace", () => {
    expect(() => leaseNamespace({ replica: "a", hostname: "h" })).toThrow("LeaderElectionID must be configured");
    expect(() => leaseNamespace({ replica: "a", hostname: "h", leaderElectionID: "x", inCluster: false })).toThrow(
      "not running in-cluster, please specify LeaderElectionNamespace",
    );
    expect(leaseNamespace({ replica: "a", hostname: "h", leaderElectionID: "x", leaderElectionNamespace: "ops" })).toBe(
      "ops",
    );
  });

  it("fact 65: the manager-wide MaxConcurrentReconciles and per-GroupKind concurrency apply when the controller sets none", () => {
    const { mgr } = newTestManager({
      controller: { maxConcurrentReconciles: 3, groupKindConcurrency: { "Deployment.apps": 7 } },
    });
    expect(
      controllerManagedBy(mgr)
        .for(App)
        .build(reconcileFunc(() => ({}))).maxConcurrentReconciles,
    ).toBe(3);
    expect(
      controllerManagedBy(mgr)
        .for({ apiVersion: "apps/v1", kind: "Deployment" })
        .build(reconcileFunc(() => ({}))).maxConcurrentReconciles,
    ).toBe(7);
    expect(
      controllerManagedBy(mgr)
        .named("own")
        .for(App)
        .withOptions({ maxConcurrentReconciles: 2 })
        .build(reconcileFunc(() => ({}))).maxConcurrentReconciles,
    ).toBe(2);
  });

  it("facts 68–69: a process exports controller, workqueue and leader election metrics under their real names", () => {
    const w = new World({ scenario: loadScenario("failover"), factory: nativeFactory("correct") });
    w.run(20_000);
    const leader = w.managers().find((m) => m?.isLeader());
    const names = new Set(leader?.collectMetrics().map((s) => s.name));
    for (const n of [
      "controller_runtime_reconcile_total",
      "controller_runtime_reconcile_time_seconds",
      "controller_runtime_max_concurrent_reconciles",
      "controller_runtime_active_workers",
      "workqueue_adds_total",
      "workqueue_depth",
      "workqueue_retries_total",
      "leader_election_master_status",
    ]) {
      expect(names).toContain(n);
    }
    expect(leader?.metrics.value("leader_election_master_status", { name: "app-controller" })).toBe(1);
    const standby = w.managers().find((m) => m && !m.isLeader());
    expect(standby?.metrics.value("leader_election_master_status", { name: "app-controller" })).toBe(0);
  });

  it("fact 95: runnables that do not need leader election go to Others, everything else (controllers) to LeaderElection", () => {
    expect(groupOf({ name: "x", start() {}, stop() {}, needLeaderElection: () => false })).toBe("others");
    expect(groupOf({ name: "x", start() {}, stop() {} })).toBe("leaderElection");
  });

  it("fact 96: caches start on every replica, controllers only on the leader", () => {
    const w = new World({ scenario: loadScenario("failover"), factory: nativeFactory("correct") });
    w.run(25_000);
    const [a, b] = w.managers();
    expect(a?.cache.isStarted()).toBe(true);
    expect(b?.cache.isStarted()).toBe(true);
    expect([a?.isLeader(), b?.isLeader()].filter(Boolean)).toHaveLength(1);
    // The For/Owns informers are started by the controller's sources, so only once elected
    // (no EnableWarmup): the standby's cache runs but holds nothing for App or Deployment.
    const leader = a?.isLeader() ? a : b;
    const standby = a?.isLeader() ? b : a;
    expect(
      leader?.cache
        .informers()
        .map((i) => i.kind)
        .sort(),
    ).toEqual(["App", "Deployment"]);
    expect(standby?.cache.informers()).toEqual([]);
    const reconcilers = new Set(of(w, "reconcile.start").map((e) => e.manager));
    expect(reconcilers.size).toBe(1);
    const starts = of(w, "manager.start").map((e) => e.manager);
    expect(starts).toEqual(["mgr-a", "mgr-b"]);
    const order = w
      .trace()
      .filter((e) => (e as { manager?: string }).manager === "mgr-a" && /^manager\.|^controller\.start/.test(e.type))
      .map((e) => e.type);
    expect(order.slice(0, 4)).toEqual(["manager.start", "manager.cachesSynced", "manager.elected", "controller.start"]);
  });

  it("fact 97: a controller's source that never syncs fails the manager after CacheSyncTimeout", () => {
    const { mgr, sched, exits, api } = newTestManager();
    api.registerKind({
      group: "x.io",
      version: "v1",
      kind: "Widget",
      plural: "widgets",
      namespaced: true,
      statusSubresource: true,
      strategy: "custom",
      allowUnconditionalUpdate: false,
    });
    controllerManagedBy(mgr)
      .for({ apiVersion: "x.io/v1", kind: "Widget" })
      .withOptions({ cacheSyncTimeout: 5_000 })
      .complete(reconcileFunc(() => ({})));
    // the informer's LIST keeps failing: the kind is not served any more
    (api as unknown as { registry: { unregister?: (k: string) => void } }).registry.unregister?.("Widget");
    const realList = api.list.bind(api);
    api.list = ((ctx, kind, opts) => {
      if (kind === "Widget") throw new Error("widgets.x.io is forbidden: User cannot list resource");
      return realList(ctx, kind, opts);
    }) as typeof api.list;
    mgr.start();
    sched.runUntil(10_000);
    expect(exits[0]?.error).toBe(
      "failed to wait for widget caches to sync kind source: *v1.Widget: timed out waiting for cache to be synced for Kind *v1.Widget",
    );
  });

  it("fact 98: graceful stop shuts the queue, lets the in-flight reconcile finish, then stops caches and releases the lease last", () => {
    const { mgr, sched, api, tracer } = newTestManager({
      leaderElection: true,
      leaderElectionID: "app-controller",
      leaderElectionReleaseOnCancel: true,
    });
    let t0 = -1;
    controllerManagedBy(mgr)
      .for(App)
      .complete(
        reconcileFunc(() => {
          t0 = sched.now();
          mgr.meter.add(3_000);
          return {};
        }),
      );
    mgr.start();
    sched.runUntil(100);
    api.create({ client: "kubectl" }, app("slow"));
    sched.runUntil(t0 < 0 ? 200 : t0 + 10);
    sched.runUntil(1_000);
    mgr.stop();
    sched.runUntil(10_000);
    const types = tracer.events().map((e) => e.type);
    const stopAt = types.indexOf("manager.stop");
    const endAt = types.indexOf("reconcile.end");
    const releaseAt = types.lastIndexOf("lease.release");
    expect(stopAt).toBeGreaterThan(0);
    expect(endAt).toBeGreaterThan(stopAt);
    expect(releaseAt).toBeGreaterThan(endAt);
    expect(types.lastIndexOf("manager.exit")).toBeGreaterThan(releaseAt);
    expect(api.peek("Lease", { namespace: "default", name: "app-controller" })?.spec.holderIdentity).toBe("");
  });

  it("fact 94: a partitioned leader hits its renew deadline and exits with 'leader election lost'; the other takes over", () => {
    const w = new World({ scenario: loadScenario("partition"), factory: nativeFactory("correct") });
    w.run();
    const exit = of(w, "manager.exit").find((e) => e.error === "leader election lost");
    const partition = of(w, "fault.partition")[0];
    expect(exit).toBeDefined();
    expect(partition).toBeDefined();
    const dt = (exit?.t ?? 0) - (partition?.t ?? 0);
    expect(dt).toBeGreaterThan(8_000);
    expect(dt).toBeLessThan(14_000);
    const elected = of(w, "manager.elected").map((e) => e.manager);
    expect(elected).toContain("mgr-a");
    expect(elected).toContain("mgr-b");
    expect(
      w.report().logs.some((l) => l.msg === "problem running manager" && l.values?.error === "leader election lost"),
    ).toBe(true);
    // the App's later edit is reconciled by the new leader
    expect(w.objects().find((o) => o.kind === "Deployment" && o.metadata.name === "my-app")?.spec.replicas).toBe(4);
  });

  it("API latency beyond the leader election client timeout makes the leader miss its renew deadline and hand over", () => {
    const scenario = parseScenario(
      "description: latency\nreplicas: 2\nsteps:\n  - at: 0s\n    create: {apiVersion: apps.example.com/v1alpha1, kind: App, metadata: {name: my-app, namespace: default}, spec: {image: nginx, replicas: 1}}\n  - at: 20s\n    apiLatency: {latency: 6s, for: 30s, replica: leader}\nend: 60s\n",
      "latency.yaml",
    );
    const w = new World({ scenario, factory: nativeFactory("correct") });
    w.run();
    expect(of(w, "fault.latency")[0]).toMatchObject({ target: "mgr-a", latencyMs: 6000 });
    expect(of(w, "manager.exit").find((e) => e.manager === "mgr-a")?.error).toBe("leader election lost");
    expect(of(w, "manager.elected").map((e) => e.manager)).toContain("mgr-b");
  });

  it("flow 20: when the leader's node dies nothing exits; the standby takes over after the lease expires and replays every key", () => {
    const w = new World({ scenario: loadScenario("flow-20"), factory: nativeFactory("correct") });
    w.run();
    const kill = of(w, "fault.kill")[0];
    const elected = of(w, "manager.elected");
    expect(elected.map((e) => e.manager)).toEqual(["mgr-a", "mgr-b"]);
    const gap = (elected[1]?.t ?? 0) - (kill?.t ?? 0);
    expect(gap).toBeGreaterThanOrEqual(13_000);
    expect(gap).toBeLessThan(15_000 + 4_400 + 100);
    expect(of(w, "manager.exit")).toHaveLength(0);
    const after = of(w, "reconcile.start").filter((e) => e.manager === "mgr-b");
    expect(after.length).toBeGreaterThanOrEqual(1);
    expect(w.findings()).toEqual([]);
  });
});
