// The whole-run budget (issue 15): an endless reconcile is retried with backoff; after the step
// budget has stopped Go code twice the run ends there, located, instead of for ~40 s of CPU.
import { describe, expect, it } from "vitest";
import { runLab, RUN_BUDGET_STOPS } from "../../../src/lab";
import { fixture, scenario } from "./helpers";

describe("the whole-run budget", { timeout: 60_000 }, () => {
  it("ends a run after two step-budget stops, with the finding located and a log line saying so", () => {
    const { report } = runLab([fixture("loop.go")], scenario("create"), { budget: 20_000 });
    expect(RUN_BUDGET_STOPS).toBe(2);
    expect(report.findings[0]).toMatchObject({ kind: "StepBudgetExceeded", file: "loop.go", line: 19 });
    const stops = report.logs.filter((l) => l.msg === "Reconcile stopped: step budget exceeded");
    expect(stops).toHaveLength(2);
    const last = report.logs[report.logs.length - 1]!;
    expect(last.level).toBe("error");
    expect(last.msg).toMatch(/^run stopped at 0\.1\d*s: Go code ran into the step budget 2 times/);
    expect(report.virtualSeconds).toBeLessThan(1);
  });

  it("leaves a run without budget stops to the scenario's end", () => {
    const { report } = runLab([fixture("kubebuilder.go")], scenario("create"));
    expect(report.virtualSeconds).toBe(120);
    expect(report.logs.some((l) => l.msg.startsWith("run stopped"))).toBe(false);
  });
});
