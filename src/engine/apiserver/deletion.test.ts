import { describe, expect, it } from "vitest";
import { isNotFound } from "../api";
import type { WatchEvent } from "./watch";
import { alice, app, bob, configMap, deployment, failure, newTestServer } from "./testing";

const k = { namespace: "default", name: "a" };
const withFinalizer = (name: string, f = "example.com/cleanup") => ({
  ...app(name),
  metadata: { name, namespace: "default", finalizers: [f] },
});

describe("deletion, finalizers, terminating objects", () => {
  it("fact 15: DELETE with finalizers keeps the object: deletionTimestamp now, grace 0, generation+1, watchers see MODIFIED", () => {
    const { api, clock } = newTestServer();
    const a = api.create(alice, withFinalizer("a"));
    const seen: WatchEvent[] = [];
    api.watch("App", { resourceVersion: a.metadata.resourceVersion! }, (e) => seen.push(e));
    clock.runFor(2000);
    const d = api.delete(alice, "App", k);
    expect(d.metadata.deletionTimestamp).toBe("2026-01-01T00:00:02Z");
    expect(d.metadata.deletionGracePeriodSeconds).toBe(0);
    expect(d.metadata.generation).toBe(2);
    expect(api.lastRequest()?.code).toBe(200);
    expect(seen.map((e) => e.type)).toEqual(["MODIFIED"]);
    // A second DELETE changes nothing (no second generation bump, no new RV).
    clock.runFor(2000);
    const again = api.delete(alice, "App", k);
    expect(again.metadata.resourceVersion).toBe(d.metadata.resourceVersion);
    expect(again.metadata.generation).toBe(2);
  });

  it("fact 16: Pods delete gracefully: deletionTimestamp = now + grace; a later DELETE may only shorten it; negative is 1", () => {
    const { api } = newTestServer();
    const pod = {
      apiVersion: "v1",
      kind: "Pod",
      metadata: { name: "p", namespace: "default" },
      spec: { nodeName: "node-1", containers: [{ name: "c", image: "busybox" }] },
    };
    api.create(alice, pod);
    const d = api.delete(alice, "Pod", { namespace: "default", name: "p" });
    expect(d.metadata.deletionGracePeriodSeconds).toBe(30);
    expect(d.metadata.deletionTimestamp).toBe("2026-01-01T00:00:30Z");
    expect(d.metadata.generation).toBe(2);
    const longer = api.delete(alice, "Pod", { namespace: "default", name: "p" }, { gracePeriodSeconds: 60 });
    expect(longer.metadata.deletionGracePeriodSeconds).toBe(30);
    const shorter = api.delete(alice, "Pod", { namespace: "default", name: "p" }, { gracePeriodSeconds: 5 });
    expect(shorter.metadata.deletionGracePeriodSeconds).toBe(5);
    expect(shorter.metadata.deletionTimestamp).toBe("2026-01-01T00:00:05Z");
    api.create(alice, { ...pod, metadata: { name: "q", namespace: "default" } });
    expect(
      api.delete(alice, "Pod", { namespace: "default", name: "q" }, { gracePeriodSeconds: -5 }).metadata
        .deletionGracePeriodSeconds,
    ).toBe(1);
    const gone = api.delete(alice, "Pod", { namespace: "default", name: "p" }, { gracePeriodSeconds: 0 });
    expect(gone.metadata.name).toBe("p");
    expect(isNotFound(catchIt(() => api.get(alice, "Pod", { namespace: "default", name: "p" })))).toBe(true);
  });

  it("fact 16: a Pod never scheduled, or already terminated, is deleted at once (pod strategy CheckGracefulDelete)", () => {
    // kube-apiserver pkg/registry/core/pod/strategy.go: no spec.nodeName, or phase Succeeded/Failed,
    // sets the grace period to 0 whatever the pod's terminationGracePeriodSeconds says.
    const { api } = newTestServer();
    const pod = (name: string, extra: Record<string, unknown>) => ({
      apiVersion: "v1",
      kind: "Pod",
      metadata: { name, namespace: "default" },
      spec: { terminationGracePeriodSeconds: 30, containers: [{ name: "c", image: "busybox" }] },
      ...extra,
    });
    const seen: WatchEvent[] = [];
    const first = api.create(alice, pod("pending", {}));
    api.watch("Pod", { resourceVersion: first.metadata.resourceVersion! }, (e) => seen.push(e));
    api.delete(alice, "Pod", { namespace: "default", name: "pending" });
    expect(api.peek("Pod", { namespace: "default", name: "pending" })).toBeUndefined();
    expect(seen.map((e) => e.type)).toEqual(["DELETED"]);
    for (const phase of ["Succeeded", "Failed"]) {
      const name = phase.toLowerCase();
      api.create(alice, pod(name, { spec: { nodeName: "node-1", containers: [{ name: "c", image: "busybox" }] } }));
      api.update(
        alice,
        { ...api.peek("Pod", { namespace: "default", name })!, status: { phase } },
        { subresource: "status" },
      );
      expect((api.peek("Pod", { namespace: "default", name })!.status as { phase?: string }).phase).toBe(phase);
      api.delete(alice, "Pod", { namespace: "default", name });
      expect(api.peek("Pod", { namespace: "default", name }), phase).toBeUndefined();
    }
    // A scheduled, running Pod still waits for its grace period.
    api.create(alice, pod("running", { spec: { nodeName: "node-1", containers: [{ name: "c", image: "busybox" }] } }));
    expect(
      api.delete(alice, "Pod", { namespace: "default", name: "running" }).metadata.deletionGracePeriodSeconds,
    ).toBe(30);
  });

  it("fact 17: without finalizers the object is removed at once and watchers get DELETED", () => {
    const { api } = newTestServer();
    const a = api.create(alice, app("a"));
    const seen: WatchEvent[] = [];
    api.watch("App", { resourceVersion: a.metadata.resourceVersion! }, (e) => seen.push(e));
    const d = api.delete(alice, "App", k);
    expect(seen.map((e) => e.type)).toEqual(["DELETED"]);
    expect(Number(d.metadata.resourceVersion)).toBeGreaterThan(Number(a.metadata.resourceVersion));
    expect(api.count("App")).toBe(0);
  });

  it("fact 18: delete preconditions: uid or resourceVersion mismatch is a 409 with the exact text", () => {
    const { api } = newTestServer();
    const a = api.create(alice, app("a"));
    expect(failure(() => api.delete(alice, "App", k, { preconditions: { uid: "u-1" } })).message).toBe(
      `Operation cannot be fulfilled on apps.apps.example.com "a": the UID in the precondition (u-1) does not match the UID in record (${a.metadata.uid}). The object might have been deleted and then recreated`,
    );
    expect(failure(() => api.delete(alice, "App", k, { preconditions: { resourceVersion: "1" } })).message).toBe(
      `Operation cannot be fulfilled on apps.apps.example.com "a": the ResourceVersion in the precondition (1) does not match the ResourceVersion in record (${a.metadata.resourceVersion}). The object might have been modified`,
    );
    api.delete(alice, "App", k, {
      preconditions: { uid: a.metadata.uid!, resourceVersion: a.metadata.resourceVersion! },
    });
    expect(api.count("App")).toBe(0);
  });

  it("fact 19: the update that removes the last finalizer of a terminating object deletes it (DELETED)", () => {
    const { api } = newTestServer();
    const a = api.create(alice, withFinalizer("a"));
    api.delete(alice, "App", k);
    const seen: WatchEvent[] = [];
    const cur = api.get(alice, "App", k);
    api.watch("App", { resourceVersion: cur.metadata.resourceVersion! }, (e) => seen.push(e));
    const out = api.update(alice, { ...cur, metadata: { ...cur.metadata, finalizers: [] } });
    expect(seen.map((e) => e.type)).toEqual(["DELETED"]);
    expect(out.metadata.uid).toBe(a.metadata.uid);
    expect(api.count("App")).toBe(0);
  });

  it("fact 20: adding a finalizer to a terminating object is 422 with the Forbidden cause", () => {
    const { api } = newTestServer();
    api.create(alice, withFinalizer("a"));
    const d = api.delete(alice, "App", k);
    const f = failure(() =>
      api.update(alice, {
        ...d,
        metadata: { ...d.metadata, finalizers: [...d.metadata.finalizers!, "example.com/late"] },
      }),
    );
    expect(f.code).toBe(422);
    expect(f.message).toBe(
      'App.apps.example.com "a" is invalid: metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"example.com/late"}',
    );
    expect(f.causes?.[0]).toEqual({
      type: "FieldValueForbidden",
      field: "metadata.finalizers",
      message:
        'Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"example.com/late"}',
    });
  });

  it("fact 21: a terminating object still accepts spec, status and label updates and finalizer removal in any order", () => {
    const { api } = newTestServer();
    api.create(alice, { ...app("a"), metadata: { name: "a", namespace: "default", finalizers: ["x/1", "x/2"] } });
    let d = api.delete(alice, "App", k);
    d = api.update(alice, { ...d, metadata: { ...d.metadata, labels: { l: "1" } }, spec: { image: "z", replicas: 0 } });
    d = api.update(bob, { ...d, status: { phase: "Deleting" } }, { subresource: "status" });
    expect(d.status.phase).toBe("Deleting");
    d = api.update(alice, { ...d, metadata: { ...d.metadata, finalizers: ["x/1"] } });
    expect(d.metadata.finalizers).toEqual(["x/1"]);
    api.patch(alice, "App", k, { type: "merge", body: { metadata: { finalizers: null } } });
    expect(api.count("App")).toBe(0);
  });

  it("fact 24: Foreground adds foregroundDeletion and a deletionTimestamp; Orphan adds orphan", () => {
    const { api } = newTestServer();
    api.create(alice, deployment("fg"));
    api.create(alice, deployment("or"));
    const fg = api.delete(
      alice,
      "Deployment",
      { namespace: "default", name: "fg" },
      { propagationPolicy: "Foreground" },
    );
    expect(fg.metadata.finalizers).toEqual(["foregroundDeletion"]);
    expect(fg.metadata.deletionTimestamp).toBeDefined();
    const or = api.delete(alice, "Deployment", { namespace: "default", name: "or" }, { propagationPolicy: "Orphan" });
    expect(or.metadata.finalizers).toEqual(["orphan"]);
  });

  it("fact 25: with no policy, an existing GC finalizer wins, otherwise Deployments and custom resources are deleted in background", () => {
    const { api } = newTestServer();
    api.create(alice, deployment("web"));
    api.delete(alice, "Deployment", { namespace: "default", name: "web" });
    expect(api.count("Deployment")).toBe(0);
    api.create(alice, app("a"));
    api.delete(alice, "App", k);
    expect(api.count("App")).toBe(0);
    api.create(alice, { ...app("b"), metadata: { name: "b", namespace: "default", finalizers: ["orphan"] } });
    const b = api.delete(alice, "App", { namespace: "default", name: "b" });
    expect(b.metadata.finalizers).toEqual(["orphan"]);
    // An explicit Background on an object carrying "orphan" drops the GC finalizer.
    api.create(alice, { ...app("c"), metadata: { name: "c", namespace: "default", finalizers: ["orphan", "x/keep"] } });
    const c = api.delete(alice, "App", { namespace: "default", name: "c" }, { propagationPolicy: "Background" });
    expect(c.metadata.finalizers).toEqual(["x/keep"]);
  });

  it("fact 26: a client that sends no propagationPolicy gets the server default (background)", () => {
    const { api } = newTestServer();
    api.create(alice, configMap("c"));
    const d = api.delete(alice, "ConfigMap", { namespace: "default", name: "c" }, {});
    expect(d.metadata.finalizers).toBeUndefined();
    expect(api.count("ConfigMap")).toBe(0);
  });

  it("fact 28: deleting a namespace sets Terminating and keeps it until spec.finalizers is empty", () => {
    const { api } = newTestServer();
    api.create(alice, { apiVersion: "v1", kind: "Namespace", metadata: { name: "team" } });
    const ns = api.delete(alice, "Namespace", { name: "team" });
    expect(ns.metadata.deletionTimestamp).toBeDefined();
    expect(ns.status.phase).toBe("Terminating");
    expect(failure(() => api.delete(alice, "Namespace", { name: "team" })).code).toBe(409);
    const fin = api.update(alice, { ...ns, spec: { finalizers: [] } }, { subresource: "finalize" });
    expect(fin.spec.finalizers).toEqual([]);
    api.delete(alice, "Namespace", { name: "team" });
    expect(api.peek("Namespace", { name: "team" })).toBeUndefined();
  });
});

function catchIt(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}
