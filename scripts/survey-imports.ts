// Survey: over public operator repositories' controller files, the share whose imports the lab
// fully provides (issue 13). A controller file is a non-test Go file that defines a Reconcile
// method taking a ctrl.Request / reconcile.Request. Repositories are read from local git
// snapshots (bare or not) at HEAD with `git show`; nothing of theirs is copied or kept.
//
//   npx tsx scripts/survey-imports.ts GITDIR... [--deps GITDIR...] [--json]
//
// An import counts as provided when the lab has a shim for it, or when it is a package of the
// repository's own module (a whole project brings its own packages, LAB-CONTRACT §5). The strict
// share, which counts the module's own packages as missing, is printed too.
//
// With --deps (git snapshots of dependency repositories), a third-party import also counts as
// provided when its source compiles in the lab as a vendored package would (src/golang/vendor.ts):
// the import's module is looked up in the controller file's nearest go.mod (require and replace),
// read from the dependency snapshot at that version's tag (`v1.2.0`, or `sub/dir/v0.3.0` for a
// module in a subdirectory; a pseudo-version's commit), and its package, with everything it
// imports, type-checked and linked by compileProject (packages the lab provides win, as in a
// project). A file then counts only when every such import compiles; nothing is run. An import
// whose version is not in the snapshot is not counted (no guessing at HEAD).
import { execFileSync } from "node:child_process";
import { basename, dirname } from "node:path";
import { supportedImports } from "../src/golang/shim/registry";
import { compileProject } from "../src/golang/project";
import { importsOf, isStd, type PackageSource } from "../src/golang/vendor";
import type { SourceFile } from "../src/golang/compile";
import "../src/golang/shim/k8s";

interface FileResult {
  repo: string;
  path: string;
  missing: string[];
  local: string[];
  /** third-party imports that compile from a fetched dependency's source (--deps) */
  fromSource: string[];
}

const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["--git-dir", dir, ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
    stdio: ["ignore", "pipe", "ignore"],
  });

/** GoMod is what the survey reads of a go.mod: the module path, requirements and replacements. */
interface GoMod {
  module: string;
  require: Map<string, string>;
  replace: Map<string, { path: string; version: string }>;
}

export function parseGoMod(text: string): GoMod {
  const code = text.replace(/\/\/[^\n]*/g, "");
  const module = /^\s*module\s+"?([^\s"]+)"?/m.exec(code)?.[1] ?? "";
  const require = new Map<string, string>();
  const replace = new Map<string, { path: string; version: string }>();
  const lines = (kw: string) => {
    const out: string[] = [];
    for (const m of code.matchAll(new RegExp(`^\\s*${kw}\\s*\\(([\\s\\S]*?)^\\s*\\)`, "gm")))
      out.push(...m[1]!.split("\n"));
    for (const m of code.matchAll(new RegExp(`^\\s*${kw}\\s+([^(\\s].*)$`, "gm"))) out.push(m[1]!);
    return out.map((l) => l.trim()).filter(Boolean);
  };
  for (const l of lines("require")) {
    const [p, v] = l.split(/\s+/);
    if (p && v) require.set(p, v);
  }
  for (const l of lines("replace")) {
    const m = /^(\S+)(?:\s+\S+)?\s*=>\s*(\S+)(?:\s+(\S+))?/.exec(l);
    if (m) replace.set(m[1]!, { path: m[2]!, version: m[3] ?? "" });
  }
  return { module, require, replace };
}

/** Deps serves third-party packages from dependency snapshots at the versions a go.mod requires. */
class Deps {
  /** "github.com/owner/name" → git dir */
  private repos = new Map<string, string>();
  private compiled = new Map<string, string | null>();
  private refs = new Map<string, string | null>();
  readonly used = new Map<string, string>();

  constructor(dirs: string[]) {
    for (const d of dirs) this.repos.set(`github.com/${repoName(d)}`, d);
  }

  /** locate finds the snapshot, ref and directory holding an import path under a go.mod's requirements. */
  private locate(mod: GoMod, path: string): { git: string; ref: string; dir: string } | string {
    let module = "";
    for (const m of mod.require.keys())
      if ((path === m || path.startsWith(m + "/")) && m.length > module.length) module = m;
    if (!module) return "not required by go.mod";
    let version = mod.require.get(module)!;
    let target = module;
    const rep = mod.replace.get(module);
    if (rep) {
      if (rep.path.startsWith(".") || rep.path.startsWith("/")) return `replaced by the local directory ${rep.path}`;
      target = rep.path;
      version = rep.version;
    }
    const where = repoOf(target);
    const git = where && this.repos.get(where.repo);
    if (!where || !git) return `module ${target} is not fetched`;
    const repo = where.repo;
    const sub = target.slice(where.prefix + 1).replace(/(^|\/)v\d+$/, "");
    const ref = this.ref(git, sub, version);
    if (!ref) return `${target}@${version} is not in the snapshot of ${repo}`;
    this.used.set(`${target}@${version}`, `${repoName(git)} ${ref}`);
    const rest = path.slice(module.length);
    return { git, ref, dir: (sub ? sub : "") + rest };
  }

