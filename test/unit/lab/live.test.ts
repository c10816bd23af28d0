// live.ts, the browser worker's door to the interpreter: diagnostics are located, a run finds the
// exercise's bug, and an endless loop is stopped by a small step budget at its line.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diagnose, runScenario } from "../../../src/lab/live";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const EX = join(ROOT, "content", "exercises", "exercise-1-eager-creator");
const read = (f: string) => ({ name: f, source: readFileSync(join(EX, f), "utf8") });
const scenario = (n: string) => readFileSync(join(ROOT, "content", "scenarios", `${n}.yaml`), "utf8");
const support = [read("helpers.go"), read("setup.go")];

describe("live", () => {
  it("reports a located diagnostic for an undefined name", () => {
    const bad = read("original.go");
    bad.source = bad.source.replace("app := &appsv1alpha1.App{}", "app := &appsv1alpha1.App{}\n\tundefinedThing()");
    const ds = diagnose([...support, bad]);
    expect(ds.length).toBeGreaterThan(0);
    expect(ds[0]).toMatchObject({ file: "original.go", line: 19 });
  });

  it("runs the original through restart and finds DuplicateChildren", () => {
    const run = runScenario([...support, read("original.go")], scenario("restart"), "restart.yaml");
    expect(run.compiled).toBe(true);
    expect(run.report.findings.map((f) => f.kind)).toContain("DuplicateChildren");
  });

  it("stops an endless loop with the step budget and names its line", () => {
    const loop = read("original.go");
    loop.source = loop.source.replace("\tapp := &appsv1alpha1.App{}", "\tfor {\n\t}\n\tapp := &appsv1alpha1.App{}");
    const run = runScenario([...support, loop], scenario("create"), "create.yaml", { budget: 50_000 });
    const stop = run.report.findings.find((f) => f.kind === "StepBudgetExceeded");
    expect(stop).toMatchObject({ file: "original.go" });
    expect([18, 19]).toContain(stop!.line);
  });
});
