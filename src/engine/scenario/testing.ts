import { parseScenario, type Scenario } from "./parse";

/** FILES are content/scenarios/*.yaml as text, bundled by Vite (tests only: vitest). */
const FILES = import.meta.glob("../../../content/scenarios/*.yaml", { query: "?raw", import: "default", eager: true });

function nameOf(path: string): string {
  return path.replace(/^.*\//, "").replace(/\.yaml$/, "");
}

/** loadScenario parses a built-in scenario by name (tests only). */
export function loadScenario(name: string): Scenario {
  const path = Object.keys(FILES).find((p) => nameOf(p) === name);
  if (!path) throw new Error(`no built-in scenario "${name}" (have ${builtinScenarioNames().join(", ")})`);
  return parseScenario(FILES[path] as string, `${name}.yaml`);
}

/** builtinScenarioNames lists the built-in scenarios, sorted. */
export function builtinScenarioNames(): string[] {
  return Object.keys(FILES).map(nameOf).sort();
}
