import { describe, expect, it } from "vitest";
import { formatMicroTime, formatTime, isConflict, isInvalid, parseTime } from "../api";
import { alice, app, bob, configMap, deployment, failure, newTestServer } from "./testing";

describe("resourceVersion, optimistic concurrency, no-op writes", () => {
  it("fact 1: one monotonically increasing counter orders writes across kinds", () => {
    const { api } = newTestServer();
    const a = api.create(alice, app("a"));
    const c = api.create(alice, configMap("c"));
    const a2 = api.update(alice, { ...a, spec: { image: "nginx:1.28", replicas: 2 } });
    const rvs = [a, c, a2].map((o) => Number(o.metadata.resourceVersion));
    expect(rvs[1]).toBe(rvs[0]! + 1);
    expect(rvs[2]).toBe(rvs[1]! + 1);
    expect(api.currentResourceVersion()).toBe(a2.metadata.resourceVersion);
  });

  it("fact 2: PUT with a stale resourceVersion is a 409 Conflict with the optimistic-lock message", () => {
    const { api } = newTestServer();
    const d = api.create(alice, deployment("web"));
    api.update(bob, { ...d, metadata: { ...d.metadata, labels: { x: "1" } } });
    const f = failure(() => api.update(alice, { ...d, metadata: { ...d.metadata, labels: { x: "2" } } }));
    expect(f.code).toBe(409);
    expect(f.reason).toBe("Conflict");
    expect(f.message).toBe(
      'Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again',
    );
    const cm = api.create(alice, configMap("c"));
    api.update(bob, { ...cm, data: { k: "v" } });
    expect(failure(() => api.update(alice, { ...cm, data: { k: "w" } })).message).toMatch(
      /^Operation cannot be fulfilled on configmaps "c"/,
    );
  });

  it("fact 3: PUT with an empty resourceVersion is unconditional for Deployments, 422 for custom resources", () => {
    const { api } = newTestServer();
    const d = api.create(alice, deployment("web"));
    const upd = api.update(bob, {
      ...d,
      metadata: { ...d.metadata, resourceVersion: "" },
      spec: { ...d.spec, replicas: 5 },
    });
    expect(upd.spec.replicas).toBe(5);
    const a = api.create(alice, app("a"));
    const f = failure(() => api.update(bob, { ...a, metadata: { ...a.metadata, resourceVersion: undefined } }));
    expect(f.code).toBe(422);
    expect(f.message).toBe(
      'App.apps.example.com "a" is invalid: metadata.resourceVersion: Invalid value: 0: must be specified for an update',
    );
    expect(f.causes?.[0]?.field).toBe("metadata.resourceVersion");
  });

  it("fact 4: a merge patch without resourceVersion applies to the stored object; with a stale one it is a 409", () => {
    const { api } = newTestServer();
    const a = api.create(alice, app("a"));
    api.patch(bob, "App", { namespace: "default", name: "a" }, { type: "merge", body: { spec: { replicas: 3 } } });
    const p = api.patch(
      alice,
      "App",
      { namespace: "default", name: "a" },
      { type: "merge", body: { spec: { image: "x" } } },
    );
    expect(p.spec).toEqual({ image: "x", replicas: 3 });
    expect(() =>
      api.patch(
        alice,
        "App",
        { namespace: "default", name: "a" },
        { type: "merge", body: { metadata: { resourceVersion: a.metadata.resourceVersion }, spec: { image: "y" } } },
      ),
    ).toThrow(expect.objectContaining({ status: expect.objectContaining({ code: 409, reason: "Conflict" }) }));
    const fresh = api.get(alice, "App", { namespace: "default", name: "a" });
    const ok = api.patch(
      alice,
      "App",
      { namespace: "default", name: "a" },
      { type: "merge", body: { metadata: { resourceVersion: fresh.metadata.resourceVersion }, spec: { image: "y" } } },
    );
    expect(ok.spec.image).toBe("y");
  });

  it("fact 4: a JSON patch is applied to the stored object too", () => {
    const { api } = newTestServer();
    api.create(alice, app("a"));
    const p = api.patch(
      alice,
      "App",
      { namespace: "default", name: "a" },
      { type: "json", body: [{ op: "replace", path: "/spec/replicas", value: 7 }] },
    );
    expect(p.spec.replicas).toBe(7);
    expect(
      isInvalid(
        tryIt(() =>
          api.patch(
            alice,
            "App",
            { namespace: "default", name: "a" },
            { type: "json", body: [{ op: "test", path: "/spec/replicas", value: 1 }] },
          ),
        ),
      ),
    ).toBe(true);
  });

  it("fact 5: a byte-identical write keeps the resourceVersion and sends no watch event", () => {
    const { api, events } = newTestServer();
    const a = api.create(alice, app("a"));
    const seen: string[] = [];
    api.watch("App", { resourceVersion: a.metadata.resourceVersion! }, (e) => seen.push(e.type));
    const before = events.filter((e) => e.type === "watch.event").length;
    const same = api.update(alice, a);
    expect(same.metadata.resourceVersion).toBe(a.metadata.resourceVersion);
    expect(seen).toEqual([]);
    expect(events.filter((e) => e.type === "watch.event").length).toBe(before);
    const req = events.filter((e) => e.type === "api.request").at(-1);
    expect(req).toMatchObject({ verb: "update", code: 200, noop: true });
  });

  it("fact 5: a write that only moves managedFields timestamps is a no-op", () => {
    const { api, clock } = newTestServer();
    const a = api.create(alice, app("a"));
    clock.runFor(5000);
    const again = api.patch(
      alice,
      "App",
      { namespace: "default", name: "a" },
      { type: "merge", body: { spec: { replicas: 2 } } },
    );
    expect(again.metadata.resourceVersion).toBe(a.metadata.resourceVersion);
    expect(again.metadata.managedFields?.[0]?.time).toBe(a.metadata.managedFields?.[0]?.time);
  });

  it("fact 5a: Time has whole seconds on the wire, MicroTime keeps microseconds, virtual 0 is 2026-01-01", () => {
    expect(formatTime(0)).toBe("2026-01-01T00:00:00Z");
    expect(formatTime(5999)).toBe("2026-01-01T00:00:05Z");
    expect(formatTime(86_400_000 * 31 + 3_723_000)).toBe("2026-02-01T01:02:03Z");
    expect(formatMicroTime(5123.456)).toBe("2026-01-01T00:00:05.123456Z");
    expect(parseTime("2026-01-01T00:00:05Z")).toBe(5000);
    const { api, clock } = newTestServer();
    clock.runFor(1500);
    const a = api.create(alice, app("a"));
    expect(a.metadata.creationTimestamp).toBe("2026-01-01T00:00:01Z");
    // A status stamped twice within the same second is a no-op the second time.
    const s1 = api.update(
      alice,
      { ...a, status: { lastSyncTime: formatTime(clock.now()) } },
      { subresource: "status" },
    );
    clock.runFor(300);
    const s2 = api.update(
      alice,
      { ...s1, status: { lastSyncTime: formatTime(clock.now()) } },
      { subresource: "status" },
    );
    expect(s2.metadata.resourceVersion).toBe(s1.metadata.resourceVersion);
  });

  it("fact 6: generation, uid, creationTimestamp and deletionTimestamp cannot be changed by an update", () => {
    const { api } = newTestServer();
    const a = api.create(alice, { ...app("a"), metadata: { name: "a", namespace: "default", finalizers: ["x/y"] } });
    const u = api.update(alice, {
      ...a,
      metadata: { ...a.metadata, generation: 42, creationTimestamp: "2030-01-01T00:00:00Z", uid: "" },
    });
    expect(u.metadata.generation).toBe(1);
    expect(u.metadata.creationTimestamp).toBe(a.metadata.creationTimestamp);
    expect(u.metadata.uid).toBe(a.metadata.uid);
    const f = failure(() => api.update(alice, { ...u, metadata: { ...u.metadata, uid: "other" } }));
    expect(f.message).toContain('metadata.uid: Invalid value: "other": field is immutable');
    expect(
      failure(() => api.update(alice, { ...u, metadata: { ...u.metadata, deletionTimestamp: "2026-01-01T00:00:00Z" } }))
        .code,
    ).toBe(422);
    api.delete(alice, "App", { namespace: "default", name: "a" });
    const d = api.get(alice, "App", { namespace: "default", name: "a" });
    const kept = api.update(alice, {
      ...d,
      metadata: { ...d.metadata, deletionTimestamp: undefined, labels: { l: "1" } },
    });
    expect(kept.metadata.deletionTimestamp).toBe(d.metadata.deletionTimestamp);
    expect(isConflict(tryIt(() => api.update(alice, d)))).toBe(true);
  });
});

function tryIt(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}
