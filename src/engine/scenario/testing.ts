/** The built-in scenarios for engine tests, read by Vite's import.meta.glob under vitest. */
import { BuiltinScenarios } from "./builtins";
import type { Scenario } from "./parse";

const BUILTIN = new BuiltinScenarios(
  import.meta.glob("../../../content/scenarios/*.yaml", { query: "?raw", import: "default", eager: true }),
);

/** loadScenario parses a built-in scenario by name (tests only). */
export function loadScenario(name: string): Scenario {
  return BUILTIN.load(name);
}

/** builtinScenarioNames lists the built-in scenarios, sorted. */
export function builtinScenarioNames(): string[] {
  return BUILTIN.names();
}
