// Project loads a whole controller project (LAB-CONTRACT §5): every .go file belongs to the package
// of its directory, go.mod's module path names the packages, and the wiring depends on the layout.
// A project with a `package main` (kubebuilder's cmd/main.go, or a controller-runtime example)
// runs its main(), which builds its own manager, flags, logger, probes and webhooks. A layout
// without one (controllers pasted on their own) is wired as cmd/main.go would wire it; so is one
// whose main package does not compile in the lab, with a log line that says why. The kinds a project registers (scheme.Builder.Register in
// init()) are discovered by running the packages' initialisation once before the world starts, and
// installed as CRDs with the status subresource only where the type carries the
// `+kubebuilder:subresource:status` marker.
import {
  compileProject,
  vendorSource,
  shimVersions,
  under,
  type SourceFile,
  type Named,
  type Program,
  type Diagnostic,
  type PackageSource,
} from "../golang";
import { compileLab, type LabProgram, type LabCRD, type WebhookSetup } from "./program";
import { LabRun } from "./labrun";

const META = "k8s.io/apimachinery/pkg/apis/meta/v1";

/** ProjectFile is one file of a project, its path relative to the project's root with `/`. */
export interface ProjectFile {
  path: string;
  source: string;
}

/** moduleOf reads the module path of a go.mod file (undefined when it declares none). */
export function moduleOf(goMod: string): string | undefined {
  const m = /^\s*module\s+("?)([^\s"]+)\1\s*$/m.exec(goMod.replace(/\/\/[^\n]*/g, ""));
  return m?.[2];
}

function dirOf(path: string): string {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}

function isMain(source: string): boolean {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/[^\n]*/g, "");
  return /^\s*package\s+main\s*$/m.test(code);
}

/** importsOf lists the import paths of a Go file (read from its source, before it is parsed). */
export function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/[^\n]*/g, "");
  const out: string[] = [];
  for (const m of code.matchAll(/^\s*import\s*\(([\s\S]*?)\)/gm))
    for (const q of m[1]!.matchAll(/"([^"]+)"/g)) out.push(q[1]!);
  for (const m of code.matchAll(/^\s*import\s+(?:[\w.]+\s+)?"([^"]+)"/gm)) out.push(m[1]!);
  return out;
}

/** reachable keeps the packages a main package imports, directly or not: what `go run ./cmd` builds
 * (a kubebuilder project's test/utils, with its os/exec and Ginkgo, is not part of the program). */
function reachable(
  libs: Array<{ path: string; files: SourceFile[] }>,
  mainFiles: SourceFile[],
): Array<{ path: string; files: SourceFile[] }> {
  const byPath = new Map(libs.map((l) => [l.path, l]));
  const keep = new Set<string>();
  const visit = (files: SourceFile[]) => {
    for (const f of files)
      for (const imp of importsOf(f.source)) {
        const lib = byPath.get(imp);
        if (lib && !keep.has(imp)) {
          keep.add(imp);
          visit(lib.files);
        }
      }
  };
  visit(mainFiles);
  return libs.filter((l) => keep.has(l.path));
}

function hasReconcile(t: Named): boolean {
  const m = t.methods.get("Reconcile");
  return !!m && m.sig.params.length === 2 && m.sig.results.length === 2;
}

function embedsMeta(t: Named): boolean {
  const u = under(t);
  if (u.k !== "struct") return false;
  const embeds = (name: string) =>
    u.fields.some((f) => f.embedded && f.type.k === "named" && f.type.pkg === META && f.type.name === name);
  return embeds("TypeMeta") && embeds("ObjectMeta");
}

/** markersOf reads the `// +kubebuilder:` markers in the comment lines above a type declaration
 * (controller-tools reads the doc comment and the comment group just before it). */
export function markersOf(source: string, line: number): string[] {
  const lines = source.split("\n");
  const out: string[] = [];
  let blanks = 0;
  for (let i = line - 2; i >= 0; i--) {
    const l = lines[i]!.trim();
    if (l === "") {
      if (++blanks > 1) break;
      continue;
    }
    if (!l.startsWith("//")) break;
    blanks = 0;
    const m = /^\/\/\s*(\+\S+)/.exec(l);
    if (m) out.push(m[1]!);
  }
  return out;
}

