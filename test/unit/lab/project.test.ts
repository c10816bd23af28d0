// Whole projects (LAB-CONTRACT §5): a kubebuilder layout and a package main that builds its own
// manager run from their directories without an edit, and the cluster comes out as Kubernetes
// would leave it (CRDs from the registered kinds, status subresource only by marker).
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runProject, compileProjectLab, markersOf, moduleOf, type ProjectFile } from "../../../src/lab";
import { readProject } from "../../../src/cli/content";
import { execute } from "../../../src/cli/lab";
import { parseScenario, type Scenario } from "../../../src/engine/scenario/parse";
import type { KubeObject } from "../../../src/engine";
import { ROOT } from "./helpers";

const PROJECTS = join(ROOT, "test", "fixtures", "projects");

function load(name: string): { files: ProjectFile[]; goMod?: string; scenario: Scenario } {
  const p = readProject(join(PROJECTS, name));
  if (p.kind !== "project") throw new Error("not a project");
  const sc = parseScenario(readFileSync(join(PROJECTS, name, "scenario.yaml"), "utf8"), "scenario.yaml");
  return { files: p.files, ...(p.goMod !== undefined ? { goMod: p.goMod } : {}), scenario: sc };
}

function find(objects: KubeObject[], kind: string, name: string): KubeObject | undefined {
  return objects.find((o) => o.kind === kind && o.metadata.name === name);
}

describe("a kubebuilder-layout project runs from its directory", { timeout: 120_000 }, () => {
  const { files, goMod, scenario } = load("website");

  it("installs the registered kinds as CRDs of their group, status subresource only by marker", () => {
    const lab = compileProjectLab(files, goMod, 2_000_000);
    expect(lab.diagnostics).toEqual([]);
    // cmd/main.go compiles in the lab, so it runs: it builds the manager and wires the reconcilers.
    expect(lab.mode).toBe("main");
    const crds = lab.crds.map((c) => ({
      kind: c.kind,
      group: c.group,
      version: c.version,
      status: c.statusSubresource,
    }));
    expect(crds).toEqual([
      { kind: "Redirect", group: "web.example.org", version: "v1", status: false },
      { kind: "Website", group: "web.example.org", version: "v1", status: true },
    ]);
  });

  it("gives the cluster Kubernetes would: children owned, status through /status, generations", () => {
    const { report, compiled } = runProject(files, goMod, scenario);
    expect(compiled).toBe(true);
    expect(report.diagnostics).toEqual([]);
    const site = find(report.objects, "Website", "blog")!;
    expect(site.metadata.finalizers).toEqual(["web.example.org/cleanup"]);
    // Spec patched once (generation 2; the refused patch left it); status writes went to /status.
    expect(site.metadata.generation).toBe(2);
    expect(site.status).toMatchObject({ readyReplicas: 3, observedGeneration: 2 });
    const dep = find(report.objects, "Deployment", "blog-web")!;
    expect(dep.spec?.replicas).toBe(3);
    expect(dep.metadata.ownerReferences).toMatchObject([
      { apiVersion: "web.example.org/v1", kind: "Website", name: "blog", controller: true },
    ]);
    // Redirect has no status subresource: a plain Update stores the status and bumps the generation.
    const ok = find(report.objects, "Redirect", "old-blog")!;
    expect(ok.status).toEqual({ accepted: true });
    expect(ok.metadata.generation).toBe(2);
    const bad = find(report.objects, "Redirect", "bad")!;
    expect(bad.metadata.generation).toBe(1);
    expect(bad.status ?? {}).toEqual({});
  });

  it("serves the project's webhooks: the defaulter fills replicas, the validator refuses, as the API server answers", () => {
    const { report } = runProject(files, goMod, scenario);
    // Created without replicas: the mutating webhook set 2; the 30s patch set 3; the 40s one (50) was refused.
    const site = find(report.objects, "Website", "blog")!;
    expect(site.spec).toEqual({ image: "nginx:1.27", replicas: 3 });
    expect(find(report.objects, "Website", "shaky")).toBeUndefined();
    const refused = report.logs.filter((l) => l.msg === "scenario step failed").map((l) => l.values?.error);
    expect(refused).toEqual([
      'websites.web.example.org "shaky" is forbidden: admission webhook "vwebsite-v1.kb.io" denied the request: spec.image: "nginx:latest" must name a pinned tag',
      'websites.web.example.org "blog" is forbidden: admission webhook "vwebsite-v1.kb.io" denied the request: spec.replicas: 50 is more than 10',
    ]);
    expect(report.logs.some((l) => l.msg === "defaulting" && l.values?.logger === "website-resource")).toBe(true);
  });

  it("runs from the command line with exit 0, through cmd/main.go", () => {
    const out = execute([
      "run",
      join(PROJECTS, "website"),
      "--scenario",
      join(PROJECTS, "website", "scenario.yaml"),
      "--json",
    ]);
    expect(out.stderr).toBe("");
    expect(out.code).toBe(0);
    const report = JSON.parse(out.stdout) as { objects: KubeObject[] };
    expect(find(report.objects, "Deployment", "blog-web")).toBeDefined();
  });
});

