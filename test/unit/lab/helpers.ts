// Helpers for the lab tests: read fixtures and built-in scenarios, run the CLI in-process.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseScenario, type Scenario } from "../../../src/engine/scenario/parse";

export const ROOT = join(import.meta.dirname, "..", "..", "..");
export const FIXTURES = join(import.meta.dirname, "fixtures");

/** fixture reads a Go fixture as a lab source file. */
export function fixture(name: string): { name: string; source: string } {
  return { name, source: readFileSync(join(FIXTURES, name), "utf8") };
}

/** fixturePath is the path of a fixture file (for the CLI). */
export const fixturePath = (name: string) => join(FIXTURES, name);

/** scenario parses a built-in scenario. */
export function scenario(name: string): Scenario {
  return parseScenario(readFileSync(join(ROOT, "content", "scenarios", `${name}.yaml`), "utf8"), `${name}.yaml`);
}
