// Survey: over public operator repositories' controller files, the share whose imports the lab
// fully provides (issue 13). A controller file is a non-test Go file that defines a Reconcile
// method taking a ctrl.Request / reconcile.Request. Repositories are read from local git
// snapshots (bare or not) at HEAD with `git show`; nothing of theirs is copied or kept.
//
//   npx tsx scripts/survey-imports.ts GITDIR... [--json]
//
// An import counts as provided when the lab has a shim for it, or when it is a package of the
// repository's own module (a whole project brings its own packages, LAB-CONTRACT §5). The strict
// share, which counts the module's own packages as missing, is printed too.
import { execFileSync } from "node:child_process";
import { basename } from "node:path";
import { supportedImports } from "../src/golang/shim/registry";
import "../src/golang/shim/k8s";

interface FileResult {
  repo: string;
  path: string;
  missing: string[];
  local: string[];
}

const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["--git-dir", dir, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });

/** importsOf lists the import paths of a Go file (single imports and import blocks). */
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

function survey(dir: string, provided: Set<string>): FileResult[] {
  const repo = dir
    .replace(/\/repo\/?$/, "")
    .replace(/.*\//, "")
    .replace("+", "/");
  const files = git(dir, "ls-tree", "-r", "--name-only", "HEAD").split("\n").filter(Boolean);
  const modules = modulePaths(dir, files);
  const out: FileResult[] = [];
  for (const f of files) {
    if (!f.endsWith(".go") || f.endsWith("_test.go") || /(^|\/)(vendor|third_party)\//.test(f)) continue;
    if (!/controller|reconcil/i.test(f)) continue;
    const src = git(dir, "show", `HEAD:${f}`);
    if (!isController(src)) continue;
    const missing: string[] = [];
    const local: string[] = [];
    for (const p of importsOf(src)) {
      if (provided.has(p)) continue;
      if (modules.some((m) => p === m || p.startsWith(m + "/"))) local.push(p);
      else missing.push(p);
    }
    out.push({ repo, path: f, missing, local });
  }
  return out;
}

function main(): void {
  const args = process.argv.slice(2);
  const json = args.includes("--json");
  const dirs = args.filter((a) => !a.startsWith("--"));
  const provided = new Set(supportedImports());
  const results = dirs.flatMap((d) => survey(d, provided));
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
      JSON.stringify({ files: results.length, full: full.length, strict: strict.length, top, results }, null, 1),
    );
    return;
  }
  console.log(`controller files: ${results.length} in ${perRepo.size} repositories`);
  console.log(
    `imports fully provided (own module's packages count as provided): ${full.length} (${pct(full.length)}%)`,
  );
  console.log(`strict (own module's packages count as missing): ${strict.length} (${pct(strict.length)}%)`);
  for (const [repo, e] of perRepo) console.log(`  ${repo}: ${e.full}/${e.files}`);
  console.log("top missing imports (files):");
  for (const [p, n] of top) console.log(`  ${n}\t${p}`);
}

main();
