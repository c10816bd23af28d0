// Every piece of learner code runs under the step budget (issue 15): an endless package-variable
// initialiser, init() or SetupWithManager is stopped and located like an endless reconcile, and a
// panic in an index extractor is reported instead of swallowed.
import { describe, expect, it } from "vitest";
import { execute } from "../../../src/cli/lab";
import { fixturePath } from "./helpers";

function run(file: string) {
  const out = execute(["run", fixturePath(file), "--scenario", "create", "--json"]);
  expect(out.stderr).toBe("");
  return { code: out.code, report: JSON.parse(out.stdout) };
}

describe("learner code outside Reconcile runs under the step budget", { timeout: 120_000 }, () => {
  it("an endless package-level variable initialiser: exit 0, a located StepBudgetExceeded", () => {
    const { code, report } = run("initloop.go");
    expect(code).toBe(0);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        kind: "StepBudgetExceeded",
        object: "package initialization",
        file: "initloop.go",
        line: 15,
      }),
    );
  });

  it("an endless init(): exit 0, a located StepBudgetExceeded", () => {
    const { code, report } = run("initfunc.go");
    expect(code).toBe(0);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        kind: "StepBudgetExceeded",
        object: "package initialization",
        file: "initfunc.go",
        line: 13,
      }),
    );
  });

  it("an endless SetupWithManager: exit 0, a located StepBudgetExceeded naming it", () => {
    const { code, report } = run("setuploop.go");
    expect(code).toBe(0);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        kind: "StepBudgetExceeded",
        object: "AppReconciler.SetupWithManager",
        file: "setuploop.go",
        line: 23,
      }),
    );
  });

  it("an index extractor sees package variables and its panic is reported, not swallowed", () => {
    const { report } = run("indexpanic.go");
    // the key joins a package-level variable: List with MatchingFields finds the nginx Deployment
    expect(report.logs).toContainEqual(expect.objectContaining({ msg: "matched", values: { count: 1 } }));
    expect(report.findings).toContainEqual(expect.objectContaining({ kind: "Panic", file: "indexpanic.go", line: 53 }));
    expect(report.findings.find((f: { message: string }) => f.message.includes("[object Object]"))).toBeUndefined();
  });
});
