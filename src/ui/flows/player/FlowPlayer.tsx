/**
 * FlowPlayer: one player for Flows 18, 19 and 20. Every frame comes from the engine's run in the
 * flow worker (never the whole trace on the page): lanes with the messages drawn as they happen,
 * the lesson step being played beside them, state panels, a timeline, and an event log as the
 * text equivalent.
 *
 * Keys (outside text fields and dialogs): Space play/pause · → ← one event (one lesson step
 * with Shift, or with "arrows move by lesson step" on) · Home restart · End the end.
 *
 * Predict mode (../predict) is mounted here: usePredict's hold is handed to usePlayer, which
 * asks it before every forward move, and the question shows above the narration.
 *
 * Slots for the variant, chart and fork components (src/ui/flows/{variants,charts,fork}),
 * which mount here without editing the player:
 *   - `variant` / `onVariantChange`: the failure variant in the URL (`?variant=`); the page
 *     passes it through, and a variant picker in `toolbar` calls `onVariantChange`.
 *   - `toolbar(api)`: rendered at the right end of the control bar (variant picker, fork menu).
 *   - `belowPicture(api)`: rendered between the picture and the state panels (charts).
 *   `api` is a PlayerApi: the worker client, the run's summary (series for charts), the current
 *   position/time, seek/pause so a chart or fork can move the player, and `drawn`, which the
 *   charts call once made: the worker computes the rest of a growing run only then.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { RenderedFlow, FlowRunSpec } from "../../../content";
import type { FlowOpened } from "../../../worker";
import type { TraceEvent } from "../../../engine";
import { isTyping } from "../../app/useGlobalShortcuts";
import { Controls } from "./Controls";
import { DetailsDialog, type DetailsContent } from "./DetailsDialog";
import { EventLog } from "./EventLog";
import { Lanes } from "./Lanes";
import { Leadership } from "./Leadership";
import { StatePanels } from "./StatePanels";
import { Narration, StepList } from "./Steps";
import { Timeline } from "./Timeline";
import type { FlowClient } from "./flowClient";
import { usePlayer, type Hold } from "./usePlayer";
import { readPlace, writePlace } from "./url";
import { LaneResolver, messageOf } from "./lanes";
import { PredictPrompt, usePredict } from "../predict";
import "./flows.css";
import { formatNumber } from "../../app/formatNumber";
import { whenIdle } from "../../app/whenIdle";

/** PAINTED_WITHIN_MS: the latest the worker hears that the stage is drawn, once it is (PlayerApi.drawn). */
const PAINTED_WITHIN_MS = 200;

export interface PlayerApi {
  client: FlowClient | undefined;
  opened: FlowOpened | undefined;
  pos: number;
  t: number;
  playing: boolean;
  seek: (pos: number) => void;
  seekTime: (t: number) => void;
  pause: () => void;
  /** adopt shows the run the worker now holds (after a fork or unfork). */
  adopt: (opened: FlowOpened, pos?: number) => void;
  /** drawn: the stage below the picture is drawn (the charts made); once the page is idle the
   * worker computes the rest of a growing run (it waits for this, src/worker/flow-yield.ts). */
  drawn: () => void;
}

export interface FlowPlayerProps {
  flow: RenderedFlow;
  variant?: string;
  onVariantChange?: (variant: string | undefined) => void;
  toolbar?: (api: PlayerApi) => ReactNode;
  belowPicture?: (api: PlayerApi) => ReactNode;
  /** run: the spec the worker opens (the lesson's run, or the variant's); changing it re-opens. */
  run?: FlowRunSpec;
}