describe("a package main that builds its own manager runs its main()", { timeout: 120_000 }, () => {
  const { files, goMod, scenario } = load("mirror");

  it("runs init() in Go's order: the imported package's variables, its init, then main's", () => {
    const { report, compiled } = runProject(files, goMod, scenario);
    expect(compiled).toBe(true);
    const out = report.logs.filter((l) => l.values?.stream === "stdout").map((l) => l.msg);
    expect(out).toEqual(["naming: variables initialised", "naming: init, suffix is -copy", "main: init"]);
    expect(report.logs.some((l) => l.msg === "starting manager")).toBe(true);
  });

  it("wires For with a predicate and Watches with a map function: the copy follows the Secret", () => {
    const { report } = runProject(files, goMod, scenario);
    expect(find(report.objects, "ConfigMap", "private-copy")).toBeUndefined();
    const copy = find(report.objects, "ConfigMap", "app-config-copy")!;
    expect(copy).toBeDefined();
    expect((copy as { data?: unknown }).data).toEqual({ mode: "fast" });
    const secret = find(report.objects, "Secret", "mirror-settings")!;
    // The Secret was patched at 30s; the map function enqueued the labelled ConfigMap again.
    expect(copy.metadata.annotations?.["mirror.example.net/settings"]).toBe(secret.metadata.resourceVersion);
    expect(copy.metadata.ownerReferences?.[0]).toMatchObject({ kind: "ConfigMap", name: "app-config" });
  });
});

const MOD = "module example.com/tiny\n\ngo 1.22\n";
const GV = `package v1

import (
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/scheme"
)

var (
	GroupVersion  = schema.GroupVersion{Group: "tiny.example.com", Version: "v1"}
	SchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}
	AddToScheme   = SchemeBuilder.AddToScheme
)
`;
const types = (marker: boolean) => `package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type WidgetStatus struct {
	Seen bool \`json:"seen,omitempty"\`
}

// +kubebuilder:object:root=true
${marker ? "// +kubebuilder:subresource:status" : ""}

// Widget is a thing.
type Widget struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec              struct{ Size int \`json:"size"\` } \`json:"spec,omitempty"\`
	Status            WidgetStatus \`json:"status,omitempty"\`
}

// +kubebuilder:object:root=true
type WidgetList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []Widget \`json:"items"\`
}

func init() { SchemeBuilder.Register(&Widget{}, &WidgetList{}) }
`;
// The reconciler sets the status in memory and saves it with a plain Update, once.
const CTRL = `package controller

import (
	"context"

	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"

	v1 "example.com/tiny/api/v1"
)

type WidgetReconciler struct {
	client.Client
}

func (r *WidgetReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var w v1.Widget
	if err := r.Get(ctx, req.NamespacedName, &w); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if w.Annotations["saved"] == "yes" {
		return ctrl.Result{}, nil
	}
	w.Status.Seen = true
	if w.Annotations == nil {
		w.Annotations = map[string]string{}
	}
	w.Annotations["saved"] = "yes"
	return ctrl.Result{}, r.Update(ctx, &w)
}

func (r *WidgetReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&v1.Widget{}).Complete(r)
}
`;
const WIDGET_SCENARIO = parseScenario(
  `description: one Widget
end: 10s
steps:
  - at: 0s
    create: { apiVersion: tiny.example.com/v1, kind: Widget, metadata: { name: w, namespace: default }, spec: { size: 1 } }
`,
  "widget.yaml",
);

function tiny(marker: boolean, extra: ProjectFile[] = []): ProjectFile[] {
  return [
    { path: "api/v1/groupversion_info.go", source: GV },
    { path: "api/v1/widget_types.go", source: types(marker) },
    { path: "internal/controller/widget_controller.go", source: CTRL },
    ...extra,
  ];
}

describe("a plain Update keeps or drops .status as the API server does", { timeout: 60_000 }, () => {
  it("with +kubebuilder:subresource:status the main endpoint ignores the status change", () => {
    const { report } = runProject(tiny(true), MOD, WIDGET_SCENARIO);
    const w = find(report.objects, "Widget", "w")!;
    expect(w.metadata.annotations).toEqual({ saved: "yes" });
    expect(w.status ?? {}).toEqual({});
    expect(w.metadata.generation).toBe(1); // only metadata changed
  });

  it("without the marker the status is part of the object and is stored", () => {
    const { report } = runProject(tiny(false), MOD, WIDGET_SCENARIO);
    const w = find(report.objects, "Widget", "w")!;
    expect(w.status).toEqual({ seen: true });
    expect(w.metadata.generation).toBe(2); // without the subresource a status change bumps generation
  });
});

