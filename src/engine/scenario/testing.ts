import { readFileSync, readdirSync } from "node:fs";
import { parseScenario, type Scenario } from "./parse";

/** SCENARIO_DIR is where the built-in scenario files live (relative to the repository root). */
export const SCENARIO_DIR = "content/scenarios";

/** loadScenario reads and parses a built-in scenario (tests and benchmarks only; Node). */
export function loadScenario(name: string): Scenario {
  return parseScenario(readFileSync(`${SCENARIO_DIR}/${name}.yaml`, "utf8"), `${name}.yaml`);
}

/** builtinScenarioNames lists content/scenarios/*.yaml without the extension. */
export function builtinScenarioNames(): string[] {
  return readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => f.replace(/\.yaml$/, ""))
    .sort();
}
