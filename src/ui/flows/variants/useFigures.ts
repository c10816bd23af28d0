/**
 * useFigures: the variants panel's `compute` as FlowStage wires it, over a FigureSource (which
 * says where the figures come from and when: figureSource.ts). A link's `scale` (apps=N) is laid
 * on every run spec here. `mount` is the player mount the figures wait for: FlowStage hands it
 * to that mount's `settle`, and `unsettle` (the learner switched runs) starts the next one, so a
 * player being replaced cannot settle the figures on its own run.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { FlowOpened } from "../../../worker";
import type { FlowRunSpec, RenderedFlow } from "../../../content";
import { FlowClient } from "../player/flowClient";
import { FigureSource, type LessonRun } from "./figureSource";
import { variantRequest, type VariantRequest } from "./spec";

export function useFigures(
  flow: Pick<RenderedFlow, "run" | "scenario" | "variants">,
  scale: (spec: FlowRunSpec) => FlowRunSpec,
) {
  const [source] = useState(() => new FigureSource(() => new FlowClient()));
  useEffect(() => () => source.dispose(), [source]);
  const [mount, setMount] = useState(0);
  /** lessons: every variant's lesson run, whose numbers a settled player keeps when it plays one. */
  const lessons = useMemo<LessonRun[]>(
    () =>
      flow.variants.map((v) => {
        const { scenario, base, metrics } = variantRequest(flow, v);
        return { scenario, base: scale(base), metrics };
      }),
    [flow, scale],
  );

  const compute = useCallback(
    (req: VariantRequest, signal?: AbortSignal) =>
      source.compute({ ...req, base: scale(req.base), variant: scale(req.variant) }, signal),
    [source, scale],
  );
  /** settle: mount `at`'s run (spec `run`) is complete and its stage drawn. */
  const settle = useCallback(
    (at: number, client: FlowClient, opened: FlowOpened, run: FlowRunSpec) =>
      void source.settle(at, { client, opened, run }, lessons),
    [source, lessons],
  );
  /** unsettle: the player re-mounts on another run (call it in the same update as the switch). */
  const unsettle = useCallback(() => setMount(source.unsettle()), [source]);

  return { compute, settle, unsettle, mount };
}
