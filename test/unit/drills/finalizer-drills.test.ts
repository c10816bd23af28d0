// The two finalizer drills are verified by line, like every other: LeakedExternalResource points
// at the write that removed the finalizer while the database still existed, or at the call that
// created the database before a finalizer was stored, and a drill whose finding has no line, or
// a line outside the planted bug, is never kept.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { generateDrill, shows, MUTATIONS, type DrillMutation } from "../../../src/lab/drills";
import { loadDrillBases, loadScenario } from "../../../src/cli/content";

const bases = loadDrillBases();
const ex2 = bases.filter((b) => b.id.startsWith("exercise-2"));
const mutation = (kind: string) => MUTATIONS.find((m) => m.kind === kind)!;

function lineOf(source: string, needle: string): number {
  const i = source.split("\n").findIndex((l) => l.includes(needle));
  expect(i, needle).toBeGreaterThanOrEqual(0);
  return i + 1;
}

describe("finalizer drills are verified at their lines", () => {
  it("finalizer removed without the cleanup: the finding points at the Update that released the App", () => {
    const d = generateDrill(3, {
      bases: ex2,
      scenario: loadScenario,
      mutations: [mutation("finalizer-removed-without-cleanup")],
    });
    expect(d).not.toBeNull();
    const src = d!.files.find((f) => f.name === d!.target)!.source;
    const leak = d!.findings.find((f) => f.kind === "LeakedExternalResource")!;
    expect(leak).toMatchObject({ file: d!.target });
    // The release write is the Update right after RemoveFinalizer, in the deletion branch.
    const remove = lineOf(src, "controllerutil.RemoveFinalizer(");
    expect(leak.line).toBeGreaterThan(remove);
    expect(src.split("\n")[leak.line! - 1]).toContain("r.Update(ctx, app)");
    expect(leak.message).toContain("removed the finalizer while the database still existed");
    expect(d!.mutations[0]!.expect.from).toBeLessThanOrEqual(remove);
  }, 60_000);

  it("finalizer added after the external create: the finding points at the provisioning call in setUp", () => {
    const d = generateDrill(3, {
      bases: ex2,
      scenario: loadScenario,
      mutations: [mutation("finalizer-added-after-create")],
    });
    expect(d).not.toBeNull();
    expect(d!.scenario).toBe("crash-after-provision");
    const src = d!.files.find((f) => f.name === d!.target)!.source;
    const leak = d!.findings.find((f) => f.kind === "LeakedExternalResource")!;
    // Not helpers.go's one-line wrapper around DB.Ensure: its only caller, where the order is wrong.
    expect(leak).toMatchObject({ file: d!.target });
    expect(src.split("\n")[leak.line! - 1]).toContain("r.provisionExternalDatabase(ctx, app)");
    expect(leak.line).toBeLessThan(lineOf(src, "controllerutil.AddFinalizer("));
  }, 60_000);

  it("a LeakedExternalResource without a line, or at another line, does not verify a drill", () => {
    const m: DrillMutation = {
      kind: "finalizer-removed-without-cleanup",
      title: "",
      finding: "LeakedExternalResource",
      symptom: "leaked-external",
      explanation: "",
      file: "solution.go",
      line: 44,
      expect: { file: "solution.go", from: 44, to: 46 },
    };
    const f = { kind: "LeakedExternalResource" as const, object: "App default/my-app", message: "" };
    expect(shows([f], m)).toBe(false);
    expect(shows([{ ...f, file: "solution.go", line: 60 }], m)).toBe(false);
    expect(shows([{ ...f, file: "helpers.go", line: 45 }], m)).toBe(false);
    expect(shows([{ ...f, file: "solution.go", line: 46 }], m)).toBe(true);
  });

  it("the correct base and exercise 2's original place their findings as a reviewer would", () => {
    const base = ex2[0]!;
    expect(runLab(base.files, loadScenario("crash-after-provision")).report.findings).toEqual([]);
    const original = base.files.map((f) =>
      f.name === "solution.go" ? { name: "original.go", source: readOriginal() } : f,
    );
    const leak = runLab(original, loadScenario("crash-after-provision")).report.findings.find(
      (f) => f.kind === "LeakedExternalResource",
    );
    // exercise.yaml's bug provision-before-finalizer spans original.go lines 41-48.
    expect(leak).toMatchObject({ file: "original.go" });
    expect(leak!.line).toBeGreaterThanOrEqual(41);
    expect(leak!.line).toBeLessThanOrEqual(48);
  }, 60_000);
});

function readOriginal(): string {
  return readFileSync("content/exercises/exercise-2-stuck-finalizer/original.go", "utf8");
}
