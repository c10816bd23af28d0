/**
 * FlowStage: a flow's player with its failure variants, charts and fork menu mounted in the
 * player's slots. The variant in the URL picks the run the player opens (the lesson's run, or
 * the variant's changes laid on it), so a variant plays from its own engine run; the variants
 * panel computes the headline figures in a second flow worker, so the player keeps answering
 * while a long variant (Flow 19 at 20,000 Apps) runs. Those runs start once the player's own
 * run is complete and its stage drawn (StageGate): two workers computing at once left the page
 * a share of one core on a 2-core machine. A link's `apps=N` (url.ts) scales both
 * the run played and the figures' runs, and says so under the picture.
 */
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import type { RenderedFlow } from "../../content";
import { FlowPlayer, type PlayerApi } from "./player/FlowPlayer";
import { FlowClient } from "./player/flowClient";
import { readPlace } from "./player/url";
import { VariantsPanel, lessonRunSpec, variantRunSpec, type VariantRequest } from "./variants";
import { FlowCharts } from "./charts";
import { ForkMenu } from "./fork";
import type { ForkInjection } from "../../worker";
import type { FlowRunSpec } from "../../content";
import { formatNumber } from "../app/formatNumber";
import { StageGate } from "./stageGate";

/** STAGE_WAIT_MS: the longest the variants' figures wait for the player's run and stage. */
const STAGE_WAIT_MS = 10_000;

/** RunSettled opens the gate once the player's run is complete and its stage drawn. */
function RunSettled({ complete, drawn, gate }: { complete: boolean; drawn: boolean; gate: StageGate }) {
  useEffect(() => {
    if (complete && drawn) gate.open();
  }, [complete, drawn, gate]);
  return null;
}

export function FlowStage({ flow }: { flow: RenderedFlow }) {
  const [variant, setVariant] = useState<string | undefined>(() => readPlace().variant);
  const [apps] = useState<number | undefined>(() => readPlace().apps);
  const chosen = flow.variants.find((v) => v.id === variant);
  const run = useMemo(
    () => scaled(chosen ? variantRunSpec(flow, chosen) : lessonRunSpec(flow), apps),
    [flow, chosen, apps],
  );
  const figures = useRef<FlowClient | undefined>(undefined);
  useEffect(() => () => figures.current?.dispose(), []);
  // The figures' runs start once the player's run is complete and its stage drawn (StageGate).
  const stage = useRef(new StageGate());
  const [drawn, setDrawn] = useState(false);
  const compute = async (req: VariantRequest) => {
    await stage.current.wait(STAGE_WAIT_MS);
    figures.current ??= new FlowClient();
    return figures.current.variant({ ...req, base: scaled(req.base, apps), variant: scaled(req.variant, apps) });
  };
  const [forked, setForked] = useState(false);
  const [busy, setBusy] = useState(false);

  const fork = (api: PlayerApi, inj: ForkInjection) => {
    if (!api.client) return;
    setBusy(true);
    api.client.fork(api.pos, inj).then(
      (o) => {
        setForked(true);
        setBusy(false);
        api.adopt(o, o.forkPos);
      },
      () => setBusy(false),
    );
  };
  const back = (api: PlayerApi) => {
    if (!api.client) return;
    setBusy(true);
    api.client.unfork().then(
      (o) => {
        setForked(false);
        setBusy(false);
        api.adopt(o);
      },
      () => setBusy(false),
    );
  };

  return (
    <FlowPlayer
      key={variant ?? "lesson"}
      flow={flow}
      run={run}
      {...(variant ? { variant } : {})}
      toolbar={(api) => (
        <ForkMenu
          flowId={flow.id}
          paused={!api.playing && api.opened !== undefined}
          forked={forked}
          busy={busy}
          onFork={(inj) => fork(api, inj)}
          onBack={() => back(api)}
        />
      )}
      belowPicture={(api) => (
        <>
          {apps !== undefined && (
            <p className="flow-scale-note" role="note">
              Scaled by this link (<code>apps={apps}</code>): every bulk set-up creates {formatNumber(apps)} objects,
              not the lesson&apos;s count.
            </p>
          )}
          <RunSettled complete={api.opened !== undefined && !api.opened.growing} drawn={drawn} gate={stage.current} />
          {api.opened && (
            <FlowCharts
              series={api.opened.series}
              time={api.t}
              onDrawn={() => {
                api.drawn();
                setDrawn(true);
              }}
            />
          )}
          {flow.variants.length > 0 && (
            <VariantsPanel
              flow={flow}
              active={variant ?? null}
              onSelect={(id) =>
                // A transition: the player re-mounts on the variant's run (lanes, panels, log,
                // charts), which React then renders in slices instead of inside the click's task.
                startTransition(() => {
                  stage.current.close();
                  setDrawn(false);
                  setForked(false);
                  setVariant(id ?? undefined);
                })
              }
              compute={compute}
            />
          )}
        </>
      )}
    />
  );
}

/** scaled lays a link's `apps` on a run spec (unchanged when the link sets none). */
function scaled(spec: FlowRunSpec, apps: number | undefined): FlowRunSpec {
  return apps === undefined ? spec : { ...spec, apps };
}
