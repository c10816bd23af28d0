// Vendor gives a project's third-party packages their Go source, as `go build -mod=vendor` does:
// an import the lab does not provide is read from DIR/vendor/<import path>/, and interpreted like
// the project's own packages. vendor/modules.txt (written by `go mod vendor`) lists which packages
// are vendored; with it, a package under vendor/ that it does not list is an error, as in Go.
// The lab's own packages win over vendor/: its controller-runtime, client-go and API types are
// the simulation the program runs against, so vendored copies of them are never read.
import type { SourceFile } from "./compile";

/** PackageSource returns the files of a package's directory for an import path (every .go file
 * there that is not a test; build constraints are applied by the caller), undefined when it has none,
 * or a string saying why the package cannot be read. */
export type PackageSource = (importPath: string) => SourceFile[] | string | undefined;

/** ModulesTxt is what vendor/modules.txt says: the vendored packages and their modules. */
export interface ModulesTxt {
  packages: Map<string, { module: string; version: string }>;
}

/** parseModulesTxt reads vendor/modules.txt: `# module version [=> replacement]` lines followed by
 * the module's vendored package paths; `## explicit` annotations are skipped. */
export function parseModulesTxt(text: string): ModulesTxt {
  const packages = new Map<string, { module: string; version: string }>();
  let cur: { module: string; version: string } | undefined;
  for (const raw of text.split("\n")) {
    const l = raw.trim();
    if (!l || l.startsWith("##")) continue;
    if (l.startsWith("# ")) {
      const [module = "", version = ""] = l.slice(2).split(/\s+/);
      cur = { module, version };
      continue;
    }
    if (cur) packages.set(l, cur);
  }
  return { packages };
}

/** vendorSource serves packages from a project's files under `vendor/` (paths relative to the
 * project root, with `/`). Undefined when the project has no vendor/ directory. */
export function vendorSource(files: ReadonlyArray<{ path: string; source: string }>): PackageSource | undefined {
  const byDir = new Map<string, SourceFile[]>();
  let modules: ModulesTxt | undefined;
  for (const f of files) {
    if (!f.path.startsWith("vendor/")) continue;
    if (f.path === "vendor/modules.txt") {
      modules = parseModulesTxt(f.source);
      continue;
    }
    if (!f.path.endsWith(".go") || f.path.endsWith("_test.go")) continue;
    const dir = f.path.slice("vendor/".length, f.path.lastIndexOf("/"));
    if (!byDir.has(dir)) byDir.set(dir, []);
    byDir.get(dir)!.push({ name: f.path, source: f.source });
  }
  if (!byDir.size && !modules) return undefined;
  return (path) => {
    const fs = byDir.get(path);
    if (modules && !modules.packages.has(path))
      return fs ? `package ${path} is in vendor/ but not listed in vendor/modules.txt: run go mod vendor` : undefined;
    if (modules && !fs) return `package ${path} is listed in vendor/modules.txt but vendor/${path}/ has no Go files`;
    return fs;
  };
}

/** isStd reports whether an import path names a standard-library package (no dot in its first element). */
export function isStd(path: string): boolean {
  return !path.split("/")[0]!.includes(".");
}

/** importsOf lists the import paths of a Go file's source (single imports and import blocks),
 * without parsing it: for readers that decide which files to read. */
export function importsOf(src: string): string[] {
  const out: string[] = [];
  for (const m of src.matchAll(/^import\s*\(([\s\S]*?)^\)/gm))
    for (const line of m[1]!.split("\n")) {
      const q = /"([^"]+)"/.exec(line.replace(/\/\/.*$/, ""));
      if (q) out.push(q[1]!);
    }
  for (const m of src.matchAll(/^import\s+(?:[\w.]+\s+)?"([^"]+)"/gm)) out.push(m[1]!);
  return out;
}

/** reachable walks imports from `roots`, reading each package `read` serves (skipping the standard
 * library, the module's own packages and those `skip` names), and returns every package read. */
export function reachable(
  roots: Iterable<string>,
  read: (importPath: string) => SourceFile[] | undefined,
  skip: (importPath: string) => boolean,
): Map<string, SourceFile[]> {
  const out = new Map<string, SourceFile[]>();
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const p = queue.shift()!;
    if (seen.has(p)) continue;
    seen.add(p);
    if (isStd(p) || skip(p)) continue;
    const fs = read(p);
    if (!fs) continue;
    out.set(p, fs);
    for (const f of fs) queue.push(...importsOf(f.source));
  }
  return out;
}