describe("project loading errors are located", { timeout: 60_000 }, () => {
  it("an import under the module with no such directory names the import", () => {
    const bad = CTRL.replace(`v1 "example.com/tiny/api/v1"`, `v1 "example.com/tiny/api/v2"`);
    const lab = compileProjectLab(
      [tiny(true)[0]!, tiny(true)[1]!, { path: "internal/controller/widget_controller.go", source: bad }],
      MOD,
      1e6,
    );
    expect(lab.diagnostics).toHaveLength(1);
    expect(lab.diagnostics[0]).toMatchObject({ file: "internal/controller/widget_controller.go", line: 9 });
    expect(lab.diagnostics[0]!.message).toContain("example.com/tiny/api/v2 is not in the project");
  });

  it("an import cycle is reported at the import that closes it", () => {
    const a = `package a\n\nimport _ "example.com/tiny/b"\n`;
    const b = `package b\n\nimport _ "example.com/tiny/a"\n`;
    const lab = compileProjectLab(
      [...tiny(true), { path: "a/a.go", source: a }, { path: "b/b.go", source: b }],
      MOD,
      1e6,
    );
    expect(lab.diagnostics.map((d) => d.message)).toEqual([
      "import cycle not allowed: example.com/tiny/a → example.com/tiny/b → example.com/tiny/a",
    ]);
    expect(lab.diagnostics[0]).toMatchObject({ file: "a/a.go", line: 3 });
  });

  it("an error in an imported package is reported there, without follow-on errors in its importers", () => {
    const broken = types(true).replace("Seen bool", "Seen boool");
    const lab = compileProjectLab(
      [tiny(true)[0]!, { path: "api/v1/widget_types.go", source: broken }, tiny(true)[2]!],
      MOD,
      1e6,
    );
    expect(lab.diagnostics.map((d) => `${d.file}:${d.line}: ${d.message}`)).toEqual([
      "api/v1/widget_types.go:6: undefined: boool (did you mean bool?)",
    ]);
  });

  it("an endless main() is a located StepBudgetExceeded and the run still exits 0", () => {
    const main = `package main

import ctrl "sigs.k8s.io/controller-runtime"

func main() {
	_, _ = ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	n := 0
	for {
		n++
	}
}
`;
    const { report, compiled } = runProject([{ path: "main.go", source: main }], MOD, WIDGET_SCENARIO, {
      budget: 100_000,
    });
    expect(compiled).toBe(true);
    const f = report.findings.find((x) => x.kind === "StepBudgetExceeded");
    expect(f).toMatchObject({ file: "main.go", object: "main" });
    expect([8, 9]).toContain(f!.line);
  });

  it("os.Exit in main() stops the program at its line", () => {
    const main = `package main

import (
	"os"

	ctrl "sigs.k8s.io/controller-runtime"
)

func main() {
	ctrl.Log.Info("giving up")
	os.Exit(1)
}
`;
    const { report } = runProject([{ path: "main.go", source: main }], MOD, WIDGET_SCENARIO);
    const stop = report.logs.find((l) => l.msg.startsWith("main stopped"));
    expect(stop).toMatchObject({ level: "error", msg: "main stopped: exit status 1", file: "main.go", line: 11 });
  });

  it("reads go.mod's module path and markers above a type", () => {
    expect(moduleOf("// c\nmodule  example.org/x // trailing\n\ngo 1.22\n")).toBe("example.org/x");
    expect(moduleOf("go 1.22\n")).toBeUndefined();
    const src =
      "package v1\n\n// +kubebuilder:object:root=true\n// +kubebuilder:subresource:status\n\n// T is.\ntype T struct{}\n";
    expect(markersOf(src, 7)).toEqual(["+kubebuilder:subresource:status", "+kubebuilder:object:root=true"]);
  });
});

describe("run's arguments: files or one project directory", () => {
  it("a directory named x.go with no Go files is a one-line error naming it, not an internal error", () => {
    const dir = mkdtempSync(join(tmpdir(), "lab-"));
    const x = join(dir, "x.go");
    mkdirSync(x);
    const out = execute(["run", x, "--scenario", "create"]);
    expect(out.code).toBe(1);
    expect(out.stderr).toBe(`lab: ${x}: no .go files in this directory\n`);
    const both = execute(["run", x, join(ROOT, "test", "unit", "lab", "fixtures", "loop.go"), "--scenario", "create"]);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain(`${x}: is a directory; run takes one project directory or .go files`);
    expect(both.stderr).not.toMatch(/internal error/);
  });
});
