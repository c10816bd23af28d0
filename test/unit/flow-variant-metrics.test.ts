/**
 * The variants panel takes a variant's headline numbers from the player's own run (the worker's
 * "metrics" request) and the lesson's from a second worker ("runMetrics"), instead of computing
 * the variant's run twice. That is only right if the run the player opens, a FlowSession grown
 * slice by slice as the flow worker grows it, gives the same numbers as the variant's run that
 * compareVariant computes in one go. Checked for every variant of every flow (Flow 19 at 300 Apps).
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadContent } from "../../src/content/build/load";
import type { FlowMetric } from "../../src/content/schema/flow";
import {
  buildFlowScenario,
  checkFlowRun,
  flowFactory,
  flowWorldOptions,
  mergeRunSpecs,
  type FlowRunSpec,
} from "../../src/content";
import { World } from "../../src/engine";
import { compareVariant } from "../../src/worker/flow-variants";
import { FlowSession } from "../../src/worker/flow-session";
import { handleExtra, type FlowWorkerState } from "../../src/worker/flow-extra";
import { variantRunSpec } from "../../src/ui/flows/variants/spec";

const content = loadContent(resolve("content"), { checkFlowRun });
const APPS: Record<string, number> = { "flow-19": 300 };
/** scaled lays a link's apps on a spec, as FlowStage does. */
const scaled = (spec: FlowRunSpec, apps: number | undefined): FlowRunSpec =>
  apps === undefined ? spec : { ...spec, apps };

describe("a variant's numbers from the player's run equal compareVariant's", () => {
  for (const flow of content.flows) {
    const text = readFileSync(resolve("content/scenarios", `${flow.scenario}.yaml`), "utf8");
    const scenarios = new Map([[flow.scenario, text]]);
    for (const v of flow.variants) {
      it(`Flow ${flow.number} · ${v.id}`, { timeout: 120_000 }, () => {
        const apps = APPS[flow.id];
        const metrics = v.headline.map((h) => h.metric as FlowMetric);
        // The figures, as the "variant" request computes them.
        const base = scaled(mergeRunSpecs(flow.run, v.baseline), apps);
        const want = compareVariant(text, flow.scenario, base, scaled(v.run, apps), metrics);
        // The player's run, opened and grown as flow.worker.ts does.
        const run = scaled(variantRunSpec(flow, v), apps);
        const scenario = buildFlowScenario(text, run, `${flow.scenario}.yaml`);
        const factory = flowFactory(run);
        const session = new FlowSession(scenario, factory, {
          keyEvery: flow.id === "flow-19" ? 1000 : 1,
          incremental: true,
          world: new World({ scenario, factory, options: flowWorldOptions(run) }),
        });
        while (!session.advance(20));
        const st: FlowWorkerState = { session, scenarios, keyEvery: () => 1 };
        const got = handleExtra({ type: "metrics", id: 1, metrics }, st, () => 0);
        expect(got).toEqual({ type: "metrics", id: 1, values: want.variant });
        const lesson = handleExtra(
          { type: "runMetrics", id: 2, scenario: flow.scenario, run: base, metrics },
          st,
          () => 0,
        );
        expect(lesson).toEqual({ type: "runMetrics", id: 2, values: want.base });
      });
    }
  }
});