  private ref(gitDir: string, sub: string, version: string): string | null {
    const key = `${gitDir} ${sub} ${version}`;
    if (this.refs.has(key)) return this.refs.get(key)!;
    const pseudo = /-(?:\d+\.)?\d{14}-([0-9a-f]{12})$/.exec(version)?.[1];
    const candidates = pseudo
      ? [pseudo]
      : [sub ? `${sub}/${version}` : version, version.replace(/\+incompatible$/, "")];
    let found: string | null = null;
    for (const c of candidates)
      try {
        found = git(gitDir, "rev-parse", "--verify", "--quiet", `${c}^{commit}`).trim();
        if (found) break;
      } catch {
        found = null;
      }
    this.refs.set(key, found);
    return found;
  }

  source(mod: GoMod): PackageSource {
    return (path) => {
      const at = this.locate(mod, path);
      if (typeof at === "string") return undefined;
      let names: string[];
      try {
        const dir = at.dir.replace(/^\//, "");
        names = git(at.git, "ls-tree", "--name-only", at.ref, ...(dir ? [dir + "/"] : [])).split("\n");
      } catch {
        return undefined;
      }
      const files: SourceFile[] = names
        .filter((n) => n.endsWith(".go") && !n.endsWith("_test.go"))
        .map((n) => ({ name: `vendor/${path}/${basename(n)}`, source: git(at.git, "show", `${at.ref}:${n}`) }));
      return files.length ? files : undefined;
    };
  }

  /** check compiles an import path from source; null when it compiles, else the first reason. */
  check(mod: GoMod, path: string): string | null {
    if (isStd(path)) return "a standard-library package the lab does not provide";
    const key = `${[...mod.require].join(",")}|${path}`;
    if (this.compiled.has(key)) return this.compiled.get(key)!;
    const at = this.locate(mod, path);
    let why: string | null;
    if (typeof at === "string") why = at;
    else {
      const probe = { name: "probe.go", source: `package probe\n\nimport _ "${path}"\n` };
      const r = compileProject([{ path: "lab.survey/probe", files: [probe] }], {
        module: "lab.survey/probe",
        source: this.source(mod),
      });
      const d = r.diagnostics[0];
      why = d ? `${d.file}:${d.line}: ${d.message.split(/; supported imports/)[0]}` : null;
    }
    this.compiled.set(key, why);
    return why;
  }
}

/** VANITY maps import-path hosts that are not GitHub to the GitHub organisation serving them. */
const VANITY: Array<[RegExp, string]> = [
  [/^sigs\.k8s\.io\/([^/]+)/, "github.com/kubernetes-sigs/$1"],
  [/^k8s\.io\/([^/]+)/, "github.com/kubernetes/$1"],
  [/^go\.uber\.org\/([^/]+)/, "github.com/uber-go/$1"],
  [/^golang\.org\/x\/([^/]+)/, "github.com/golang/$1"],
  [/^helm\.sh\/helm/, "github.com/helm/helm"],
];

/** repoOf names the GitHub repository (github.com/owner/name) a module path is served from, and
 * how much of the module path names it. */
function repoOf(module: string): { repo: string; prefix: number } | undefined {
  for (const [re, to] of VANITY) {
    const m = re.exec(module);
    if (m) return { repo: to.replace("$1", m[1] ?? ""), prefix: m[0].length };
  }
  const m = /^github\.com\/[^/]+\/[^/]+/.exec(module);
  return m ? { repo: m[0], prefix: m[0].length } : undefined;
}

function repoName(dir: string): string {
  return dir
    .replace(/\/repo\/?$/, "")
    .replace(/.*\//, "")
    .replace("+", "/");
}

/** isController reports whether a Go file defines a controller-runtime Reconcile method. */
export function isController(src: string): boolean {
  return /func \([^)]*\) Reconcile\(\s*\w+ context\.Context,\s*\w+ (ctrl|reconcile)\.Request\)/.test(src);
}

function modulePaths(dir: string, files: string[]): string[] {
  return files
    .filter((f) => basename(f) === "go.mod")
    .map((f) => /^module\s+(\S+)/m.exec(git(dir, "show", `HEAD:${f}`))?.[1])
    .filter((m): m is string => !!m);
}

const reasons = new Map<string, string>();

function survey(dir: string, provided: Set<string>, deps: Deps | undefined): FileResult[] {
  const repo = repoName(dir);
  const files = git(dir, "ls-tree", "-r", "--name-only", "HEAD").split("\n").filter(Boolean);
  const modules = modulePaths(dir, files);
  const goMods = new Map(files.filter((f) => basename(f) === "go.mod").map((f) => [dirname(f), f]));
  const nearest = (f: string): GoMod | undefined => {
    for (let d = dirname(f); ; d = dirname(d)) {
      const m = goMods.get(d);
      if (m) return parseGoMod(git(dir, "show", `HEAD:${m}`));
      if (d === "." || d === "/" || d === "") return undefined;
    }
  };
  const out: FileResult[] = [];
  for (const f of files) {
    if (!f.endsWith(".go") || f.endsWith("_test.go") || /(^|\/)(vendor|third_party)\//.test(f)) continue;
    if (!/controller|reconcil/i.test(f)) continue;
    const src = git(dir, "show", `HEAD:${f}`);
    if (!isController(src)) continue;
    const missing: string[] = [];
    const local: string[] = [];
    const fromSource: string[] = [];
    const mod = deps ? nearest(f) : undefined;
    for (const p of importsOf(src)) {
      if (provided.has(p)) continue;
      if (modules.some((m) => p === m || p.startsWith(m + "/"))) local.push(p);
      else if (deps && mod && !isStd(p)) {
        const why = deps.check(mod, p);
        if (why === null) fromSource.push(p);
        else {
          missing.push(p);
          if (!reasons.has(p)) reasons.set(p, why);
        }
      } else missing.push(p);
    }
    out.push({ repo, path: f, missing, local, fromSource });
  }
  return out;
}

function main(): void {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const at = args.indexOf("--deps");
  const plain = args.filter((a, i) => !a.startsWith("--") && (at < 0 || i < at));
  const depDirs = at < 0 ? [] : args.slice(at + 1).filter((a) => !a.startsWith("--"));
  const dirs = plain;
  const deps = depDirs.length ? new Deps(depDirs) : undefined;
  const provided = new Set(supportedImports());
  const results = dirs.flatMap((d) => survey(d, provided, deps));
  const shimsOnly = results.filter((r) => r.missing.length === 0 && r.fromSource.length === 0);
  const full = results.filter((r) => r.missing.length === 0);
  const strict = results.filter((r) => r.missing.length === 0 && r.local.length === 0);
  const counts = new Map<string, number>();
  for (const r of results) for (const p of new Set(r.missing)) counts.set(p, (counts.get(p) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 25);
  const perRepo = new Map<string, { files: number; full: number }>();
  for (const r of results) {
    const e = perRepo.get(r.repo) ?? { files: 0, full: 0 };
    e.files++;
    if (r.missing.length === 0) e.full++;
    perRepo.set(r.repo, e);
  }
  const pct = (n: number) => (results.length ? ((100 * n) / results.length).toFixed(1) : "0.0");
  if (json) {
    console.log(
      JSON.stringify(
        {
          files: results.length,
          full: full.length,
          shimsOnly: shimsOnly.length,
          strict: strict.length,
          top,
          reasons: Object.fromEntries(reasons),
          deps: Object.fromEntries(deps?.used ?? []),
          results,
        },
        null,
        1,
      ),
    );
    return;
  }
  console.log(`controller files: ${results.length} in ${perRepo.size} repositories`);
  if (deps)
    console.log(
      `imports provided by the lab's packages alone (own module's packages count as provided): ${shimsOnly.length} (${pct(shimsOnly.length)}%)`,
    );
  console.log(
    `imports fully provided (own module's packages count as provided${deps ? "; third-party ones that compile from fetched source too" : ""}): ${full.length} (${pct(full.length)}%)`,
  );
  console.log(`strict (own module's packages count as missing): ${strict.length} (${pct(strict.length)}%)`);
  for (const [repo, e] of perRepo) console.log(`  ${repo}: ${e.full}/${e.files}`);
  if (deps) {
    console.log("dependency sources used (module@version: snapshot commit):");
    for (const [m, r] of [...deps.used].sort()) console.log(`  ${m}: ${r}`);
  }
  console.log("top missing imports (files):");
  for (const [p, n] of top) console.log(`  ${n}\t${p}${reasons.has(p) ? `  (${reasons.get(p)})` : ""}`);
}

main();
