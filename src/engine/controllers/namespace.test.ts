import { describe, expect, it } from "vitest";
import { alice, app, configMap } from "../apiserver/testing";
import { newControlPlane } from "./testing";

describe("namespace controller", () => {
  it("fact 28: deleting a namespace deletes its content, then clears the kubernetes finalizer and removes it", () => {
    const { api, clock, events } = newControlPlane();
    api.create(alice, { apiVersion: "v1", kind: "Namespace", metadata: { name: "team" } });
    api.create(alice, configMap("c", {}, "team"));
    api.create(alice, app("a", undefined, "team"));
    api.delete(alice, "Namespace", { name: "team" });
    clock.runFor(10);
    expect(api.peek("Namespace", { name: "team" })).toBeUndefined();
    expect(api.peekList("ConfigMap", "team")).toEqual([]);
    const finalize = events.find((e) => e.type === "api.request" && e.subresource === "finalize");
    expect(finalize).toMatchObject({ verb: "update", kind: "Namespace", name: "team", code: 200 });
  });

  it("fact 28: content with finalizers keeps the namespace Terminating and is reported in its conditions", () => {
    const { api, clock } = newControlPlane({ namespaceRecheckMs: 1000 });
    api.create(alice, { apiVersion: "v1", kind: "Namespace", metadata: { name: "team" } });
    api.create(alice, {
      ...app("a", undefined, "team"),
      metadata: { name: "a", namespace: "team", finalizers: ["example.com/db"] },
    });
    api.delete(alice, "Namespace", { name: "team" });
    clock.runFor(3000);
    const ns = api.peek("Namespace", { name: "team" })!;
    expect(ns.status.phase).toBe("Terminating");
    const byType = Object.fromEntries(
      (ns.status.conditions as { type: string; status: string; reason: string; message: string }[]).map((c) => [
        c.type,
        c,
      ]),
    );
    expect(Object.keys(byType).sort()).toEqual([
      "NamespaceContentRemaining",
      "NamespaceDeletionContentFailure",
      "NamespaceDeletionDiscoveryFailure",
      "NamespaceDeletionGroupVersionParsingFailure",
      "NamespaceFinalizersRemaining",
    ]);
    expect(byType.NamespaceContentRemaining).toMatchObject({
      status: "True",
      reason: "SomeResourcesRemain",
      message: "Some resources are remaining: apps.apps.example.com has 1 resource instances",
    });
    expect(byType.NamespaceFinalizersRemaining).toMatchObject({
      status: "True",
      message: "Some content in the namespace has finalizers remaining: example.com/db in 1 resource instances",
    });
    // The owner of the finalizer finishes; the namespace goes.
    const a = api.get(alice, "App", { namespace: "team", name: "a" });
    api.update(alice, { ...a, metadata: { ...a.metadata, finalizers: [] } });
    clock.runFor(10);
    expect(api.peek("Namespace", { name: "team" })).toBeUndefined();
  });
});

describe("pod terminator (the kubelet's half of graceful deletion)", () => {
  it("fact 16: a gracefully deleted Pod is removed when its grace period ends", () => {
    const { api, clock } = newControlPlane();
    api.create(alice, {
      apiVersion: "v1",
      kind: "Pod",
      metadata: { name: "p", namespace: "default" },
      spec: { nodeName: "node-1", terminationGracePeriodSeconds: 10, containers: [{ name: "c", image: "busybox" }] },
    });
    api.delete(alice, "Pod", { namespace: "default", name: "p" });
    clock.runFor(9_000);
    expect(api.peek("Pod", { namespace: "default", name: "p" })?.metadata.deletionGracePeriodSeconds).toBe(10);
    clock.runFor(1_000);
    expect(api.peek("Pod", { namespace: "default", name: "p" })).toBeUndefined();
  });
});
