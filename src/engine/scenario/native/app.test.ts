// The native AppReconciler reads Available from the Deployment's rollout status, as Exercise 1's
// solution does: ready replicas alone never make a new generation look done. Its reasons and
// messages are the solution's, so a world seeded converged (flow-19) is a pure no-op replay.
import { describe, expect, it } from "vitest";
import type { KubeObject } from "../../api/object";
import { auditLog } from "../../observe/audit";
import { loadScenario } from "../testing";
import { World } from "../world";
import { AVAILABLE_REASONS, appAvailability } from "./app";
import { nativeFactory } from "./factory";

const app = (replicas: number): KubeObject => ({
  apiVersion: "apps.example.com/v1alpha1",
  kind: "App",
  metadata: { name: "a", namespace: "default", generation: 3 },
  spec: { replicas, image: "nginx:1.28" },
});

const deployment = (generation: number, status: Record<string, number>): KubeObject => ({
  apiVersion: "apps/v1",
  kind: "Deployment",
  metadata: { name: "a", namespace: "default", generation },
  status,
});

describe("appAvailability", () => {
  it("is True once the Deployment observed its generation and every replica is updated and ready", () => {
    const c = appAvailability(
      app(3),
      deployment(2, { observedGeneration: 2, updatedReplicas: 3, readyReplicas: 3, availableReplicas: 3 }),
    );
    expect(c).toMatchObject({
      type: "Available",
      status: "True",
      reason: AVAILABLE_REASONS.ready,
      observedGeneration: 3,
    });
  });

  it.each([
    [
      "mid-rollout: old pods still ready, one replica updated",
      2,
      { observedGeneration: 2, updatedReplicas: 1, readyReplicas: 3 },
    ],
    [
      "the controller has not seen the new spec yet",
      2,
      { observedGeneration: 1, updatedReplicas: 3, readyReplicas: 3 },
    ],
    ["updated but not yet ready", 2, { observedGeneration: 2, updatedReplicas: 3, readyReplicas: 2 }],
    ["just created: no generation, no status", 0, {}],
  ])("is False with RolloutInProgress when %s", (_, generation, status) => {
    const c = appAvailability(app(3), deployment(generation, status));
    expect(c).toMatchObject({ status: "False", reason: AVAILABLE_REASONS.rollingOut });
  });
});

describe("flow-19 with the native AppReconciler", () => {
  it("replays a converged world writing only what changed: the drifted child and the edited App", () => {
    const scenario = loadScenario("flow-19");
    const many = scenario.steps.find((st) => st.kind === "createMany");
    if (many?.kind !== "createMany") throw new Error("flow-19 has no createMany step");
    many.spec.count = 30;
    const w = new World({ scenario, factory: nativeFactory("correct"), options: { record: true } });
    w.run();
    const r = w.report();
    // One reconcile per App per start, plus the few the two changes wake.
    expect(r.metrics.reconciles).toBeGreaterThanOrEqual(60);
    expect(r.metrics.reconciles).toBeLessThanOrEqual(66);
    const dep = w.objects().find((o) => o.kind === "Deployment" && o.metadata.name === "app-1");
    expect(dep?.metadata.labels?.["app.kubernetes.io/managed-by"]).toBe("app-controller");
    expect(dep?.status).toMatchObject({
      observedGeneration: 1,
      updatedReplicas: 2,
      readyReplicas: 2,
      availableReplicas: 2,
    });
    const controller = auditLog(w.trace()).filter((a) => a.user.startsWith("app-controller"));
    expect(controller.length).toBeGreaterThan(0);
    const writes = controller.filter((a) => !["get", "list", "watch"].includes(a.verb));
    // Only the hand-scaled child (app-7) and the edited App (app-9, its child and status) are written.
    expect(writes.length).toBeGreaterThan(0);
    expect(new Set(writes.map((a) => a.name))).toEqual(new Set(["app-7", "app-9"]));
    expect(w.findings()).toEqual([]);
  });
});

describe("the native AppReconciler with a finalizer and no database", () => {
  it("puts the finalizer on first, releases it on deletion, and the App and its Deployment go", () => {
    const scenario = loadScenario("delete");
    const w = new World({ scenario, factory: nativeFactory("correct", { finalizer: "apps.example.com/guard" }) });
    w.run(30_000);
    const app = w.objects().find((o) => o.kind === "App");
    expect(app?.metadata.finalizers).toEqual(["apps.example.com/guard"]);
    expect(app?.status?.phase).toBe("Running");
    const writes = auditLog(w.trace()).filter((a) => a.user.startsWith("app-controller") && a.verb === "update");
    // the finalizer is the controller's first write to the App, before the status
    expect(writes.length).toBeGreaterThan(1);
    expect(writes[0]?.subresource ?? "").toBe("");
    expect(writes[1]?.subresource).toBe("status");
    w.run();
    expect(w.objects().filter((o) => o.kind === "App" || o.kind === "Deployment")).toEqual([]);
    expect(w.db.list()).toEqual([]);
    expect(w.findings()).toEqual([]);
  });
});
