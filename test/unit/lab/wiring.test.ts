import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { fixture, scenario } from "./helpers";

// wiring.go: SetupWithManager with an index, For + GenerationChangedPredicate, Watches with a map
// function and a predicate.Funcs, WithOptions; Reconcile with server-side apply, List options and CreateOrPatch.
const { report } = runLab([fixture("wiring.go")], scenario("conflict"));
const runs = report.logs.filter((l) => l.msg === "reconciled");

describe("SetupWithManager and the rest of the client surface", () => {
  it("compiles, sets up without errors and logs at debug level through V(1)", () => {
    expect(report.diagnostics).toEqual([]);
    expect(report.logs.filter((l) => l.level === "error")).toEqual([]);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs[0]).toMatchObject({
      level: "debug",
      file: "wiring.go",
      values: { app: { name: "my-app", namespace: "default" } },
    });
  });

  it("server-side-applies with FieldOwner and ForceOwnership", () => {
    const cm = report.objects.find((o) => o.metadata.name === "my-app-config");
    expect(cm?.data).toEqual({ image: "nginx:1.27" });
    expect(cm?.metadata.managedFields?.map((m) => `${m.manager}:${m.operation}`)).toContain("app-controller:Apply");
    expect(cm?.metadata.ownerReferences?.[0]).toMatchObject({ kind: "App", name: "my-app", controller: true });
  });

  it("lists through a field index (MatchingFields) and by labels (MatchingLabels)", () => {
    expect(runs.every((l) => l.values?.sameImage === 1)).toBe(true);
    expect(runs.at(-1)?.values?.labelled).toBe(1);
  });

  it("CreateOrPatch creates once and then reports unchanged", () => {
    expect(runs.map((l) => l.values?.extra)).toEqual(["created", ...runs.slice(1).map(() => "unchanged")]);
  });

  it("the map function brings the ConfigMap's create back to its App; the label-only edit is filtered by GenerationChangedPredicate", () => {
    // create → reconcile; ConfigMap created → mapped reconcile; the 20s scale-up (generation 2) → reconcile.
    // The 20s label change by another writer does not bump generation and is filtered out.
    expect(runs.map((l) => Math.floor(l.t))).toEqual([0, 0, 20]);
  });

  it("an unchanged re-apply is a no-op write at the API server, and is reported as such", () => {
    expect(report.findings.map((f) => `${f.kind} ${f.object}`)).toEqual(["NoOpWrite ConfigMap default/my-app-config"]);
  });
});
