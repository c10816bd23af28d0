// Content reads what the CLI needs from disk: built-in scenarios (content/scenarios/*.yaml) and
// exercises (content/exercises/*/exercise.yaml with their Go files).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import { BuiltinScenarios, parseScenario, type Scenario } from "../engine";
import { type ExerciseInput, basesOf, type Base, vendoredFiles } from "../lab";
import { UsageError } from "./args";

/** ROOT is the repository root (src/cli/../..). */
export const ROOT = resolve(import.meta.dirname, "..", "..");
const SCENARIOS = join(ROOT, "content", "scenarios");
const EXERCISES = join(ROOT, "content", "exercises");

/** builtinFiles reads content/scenarios/*.yaml into the engine's one loader of built-in scenarios. */
function builtinFiles(): BuiltinScenarios {
  return new BuiltinScenarios(
    Object.fromEntries(
      readdirSync(SCENARIOS)
        .filter((f) => f.endsWith(".yaml"))
        .map((f) => [f, readFileSync(join(SCENARIOS, f), "utf8")]),
    ),
  );
}

/** builtinScenarios lists the built-in scenario names with their one-line descriptions. */
export function builtinScenarios(): Array<{ name: string; description: string }> {
  return builtinFiles().list();
}

/** loadScenario resolves a built-in name or a path to a scenario file; errors are usage errors. */
export function loadScenario(nameOrPath: string): Scenario {
  const isPath = /\.ya?ml$/.test(nameOrPath) || nameOrPath.includes("/");
  if (isPath && !existsSync(resolve(nameOrPath))) throw new UsageError(`scenario file not found: ${nameOrPath}`);
  const builtins = isPath ? undefined : builtinFiles();
  if (builtins && builtins.text(nameOrPath) === undefined)
    throw new UsageError(`unknown scenario ${nameOrPath}; built-in scenarios: ${builtins.names().join(", ")}`);
  try {
    return builtins ? builtins.load(nameOrPath) : parseScenario(readFileSync(resolve(nameOrPath), "utf8"), nameOrPath);
  } catch (e) {
    throw new UsageError((e as Error).message.split("\n")[0] ?? "bad scenario");
  }
}

/** RunInput is what `run` was given: Go files one by one, or a project directory (LAB-CONTRACT §5). */
export type RunInput =
  | { kind: "files"; files: Array<{ name: string; source: string }> }
  | { kind: "project"; files: Array<{ path: string; source: string }>; goMod?: string };

/** readRunInput reads run's arguments: one directory is a project, otherwise .go files; a missing
 * path, a directory among files or a file that is not Go is a usage error naming it. */
export function readRunInput(paths: string[]): RunInput {
  const dirs = paths.filter((p) => existsSync(p) && statSync(p).isDirectory());
  if (dirs.length) {
    if (paths.length > 1)
      throw new UsageError(`${dirs[0]}: is a directory; run takes one project directory or .go files, not both`);
    return readProject(dirs[0]!);
  }
  return { kind: "files", files: readGoFiles(paths) };
}

/** readGoFiles reads the learner's files; a missing file is a usage error. */
export function readGoFiles(paths: string[]): Array<{ name: string; source: string }> {
  return paths.map((p) => {
    if (!existsSync(p)) throw new UsageError(`no such file: ${p}`);
    if (statSync(p).isDirectory()) throw new UsageError(`${p}: is a directory, not a .go file`);
    if (!p.endsWith(".go")) throw new UsageError(`not a .go file: ${p}`);
    return { name: basename(p), source: readFileSync(p, "utf8") };
  });
}

/** SKIPPED_DIRS are left out of a project, as the go tool leaves them out (plus kubebuilder's hack/). */
const SKIPPED_DIRS = new Set(["vendor", "hack", "testdata", "node_modules", "bin"]);

/** readProject reads every .go file under dir (tests and vendor/, hack/, testdata/, hidden and _
 * directories left out) and the go.mod that governs it (dir's own or the nearest enclosing one,
 * LAB-CONTRACT §5); from vendor/, modules.txt and the packages the project's imports reach. */
