// Content reads what the CLI needs from disk: built-in scenarios (content/scenarios/*.yaml) and
// exercises (content/exercises/*/exercise.yaml with their Go files).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import { BuiltinScenarios, parseScenario, type Scenario } from "../engine";
import { type ExerciseInput, baseFromExercise, targetOf, type Base } from "../lab";
import { UsageError } from "./args";

/** ROOT is the repository root (src/cli/../..). */
export const ROOT = resolve(import.meta.dirname, "..", "..");
const SCENARIOS = join(ROOT, "content", "scenarios");
const EXERCISES = join(ROOT, "content", "exercises");
const DRILLS = join(ROOT, "content", "drills");

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

/** loadDrillBases reads the drills' correct reconcilers: every exercise's solution, then content/drills/<id>/. */
export function loadDrillBases(): Base[] {
  const bases = loadExercises().map((ex) => baseFromExercise(ex.id, ex.solution.source, ex.support));
  if (!existsSync(DRILLS)) return bases;
  for (const dir of readdirSync(DRILLS).sort()) {
    const full = join(DRILLS, dir);
    if (!statSync(full).isDirectory()) continue;
    const files = readdirSync(full)
      .filter((f) => f.endsWith(".go"))
      .sort()
      .map((f) => ({ name: f, source: readFileSync(join(full, f), "utf8") }));
    const target = targetOf(files);
    if (!target) throw new Error(`content/drills/${dir}: no file defines Reconcile`);
    bases.push({ id: dir, target, files });
  }
  return bases;
}
