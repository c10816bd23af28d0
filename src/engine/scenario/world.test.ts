import { describe, expect, it } from "vitest";
import { loadScenario as load } from "./testing";
import { World } from "./world";
import { nativeFactory } from "./native/factory";


describe("world", () => {
  it("runs the create scenario with the correct reconciler to a quiet, converged state", () => {
    const w = new World({ scenario: load("create"), factory: nativeFactory("correct") });
    w.run();
    const objs = w.objects();
    const dep = objs.find((o) => o.kind === "Deployment" && o.metadata.name === "my-app");
    const app = objs.find((o) => o.kind === "App");
    expect(dep?.metadata.ownerReferences?.[0]).toMatchObject({ kind: "App", name: "my-app", controller: true });
    expect(app?.status).toMatchObject({ phase: "Running", readyReplicas: 2 });
    expect(w.findings()).toEqual([]);
    const ends = w.trace().filter((e) => e.type === "reconcile.end");
    expect(ends.length).toBeGreaterThan(1);
    expect(ends.length).toBeLessThan(12);
  });
});
