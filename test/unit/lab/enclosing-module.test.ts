// A directory without a go.mod of its own belongs to the nearest enclosing module, as in Go
// (controller-runtime's examples/crd imports sigs.k8s.io/controller-runtime/examples/crd/pkg):
// `run DIR` reads DIR's files under their path from that module's root. Also the packages such
// examples import: pkg/client/config, pkg/manager/signals and the single-provider auth plugins.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runProject, compileProjectLab } from "../../../src/lab";
import { readProject, loadScenario } from "../../../src/cli/content";
import { shimVersions } from "../../../src/golang";
import { ROOT } from "./helpers";

const MODULE = join(ROOT, "test", "fixtures", "projects", "enclosing");

describe("a directory inside a module without its own go.mod", { timeout: 120_000 }, () => {
  it("takes the enclosing go.mod and keeps the files' paths from the module root", () => {
    const p = readProject(join(MODULE, "examples", "chaos"));
    if (p.kind !== "project") throw new Error("not a project");
    expect(p.goMod).toMatch(/^module example\.org\/chaos-tools$/m);
    expect(p.files.map((f) => f.path).sort()).toEqual(["examples/chaos/main.go", "examples/chaos/pkg/types.go"]);
    const lab = compileProjectLab(p.files, p.goMod, 2_000_000);
    expect(lab.diagnostics).toEqual([]);
    expect(lab.mode).toBe("main");
  });

  it("runs main(): config.GetConfigOrDie, signals.SetupSignalHandler, the blank gcp plugin import", () => {
    const p = readProject(join(MODULE, "examples", "chaos"));
    if (p.kind !== "project") throw new Error("not a project");
    const { report, compiled } = runProject(p.files, p.goMod, loadScenario(join(MODULE, "scenario.yaml")));
    expect(compiled).toBe(true);
    const cm = report.objects.find((o) => o.kind === "ConfigMap" && o.metadata.name === "v1")!;
    expect(cm.data).toEqual({ a: "1" });
    expect(cm.metadata.ownerReferences).toMatchObject([{ kind: "Victim", name: "v1", controller: true }]);
  });

  it("code inside controller-runtime's own module gets the newest controller-runtime API", () => {
    const goMod = "module sigs.k8s.io/controller-runtime\n\ngo 1.24.0\n";
    expect(shimVersions(goMod).size).toBe(0);
    expect(shimVersions(goMod, "sigs.k8s.io/controller-runtime").get("sigs.k8s.io/controller-runtime")).toBe(
      "sigs.k8s.io/controller-runtime@v0.23.0",
    );
  });
});
