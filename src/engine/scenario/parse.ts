import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { ACTION_NAMES, ScenarioSchema, type ScenarioInput, type StepAction } from "./schema";
import type { KubeObjectLike } from "./objects";
import { defaultApp } from "./objects";

/** Scenario is a parsed, defaulted scenario: steps are ordered by time, each with one action. */
export interface Scenario extends Omit<ScenarioInput, "steps"> {
  name: string;
  steps: StepAction[];
}

/** ScenarioError is a scenario file that does not parse; its message names the file and key. */
export class ScenarioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ScenarioError";
  }
}

function pathText(path: readonly PropertyKey[]): string {
  let out = "";
  for (const p of path) out += typeof p === "number" ? `[${p}]` : `${out ? "." : ""}${String(p)}`;
  return out;
}

function issueText(file: string, issue: z.core.$ZodIssue): string {
  const at = pathText(issue.path);
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((k) => `"${k}"`).join(", ");
    return `${file}: unknown key ${keys}${at ? ` in ${at}` : " at top level"}`;
  }
  return `${file}: ${at || "(top level)"}: ${issue.message}`;
}

/** parseScenario reads scenario YAML; file names the source in every error message. */
export function parseScenario(text: string, file = "scenario.yaml"): Scenario {
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (e) {
    throw new ScenarioError(`${file}: ${(e as Error).message.split("\n")[0]}`);
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new ScenarioError(`${file}: a scenario is a YAML mapping with at least "description"`);
  }
  const res = ScenarioSchema.safeParse(raw);
  if (!res.success) throw new ScenarioError(res.error.issues.map((i) => issueText(file, i)).join("\n"));
  const { steps, ...rest } = res.data;
  const name = file.replace(/^.*\//, "").replace(/\.ya?ml$/, "");
  const actions: StepAction[] = [];
  for (const s of steps ?? [{ at: 0, create: defaultApp() }]) {
    const rec = s as Record<string, unknown>;
    const kind = ACTION_NAMES.find((k) => rec[k] !== undefined);
    if (kind) actions.push({ kind, at: s.at, spec: rec[kind] } as StepAction);
  }
  actions.sort((a, b) => a.at - b.at);
  const bad = actions.find((a) => a.at > rest.end);
  if (bad) throw new ScenarioError(`${file}: a step at ${bad.at}ms is after end (${rest.end}ms)`);
  return { ...rest, name, steps: actions };
}

export type { KubeObjectLike };
