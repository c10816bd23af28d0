// Setting up a controller does the one-time work its first Reconcile did: the shim bodies Reconcile can
// reach are compiled and the converters of the watched types built (src/golang/shim/k8s/controller-
// runtime/pkg/builder/prepare.ts), so no reconcile of the run compiles a shim body on its first call.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compileLab, startCompiled } from "../../../src/lab";
import { flow19FromEmpty, STORY_RECONCILERS } from "../../../bench/flow19-story";
import { lazyBodyStats, shimType } from "../../../src/golang/shim/registry";
import { hasConverter } from "../../../src/golang/shim/k8s/convert";
import type { ReconcilerFactory } from "../../../src/engine/scenario/world";
import type { Manager } from "../../../src/engine/manager/manager";
import { ROOT } from "./helpers";

describe("a controller's set-up prepares its first Reconcile", () => {
  it("no reconcile compiles a shim body, and the watched types' converters exist before the first", () => {
    const files = STORY_RECONCILERS.guard.files.map((p) => ({
      name: p.split("/").pop()!,
      source: readFileSync(join(ROOT, p), "utf8"),
    }));
    const lab = compileLab(files);
    expect(lab.diagnostics).toEqual([]);
    const atReconcile: number[] = [];
    let convertersAtFirst: boolean[] | undefined;
    const wrap =
      (inner: ReconcilerFactory): ReconcilerFactory =>
      (mgr: Manager) => {
        const orig = mgr.newController.bind(mgr);
        mgr.newController = (spec) => {
          const r = spec.reconciler;
          return orig({
            ...spec,
            reconciler: {
              reconcile(ctx, req) {
                convertersAtFirst ??= [
                  shimType("example.com/app/api/v1alpha1", "App"),
                  shimType("k8s.io/api/apps/v1", "Deployment"),
                  shimType("k8s.io/api/core/v1", "PodSpec"),
                ].map(hasConverter);
                atReconcile.push(lazyBodyStats().compiledOnCall);
                return r.reconcile(ctx, req);
              },
            },
          });
        };
        inner(mgr);
      };
    const session = startCompiled(lab, flow19FromEmpty(3), { record: "report", wrap });
    session.world.run();
    const report = session.finish().report;
    expect(report.findings).toEqual([]);
    expect(atReconcile.length).toBeGreaterThan(10);
    expect(convertersAtFirst).toEqual([true, true, true]);
    // Every reconcile (creating, updating, the finalizer, the status, after the restart) found every
    // body it called compiled.
    expect(lazyBodyStats().compiledOnCall).toBe(atReconcile[0]);
  });
});
