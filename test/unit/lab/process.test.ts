import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { fixture, scenario } from "./helpers";

describe("each manager process gets fresh reconciler structs, as a new pod would", () => {
  const { report } = runLab([fixture("counter.go")], scenario("restart"));
  const runs = report.logs.filter((l) => l.msg === "run").map((l) => ({ t: l.t, n: l.values?.n }));

  it("counts from 1 again after each restart (30s and 60s)", () => {
    const firstAfter = (t: number) => runs.find((r) => r.t > t)?.n;
    expect(runs[0]?.n).toBe(1);
    expect(firstAfter(30)).toBe(1);
    expect(firstAfter(60)).toBe(1);
  });

  it("reports the field write as a StatefulReconciler finding at its line", () => {
    expect(report.findings).toEqual([
      expect.objectContaining({ kind: "StatefulReconciler", object: "App default/my-app", file: "counter.go" }),
    ]);
    expect(report.findings[0]?.message).toContain("runs");
  });
});
