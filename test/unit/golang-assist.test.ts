// The editor's Go assist (completion, hover, signature help) on exercise 1's real files: package
// members from the shim registry, fields and methods from the checker's types, while typing.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { complete, hover, signatureHelp } from "../../src/golang/assist";

const dir = "content/exercises/exercise-1-eager-creator";
const read = (f: string) => readFileSync(`${dir}/${f}`, "utf8");
const support = ["helpers.go", "setup.go"].map((name) => ({ name, source: read(name) }));
const original = read("original.go");

/** at finds the 1-based line and column just after the first occurrence of marker in source. */
function at(source: string, marker: string): { line: number; column: number } {
  const i = source.indexOf(marker);
  if (i < 0) throw new Error(`no ${marker}`);
  const before = source.slice(0, i + marker.length).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

function withEdit(marker: string, replacement: string) {
  const source = original.replace(marker, replacement);
  return { files: [...support, { name: "original.go", source }], source };
}

describe("completion", () => {
  it("lists a package's exports after `pkg.`, with signature and doc", () => {
    const { files, source } = withEdit(
      "return ctrl.Result{}, client.IgnoreNotFound(err)",
      "return ctrl.Result{}, client.",
    );
    const p = at(source, "client.");
    const items = complete(files, "original.go", p.line, p.column);
    const ignore = items.find((i) => i.label === "IgnoreNotFound");
    expect(ignore?.kind).toBe("func");
    expect(ignore?.detail).toMatch(/^func IgnoreNotFound\(/);
    expect(ignore?.doc.length).toBeGreaterThan(10);
    expect(items.some((i) => i.label === "Client" && i.kind === "type")).toBe(true);
  });

  it("lists an App's fields after `app.` while the line does not parse", () => {
    const { files, source } = withEdit('app.Status.Phase = "Provisioning"', "app.");
    const p = at(source, "\tapp.");
    const items = complete(files, "original.go", p.line, p.column);
    const labels = items.map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(["Spec", "Status", "ObjectMeta", "Name", "Namespace"]));
  });

  it("lists methods through a call and an embedded interface: `r.Status().`", () => {
    const { files, source } = withEdit("r.Status().Update(ctx, &app)", "r.Status().U(ctx, &app)");
    const p = at(source, "r.Status().U");
    const items = complete(files, "original.go", p.line, p.column);
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(["Update", "Patch"]));
    const withR = complete(files, "original.go", p.line, p.column - "Status().U".length);
    expect(withR.map((i) => i.label)).toEqual(expect.arrayContaining(["Get", "Create", "Status", "Scheme"]));
  });

  it("offers locals, imports and keywords elsewhere", () => {
    const files = [...support, { name: "original.go", source: original }];
    // Inside launchWorkload, after `workload := …`: its locals and parameters, the imports, keywords.
    const p = at(original, "\tworkload.Spec");
    const labels = complete(files, "original.go", p.line, p.column - "workload.Spec".length).map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(["app", "workload", "ctx", "r", "appsv1", "ctrl", "return", "if"]));
  });
});

