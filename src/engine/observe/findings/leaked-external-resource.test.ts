import { describe, expect, it } from "vitest";
import type { KubeObject } from "../../api/object";
import { controllerManagedBy } from "../../builder";
import { isNotFoundError } from "../../client/errors";
import type { Manager } from "../../manager/manager";
import type { Request, Result } from "../../reconcile";
import { World } from "../../scenario/world";
import { loadScenario } from "../../scenario/testing";

/**
 * LeakedExternalResource names the line a reviewer would point at: the write that removed the
 * finalizer while the database still existed, else the call that created the database. Sites are
 * set on the transport as the Go interpreter does before each call (lines 10–40 of "r.go").
 */

const APP = { apiVersion: "apps.example.com/v1alpha1", kind: "App" };
const FIN = "apps.example.com/cleanup";

type Design = { finalizerFirst: boolean; cleanup: "before-release" | "none" };

function reconciler(d: Design) {
  return (mgr: Manager, req: Request): Result => {
    const at = (line: number) => (mgr.transport.site = { file: "r.go", line });
    const app: KubeObject = { ...APP, metadata: {} };
    try {
      at(10);
      mgr.client.get(req, app);
    } catch (e) {
      if (isNotFoundError(e)) return {};
      throw e;
    }
    const fins = app.metadata.finalizers ?? [];
    if (app.metadata.deletionTimestamp) {
      if (!fins.includes(FIN)) return {};
      if (d.cleanup === "before-release") {
        at(30);
        mgr.db!.delete(`${req.namespace}/${req.name}`);
      }
      app.metadata.finalizers = fins.filter((f) => f !== FIN);
      at(33);
      mgr.client.update(app);
      return {};
    }
    if (d.finalizerFirst && !fins.includes(FIN)) {
      app.metadata.finalizers = [...fins, FIN];
      at(20);
      mgr.client.update(app);
    }
    at(22);
    mgr.db!.ensure(`${req.namespace}/${req.name}`);
    return {};
  };
}

function run(scenario: string, d: Design) {
  const w = new World({
    scenario: loadScenario(scenario),
    factory: (mgr) => {
      controllerManagedBy(mgr)
        .for(APP)
        .complete({ reconcile: (_ctx, req) => reconciler(d)(mgr, req) });
    },
  });
  w.run();
  return w.findings();
}

describe("LeakedExternalResource's line", () => {
  it("points at the write that released the App when the cleanup was skipped", () => {
    const f = run("delete", { finalizerFirst: true, cleanup: "none" });
    expect(f).toEqual([
      expect.objectContaining({ kind: "LeakedExternalResource", object: "App default/my-app", file: "r.go", line: 33 }),
    ]);
  });

  it("points at the call that created the database when no finalizer ever guarded it", () => {
    const f = run("delete", { finalizerFirst: false, cleanup: "before-release" });
    expect(f).toEqual([
      expect.objectContaining({ kind: "LeakedExternalResource", object: "App default/my-app", file: "r.go", line: 22 }),
    ]);
  });

  it("stays silent on the correct order (finalizer first, cleanup before release)", () => {
    expect(run("delete", { finalizerFirst: true, cleanup: "before-release" })).toEqual([]);
  });
});
