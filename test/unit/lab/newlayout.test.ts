// A project in the newest kubebuilder layout (4.6+; controller-runtime 0.22) runs unmodified through its
// cmd/main.go: groupversion_info.go's runtime.NewSchemeBuilder with metav1.AddToGroupVersion, types that
// register with SchemeBuilder.Register(func(s) { s.AddKnownTypes(...) }) and tag `omitzero`, a controller
// wired with WatchesRawSource(source.Kind(mgr.GetCache(), …)), a typed map function and predicate, and
// controller.Options{RateLimiter}; its test/utils (os/exec, e2e helpers) is not part of the program, as
// `go run ./cmd` does not build it. The same features as the kubebuilder book's CronJob project, which
// realproject.test.ts runs when a fetched copy is present.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runProject, compileProjectLab, type ProjectFile } from "../../../src/lab";
import { readProject } from "../../../src/cli/content";
import { parseScenario } from "../../../src/engine/scenario/parse";
import { ROOT } from "./helpers";

const DIR = join(ROOT, "test", "fixtures", "projects", "newlayout");
const p = readProject(DIR);
if (p.kind !== "project") throw new Error("not a project");
const files: ProjectFile[] = p.files;
const scenario = parseScenario(readFileSync(join(DIR, "scenario.yaml"), "utf8"), "scenario.yaml");

describe("a project in kubebuilder's newest layout", { timeout: 120_000 }, () => {
  it("compiles main's packages only, and installs the kind AddKnownTypes registered, with its status marker", () => {
    const lab = compileProjectLab(files, p.goMod, 2_000_000);
    expect(lab.diagnostics).toEqual([]);
    expect(lab.mode).toBe("main");
    expect(lab.program?.packages.map((x) => x.path).filter((x) => x.includes("test/utils"))).toEqual([]);
    expect(lab.crds.map((c) => [c.group, c.version, c.kind, c.statusSubresource])).toEqual([
      ["ops.example.io", "v1", "Backup", true],
    ]);
  });

  it("gives the cluster Kubernetes would: waits for the source, copies it, follows its edit", () => {
    const { report } = runProject(files, p.goMod, scenario);
    expect(report.logs.filter((l) => l.level === "error")).toEqual([]);
    const copy = report.objects.find((o) => o.kind === "ConfigMap" && o.metadata.name === "nightly-copy");
    expect(copy?.data).toEqual({ mode: "safe" });
    expect(copy?.metadata.ownerReferences?.[0]).toMatchObject({ kind: "Backup", name: "nightly", controller: true });
    const backup = report.objects.find((o) => o.kind === "Backup") as unknown as {
      status: { copies: number; conditions: Array<{ reason: string }> };
    };
    expect(backup.status.copies).toBe(2);
    expect(backup.status.conditions.map((c) => c.reason)).toEqual(["Copied"]);
    // The source ConfigMap's create (10s) and edit (30s) reach the Backup through the raw source's map function.
    expect(report.logs.filter((l) => l.msg === "copied").map((l) => [Math.floor(l.t), l.values?.operation])).toEqual([
      [10, "created"],
      [10, "unchanged"],
      [30, "updated"],
      [30, "unchanged"],
    ]);
    // A true finding: the status is written back even when nothing changed.
    expect(report.findings.map((f) => f.kind)).toEqual(["NoOpWrite"]);
  });
});
