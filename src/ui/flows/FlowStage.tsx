/**
 * FlowStage: a flow's player with its failure variants, charts and fork menu mounted in the
 * player's slots. The variant in the URL picks the run the player opens (the lesson's run, or
 * the variant's changes laid on it), so a variant plays from its own engine run; the variants
 * panel computes the headline figures in a second flow worker, so the player keeps answering
 * while a long variant (Flow 19 at 20,000 Apps) runs. A link's `apps=N` (url.ts) scales both
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
  const compute = (req: VariantRequest) => {
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
          {api.opened && <FlowCharts series={api.opened.series} time={api.t} onDrawn={api.drawn} />}
          {flow.variants.length > 0 && (
            <VariantsPanel
              flow={flow}
              active={variant ?? null}
              onSelect={(id) =>
                // A transition: the player re-mounts on the variant's run (lanes, panels, log,
                // charts), which React then renders in slices instead of inside the click's task.
                startTransition(() => {
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
