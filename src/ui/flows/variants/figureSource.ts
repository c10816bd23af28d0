/**
 * FigureSource: where a variant's headline figures come from (useFigures wraps it for React).
 * The figures need the lesson's run and the variant's, each to its end. The player is already
 * playing the variant's run, so once that run is complete (and the player's stage drawn) the
 * player's worker answers the variant's numbers ("metrics") and a second worker only runs the
 * lesson's ("runMetrics", cached per spec). Before, the second worker ran both while the
 * player's computed the variant too: the variant's run twice, and two workers at once on a
 * 2-core machine (the page's tasks stretched past 50 ms). Until the player has settled the
 * figures wait (StageGate, at most `waitMs`); when the player's run is not the variant's, the
 * second worker runs both ("variant").
 *
 * The lesson's run is often the one the player played before the switch: when a run settles that
 * is some variant's lesson run, its numbers for that variant's headline metrics are read from the
 * player's worker at once and kept, so the switch needs no second worker at all.
 *
 * Settling is per mount of the player. `unsettle` starts a new mount (the player re-mounts on
 * another run) and answers its number; a `settle` carrying an older number is ignored. The
 * player being replaced stays mounted until React commits the new one (the switch is a
 * transition), and its run can complete in that window: its settle used to open the gate on its
 * own run, so the new variant's figures ran both runs in a second worker instead of waiting for
 * the player's (fresh-clone CI saw it once, Flow 19 at 2,000 Apps).
 *
 * A request the panel no longer wants (the learner switched again while it waited for the
 * player) aborts its signal and is dropped when the wait ends.
 */
import type { FlowOpened, MetricValue, VariantResult } from "../../../worker";
import { mergeRunSpecs, runSpecKey, sameRunSpec, type FlowMetric, type FlowRunSpec } from "../../../content";
import type { FlowClient } from "../player/flowClient";
import { StageGate } from "../stageGate";
import type { VariantRequest } from "./spec";

/** STAGE_WAIT_MS: the longest the figures wait for the player's run and stage. */
export const STAGE_WAIT_MS = 10_000;

/** FiguresClient: the second worker, which runs what the player's worker does not hold. */
export type FiguresClient = Pick<FlowClient, "runMetrics" | "variant" | "dispose">;

/** PlayerRun: the player's complete run, with the client of its worker. */
export interface PlayerRun {
  client: Pick<FlowClient, "metrics">;
  opened: Pick<FlowOpened, "wallMs">;
  run: FlowRunSpec;
}

/** LessonRun: the run a variant compares against (lesson's switches and its baseline) and its headline metrics. */
export interface LessonRun {
  scenario: string;
  base: FlowRunSpec;
  metrics: readonly FlowMetric[];
}

/** keyOf names a scenario's run's numbers for some metrics. */
const keyOf = (scenario: string, run: FlowRunSpec, metrics: readonly FlowMetric[]) =>
  `${scenario} ${runSpecKey(run)} ${metrics.join(",")}`;

export class FigureSource {
  private mount = 0;
  private readonly gate = new StageGate();
  private settled: PlayerRun | undefined;
  /** kept: lesson runs' numbers read from the player's worker while it held them (keyOf). */
  private readonly kept = new Map<string, MetricValue[]>();
  private figures: FiguresClient | undefined;

  constructor(
    private readonly newClient: () => FiguresClient,
    private readonly waitMs = STAGE_WAIT_MS,
  ) {}

  /** unsettle: the player re-mounts on another run; answers the new mount's number for its `settle`. */
  unsettle(): number {
    this.mount++;
    this.settled = undefined;
    this.gate.close();
    return this.mount;
  }

  /**
   * settle: mount `mount`'s run is complete and its stage drawn. The numbers of every lesson run
   * in `lessons` that is this run are read from the player's worker and kept. Answers whether it
   * was taken (false: an older mount's player, being replaced).
   */
  settle(mount: number, player: PlayerRun, lessons: readonly LessonRun[]): boolean {
    if (mount !== this.mount) return false;
    this.settled = player;
    this.gate.open();
    for (const l of lessons) {
      const key = keyOf(l.scenario, l.base, l.metrics);
      if (this.kept.has(key) || !sameRunSpec(player.run, l.base)) continue;
      player.client.metrics([...l.metrics]).then(
        (values) => void this.kept.set(key, values),
        () => {}, // the player closed first: the second worker will run it
      );
    }
    return true;
  }

  /** compute answers the lesson's and the variant's numbers for req, once the player has settled. */
  async compute(req: VariantRequest, signal?: AbortSignal): Promise<VariantResult> {
    await this.gate.wait(this.waitMs);
    signal?.throwIfAborted();
    const p = this.settled;
    if (p && sameRunSpec(p.run, mergeRunSpecs(req.base, req.variant))) {
      const lesson = this.kept.get(keyOf(req.scenario, req.base, req.metrics));
      const [b, v] = await Promise.all([
        lesson ?? this.second().runMetrics(req.scenario, req.base, req.metrics),
        p.client.metrics(req.metrics),
      ]);
      return { base: b, variant: v, wallMs: p.opened.wallMs };
    }
    return this.second().variant(req);
  }

  /** dispose ends the second worker (a later request starts another). */
  dispose(): void {
    this.figures?.dispose();
    this.figures = undefined;
  }

  private second(): FiguresClient {
    return (this.figures ??= this.newClient());
  }
}
