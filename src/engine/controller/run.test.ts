import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { endEvent, requeueAfterOf, type Outcome, type ReconcileRun } from "./run";

/** spreadEndEvent is endEvent as conditional spreads (the member order the trace has always had). */
function spreadEndEvent(c: string, m: string, run: ReconcileRun, outcome: Outcome, error: string | undefined) {
  const { result, counts, site } = run;
  const requeueAfter = requeueAfterOf(run);
  return {
    type: "reconcile.end",
    controller: c,
    key: run.key,
    manager: m,
    reconcileID: run.reconcileID,
    outcome,
    durationMs: run.costMs,
    ...(error !== undefined ? { error } : {}),
    ...(result.requeue ? { requeue: true } : {}),
    ...(requeueAfter > 0 ? { requeueAfterMs: requeueAfter } : {}),
    ...(result.priority !== undefined ? { priority: result.priority } : {}),
    calls: counts.calls,
    failedCalls: counts.failures,
    writes: counts.writes,
    ...(site ? { site } : {}),
  };
}

describe("endEvent", () => {
  it("property: the same members in the same order as the conditional-spread form", () => {
    fc.assert(
      fc.property(
        fc.record({
          requeue: fc.option(fc.boolean(), { nil: undefined }),
          requeueAfter: fc.option(fc.integer({ min: -5, max: 5000 }), { nil: undefined }),
          priority: fc.option(fc.integer({ min: -100, max: 10 }), { nil: undefined }),
        }),
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.record({ file: fc.string(), line: fc.nat(), col: fc.nat() }), { nil: undefined }),
        fc.constantFrom<Outcome>("success", "error", "requeue", "requeue_after", "panic", "crash", "terminal"),
        (result, error, site, outcome) => {
          const run: ReconcileRun = {
            req: { namespace: "ns", name: "a" },
            key: "ns/a",
            reconcileID: 7,
            priority: 0,
            result,
            err: undefined,
            crashed: false,
            costMs: 12.5,
            counts: { calls: 3, failures: 1, writes: 2 },
            ...(site ? { site } : {}),
          };
          expect(JSON.stringify(endEvent("c", "m", run, outcome, error))).toBe(
            JSON.stringify(spreadEndEvent("c", "m", run, outcome, error)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
