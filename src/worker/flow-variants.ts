/**
 * Failure variants: run a flow's scenario with a FlowRunSpec to its end and compute the
 * headline metrics, for the lesson's run and for the variant, so the panel shows two computed
 * numbers side by side. Pure (no DOM): the flow worker and the Node tests call it alike.
 */
import type { FlowMetric } from "../content";
import { World } from "../engine";
import { computeMetric, type MetricValue, type RunFacts } from "./flow-metrics";
import { buildFlowScenario, flowFactory, flowWorldOptions, mergeRunSpecs, type FlowRunSpec } from "../content";

/** runFlow runs a flow's scenario text with a spec to its end (no trace kept beyond the run). */
export function runFlow(text: string, name: string, spec: FlowRunSpec): { world: World; facts: RunFacts } {
  const scenario = buildFlowScenario(text, spec, `${name}.yaml`);
  const world = new World({ scenario, factory: flowFactory(spec), options: flowWorldOptions(spec) });
  world.run();
  return { world, facts: { trace: world.tracer, objects: world.objects(), endMs: world.now() } };
}

/** VariantResult is the headline numbers of the lesson's run and of the variant. */
export interface VariantResult {
  base: MetricValue[];
  variant: MetricValue[];
  /** wallMs is the time the variant's run took (the base may come from a cache). */
  wallMs: number;
}

/** metricsOf computes the listed metrics for a finished run. */
export function metricsOf(facts: RunFacts, metrics: readonly FlowMetric[]): MetricValue[] {
  return metrics.map((m) => computeMetric(m, facts));
}

/**
 * compareVariant runs the base spec and the base spec overlaid with the variant's, and
 * computes the headline metrics of each. `baseFacts` skips re-running the base.
 */
export function compareVariant(
  text: string,
  name: string,
  base: FlowRunSpec,
  variant: FlowRunSpec,
  metrics: readonly FlowMetric[],
  baseFacts?: RunFacts,
  now: () => number = () => 0,
): VariantResult & { baseFacts: RunFacts } {
  const bf = baseFacts ?? runFlow(text, name, base).facts;
  const v = variantRun(text, name, base, variant, metrics, now);
  return { base: metricsOf(bf, metrics), variant: v.values, wallMs: v.wallMs, baseFacts: bf };
}

/** variantRun runs the base spec overlaid with the variant's and computes the metrics; wallMs is the run's time. */
export function variantRun(
  text: string,
  name: string,
  base: FlowRunSpec,
  variant: FlowRunSpec,
  metrics: readonly FlowMetric[],
  now: () => number = () => 0,
): { values: MetricValue[]; wallMs: number } {
  const started = now();
  const facts = runFlow(text, name, mergeRunSpecs(base, variant)).facts;
  return { values: metricsOf(facts, metrics), wallMs: Math.round(now() - started) };
}

/** expectHolds reports whether a variant's value moved from the base's in the declared direction. */
export function expectHolds(expect: "more" | "less" | "same", base: number | null, variant: number | null): boolean {
  const b = base ?? Number.POSITIVE_INFINITY;
  const v = variant ?? Number.POSITIVE_INFINITY;
  if (expect === "same") return b === v;
  if (b === v) return false;
  return expect === "more" ? v > b : v < b;
}
