// Content reads what the CLI needs from disk: built-in scenarios (content/scenarios/*.yaml) and
// exercises (content/exercises/*/exercise.yaml with their Go files).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import { parseScenario, type Scenario } from "../engine";
import { type ExerciseInput, basesOf, type Base } from "../lab";
import { UsageError } from "./args";

/** ROOT is the repository root (src/cli/../..). */
export const ROOT = resolve(import.meta.dirname, "..", "..");
const SCENARIOS = join(ROOT, "content", "scenarios");
const EXERCISES = join(ROOT, "content", "exercises");

/** builtinScenarios lists the built-in scenario names with their one-line descriptions. */
export function builtinScenarios(): Array<{ name: string; description: string }> {
  return readdirSync(SCENARIOS)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => {
      const raw = parseYaml(readFileSync(join(SCENARIOS, f), "utf8")) as { description?: string } | null;
      return { name: f.replace(/\.yaml$/, ""), description: String(raw?.description ?? "") };
    });
}

/** loadScenario resolves a built-in name or a path to a scenario file; errors are usage errors. */
export function loadScenario(nameOrPath: string): Scenario {
  const isPath = /\.ya?ml$/.test(nameOrPath) || nameOrPath.includes("/");
  const file = isPath ? resolve(nameOrPath) : join(SCENARIOS, `${nameOrPath}.yaml`);
  if (!existsSync(file)) {
    if (isPath) throw new UsageError(`scenario file not found: ${nameOrPath}`);
    throw new UsageError(
      `unknown scenario ${nameOrPath}; built-in scenarios: ${builtinScenarios()
        .map((s) => s.name)
        .join(", ")}`,
    );
  }
  try {
    return parseScenario(readFileSync(file, "utf8"), isPath ? nameOrPath : `${nameOrPath}.yaml`);
  } catch (e) {
    throw new UsageError((e as Error).message.split("\n")[0] ?? "bad scenario");
  }
}

/** readGoFiles reads the learner's files; a missing file is a usage error. */
export function readGoFiles(paths: string[]): Array<{ name: string; source: string }> {
  return paths.map((p) => {
    if (!existsSync(p)) throw new UsageError(`no such file: ${p}`);
    return { name: basename(p), source: readFileSync(p, "utf8") };
  });
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
