import { describe, expect, it } from "vitest";
import type { KubeObject } from "../engine/api/object";
import { objectChanges, statusSummary } from "./lab-session-diff";

const app = (extra: Record<string, unknown> = {}): KubeObject =>
  ({
    apiVersion: "apps.example.com/v1alpha1",
    kind: "App",
    metadata: { name: "my-app", namespace: "default", resourceVersion: "4", managedFields: [{ manager: "x" }] },
    spec: { image: "nginx:1.27", replicas: 2 },
    ...extra,
  }) as unknown as KubeObject;

describe("objectChanges", () => {
  it("lists each changed leaf path with its values, and leaves managedFields out", () => {
    const before = app();
    const after = app({ status: { phase: "Running" } });
    after.metadata.resourceVersion = "5";
    (after.metadata as { managedFields: unknown[] }).managedFields = [{ manager: "y" }];
    (after.spec as { replicas: number }).replicas = 3;
    expect(objectChanges(before, after)).toEqual([
      { path: "metadata.resourceVersion", before: '"4"', after: '"5"' },
      { path: "spec.replicas", before: "2", after: "3" },
      { path: "status.phase", after: '"Running"' },
    ]);
  });

  it("a create lists the new object's leaves; a delete says the object is gone", () => {
    const created = objectChanges(undefined, app());
    expect(created.map((c) => c.path)).toContain("spec.image");
    expect(created.every((c) => c.before === undefined)).toBe(true);
    expect(objectChanges(app(), undefined)).toEqual([{ path: "(object)", before: "stored", after: "gone" }]);
  });

  it("an identical object has no changes", () => {
    expect(objectChanges(app(), app())).toEqual([]);
  });
});

describe("statusSummary", () => {
  it("names the phase, replica counts, observed generation and conditions", () => {
    const o = app({
      status: {
        phase: "Running",
        readyReplicas: 2,
        observedGeneration: 1,
        conditions: [{ type: "Available", status: "True" }],
      },
    });
    expect(statusSummary(o)).toBe("Running, ready 2, observed gen 1, Available=True");
    expect(statusSummary(app())).toBe("");
  });
});
