import { describe, expect, it } from "vitest";
import { customResourceKind } from "../api";
import { alice, app, deployment, newTestServer } from "./testing";

const key = { namespace: "default", name: "web" };

describe("metadata.generation and the status subresource", () => {
  it("fact 10: Deployment create sets generation 1 and clears status; spec or annotation changes bump it, labels do not", () => {
    const { api } = newTestServer();
    const d = api.create(alice, { ...deployment("web"), status: { replicas: 9 } });
    expect(d.metadata.generation).toBe(1);
    expect(d.status).toBeUndefined();
    const l = api.update(alice, { ...d, metadata: { ...d.metadata, labels: { team: "a" } } });
    expect(l.metadata.generation).toBe(1);
    const an = api.update(alice, { ...l, metadata: { ...l.metadata, annotations: { note: "x" } } });
    expect(an.metadata.generation).toBe(2);
    const s = api.update(alice, { ...an, spec: { ...an.spec, replicas: 4 }, status: { replicas: 4 } });
    expect(s.metadata.generation).toBe(3);
    expect(s.status).toBeUndefined(); // main endpoint drops status changes
  });

  it("fact 11: Deployment /status resets spec and labels, persists annotations, never bumps generation", () => {
    const { api } = newTestServer();
    const d = api.create(alice, deployment("web"));
    const s = api.update(
      alice,
      {
        ...d,
        metadata: { ...d.metadata, labels: { l: "1" }, annotations: { a: "1" } },
        spec: { ...d.spec, replicas: 9 },
        status: { replicas: 2 },
      },
      { subresource: "status" },
    );
    expect(s.status).toEqual({ replicas: 2 });
    expect(s.spec.replicas).toBe(2);
    expect(s.metadata.labels).toBeUndefined();
    expect(s.metadata.annotations).toEqual({ a: "1" });
    expect(s.metadata.generation).toBe(1);
  });

  it("fact 12: a custom resource is created with generation 1 and without status when the subresource is on", () => {
    const { api } = newTestServer();
    const a = api.create(alice, { ...app("a"), status: { phase: "Ready" } });
    expect(a.metadata.generation).toBe(1);
    expect(a.status).toBeUndefined();
    api.registerKind(customResourceKind({ group: "x.io", version: "v1", kind: "Plain", statusSubresource: false }));
    const p = api.create(alice, {
      apiVersion: "x.io/v1",
      kind: "Plain",
      metadata: { name: "p", namespace: "default" },
      spec: {},
      status: { s: 1 },
    });
    expect(p.status).toEqual({ s: 1 });
  });

  it("fact 13: custom resource main-endpoint updates keep the old status; only non-metadata changes bump generation", () => {
    const { api } = newTestServer();
    const a = api.create(alice, app("a"));
    const m = api.update(alice, {
      ...a,
      metadata: { ...a.metadata, labels: { l: "1" }, annotations: { x: "y" }, finalizers: ["f/g"] },
    });
    expect(m.metadata.generation).toBe(1);
    const s = api.update(alice, { ...m, spec: { ...m.spec, replicas: 3 }, status: { phase: "Ignored" } });
    expect(s.metadata.generation).toBe(2);
    expect(s.status).toBeUndefined();
    api.registerKind(customResourceKind({ group: "x.io", version: "v1", kind: "Plain", statusSubresource: false }));
    const p = api.create(alice, {
      apiVersion: "x.io/v1",
      kind: "Plain",
      metadata: { name: "p", namespace: "default" },
      spec: {},
    });
    const ps = api.update(alice, { ...p, status: { s: 2 } });
    expect(ps.metadata.generation).toBe(2);
  });

  it("fact 14: custom resource /status keeps the old object and takes only .status; the RV precondition still applies", () => {
    const { api } = newTestServer();
    const a = api.create(alice, app("a"));
    const s = api.update(
      alice,
      {
        ...a,
        metadata: { ...a.metadata, labels: { l: "1" }, finalizers: ["f/g"] },
        spec: { image: "other", replicas: 1 },
        status: { phase: "Ready" },
      },
      { subresource: "status" },
    );
    expect(s.status).toEqual({ phase: "Ready" });
    expect(s.spec).toEqual(a.spec);
    expect(s.metadata.labels).toBeUndefined();
    expect(s.metadata.finalizers).toBeUndefined();
    expect(s.metadata.generation).toBe(1);
    expect(() => api.update(alice, { ...a, status: { phase: "Stale" } }, { subresource: "status" })).toThrow(
      /the object has been modified/,
    );
  });

  it("status patches go through the same rules", () => {
    const { api } = newTestServer();
    api.create(alice, deployment("web"));
    const s = api.patch(
      alice,
      "Deployment",
      key,
      { type: "merge", body: { spec: { replicas: 7 }, status: { readyReplicas: 1 } } },
      { subresource: "status" },
    );
    expect(s.spec.replicas).toBe(2);
    expect(s.status).toEqual({ readyReplicas: 1 });
  });

  it("fact 99: Deployment defaults: replicas 1, RollingUpdate 25%/25%, revisionHistoryLimit 10, progressDeadlineSeconds 600", () => {
    const { api } = newTestServer();
    const base = deployment("web");
    delete base.spec.replicas;
    const d = api.create(alice, base);
    expect(d.spec.replicas).toBe(1);
    expect(d.spec.strategy).toEqual({
      type: "RollingUpdate",
      rollingUpdate: { maxUnavailable: "25%", maxSurge: "25%" },
    });
    expect(d.spec.revisionHistoryLimit).toBe(10);
    expect(d.spec.progressDeadlineSeconds).toBe(600);
    expect(d.spec.minReadySeconds).toBeUndefined();
    expect(d.spec.template.spec.containers[0].imagePullPolicy).toBe("IfNotPresent");
  });
});
