/**
 * useFigures: the variants panel's `compute` as FlowStage wires it. The figures need the lesson's
 * run and the variant's, each to its end. The player is already playing the variant's run, so
 * once that run is complete (and the player's stage drawn) the player's worker answers the
 * variant's numbers ("metrics") and a second worker only runs the lesson's ("runMetrics", cached
 * per spec). Before, the second worker ran both while the player's computed the variant too: the
 * variant's run twice, and two workers at once on a 2-core machine (the page's tasks stretched
 * past 50 ms). Until the player has settled the figures wait (StageGate, at most STAGE_WAIT_MS);
 * when the player's run is not the variant's, the second worker runs both ("variant").
 *
 * The lesson's run is often the one the player played before the switch: when a run settles that
 * is some variant's lesson run (the lesson's switches and that variant's baseline), its numbers
 * for that variant's headline metrics are read from the player's worker at once and kept, so the
 * switch needs no second worker at all.
 *
 * A request the panel no longer wants (the learner switched again while it waited for the
 * player) is dropped when the wait ends: it used to run its variant in the second worker anyway,
 * since the player had settled on another run by then.
 */
import { useCallback, useEffect, useRef } from "react";
import type { FlowOpened, MetricValue, VariantResult } from "../../../worker";
import {
  mergeRunSpecs,
  runSpecKey,
  sameRunSpec,
  type FlowMetric,
  type FlowRunSpec,
  type RenderedFlow,
} from "../../../content";
import { FlowClient } from "../player/flowClient";
import { StageGate } from "../stageGate";
import { variantRequest, type VariantRequest } from "./spec";

/** STAGE_WAIT_MS: the longest the figures wait for the player's run and stage. */
const STAGE_WAIT_MS = 10_000;

/** Settled: the player's complete run and the client of its worker. */
interface Settled {
  client: FlowClient;
  opened: FlowOpened;
  run: FlowRunSpec;
}

/** keyOf names a run's numbers for some metrics. */
const keyOf = (run: FlowRunSpec, metrics: readonly FlowMetric[]) => `${runSpecKey(run)} ${metrics.join(",")}`;

export function useFigures(
  flow: Pick<RenderedFlow, "run" | "scenario" | "variants">,
  scale: (spec: FlowRunSpec) => FlowRunSpec,
) {
  const figures = useRef<FlowClient | undefined>(undefined);
  useEffect(() => () => figures.current?.dispose(), []);
  const gate = useRef(new StageGate());
  const settled = useRef<Settled | undefined>(undefined);
  /** kept: lesson runs' numbers read from the player's worker while it held them (keyOf). */
  const kept = useRef(new Map<string, MetricValue[]>());

  const compute = async (req: VariantRequest, signal?: AbortSignal): Promise<VariantResult> => {
    await gate.current.wait(STAGE_WAIT_MS);
    signal?.throwIfAborted();
    const base = scale(req.base);
    const variant = scale(req.variant);
    const p = settled.current;
    if (p && sameRunSpec(p.run, mergeRunSpecs(base, variant))) {
      const lesson = kept.current.get(keyOf(base, req.metrics));
      const [b, v] = await Promise.all([
        lesson ?? (figures.current ??= new FlowClient()).runMetrics(req.scenario, base, req.metrics),
        p.client.metrics(req.metrics),
      ]);
      return { base: b, variant: v, wallMs: p.opened.wallMs };
    }
    figures.current ??= new FlowClient();
    return figures.current.variant({ ...req, base, variant });
  };

  /** settle: the player's run (spec `run`) is complete and its stage drawn. */
  const settle = useCallback(
    (client: FlowClient, opened: FlowOpened, run: FlowRunSpec) => {
      settled.current = { client, opened, run };
      gate.current.open();
      // Keep the numbers of every variant whose lesson run this is.
      for (const v of flow.variants) {
        const { base, metrics } = variantRequest(flow, v);
        const key = keyOf(scale(base), metrics);
        if (kept.current.has(key) || !sameRunSpec(run, scale(base))) continue;
        client.metrics(metrics).then(
          (values) => void kept.current.set(key, values),
          () => {}, // the player closed first: the second worker will run it
        );
      }
    },
    [flow, scale],
  );

  /** unsettle: the player re-mounts on another run. */
  const unsettle = useCallback(() => {
    settled.current = undefined;
    gate.current.close();
  }, []);

  return { compute, settle, unsettle };
}
