import { describe, expect, it } from "vitest";
import type { KubeObject } from "../api/object";
import { newTestManager } from "../manager/testing";

const newApp = (name: string): KubeObject => ({
  apiVersion: "apps.example.com/v1alpha1",
  kind: "App",
  metadata: { name, namespace: "default" },
  spec: { image: "nginx:1.27", replicas: 2 },
});

describe("cached client", () => {
  it("fact 53: reads come from the cache as deep copies, lag behind writes, and name the Kind in NotFound", () => {
    const { mgr, sched, api } = newTestManager({ cacheLag: 50 });
    const c = mgr.client;
    expect(() => c.get({ namespace: "default", name: "x" }, newApp("x"))).toThrow(
      "the cache is not started, can not read objects",
    );
    mgr.start();
    api.create({ client: "kubectl" }, newApp("a"));
    const got = newApp("");
    c.get({ namespace: "default", name: "a" }, got); // lazily starts the App informer and blocks until synced
    expect(got.metadata.uid).toBeTruthy();
    expect(mgr.meter.take()).toBeGreaterThan(0);
    got.spec.replicas = 99;
    const again = newApp("");
    c.get({ namespace: "default", name: "a" }, again);
    expect(again.spec.replicas).toBe(2);
    api.create({ client: "kubectl" }, newApp("b"));
    expect(() => c.get({ namespace: "default", name: "b" }, newApp(""))).toThrow('App.apps.example.com "b" not found');
    sched.runUntil(sched.now() + 60);
    c.get({ namespace: "default", name: "b" }, newApp(""));
    expect(c.list("App", { namespace: "default" }).map((o) => o.metadata.name)).toEqual(["a", "b"]);
    // own writes are not read back at once: the cache lags (fact 53, "read-your-writes is not guaranteed")
    const mine = newApp("mine");
    c.create(mine);
    expect(mine.metadata.resourceVersion).toBeTruthy();
    expect(() => c.get({ namespace: "default", name: "mine" }, newApp(""))).toThrow(/not found/);
  });

  it("client.UnsafeDisableDeepCopy: Get and List hand out the cache's own frozen members, a plain read copies them", () => {
    const { mgr, api } = newTestManager();
    const c = mgr.client;
    mgr.start();
    api.create({ client: "kubectl" }, newApp("a"));
    const key = { namespace: "default", name: "a" };
    const plain = newApp("");
    c.get(key, plain); // starts the informer; later reads take the synced fast path
    const copied = newApp("");
    c.get(key, copied);
    const shared = newApp("");
    c.get(key, shared, { unsafeDisableDeepCopy: true });
    expect(shared).toEqual(copied);
    expect(Object.isFrozen(shared.spec)).toBe(true);
    expect(Object.isFrozen(copied.spec)).toBe(false);
    expect(shared.spec).not.toBe(copied.spec);
    const again = newApp("");
    c.get(key, again, { unsafeDisableDeepCopy: true });
    expect(again.spec).toBe(shared.spec);
    const [listed] = c.list("App", { namespace: "default", unsafeDisableDeepCopy: true });
    expect(listed?.spec).toBe(shared.spec);
    expect(c.list("App", { namespace: "default" })[0]?.spec).not.toBe(shared.spec);
  });

  it("API latency is charged to the reconcile; latency beyond the client timeout fails the request", () => {
    let latency = 0;
    const { mgr } = newTestManager({ requestTimeoutMs: 1000 });
    (mgr.transport.opts as { faults?: unknown }).faults = { partitioned: () => false, latencyMs: () => latency };
    latency = 300;
    mgr.client.create(newApp("slow"));
    expect(mgr.meter.take()).toBe(305);
    latency = 5000;
    expect(() => mgr.client.create(newApp("slower"))).toThrow(/context deadline exceeded/);
    expect(mgr.meter.take()).toBe(1000);
  });
});
