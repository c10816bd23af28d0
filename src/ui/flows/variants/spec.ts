/**
 * What the variants panel sends to the flow worker: the lesson's run spec, a variant's (the
 * lesson's switches, the variant's baseline, then its own changes) and its headline metrics.
 */
import type { RenderedFlow } from "../../../content";
import type { FlowMetric } from "../../../content";
import { mergeRunSpecs, type FlowRunSpec } from "../../../content";

type Variant = RenderedFlow["variants"][number];

/** lessonRunSpec is the lesson's own run (open it with `run` to play the flow as taught). */
export function lessonRunSpec(flow: Pick<RenderedFlow, "run">): FlowRunSpec {
  return flow.run;
}

/** variantRunSpec is the run a variant plays (open it with `run` to watch the variant in the player). */
export function variantRunSpec(flow: Pick<RenderedFlow, "run">, v: Variant): FlowRunSpec {
  return mergeRunSpecs(mergeRunSpecs(flow.run, v.baseline), v.run);
}

/** VariantRequest is the payload of the worker's "variant" message (add type and id). */
export interface VariantRequest {
  scenario: string;
  base: FlowRunSpec;
  variant: FlowRunSpec;
  metrics: FlowMetric[];
}

/** variantRequest builds the "variant" message: the base is the lesson's run plus the variant's baseline. */
export function variantRequest(flow: Pick<RenderedFlow, "run" | "scenario">, v: Variant): VariantRequest {
  return {
    scenario: flow.scenario,
    base: mergeRunSpecs(flow.run, v.baseline),
    variant: v.run,
    metrics: v.headline.map((h) => h.metric as FlowMetric),
  };
}
