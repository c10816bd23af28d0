/** BuiltinScenarios: the built-in scenario files (content/scenarios/*.yaml) by name, however the host read them. */
import { parseScenario, type Scenario } from "./parse";

/** nameOf is a scenario's name: its file name without the folder and ".yaml". */
function nameOf(path: string): string {
  return path.replace(/^.*\//, "").replace(/\.yaml$/, "");
}

/**
 * BuiltinScenarios is the one way built-in scenarios are named, listed and parsed: the workers
 * and tests hand it Vite's `import.meta.glob` record, the CLI the files it read from disk.
 */
export class BuiltinScenarios {
  /** byName maps each scenario's name to its YAML text, sorted by name. */
  readonly byName: ReadonlyMap<string, string>;

  /** files maps a path or file name ("…/create.yaml") to the file's text. */
  constructor(files: Readonly<Record<string, string>>) {
    const named = Object.entries(files).map(([path, text]): [string, string] => [nameOf(path), text]);
    this.byName = new Map(named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  /** names lists the scenario names, sorted. */
  names(): string[] {
    return [...this.byName.keys()];
  }

  /** text is a scenario's YAML, or undefined for an unknown name. */
  text(name: string): string | undefined {
    return this.byName.get(name);
  }

  /** load parses a scenario by name; an unknown name is an error that lists the known ones. */
  load(name: string): Scenario {
    const text = this.byName.get(name);
    if (text === undefined) throw new Error(`no built-in scenario "${name}" (have ${this.names().join(", ")})`);
    return parseScenario(text, `${name}.yaml`);
  }

  /** list names each scenario with its one-line description, as its parsed file gives it. */
  list(): Array<{ name: string; description: string }> {
    return this.names().map((name) => ({ name, description: this.load(name).description ?? "" }));
  }
}
