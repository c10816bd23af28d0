/**
 * useFigures: the variants panel's `compute` as FlowStage wires it. The figures need the lesson's
 * run and the variant's, each to its end. The player is already playing the variant's run, so
 * once that run is complete (and the player's stage drawn) the player's worker answers the
 * variant's numbers ("metrics") and a second worker only runs the lesson's ("runMetrics", cached
 * per spec). Before, the second worker ran both while the player's computed the variant too: the
 * variant's run twice, and two workers at once on a 2-core machine (the page's tasks stretched
 * past 50 ms). Until the player has settled the figures wait (StageGate, at most STAGE_WAIT_MS);
 * when the player's run is not the variant's, the second worker runs both ("variant").
 */
import { useCallback, useEffect, useRef } from "react";
import type { FlowOpened, VariantResult } from "../../../worker";
import { mergeRunSpecs, type FlowRunSpec } from "../../../content";
import { FlowClient } from "../player/flowClient";
import { StageGate } from "../stageGate";
import { sameRunSpec, type VariantRequest } from "./spec";

/** STAGE_WAIT_MS: the longest the figures wait for the player's run and stage. */
const STAGE_WAIT_MS = 10_000;

/** Settled: the player's complete run and the client of its worker. */
interface Settled {
  client: FlowClient;
  opened: FlowOpened;
  run: FlowRunSpec;
}

export function useFigures(scale: (spec: FlowRunSpec) => FlowRunSpec) {
  const figures = useRef<FlowClient | undefined>(undefined);
  useEffect(() => () => figures.current?.dispose(), []);
  const gate = useRef(new StageGate());
  const settled = useRef<Settled | undefined>(undefined);

  const compute = async (req: VariantRequest): Promise<VariantResult> => {
    await gate.current.wait(STAGE_WAIT_MS);
    figures.current ??= new FlowClient();
    const base = scale(req.base);
    const variant = scale(req.variant);
    const p = settled.current;
    if (p && sameRunSpec(p.run, mergeRunSpecs(base, variant))) {
      const [b, v] = await Promise.all([
        figures.current.runMetrics(req.scenario, base, req.metrics),
        p.client.metrics(req.metrics),
      ]);
      return { base: b, variant: v, wallMs: p.opened.wallMs };
    }
    return figures.current.variant({ ...req, base, variant });
  };

  /** settle: the player's run (spec `run`) is complete and its stage drawn. */
  const settle = useCallback((client: FlowClient, opened: FlowOpened, run: FlowRunSpec) => {
    settled.current = { client, opened, run };
    gate.current.open();
  }, []);

  /** unsettle: the player re-mounts on another run. */
  const unsettle = useCallback(() => {
    settled.current = undefined;
    gate.current.close();
  }, []);

  return { compute, settle, unsettle };
}
