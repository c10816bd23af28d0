// bench/flow19full.ts prints, per run, which runner it ran under: a run under tsx (every function
// wrapped in a `__name` call) is not the figure `npm run lab` gives, and must say so in its row.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ROOT } from "./helpers";

describe("bench/flow19full.ts --one", { timeout: 120_000 }, () => {
  it("says it ran under tsx when it did", () => {
    const r = spawnSync(process.execPath, ["--import", "tsx", "bench/flow19full.ts", "--one", "200", "native"], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 16 * 2 ** 20,
    });
    expect(r.status).toBe(0);
    const row = JSON.parse(r.stdout.slice(r.stdout.indexOf("{"), r.stdout.lastIndexOf("}") + 1)) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({ apps: 200, kind: "native", runner: "tsx", appsNotRunning: 0 });
    // the warm-up figures: mean µs per reconcile of the first and the last 500 (1,006 reconciles)
    expect(row.earlyReconcileUs).toBeGreaterThan(0);
    expect(row.lateReconcileUs).toBeGreaterThan(0);
    const ms = row.reconcileMs as number;
    expect((((row.earlyReconcileUs as number) + (row.lateReconcileUs as number)) * 500) / 1000).toBeLessThanOrEqual(
      ms + 1,
    );
  });
});

describe("bench/flow19full.ts (the parent)", { timeout: 180_000 }, () => {
  it("times the story through npm run lab too, and checks each goal against the figures", () => {
    const r = spawnSync(process.execPath, ["scripts/run-bundled.mjs", "bench/flow19full.ts", "--sizes", "200"], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 16 * 2 ** 20,
    });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.slice(r.stdout.indexOf("{"), r.stdout.lastIndexOf("}") + 1)) as {
      runs: Array<{ apps: number; kind: string; reconciler: string; reportMB: number }>;
      npmRunLab: Array<{ apps: number; wallMs: number; outputMB: number; cpuMs?: number }>;
      met: Record<string, boolean>;
      perApp: Array<{ apps: number; msPerApp: number }>;
      ratios: Array<{
        apps: number;
        reconciler: string;
        reconcileRatio: number;
        lateReconcileRatio: number;
        reconcileRatioLessonNative?: number;
      }>;
    };
    const inProcess = out.runs.find((x) => x.apps === 200 && x.kind === "interpreted" && x.reconciler === "guard")!;
    expect(out.npmRunLab).toHaveLength(1);
    const lab = out.npmRunLab[0]!;
    expect(lab.apps).toBe(200);
    expect(lab.wallMs).toBeGreaterThan(0);
    // the report npm run lab wrote is the report the in-process run printed (same story, same seed)
    expect(lab.outputMB).toBe(inProcess.reportMB);
    expect(Object.keys(out.met).sort()).toEqual(["linearOrBetter", "reconcileRatio"]);
    expect(out.perApp).toEqual([{ apps: 200, msPerApp: expect.any(Number) }]);
    expect(out.ratios[0]?.lateReconcileRatio).toBeGreaterThan(0);
    // guard against its port (the goal's ratio) and against the lesson's AppReconciler; Exercise 1
    // against that AppReconciler, its own port
    expect(out.ratios.map((r) => r.reconciler)).toEqual(["guard", "exercise1"]);
    expect(out.ratios[0]?.reconcileRatioLessonNative).toBeGreaterThan(0);
    expect(out.ratios[1]).not.toHaveProperty("reconcileRatioLessonNative");
    expect(out.runs.map((x) => `${x.reconciler} ${x.kind}`)).toEqual([
      "guard native",
      "guard interpreted",
      "guard lesson-native",
      "exercise1 native",
      "exercise1 interpreted",
    ]);
  });
});
