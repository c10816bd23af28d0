/**
 * FlowStage: a flow's player with its failure variants, charts and fork menu mounted in the
 * player's slots. The variant in the URL picks the run the player opens (the lesson's run, or
 * the variant's changes laid on it), so a variant plays from its own engine run; the variants
 * panel computes the headline figures in a second flow worker, so the player keeps answering
 * while a long variant (Flow 19 at 20,000 Apps) runs. The figures wait until the player's own
 * run is complete and its stage drawn, then take the variant's numbers from that run and only
 * the lesson's from the second worker (variants/useFigures.ts). A link's `apps=N` (url.ts)
 * scales both the run played and the figures' runs, and says so under the picture.
 */
import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import type { RenderedFlow } from "../../content";
import { FlowPlayer, type PlayerApi } from "./player/FlowPlayer";
import type { FlowClient } from "./player/flowClient";
import { readPlace } from "./player/url";
import { VariantsPanel, lessonRunSpec, variantRunSpec, useFigures } from "./variants";
import { FlowCharts } from "./charts";
import { ForkMenu } from "./fork";
import type { FlowOpened, ForkInjection } from "../../worker";
import type { FlowRunSpec } from "../../content";
import { formatNumber } from "../app/formatNumber";

/**
 * RunSettled tells `settle` once the player's run is complete and its stage drawn, with the
 * number of the player mount it belongs to (a player being replaced still tells, and is ignored).
 * A forked run is not the spec's run: it settles nothing (its numbers are not the lesson's).
 */
function RunSettled({
  mount,
  client,
  opened,
  run,
  drawn,
  forked,
  settle,
}: {
  mount: number;
  client: FlowClient | undefined;
  opened: FlowOpened | undefined;
  run: FlowRunSpec;
  drawn: boolean;
  forked: boolean;
  settle: (mount: number, client: FlowClient, opened: FlowOpened, run: FlowRunSpec) => void;
}) {
  useEffect(() => {
    if (client && opened && !opened.growing && drawn && !forked) settle(mount, client, opened, run);
  }, [mount, client, opened, run, drawn, forked, settle]);
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
  // The figures wait for the player's run, and take the variant's numbers from it (useFigures).
  const scale = useCallback((spec: FlowRunSpec) => scaled(spec, apps), [apps]);
  const { compute, settle, unsettle, mount } = useFigures(flow, scale);
  const [drawn, setDrawn] = useState(false);
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
          <RunSettled
            mount={mount}
            client={api.client}
            opened={api.opened}
            run={run}
            drawn={drawn}
            forked={forked}
            settle={settle}
          />
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
                  unsettle();
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
