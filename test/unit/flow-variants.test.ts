/**
 * Every failure variant declared in content/flows computes its headline numbers by running
 * the engine, and each moves from the lesson's run in the direction the YAML declares.
 * Flow 19 runs at 500 Apps here (the page runs 20,000); the directions do not depend on it.
 */
import { describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadContent } from "../../src/content/build/load";
import type { FlowMetric } from "../../src/content/schema/flow";
import { checkFlowRun, mergeRunSpecs, type FlowRunSpec } from "../../src/content";
import { compareVariant, expectHolds, runFlow } from "../../src/worker/flow-variants";
import type { RunFacts } from "../../src/worker/flow-metrics";
import { computeMetric } from "../../src/worker/flow-metrics";
import { readerOf } from "../../src/worker/trace-reader";

const content = loadContent(resolve("content"), { checkFlowRun });
const SCALE: Record<string, FlowRunSpec> = { "flow-19": { apps: 500 } };
const bases = new Map<string, RunFacts>();

describe("failure variants compute their headline numbers", () => {
  for (const flow of content.flows) {
    const text = readFileSync(resolve("content/scenarios", `${flow.scenario}.yaml`), "utf8");
    for (const v of flow.variants) {
      it(`Flow ${flow.number} · ${v.id}`, { timeout: 180_000 }, () => {
        const base = mergeRunSpecs(mergeRunSpecs(flow.run, v.baseline), SCALE[flow.id] ?? {});
        const key = `${flow.id} ${JSON.stringify(base)}`;
        const metrics = v.headline.map((h) => h.metric as FlowMetric);
        const r = compareVariant(text, flow.scenario, base, v.run, metrics, bases.get(key));
        bases.set(key, r.baseFacts);
        const wrong = v.headline
          .map((h, i) => ({ h, b: r.base[i]?.value ?? null, x: r.variant[i]?.value ?? null }))
          .filter(({ h, b, x }) => !expectHolds(h.expect, b, x))
          .map(({ h, b, x }) => `${h.metric}: base ${b}, variant ${x}, expected ${h.expect}`);
        expect(wrong).toEqual([]);
        // computed, not empty: at least one side measured something for every headline
        for (let i = 0; i < metrics.length; i++)
          expect(r.base[i]?.value !== null || r.variant[i]?.value !== null, metrics[i]).toBe(true);
      });
    }
  }
});

describe("variant figures against the semantics", () => {
  const text19 = readFileSync(resolve("content/scenarios/flow-19.yaml"), "utf8");
  const drain = (w: number) =>
    computeMetric(
      "drainTime",
      runFlow(text19, "flow-19", { apps: 500, scenario: { maxConcurrentReconciles: w } }).facts,
    ).value as number;

  it("the replay drains at about workers ÷ reconcile time: 16 workers ≥ 8× faster than 1", { timeout: 120_000 }, () => {
    const one = drain(1);
    const sixteen = drain(16);
    // 500 keys × 10 ms: 5 s with one worker, about 0.3 s with sixteen
    expect(one).toBeGreaterThanOrEqual(5_000);
    expect(one / sixteen).toBeGreaterThan(8);
  });

  it("failover latency is the sum of its parts: lease expiry ≥ 15 s after the node died", () => {
    const text20 = readFileSync(resolve("content/scenarios/flow-20.yaml"), "utf8");
    const m = computeMetric("failoverLatency", runFlow(text20, "flow-20", {}).facts);
    const parts = m.parts ?? [];
    expect(parts.map((p) => p.label)).toEqual(["lease expiry", "cache sync", "queue drain"]);
    expect(parts.reduce((a, p) => a + p.value, 0)).toBeCloseTo(m.value as number, -1);
    // k8s-semantics: B takes over only once the record stayed unchanged for a lease duration (15 s)
    expect(parts[0]?.value).toBeGreaterThanOrEqual(15_000);
  });

  it("a run's facts read its trace through the world's Tracer (metrics rebuild only the event types they use)", () => {
    const text18 = readFileSync(resolve("content/scenarios/flow-18.yaml"), "utf8");
    const { world, facts } = runFlow(text18, "flow-18", {});
    expect(facts.trace).toBe(world.tracer);
    const view = vi.spyOn(world, "trace");
    const reconciles = computeMetric("reconciles", facts).value;
    expect(reconciles).toBe(world.trace().filter((e) => e.type === "reconcile.start").length);
    expect(view).toHaveBeenCalledTimes(1); // the check's own call
  });

  it("without both guards a changing status loops; an identical one dies out", { timeout: 60_000 }, () => {
    const text18 = readFileSync(resolve("content/scenarios/flow-18.yaml"), "utf8");
    const off = { generationChangedPredicate: false, deepEqualGuard: false };
    const loops = runFlow(text18, "flow-18", { reconciler: { ...off, changingStatus: true } }).facts;
    const dies = runFlow(text18, "flow-18", { reconciler: off }).facts;
    const late = (f: RunFacts, from: number) =>
      [...readerOf(f.trace).iterate(0, new Set(["reconcile.start"]))].filter((e) => e.t >= from).length;
    // the loop keeps going: as many reconciles in the last 20 s as in the 20 s before
    expect(late(loops, 40_000)).toBeGreaterThan(100);
    expect(Math.abs(late(loops, 40_000) - (late(loops, 20_000) - late(loops, 40_000)))).toBeLessThan(20);
    expect(late(dies, 20_000)).toBe(0);
  });
});
