// Drill bases come from one content tree for the CLI and the browser: exercise solutions, then
// drill folders, whose drill.yaml may share an exercise's support file instead of copying it.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { basesOf } from "../../../src/lab/drills";
import { loadDrillBases, ROOT } from "../../../src/cli/content";

const RECONCILE = "package controller\n\nfunc (r *AppReconciler) Reconcile(ctx context.Context, req ctrl.Request) {}\n";

describe("drill bases", () => {
  it("minimal-app uses Exercise 1's setup.go itself, not a copy", () => {
    const bases = loadDrillBases();
    expect(bases.map((b) => b.id)).toEqual([
      "exercise-1-eager-creator",
      "exercise-2-stuck-finalizer",
      "exercise-3-requeue-storm",
      "heartbeat-predicate",
      "minimal-app",
    ]);
    const minimal = bases.find((b) => b.id === "minimal-app")!;
    const setup = readFileSync(join(ROOT, "content/exercises/exercise-1-eager-creator/setup.go"), "utf8");
    expect(minimal.files.map((f) => f.name)).toEqual(["setup.go", "reconciler.go"]);
    expect(minimal.files[0]!.source).toBe(setup);
    expect(minimal.target).toBe("reconciler.go");
  });

  it("names the manifest and the missing file when a shared support file does not exist", () => {
    const tree = new Map([
      ["drills/x/reconciler.go", RECONCILE],
      ["drills/x/drill.yaml", "support: [exercises/nope/setup.go]\n"],
    ]);
    expect(() => basesOf(tree)).toThrow("content/drills/x/drill.yaml: no file content/exercises/nope/setup.go");
  });

  it("refuses a support list that is not paths, and a shared file clashing with the folder's own", () => {
    const bad = new Map([
      ["drills/x/reconciler.go", RECONCILE],
      ["drills/x/drill.yaml", "support: setup.go\n"],
    ]);
    expect(() => basesOf(bad)).toThrow(/drill\.yaml: support must be a list/);
    const clash = new Map([
      ["drills/x/reconciler.go", RECONCILE],
      ["drills/x/setup.go", "package controller\n"],
      ["exercises/e/setup.go", "package controller\n"],
      ["drills/x/drill.yaml", "support: [exercises/e/setup.go]\n"],
    ]);
    expect(() => basesOf(clash)).toThrow(/clashes with the folder's own setup\.go/);
  });

  it("says which drill folder has no Reconcile", () => {
    expect(() => basesOf(new Map([["drills/empty/a.go", "package controller\n"]]))).toThrow(
      "content/drills/empty: no file defines Reconcile",
    );
  });
});
