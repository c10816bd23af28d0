import { describe, expect, it } from "vitest";
import { FinishedRuns } from "./finished-runs";
import { metricsOf, runFlow } from "./flow-variants";
import type { FlowRunSpec } from "../content";
import text18 from "../../content/scenarios/flow-18.yaml?raw";
const GCP_ON: FlowRunSpec = { reconciler: { generationChangedPredicate: true } };
const GCP_OFF: FlowRunSpec = { reconciler: { generationChangedPredicate: false } };

describe("FinishedRuns", () => {
  it("answers a spec's metrics from one run, and runs it again only for a metric asked once its run is dropped", () => {
    const runs = new FinishedRuns();
    const calls: string[] = [];
    const run = (spec: FlowRunSpec) => () => {
      calls.push(JSON.stringify(spec));
      return runFlow(text18, "flow-18", spec).facts;
    };
    const on = runs.metrics("flow-18", GCP_ON, ["reconciles"], run(GCP_ON));
    // the numbers are the run's own (metricsOf a run of the same spec)
    expect(on).toEqual(metricsOf(runFlow(text18, "flow-18", GCP_ON).facts, ["reconciles"]));
    // the same numbers again, and a metric more while the run is still held: no run
    expect(runs.metrics("flow-18", GCP_ON, ["reconciles"], run(GCP_ON))).toEqual(on);
    const two = runs.metrics("flow-18", GCP_ON, ["statusWrites", "reconciles"], run(GCP_ON));
    expect(two[1]).toEqual(on[0]);
    expect(calls).toHaveLength(1);
    // the same spec built in another key order is the same run (runSpecKey)
    const reordered: FlowRunSpec = { scenario: {}, reconciler: { generationChangedPredicate: true } };
    expect(runs.metrics("flow-18", reordered, ["reconciles"], run(reordered))).toEqual(on);
    expect(calls).toHaveLength(1);
    expect(runs.held()).toEqual({ specs: 1, runs: 1, ran: 1 });

    // another spec: its run is held, the first one's facts are let go, its numbers kept
    const off = runs.metrics("flow-18", GCP_OFF, ["reconciles"], run(GCP_OFF));
    expect(off[0]?.value).toBe((on[0]?.value as number) + 1);
    expect(runs.held()).toEqual({ specs: 2, runs: 1, ran: 2 });
    expect(runs.metrics("flow-18", GCP_ON, ["statusWrites"], run(GCP_ON))).toEqual([two[0]]);
    expect(calls).toHaveLength(2);

    // a metric the first spec was never asked: its run is made again, and held in place of the other
    const noops = runs.metrics("flow-18", GCP_ON, ["noopWrites"], run(GCP_ON));
    expect(calls).toEqual([JSON.stringify(GCP_ON), JSON.stringify(GCP_OFF), JSON.stringify(GCP_ON)]);
    expect(runs.held()).toEqual({ specs: 2, runs: 1, ran: 3 });
    expect(noops).toEqual(metricsOf(runFlow(text18, "flow-18", GCP_ON).facts, ["noopWrites"]));
  });
});
