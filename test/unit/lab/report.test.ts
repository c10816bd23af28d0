import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { execute } from "../../../src/cli/lab";
import { fixture, fixturePath, scenario } from "./helpers";

describe("the JSON report (LAB-CONTRACT §3)", { timeout: 120_000 }, () => {
  const { report } = runLab([fixture("kubebuilder.go")], scenario("create"));

  it("has exactly the contract's top-level keys with their types", () => {
    expect(Object.keys(report)).toEqual([
      "scenario",
      "seed",
      "virtualSeconds",
      "diagnostics",
      "findings",
      "objects",
      "external",
      "logs",
      "metrics",
    ]);
    expect(report.scenario).toBe("create");
    expect(report.seed).toBe(1);
    expect(report.virtualSeconds).toBe(120);
    expect(Object.keys(report.metrics).sort()).toEqual([
      "apiRequestsByVerb",
      "apiWrites",
      "reconcileErrors",
      "reconciles",
    ]);
    expect(report.metrics.reconciles).toBeGreaterThan(0);
  });

  it("lists objects in Kubernetes JSON, sorted by kind, namespace and name", () => {
    const keys = report.objects.map((o) => `${o.kind}\u0000${o.metadata.namespace ?? ""}\u0000${o.metadata.name}`);
    expect(keys).toEqual([...keys].sort());
    const dep = report.objects.find((o) => o.kind === "Deployment");
    expect(dep?.apiVersion).toBe("apps/v1");
    expect(dep?.metadata.ownerReferences?.[0]).toMatchObject({
      kind: "App",
      name: "my-app",
      controller: true,
      blockOwnerDeletion: true,
    });
    const app = report.objects.find((o) => o.kind === "App");
    expect(app?.metadata.finalizers).toEqual(["apps.example.com/cleanup"]);
    expect(report.external).toEqual([{ name: "default/my-app" }]);
  });

  it("carries log.FromContext lines with their key/value pairs and call site", () => {
    const line = report.logs.find((l) => l.msg === "deployment reconciled");
    expect(line).toMatchObject({ level: "info", values: { operation: "created" }, file: "kubebuilder.go" });
    expect(typeof line?.t).toBe("number");
  });

  it("is byte-identical for the same files, scenario and seed", () => {
    const a = execute(["run", fixturePath("kubebuilder.go"), "--scenario", "conflict", "--seed", "7", "--json"]);
    const b = execute(["run", fixturePath("kubebuilder.go"), "--scenario", "conflict", "--seed", "7", "--json"]);
    expect(a.code).toBe(0);
    expect(a.stdout.length).toBeGreaterThan(1000);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout).seed).toBe(7);
  });
});
