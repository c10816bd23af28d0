import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { fixture, scenario } from "./helpers";

describe("a reconciler written as in a kubebuilder project runs unchanged", { timeout: 120_000 }, () => {
  it.each(["create", "restart", "delete", "edit-child", "conflict"])("has no findings in the %s scenario", (name) => {
    const { report, compiled } = runLab([fixture("kubebuilder.go")], scenario(name));
    expect(compiled).toBe(true);
    expect(report.diagnostics).toEqual([]);
    expect(report.findings).toEqual([]);
    expect(report.metrics.reconciles).toBeGreaterThan(0);
    const dep = report.objects.filter((o) => o.kind === "Deployment");
    if (name === "delete") {
      expect(report.objects.some((o) => o.kind === "App")).toBe(false);
      expect(report.external).toEqual([]);
      expect(dep).toEqual([]);
    } else {
      expect(dep).toHaveLength(1);
      expect(dep[0]?.spec?.replicas).toBe(name === "conflict" ? 3 : 2); // conflict also scales the App to 3
      expect(report.external).toEqual([{ name: "default/my-app" }]);
    }
  });

  it("puts back a hand-edited replica count (edit-child) through Owns and CreateOrUpdate", () => {
    const { report } = runLab([fixture("kubebuilder.go")], scenario("edit-child"));
    const updates = report.logs.filter((l) => l.msg === "deployment reconciled" && l.values?.operation === "updated");
    expect(updates.length).toBeGreaterThan(0);
  });

  it("retries the status write after a Conflict instead of swallowing it (conflict)", () => {
    const { report } = runLab([fixture("kubebuilder.go")], scenario("conflict"));
    expect(report.metrics.reconcileErrors).toBeGreaterThan(0);
    expect(
      report.logs.some(
        (l) => l.msg === "Reconciler error" && String(l.values?.error).includes("the object has been modified"),
      ),
    ).toBe(true);
  });
});
