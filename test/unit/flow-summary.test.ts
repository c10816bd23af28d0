/**
 * The progress summary is incremental (flow-summary.ts) and must say exactly what a full
 * recount of the same trace says: counts per type, the charts' series, the lesson steps'
 * bindings and the leadership intervals, after every slice of a run computed in slices.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadContent } from "../../src/content/build/load";
import { buildFlowScenario, flowFactory, type FlowRunSpec } from "../../src/content";
import type { TraceEvent } from "../../src/engine";
import { FlowSession } from "../../src/worker/flow-session";
import { leadershipOf, openedOf } from "../../src/worker/flow-extra";

const content = loadContent(resolve("content"));

/** recount: the summary computed from the whole trace, as before it was incremental. */
function recount(s: FlowSession, steps: ReturnType<typeof stepsOf>) {
  const trace = s.world.trace();
  const counts: Record<string, number> = {};
  for (const e of trace) counts[e.type] = (counts[e.type] ?? 0) + 1;
  return {
    endT: trace.length ? (trace[trace.length - 1] as TraceEvent).t : 0,
    series: s.series(),
    counts,
    steps: s.bind(steps),
    leadership: leadershipOf(s),
  };
}

const stepsOf = (id: string) =>
  (content.flows.find((f) => f.id === id)?.steps ?? []).map((s) => ({ n: s.n, match: s.match }));

describe("the incremental progress summary equals a full recount", () => {
  const cases: Array<[string, FlowRunSpec]> = [
    ["flow-18", {}],
    ["flow-19", { apps: 100 }],
    ["flow-20", {}],
    ["flow-20", { scenario: { leaderElection: { leaseDuration: "4s", renewDeadline: "3s", retryPeriod: "1s" } } }],
  ];
  for (const [id, spec] of cases) {
    it(`${id} ${JSON.stringify(spec)}, after every slice`, { timeout: 120_000 }, () => {
      const flow = content.flows.find((f) => f.id === id);
      if (!flow) throw new Error(`no ${id}`);
      const text = readFileSync(resolve("content/scenarios", `${flow.scenario}.yaml`), "utf8");
      const run = { ...flow.run, ...spec, scenario: { ...flow.run.scenario, ...spec.scenario } };
      const s = new FlowSession(buildFlowScenario(text, run, `${id}.yaml`), flowFactory(run), { incremental: true });
      const steps = stepsOf(id);
      let clock = 0;
      let slices = 0;
      let done = false;
      while (!done) {
        done = s.advance(0, () => clock++);
        slices++;
        const got = openedOf(s, 0, steps);
        const want = recount(s, steps);
        expect({
          endT: got.endT,
          series: got.series,
          counts: got.counts,
          steps: got.steps,
          leadership: got.leadership,
        }).toEqual(want);
      }
      expect(slices).toBeGreaterThan(3);
      expect(s.bind(steps).filter((b) => b.seq !== null).length).toBeGreaterThan(2);
    });
  }
});

describe("the writes chart counts from the controllers' start", () => {
  const WRITES = new Set(["create", "update", "patch", "delete"]);
  const writesOf = (s: FlowSession) =>
    s.world.trace().filter((e) => e.type === "api.request" && WRITES.has((e as { verb?: string }).verb ?? ""));
  const sessionOf = (id: string, spec: FlowRunSpec) => {
    const flow = content.flows.find((f) => f.id === id)!;
    const text = readFileSync(resolve("content/scenarios", `${flow.scenario}.yaml`), "utf8");
    const run = { ...flow.run, ...spec };
    const s = new FlowSession(buildFlowScenario(text, run, `${id}.yaml`), flowFactory(run));
    return s;
  };
  /** drawn: the writes the chart counts, from the windows that end at the last bucket, k buckets
   * before it, and so on back to the start (they do not overlap and leave no bucket out) */
  const drawn = (series: { writesPerSec: number[]; bucketMs: number; rateWindowMs: number }) => {
    const k = series.rateWindowMs / series.bucketMs;
    let n = 0;
    for (let b = series.writesPerSec.length - 1; b >= 0; b -= k)
      n += (series.writesPerSec[b]! * series.rateWindowMs) / 1000;
    return Math.round(n);
  };

  it("Flow 19: the bulk load before 1 s sets the cluster up and is left out; the story's writes are drawn", () => {
    const s = sessionOf("flow-19", { apps: 100 });
    const all = writesOf(s);
    const setup = all.filter((e) => e.t < 1000);
    expect(setup.length).toBe(400); // each App and Deployment created, then its status written
    for (const series of [s.series(), openedOf(s, 0).series]) {
      expect(series.writesFromMs).toBe(1000);
      expect(series.setupWrites).toBe(setup.length);
      expect(drawn(series)).toBe(all.length - setup.length);
      expect(drawn(series)).toBeGreaterThan(0);
    }
  });

  it("Flow 18 starts its controller at once: every write is drawn", () => {
    const s = sessionOf("flow-18", {});
    const series = s.series();
    expect(series.writesFromMs).toBe(0);
    expect(series.setupWrites).toBe(0);
    expect(drawn(series)).toBe(writesOf(s).length);
  });
});
