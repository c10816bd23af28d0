/**
 * A flow run is the flow's scenario file plus a FlowRunSpec: the native reconciler's switches,
 * scenario keys overridden, steps dropped or added (a failure variant declares one in its
 * flow's YAML). buildFlowScenario merges them at the YAML level and parses the result with the
 * engine's own scenario schema, so a bad variant fails with the file and key named.
 */
import { parse as parseYaml, stringify } from "yaml";
import { parseScenario, type Scenario } from "../../engine/index.ts";
import { nativeFactory } from "../../engine/index.ts";
import type { ReconcilerFactory, WorldOptions } from "../../engine/index.ts";
import { mergeRunSpecs, type FlowRunSpec } from "./spec.ts";

export { mergeRunSpecs, type FlowRunSpec };

/** buildFlowScenario merges a spec into a scenario file's text and parses it; errors name `file`. */
export function buildFlowScenario(text: string, spec: FlowRunSpec, file: string): Scenario {
  const raw = (parseYaml(text) ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...raw, ...(spec.scenario ?? {}) };
  const drop = new Set(spec.dropSteps ?? []);
  let steps = ((raw.steps as Array<Record<string, unknown>> | undefined) ?? []).filter(
    (s) => !Object.keys(s).some((k) => drop.has(k)),
  );
  steps = [...steps, ...(spec.steps ?? [])];
  if (spec.apps !== undefined)
    steps = steps.map((s) =>
      s.createMany ? { ...s, createMany: { ...(s.createMany as object), count: spec.apps } } : s,
    );
  if (raw.steps !== undefined || steps.length > 0) out.steps = steps;
  return parseScenario(stringify(out), file);
}

/** flowWorldOptions are the World options a spec asks for (the cache scoping). */
export function flowWorldOptions(spec: FlowRunSpec): WorldOptions {
  const scope = spec.cacheScope ?? {};
  if (Object.keys(scope).length === 0) return {};
  return { manager: { cache: { byObject: scope } } };
}

/** flowFactory is the native reconciler a spec asks for. */
export function flowFactory(spec: FlowRunSpec): ReconcilerFactory {
  return nativeFactory("correct", spec.reconciler ?? {});
}

/** checkFlowRun is content's LoadOptions.checkFlowRun: lay the specs in order and parse the scenario. */
export function checkFlowRun(text: string, specs: FlowRunSpec[], file: string): void {
  buildFlowScenario(text, specs.reduce(mergeRunSpecs, {}), file);
}
