/**
 * src/ui/flows/variants: a flow's failure variants, one toggle each, with the headline numbers
 * the engine computed for the lesson's run and for the variant.
 *
 * <VariantsPanel flow active onSelect compute />
 * - flow: RenderedFlow (id, number, scenario, run, variants) from the content bundle.
 * - active: string | null, the variant toggled on (null = the lesson's run). Controlled.
 * - onSelect(id | null): the learner toggled a variant; the shell stores it (URL) and may
 *   re-open the player on `variantRunSpec(flow, variant)` to play it.
 * - compute(req: VariantRequest, signal?: AbortSignal) => Promise<VariantResult>: the lesson's
 *   and the variant's numbers for req (the flow worker's "variant" message answers both;
 *   useFigures below takes them from the player's run where it can). The panel aborts `signal`
 *   when the learner moves on, and a request still waiting is dropped.
 * Helpers: lessonRunSpec(flow) and variantRunSpec(flow, v) are the `run` of the worker's
 * "open" message; variantRequest(flow, v) is the "variant" message's payload; formatMetric.
 * (Whether two specs ask for the same run is content's sameRunSpec, beside mergeRunSpecs.)
 * useFigures(flow, scale) gives the `compute` FlowStage passes: it waits until the current player
 * mount's run is complete (`settle(mount, ...)`; `unsettle` starts the next mount) and takes the
 * variant's numbers from it (the logic is FigureSource, figureSource.ts).
 */
export { VariantsPanel, VariantFigures, type VariantsPanelProps } from "./VariantsPanel";
export { lessonRunSpec, variantRunSpec, variantRequest, type VariantRequest } from "./spec";
export { useFigures } from "./useFigures";
export { formatMetric, changeWord } from "./format";