/** crdOf turns a registered Go type into a CRD definition, reading its kubebuilder markers. */
function crdOf(program: Program, t: Named, group: string, version: string): LabCRD {
  const pos = t.obj?.pos;
  const file = pos ? program.packages.flatMap((p) => p.files).find((f) => f.name === pos.file) : undefined;
  const markers = file && pos ? markersOf(file.source, pos.line) : [];
  const resource = markers.find((m) => m.startsWith("+kubebuilder:resource:"));
  const arg = (key: string) => (resource ? new RegExp(`[:,]${key}=([^,]+)`).exec(resource)?.[1] : undefined);
  const plural = arg("path");
  const crd: LabCRD = {
    type: t,
    group,
    version,
    kind: t.name,
    statusSubresource: markers.includes("+kubebuilder:subresource:status"),
    namespaced: arg("scope") !== "Cluster",
  };
  if (plural) crd.plural = plural;
  return crd;
}

/** discoverKinds runs the project's initialisation once, outside any world, to learn what it
 * registers; a failure here is left for the first process start to report at its line. */
function discoverKinds(program: Program, budget: number): LabCRD[] {
  const found: LabCRD[] = [];
  const seen = new Set<string>();
  const run = new LabRun({ crds: [], program }, { sites: false, log: () => {} });
  run.registerKind = (group, version, t) => {
    const key = `${t.pkg}.${t.name}`;
    if (seen.has(key) || !embedsMeta(t)) return;
    seen.add(key);
    found.push(crdOf(program, t, group, version));
  };
  program.instantiate(
    { stdout: () => {}, stderr: () => {}, services: { env: {}, lab: run, manager: { manager: null } } },
    { budget },
  );
  // An XList registered beside its X is the list type, not a kind of its own.
  const kinds = new Set(found.map((c) => `${c.type.pkg}.${c.kind}`));
  return found.filter(
    (c) => !(c.kind.endsWith("List") && kinds.has(`${c.type.pkg}.${c.kind.slice(0, -4)}`) && isList(c.type)),
  );
}

function isList(t: Named): boolean {
  const u = under(t);
  return u.k === "struct" && u.fields.some((f) => f.name === "Items");
}

/** compileProjectLab compiles a project's files (LAB-CONTRACT §5). Without a go.mod the files
 * compile as one package, as in section 2. */
export function compileProjectLab(files: ProjectFile[], goMod: string | undefined, budget: number): LabProgram {
  // vendor/ holds third-party source (go mod vendor): packages served on import, not the project's own.
  const source = vendorSource(files);
  // The API of the controller-runtime release go.mod requires (e.g. v0.23's generic webhook builder).
  const shims = goMod !== undefined ? shimVersions(goMod, moduleOf(goMod)) : new Map<string, string>();
  const goFiles = files
    .filter((f) => f.path.endsWith(".go") && !f.path.startsWith("vendor/"))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const module = goMod !== undefined ? moduleOf(goMod) : undefined;
  if (goMod !== undefined && !module)
    return failed([
      { file: "go.mod", line: 1, column: 1, message: "go.mod declares no module path", severity: "error" },
    ]);
  if (!module) return compileLab(goFiles.map((f) => ({ name: f.path, source: f.source })));
  const byDir = new Map<string, SourceFile[]>();
  for (const f of goFiles) {
    const d = dirOf(f.path);
    if (!byDir.has(d)) byDir.set(d, []);
    byDir.get(d)!.push({ name: f.path, source: f.source });
  }
  const pathOf = (dir: string) => (dir ? `${module}/${dir}` : module);
  const mains = [...byDir].filter(([, fs]) => fs.some((f) => isMain(f.source))).map(([d]) => d);
  const allLibs = [...byDir].filter(([d]) => !mains.includes(d)).map(([d, fs]) => ({ path: pathOf(d), files: fs }));
  // With a package main, the program is what it imports; without one, every package (`go build ./...`).
  const libs = mains.length === 1 ? reachable(allLibs, byDir.get(mains[0]!)!) : allLibs;
  if (!allLibs.length && !mains.length)
    return failed([{ file: "", line: 1, column: 1, message: "no Go files in the project", severity: "error" }]);

  if (mains.length > 1)
    return failed([
      {
        file: byDir.get(mains[1]!)![0]!.name,
        line: 1,
        column: 1,
        message: `more than one package main (${mains.map((d) => d || ".").join(", ")}): the lab runs one program`,
        severity: "error",
      },
    ]);
  let mainNote: string | undefined;
  if (libs.length && mains.length) {
    // A kubebuilder layout with its cmd/main.go: main() runs, unmodified, when it compiles.
    const whole = compileMain(libs, mains[0]!, byDir, module, pathOf, budget, source, shims);
    if (!whole.diagnostics.length) return whole;
    const d = whole.diagnostics[0]!;
    if (!byDir.get(mains[0]!)!.some((f) => f.name === d.file)) return whole;
    // The first line of the first error is enough (an unknown import lists every supported one).
    mainNote = `${d.file}:${d.line}: ${d.message.split(/; supported imports|\n/)[0]}`;
  }

  // A kubebuilder layout: reconcilers live in the project's packages, wired as cmd/main.go would.
  if (libs.length) {
    const r = compileProject(libs, { module, shims, ...(source ? { source } : {}) });
    if (!r.program) return failed(r.diagnostics);
    const reconcilers = sorted(r.program.namedTypes().filter(hasReconcile));
    if (reconcilers.length)
      return withKinds(
        {
          program: r.program,
          diagnostics: [],
          reconcilers,
          crds: [],
          mode: "wire",
          webhookSetups: webhookSetups(r.program),
          ...(mainNote
            ? {
                notes: [
                  `${mainNote} — the main package does not compile in the lab, so the reconcilers are wired as cmd/main.go would wire them`,
                ],
              }
            : {}),
        },
        budget,
      );
    if (!mains.length)
      return failed([
        {
          file: libs[0]!.files[0]!.name,
          line: 1,
          column: 1,
          message:
            "no reconciler and no package main found: declare a type with a method Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error)",
          severity: "error",
        },
      ]);
  }
  // A package main that builds its own manager: main() runs it.
  return compileMain(libs, mains[0]!, byDir, module, pathOf, budget, source, shims);
}

