import { describe, expect, it } from "vitest";
import type { KubeObject } from "../api/object";
import { newDirectClient } from "./testing";
import { MergeFrom } from "./patch";

const newApp = (): KubeObject => ({
  apiVersion: "apps.example.com/v1alpha1",
  kind: "App",
  metadata: { name: "my-app", namespace: "default" },
  spec: { image: "nginx:1.27", replicas: 2 },
});

describe("client", () => {
  it("fact 78: Update writes the server's answer back, replacing status edited in memory; RV is refreshed", () => {
    const { client } = newDirectClient();
    const a = newApp();
    client.create(a);
    const rv1 = a.metadata.resourceVersion;
    client.status().update({ ...a, status: { phase: "Running" } });
    client.get({ namespace: "default", name: "my-app" }, a);
    a.spec.replicas = 3;
    a.status.phase = "Edited-in-memory";
    client.update(a);
    expect(a.status.phase).toBe("Running");
    expect(a.spec.replicas).toBe(3);
    expect(a.metadata.resourceVersion).not.toBe(rv1);
  });

  it("fact 4: MergeFrom with optimistic lock brings the 409 back for a stale copy; without it the patch applies", () => {
    const { client } = newDirectClient();
    const a = newApp();
    client.create(a);
    const stale = JSON.parse(JSON.stringify(a)) as KubeObject;
    const fresh = JSON.parse(JSON.stringify(a)) as KubeObject;
    fresh.metadata.labels = { x: "1" };
    client.update(fresh);
    const base = JSON.parse(JSON.stringify(stale)) as KubeObject;
    stale.spec.replicas = 5;
    expect(() => client.patch(stale, MergeFrom(base, { optimisticLock: true }))).toThrow(
      /the object has been modified/,
    );
    client.patch(stale, MergeFrom(base));
    expect(stale.spec.replicas).toBe(5);
    expect(stale.metadata.labels).toEqual({ x: "1" });
  });

  it("fact 40: Apply sends an apply patch with the field owner, and force only with apply", () => {
    const { client, tracer } = newDirectClient();
    const d: KubeObject = {
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: { name: "cfg", namespace: "default" },
      data: { a: "1" },
    };
    client.apply(d, { fieldOwner: "app-controller", force: true });
    const req = tracer
      .events()
      .filter((e) => e.type === "api.request")
      .at(-1);
    expect(req).toMatchObject({ verb: "patch", patchType: "apply", fieldManager: "app-controller" });
    expect(d.metadata.uid).toBeTruthy();
    expect(() => client.patch(d, MergeFrom(d), { force: true })).toThrow(
      "force: Forbidden: may not be specified for non-apply patch",
    );
  });

  it("fact 26: Delete sends no propagationPolicy unless asked, so the server default (background) applies", () => {
    const { client, api } = newDirectClient();
    const a = newApp();
    client.create(a);
    client.delete(a);
    expect(api.peek("App", { namespace: "default", name: "my-app" })).toBeUndefined();
  });

  it("a partitioned transport fails requests with a timeout and never reaches the server", () => {
    let cut = true;
    const { client, tracer } = newDirectClient({ faults: { partitioned: () => cut, latencyMs: () => 0 } });
    expect(() => client.create(newApp())).toThrow(/i\/o timeout/);
    expect(tracer.events().some((e) => e.type === "api.request" && e.verb === "create")).toBe(false);
    expect(tracer.events().some((e) => e.type === "client.failed")).toBe(true);
    cut = false;
    client.create(newApp());
    expect(tracer.events().some((e) => e.type === "api.request" && e.verb === "create")).toBe(true);
  });
});