export function readProject(dir: string): RunInput {
  const files: Array<{ path: string; source: string }> = [];
  const walk = (rel: string, depth: number) => {
    if (depth > 32) throw new UsageError(`${join(dir, rel)}: directories nested too deep`);
    const entries = readdirSync(join(dir, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (SKIPPED_DIRS.has(e.name) || e.name.startsWith(".") || e.name.startsWith("_")) continue;
        walk(path, depth + 1);
      } else if (e.isFile() && e.name.endsWith(".go") && !e.name.endsWith("_test.go")) {
        files.push({ path, source: readFileSync(join(dir, path), "utf8") });
        if (files.length > 2000) throw new UsageError(`${dir}: more than 2000 Go files; the lab runs small projects`);
      }
    }
  };
  walk("", 0);
  if (!files.length) throw new UsageError(`${dir}: no .go files in this directory`);
  const root = moduleRoot(dir);
  if (!root) return { kind: "project", files };
  const goMod = readFileSync(join(root, "go.mod"), "utf8");
  // Inside an enclosing module (as `go run ./examples/crd` in controller-runtime's repository), the
  // files keep their path from the module's root, so imports under the module resolve to them.
  const under = relative(root, resolve(dir)).split("\\").join("/");
  const own = under ? files.map((f) => ({ path: `${under}/${f.path}`, source: f.source })) : files;
  own.push(...readVendor(root, own, goMod));
  return { kind: "project", files: own, goMod };
}

/** moduleRoot finds the directory of the go.mod that governs dir: dir's own, or the nearest
 * enclosing one (Go's rule), looking at most 8 levels up; undefined when there is none. */
function moduleRoot(dir: string): string | undefined {
  let d = resolve(dir);
  for (let i = 0; i <= 8; i++) {
    if (existsSync(join(d, "go.mod"))) return d;
    const up = dirname(d);
    if (up === d) return undefined;
    d = up;
  }
  return undefined;
}

/** readVendor reads vendor/modules.txt and the vendored packages the project's imports reach. */
function readVendor(dir: string, files: Array<{ path: string; source: string }>, goMod: string | undefined) {
  const root = join(dir, "vendor");
  if (!existsSync(root) || !statSync(root).isDirectory()) return [];
  const out: Array<{ path: string; source: string }> = [];
  const txt = join(root, "modules.txt");
  if (existsSync(txt)) out.push({ path: "vendor/modules.txt", source: readFileSync(txt, "utf8") });
  const readDir = (importPath: string) => {
    const d = join(root, importPath);
    if (!existsSync(d) || !statSync(d).isDirectory()) return undefined;
    return readdirSync(d, { withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith(".go") && !e.name.endsWith("_test.go"))
      .map((e) => e.name)
      .sort()
      .map((n) => ({ name: `vendor/${importPath}/${n}`, source: readFileSync(join(d, n), "utf8") }));
  };
  return [...out, ...vendoredFiles(files, goMod, readDir)];
}

interface ExerciseYaml {
  id: string;
  number: number;
  title: string;
  files: { original: string; solution: string; support?: string[] };
  bugs: Array<{ id: string; title: string; finding: string; scenario: string }>;
}

/** loadExercises reads every exercise, ordered by number. */
export function loadExercises(): Array<ExerciseInput & { number: number }> {
  const out: Array<ExerciseInput & { number: number }> = [];
  for (const dir of readdirSync(EXERCISES).sort()) {
    const yml = join(EXERCISES, dir, "exercise.yaml");
    if (!existsSync(yml)) continue;
    const ex = parseYaml(readFileSync(yml, "utf8")) as ExerciseYaml;
    const read = (f: string) => ({ name: f, source: readFileSync(join(EXERCISES, dir, f), "utf8") });
    out.push({
      id: ex.id,
      number: ex.number,
      title: ex.title,
      bugs: ex.bugs.map((b) => ({ id: b.id, title: b.title, finding: b.finding, scenario: b.scenario })),
      original: read(ex.files.original),
      solution: read(ex.files.solution),
      support: (ex.files.support ?? []).map(read),
    });
  }
  return out.sort((a, b) => a.number - b.number);
}

/** contentTree reads content/<dir>/<folder>/<file> for each dir into a tree keyed by path under content/. */
function contentTree(dirs: string[]): Map<string, string> {
  const tree = new Map<string, string>();
  for (const dir of dirs) {
    const top = join(ROOT, "content", dir);
    if (!existsSync(top)) continue;
    for (const folder of readdirSync(top)) {
      const full = join(top, folder);
      if (!statSync(full).isDirectory()) continue;
      for (const f of readdirSync(full))
        if (/\.(go|ya?ml)$/.test(f)) tree.set(`${dir}/${folder}/${f}`, readFileSync(join(full, f), "utf8"));
    }
  }
  return tree;
}

/** loadDrillBases reads the drills' correct reconcilers: every exercise's solution, then content/drills/<id>/. */
export function loadDrillBases(): Base[] {
  return basesOf(contentTree(["exercises", "drills"]));
}