/** compileMain compiles the project with its main package, to run main(). */
function compileMain(
  libs: Array<{ path: string; files: SourceFile[] }>,
  mainDir: string,
  byDir: Map<string, SourceFile[]>,
  module: string,
  pathOf: (dir: string) => string,
  budget: number,
  source: PackageSource | undefined,
  shims: ReadonlyMap<string, string>,
): LabProgram {
  const all = [...libs, { path: pathOf(mainDir), files: byDir.get(mainDir)! }];
  const r = compileProject(all, { module, root: pathOf(mainDir), shims, ...(source ? { source } : {}) });
  if (!r.program) return failed(r.diagnostics);
  const main = r.program.pkg.scope.names.get("main");
  if (!main || main.kind !== "func") {
    const f = byDir.get(mainDir)![0]!.name;
    return failed([
      { file: f, line: 1, column: 1, message: "function main is undeclared in the main package", severity: "error" },
    ]);
  }
  return withKinds({ program: r.program, diagnostics: [], reconcilers: [], crds: [], mode: "main" }, budget);
}

function withKinds(lab: LabProgram, budget: number): LabProgram {
  lab.crds = discoverKinds(lab.program!, budget);
  return lab;
}

/** webhookSetups finds what a kubebuilder main.go calls to serve webhooks: package functions
 * `Setup<Kind>WebhookWithManager(mgr ctrl.Manager) error` (kubebuilder v4's internal/webhook) and
 * methods `(*T).SetupWebhookWithManager(mgr)` (v3's api/<version>/<kind>_webhook.go). */
function webhookSetups(program: Program): WebhookSetup[] {
  const out: WebhookSetup[] = [];
  for (const p of program.packages)
    for (const o of [...p.scope.names.values()].sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (o.kind === "func" && /^Setup\w*WebhookWithManager$/.test(o.name) && o.impl) {
        const sig = o.type as { params?: unknown[] };
        if (sig.params?.length === 1) out.push({ name: o.name, func: o.impl as (mgr: unknown) => unknown });
      }
      if (o.kind === "type" && o.type.k === "named" && o.type.methods.has("SetupWebhookWithManager"))
        out.push({ name: `${o.type.name}.SetupWebhookWithManager`, type: o.type });
    }
  return out;
}

function sorted(ts: Named[]): Named[] {
  return ts.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.pkg < b.pkg ? -1 : 1));
}

function failed(diagnostics: Diagnostic[]): LabProgram {
  return { diagnostics, reconcilers: [], crds: [] };
}