describe("hover and signature help", () => {
  const files = [...support, { name: "original.go", source: original }];
  it("hovers a package function with its signature and doc", () => {
    const p = at(original, "client.IgnoreNot");
    const h = hover(files, "original.go", p.line, p.column);
    expect(h?.signature).toMatch(/^func IgnoreNotFound\(err error\) error/);
    expect(h?.doc).toMatch(/not ?found/i);
  });
  it("hovers a method reached through the reconciler's embedded client", () => {
    const p = at(original, "r.Crea");
    expect(hover(files, "original.go", p.line, p.column)?.signature).toMatch(
      /Create\(ctx context\.Context, obj client\.Object/,
    );
  });
  it("hovers a local with its type", () => {
    const p = at(original, "app.Status.Phase");
    expect(hover(files, "original.go", p.line, p.column - "app.Status.Phase".length + 1)?.signature).toBe(
      "var app *v1alpha1.App",
    );
  });
  it("tells which parameter is being typed", () => {
    const p = at(original, "r.Get(ctx, req.Name");
    const s = signatureHelp(files, "original.go", p.line, p.column);
    expect(s?.label).toMatch(/Get\(ctx context\.Context, key types\.NamespacedName, obj client\.Object/);
    expect(s?.active).toBe(1);
    expect(s?.params[1]).toBe("key types.NamespacedName");
    expect(signatureHelp(files, "original.go", 1, 1)).toBeUndefined();
  });
});

describe("completion on the sandbox's starter (content/sandbox)", () => {
  // The checker annotates each call with its signature; a named type's methods name the type
  // again, so a walk that follows annotations never ends. The sandbox's `r.Status().Update` did.
  const sandbox = ["types.go", "app_controller.go"].map((name) => ({
    name,
    source: readFileSync(`content/sandbox/${name}`, "utf8"),
  }));
  it("offers ctrl's exports after `ctrl.` typed at the end of the reconciler", () => {
    const shown = sandbox[1]!;
    const source = shown.source.replace(/\n*$/, "") + "\nvar _ = ctrl.";
    const lines = source.split("\n");
    const files = [sandbox[0]!, { ...shown, source }];
    const items = complete(files, shown.name, lines.length, lines[lines.length - 1]!.length + 1);
    expect(items.map((i) => i.label)).toContain("Result");
  });
});

describe("completion and hover in a project (a package per directory)", () => {
  // The newest kubebuilder layout: the controller imports the project's own api/v1 package.
  const root = "test/fixtures/projects/newlayout";
  const paths = [
    "api/v1/groupversion_info.go",
    "api/v1/backup_types.go",
    "internal/controller/options.go",
    "internal/controller/backup_controller.go",
  ];
  const project = paths.map((name) => ({ name, source: readFileSync(`${root}/${name}`, "utf8") }));
  const shown = "internal/controller/backup_controller.go";
  const opts = { module: "example.io/backup-operator" };
  /** typed: the controller with `text` appended at its end, and the position after it. */
  const typed = (text: string) => {
    const source = project.find((f) => f.name === shown)!.source.replace(/\n*$/, "") + "\n" + text;
    const lines = source.split("\n");
    const files = project.map((f) => (f.name === shown ? { ...f, source } : f));
    return { files, line: lines.length, column: lines[lines.length - 1]!.length + 1 };
  };

  it("offers the project's own API types after its package's alias", () => {
    const { files, line, column } = typed("var _ = opsv1.");
    const labels = complete(files, shown, line, column, opts).map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(["Backup", "BackupSpec", "BackupList"]));
  });

  it("offers the fields of a project type reached through a variable", () => {
    const { files, line, column } = typed("func probe(b *opsv1.Backup) { _ = b.Spec.");
    const labels = complete(files, shown, line, column, opts).map((i) => i.label);
    expect(labels).toContain("Source");
  });

  it("hovers a project type with its declaration", () => {
    const { files, line } = typed("var _ = opsv1.BackupSpec{}");
    const h = hover(files, shown, line, "var _ = opsv1.Back".length, opts);
    expect(h?.signature).toMatch(/BackupSpec/);
  });
});

describe("assist in a project answers with the API of the versions its go.mod requires", () => {
  // controller-runtime v0.23 made the webhook builder generic: NewWebhookManagedBy(mgr, &T{}).
  const root = "test/fixtures/projects/snapshots";
  const paths = [
    "api/v1/groupversion_info.go",
    "api/v1/snapshot_types.go",
    "api/v1/zz_generated.deepcopy.go",
    "internal/webhook/v1/snapshot_webhook.go",
  ];
  const files = paths.map((name) => ({ name, source: readFileSync(`${root}/${name}`, "utf8") }));
  const shown = "internal/webhook/v1/snapshot_webhook.go";
  const goMod = readFileSync(`${root}/go.mod`, "utf8");
  const module = "example.org/snapshot-operator";
  const source = files.find((f) => f.name === shown)!.source;
  const lines = source.split("\n");
  const line = lines.findIndex((l) => l.includes("ctrl.NewWebhookManagedBy(")) + 1;
  const column = lines[line - 1]!.indexOf("NewWebhookManagedBy") + 3;

  it("hovers ctrl.NewWebhookManagedBy with v0.23's two parameters when go.mod requires v0.23.1", () => {
    const h = hover(files, shown, line, column, { module, goMod });
    expect(h?.signature).toMatch(/NewWebhookManagedBy\[\w+.*\]\(m(gr)? \w+(\.\w+)?, obj \w+\)/);
  });
  it("and with the one parameter of older releases when go.mod requires v0.22", () => {
    const older = goMod.replace("sigs.k8s.io/controller-runtime v0.23.1", "sigs.k8s.io/controller-runtime v0.22.4");
    const h = hover(files, shown, line, column, { module, goMod: older });
    expect(h?.signature).toMatch(/NewWebhookManagedBy\(m(gr)? \w+(\.\w+)?\)/);
  });
});
