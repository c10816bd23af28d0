// live.ts, the browser worker's door to the interpreter: diagnostics are located, a run finds the
// exercise's bug, and an endless loop is stopped by a small step budget at its line.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diagnose, runScenario, startScenario } from "../../../src/lab/live";

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

  it("starts a run to step: line counts grow as it goes, and it ends with runScenario's report", () => {
    const files = [...support, read("original.go")];
    const start = startScenario(files, scenario("create"), "create.yaml");
    if (!start.compiled) throw new Error("the original compiles");
    const { session } = start;
    const mine = () => session.run.lineCounts().filter((c) => c.file === "original.go");
    expect(mine()).toEqual([]);
    for (let i = 0; i < 1000 && mine().length === 0 && session.step(); i++);
    const early = mine();
    expect(early.length).toBeGreaterThan(0);
    const { report } = session.finish();
    const late = session.run.lineCounts().find((c) => c.file === early[0]!.file && c.line === early[0]!.line)!;
    expect(late.count).toBeGreaterThanOrEqual(early[0]!.count);
    expect(JSON.stringify(report)).toBe(JSON.stringify(runScenario(files, scenario("create"), "create.yaml").report));
  });

  it("gives the diagnostics report instead of a session when the files do not compile", () => {
    const bad = read("original.go");
    const lines = bad.source.split("\n");
    const at = lines.findIndex((l) => l.startsWith("func (r *AppReconciler) Reconcile("));
    lines.splice(at + 1, 0, "\tundefinedThing()");
    bad.source = lines.join("\n");
    const start = startScenario([...support, bad], scenario("create"), "create.yaml");
    expect(start.compiled).toBe(false);
    expect(!start.compiled && start.report.diagnostics[0]).toMatchObject({ file: "original.go", line: at + 2 });
  });
});
