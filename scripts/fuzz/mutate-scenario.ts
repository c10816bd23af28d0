// Mutate-scenario makes one bad scenario argument from a good scenario: broken YAML, unknown keys
// and kinds, absurd durations and counts, a directory, a missing path.
import type { Rand } from "./rand";

/** ScenarioMutation returns file text to write, or a special path. */
export interface ScenarioMutation {
  name: string;
  apply(yaml: string, r: Rand): { text: string } | { path: "directory" | "missing" };
}

export const SCENARIO_MUTATIONS: ScenarioMutation[] = [
  { name: "bad-yaml", apply: (y, r) => ({ text: y.slice(0, r.int(y.length)) + ": : [\n  - {" }) },
  { name: "tabs", apply: (y) => ({ text: y.replace(/ {2}/g, "\t") }) },
  { name: "unknown-top-key", apply: (y) => ({ text: y + "\nbogus: 1\n" }) },
  { name: "unknown-step-key", apply: (y) => ({ text: y.replace("- at:", "- frobnicate: true\n    at:") }) },
  { name: "unknown-kind", apply: (y) => ({ text: y.replace(/kind: \w+/, "kind: Nonsense") }) },
  {
    name: "absurd-end",
    apply: (y, r) => ({
      text: y.replace(
        /end: .*/,
        `end: ${r.pick(["99999999999h", "1e308s", "-5s", "0s", "NaNs", "9007199254740993ms"])}`,
      ),
    }),
  },
  {
    name: "absurd-at",
    apply: (y, r) => ({
      text: y.replace(/at: [^\n]*/, `at: ${r.pick(["-1s", "1e400s", "forever", "99999999999999h"])}`),
    }),
  },
  {
    name: "absurd-replicas",
    apply: (y, r) => ({
      text: y.replace(/replicas: \d+/, `replicas: ${r.pick(["1e12", "-3", "99999999999999999999", "0.5"])}`),
    }),
  },
  { name: "absurd-seed", apply: (y) => ({ text: "seed: 1e400\n" + y }) },
  { name: "many-steps", apply: (y) => ({ text: y + "\n" + "#".repeat(10) }) },
  { name: "empty", apply: () => ({ text: "" }) },
  { name: "not-a-map", apply: () => ({ text: "- 1\n- 2\n" }) },
  {
    name: "anchors-bomb",
    apply: () => ({
      text: 'a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n',
    }),
  },
  {
    name: "binary",
    apply: (_y, r) => ({ text: String.fromCharCode(...Array.from({ length: 100 }, () => r.int(256))) }),
  },
  { name: "directory", apply: () => ({ path: "directory" }) },
  { name: "missing", apply: () => ({ path: "missing" }) },
];
