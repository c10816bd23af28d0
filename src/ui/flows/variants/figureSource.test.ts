/**
 * FigureSource: the figures wait for the current player mount's run, take the variant's numbers
 * from it and the lesson's from what a settled lesson run left, and ask a second worker only for
 * what no player holds. The workers are stand-ins that record what they were asked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FlowMetric, FlowRunSpec } from "../../../content";
import type { MetricValue, VariantResult } from "../../../worker";
import { FigureSource, type FiguresClient, type LessonRun, type PlayerRun } from "./figureSource";
import type { VariantRequest } from "./spec";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const metrics: FlowMetric[] = ["reconciles"];
const value = (n: number): MetricValue[] => [{ metric: "reconciles", label: "reconciles", unit: "count", value: n }];
const lesson: FlowRunSpec = { apps: 2000 };
const metadataOnly: FlowRunSpec = { apps: 2000, reconciler: { ownsMetadataOnly: true } };
const workers16: FlowRunSpec = { apps: 2000, scenario: { workers: 16 } };
const req = (variant: FlowRunSpec): VariantRequest => ({ scenario: "flow-19", base: lesson, variant, metrics });
const lessons: LessonRun[] = [{ scenario: "flow-19", base: lesson, metrics }];

/** player stands in for a player's worker holding a run whose numbers are `n`. */
function player(run: FlowRunSpec, n: number) {
  const asked: FlowMetric[][] = [];
  const p: PlayerRun = {
    run,
    opened: { wallMs: n },
    client: { metrics: (m) => (asked.push(m), Promise.resolve(value(n))) },
  };
  return { p, asked };
}

/** second stands in for the second worker and records its requests. */
function second() {
  const asked: string[] = [];
  let disposed = 0;
  const client: FiguresClient = {
    runMetrics: () => (asked.push("runMetrics"), Promise.resolve(value(1))),
    variant: () => (asked.push("variant"), Promise.resolve({ base: value(1), variant: value(2), wallMs: 0 })),
    dispose: () => void disposed++,
  };
  return { client, asked, disposed: () => disposed };
}

/** outcome reports how p ended once pending timers up to `ms` and microtasks have run. */
async function outcome<T>(p: Promise<T>, ms = 0) {
  let r: { done: T } | { failed: unknown } | undefined;
  p.then(
    (done) => (r = { done }),
    (failed: unknown) => (r = { failed }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return r;
}

describe("FigureSource", () => {
  it("a player being replaced cannot settle the figures: they wait for the new mount's run", async () => {
    const w = second();
    const s = new FigureSource(() => w.client, 10_000);
    const old = player(lesson, 10);
    // The learner picks a variant: a new mount; the lesson's player is still mounted and settles late.
    const mount = s.unsettle();
    expect(s.settle(mount - 1, old.p, lessons)).toBe(false);
    const figures = s.compute(req(metadataOnly));
    expect(await outcome(figures, 5_000)).toBeUndefined();
    expect(w.asked).toEqual([]);
    // The variant's own player settles: its numbers come from it, the lesson's from the second worker.
    const mine = player(metadataOnly, 20);
    expect(s.settle(mount, mine.p, lessons)).toBe(true);
    expect(await outcome(figures)).toEqual({ done: { base: value(1), variant: value(20), wallMs: 20 } });
    expect(w.asked).toEqual(["runMetrics"]);
    expect(old.asked).toEqual([]);
  });

  it("a settled lesson run keeps its numbers, so the next variant needs no second worker", async () => {
    const w = second();
    const s = new FigureSource(() => w.client, 10_000);
    const first = player(lesson, 7);
    expect(s.settle(0, first.p, lessons)).toBe(true);
    expect(first.asked).toEqual([metrics]);
    const mount = s.unsettle();
    const figures = s.compute(req(workers16));
    s.settle(mount, player(workers16, 30).p, lessons);
    const r = (await outcome(figures)) as { done: VariantResult };
    expect(r.done.base).toEqual(value(7));
    expect(r.done.variant).toEqual(value(30));
    expect(w.asked).toEqual([]);
  });

  it("a request dropped while it waited asks nothing when the player settles", async () => {
    const w = second();
    const s = new FigureSource(() => w.client, 10_000);
    const mount = s.unsettle();
    const asking = new AbortController();
    const figures = s.compute(req(metadataOnly), asking.signal);
    asking.abort();
    s.settle(mount, player(workers16, 3).p, lessons);
    const r = await outcome(figures);
    expect(r && "failed" in r).toBe(true);
    expect(w.asked).toEqual([]);
  });

  it("a player on another run, or none after the wait, sends both runs to the second worker", async () => {
    const w = second();
    const s = new FigureSource(() => w.client, 10_000);
    s.settle(0, player(workers16, 3).p, []);
    expect(await outcome(s.compute(req(metadataOnly)))).toEqual({
      done: { base: value(1), variant: value(2), wallMs: 0 },
    });
    s.unsettle();
    const late = s.compute(req(metadataOnly));
    expect(await outcome(late, 9_999)).toBeUndefined();
    expect((await outcome(late, 1)) && w.asked).toEqual(["variant", "variant"]);
    s.dispose();
    expect(w.disposed()).toBe(1);
  });
});