export function FlowPlayer({ flow, variant, run, toolbar, belowPicture }: FlowPlayerProps) {
  const place = useMemo(() => readPlace(), []);
  // Predict mode's hold is asked on every forward move; usePredict (which needs the player's
  // steps) provides it through this ref.
  const holdRef = useRef<Hold | undefined>(undefined);
  const hold = useCallback<Hold>((from, to, playing) => holdRef.current?.(from, to, playing), []);
  const p = usePlayer(flow, {
    ...(place.pos !== undefined ? { initialPos: place.pos } : {}),
    ...(place.speed !== undefined ? { initialRate: place.speed } : {}),
    ...(run ? { run } : {}),
    hold,
  });
  const predict = usePredict(flow, p.steps, p.pos, place.predict ?? false);
  useEffect(() => {
    holdRef.current = predict.hold;
  }, [predict.hold]);
  const [byStep, setByStep] = useState(false);
  const [details, setDetails] = useState<DetailsContent>();
  const lanes = flow.participants;
  const names = useMemo(() => new Map(lanes.map((l) => [l.id, l.name])), [lanes]);
  const titles = useMemo(() => new Map(flow.steps.map((s) => [s.n, s.title])), [flow.steps]);
  const frame = p.frame;
  const t = frame?.t ?? 0;

  // The URL holds the place (written when the position settles, not on every frame).
  useEffect(() => {
    if (p.status.kind !== "ready" || p.playing) return;
    writePlace(flow.id, {
      ...(variant ? { variant } : {}),
      pos: p.pos,
      ...(predict.on ? { predict: true } : {}),
      ...(place.apps !== undefined ? { apps: place.apps } : {}),
    });
  }, [flow.id, variant, p.pos, p.playing, p.status.kind, predict.on, place.apps]);

  const client = p.client;
  const openEvent = useCallback(
    (seq: number) => {
      p.pause();
      setDetails({ kind: "loading", title: `Event ${seq + 1}` });
      void client?.details(seq).then(
        (d) => setDetails({ kind: "event", details: d }),
        (e: unknown) => setDetails({ kind: "item", title: "Could not load the event", json: String(e) }),
      );
    },
    // p.pause is stable in effect (it only sets state)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client],
  );

  // Keyboard: Space, arrows, Home, End.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (document.querySelector("dialog[open]")) return;
      const el = e.target as HTMLElement | null;
      // The question's own keys (Tab, Enter, Space, 1…n) belong to it.
      if (el?.closest(".flow-predict")) return;
      if (e.key === " ") {
        if (el && ["BUTTON", "A", "SUMMARY"].includes(el.tagName) && !el.classList.contains("flow-play")) return;
        e.preventDefault();
        p.toggle();
      } else if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
        if (el instanceof HTMLInputElement) return;
        e.preventDefault();
        const dir = e.key === "ArrowRight" ? 1 : -1;
        if (e.shiftKey || byStep) p.stepLesson(dir);
        else p.stepEvent(dir);
      } else if (e.key === "Home") {
        if (el instanceof HTMLInputElement) return;
        e.preventDefault();
        p.restart();
      } else if (e.key === "End") {
        if (el instanceof HTMLInputElement) return;
        e.preventDefault();
        p.pause();
        p.seek(p.opened?.length ?? 0);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  const pendingStep = predict.pending ? flow.steps.find((s) => s.n === predict.pending?.n) : undefined;
  const laneIds = useMemo(() => lanes.map((l) => l.id), [lanes]);
  const describe = useCallback(
    (e: { type: string; seq: number }) => {
      const m = messageOf(e as unknown as TraceEvent, new LaneResolver(laneIds));
      const from = names.get(m.from) ?? m.from;
      const to = names.get(m.to) ?? m.to;
      return `${from === to ? from : `${from} → ${to}`}: ${m.label}`;
    },
    [laneIds, names],
  );

  const drawn = useCallback(() => {
    if (client) whenIdle(() => client.painted(), PAINTED_WITHIN_MS);
  }, [client]);
  const api: PlayerApi = {
    client,
    drawn,
    opened: p.opened,
    pos: p.pos,
    t,
    playing: p.playing,
    seek: p.seek,
    seekTime: p.seekTime,
    pause: p.pause,
    adopt: p.adopt,
  };
  const slow = !p.playing || p.rate <= 4;
  const fast = p.playing && p.rate > 30;

  return (
    <div
      className={`flow-player${fast ? " fast" : ""}`}
      data-status={p.status.kind}
      data-pos={p.pos}
      data-length={p.opened?.length ?? 0}
      data-growing={p.opened?.growing === true}
    >
      <div className="flow-toolbar">
        <Controls player={p} byStep={byStep} setByStep={setByStep} />
        {predict.asks > 0 && (
          <label className="flow-toggle flow-predict-toggle">
            <input
              type="checkbox"
              checked={predict.on}
              onChange={(e) => predict.setOn(e.target.checked)}
              aria-label={`Predict mode: ask before ${predict.asks === 1 ? "1 step" : `${predict.asks} steps`}`}
            />{" "}
            Predict mode
          </label>
        )}
        <div className="flow-slot-toolbar">{toolbar?.(api)}</div>
      </div>
      {p.status.kind === "opening" && (
        <p className="loading" role="status">
          Computing the run in the engine…
        </p>
      )}
      {p.status.kind === "error" && <p role="alert">The engine could not run this flow: {p.status.message}</p>}
      {p.opened && (
        <Timeline
          endT={p.opened.endT}
          t={t}
          scrubT={p.scrubT}
          pos={p.pos}
          length={p.opened.length}
          steps={p.steps}
          current={p.current}
          titles={titles}
          onScrub={(x) => {
            p.pause();
            p.seekTime(x);
          }}
          onStep={p.jumpToStep}
        />
      )}
      {p.opened?.leadership && Object.keys(p.opened.leadership).length > 1 && (
        <Leadership lead={p.opened.leadership} endT={p.opened.endT} />
      )}
      <div className="flow-stage">
        <div className="flow-picture" tabIndex={0} role="region" aria-label="The flow's lanes (scrolls sideways)">
          {frame && (
            <Lanes
              lanes={lanes}
              window={frame.window}
              windowStart={frame.windowStart}
              pos={p.pos}
              view={frame.state.view}
              onSelect={openEvent}
              fast={fast}
            />
          )}
        </div>
        <div className="flow-side">
          {pendingStep?.predict && predict.pending && (
            <PredictPrompt
              key={pendingStep.n}
              predict={pendingStep.predict}
              describe={describe}
              continueLabel={
                predict.pending.resume && predict.pending.pos < (p.opened?.length ?? 0) ? "Play on" : "Continue"
              }
              check={async (choices) => {
                const at = predict.pending?.pos ?? p.pos;
                if (!client) throw new Error("the player is not ready");
                const next = await client.nextEvent(at, choices);
                // Reveal: the player moves to just after the event the engine actually produced.
                predict.revealed(next.pos);
                p.seek(next.pos);
                return next;
              }}
              onContinue={(at) => {
                // Play on only when the player was playing and the run has events left.
                if (predict.close() && at < (p.opened?.length ?? 0)) p.play();
              }}
              onSkip={() => {
                if (predict.close() && p.pos < (p.opened?.length ?? 0)) p.play();
              }}
            />
          )}
          <Narration
            flow={flow}
            current={p.current}
            steps={p.steps}
            complete={p.opened !== undefined && p.opened.growing !== true}
          />
        </div>
      </div>
      <div className="flow-slot-below">{belowPicture?.(api)}</div>
      {frame && <StatePanels state={frame.state} t={t} onInspect={(it) => setDetails({ kind: "item", ...it })} />}
      <div className="flow-bottom">
        <StepList flow={flow} steps={p.steps} current={p.current} onStep={p.jumpToStep} />
        {frame && (
          <EventLog
            window={frame.window}
            windowStart={frame.windowStart}
            pos={p.pos}
            lanes={lanes.map((l) => l.id)}
            names={names}
            announce={slow}
            onSelect={openEvent}
            fast={fast}
          />
        )}
      </div>
      {p.firstFrameMs !== undefined && (
        <p className="muted flow-figures" data-first-frame-ms={p.firstFrameMs}>
          {p.opened?.growing ? "Computing the run in the engine: " : "Computed "}
          {formatNumber(p.opened?.length ?? 0)} events {p.opened?.growing ? "so far, in" : "in the engine in"}{" "}
          {formatNumber(p.opened?.wallMs ?? 0)} ms ({formatNumber(p.opened?.keyframes ?? 0)} keyframes); first frame
          after {formatNumber(p.firstFrameMs)} ms.
        </p>
      )}
      <DetailsDialog content={details} onClose={() => setDetails(undefined)} />
    </div>
  );
}
