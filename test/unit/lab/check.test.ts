import { describe, expect, it } from "vitest";
import { execute } from "../../../src/cli/lab";

describe("npm run lab -- check", { timeout: 120_000 }, () => {
  it("finds every bug of every original in its scenario and finds the solutions clean", () => {
    const out = execute(["check", "--json"]);
    expect(out.code).toBe(0);
    const { exercises } = JSON.parse(out.stdout) as {
      exercises: Array<{
        id: string;
        original: { findings: Array<{ kind: string }> };
        solution: { findings: unknown[] };
        verdicts: Array<{ bug: string; fixed: boolean; evidence: string }>;
        solutionVerdicts: Array<{ fixed: boolean }>;
      }>;
    };
    expect(exercises.map((e) => e.id)).toEqual([
      "exercise-1-eager-creator",
      "exercise-2-stuck-finalizer",
      "exercise-3-requeue-storm",
    ]);
    for (const ex of exercises) {
      expect(ex.verdicts.length).toBeGreaterThan(0);
      for (const v of ex.verdicts) {
        expect(v.fixed, `${ex.id} ${v.bug}`).toBe(false);
        expect(v.evidence).toMatch(/in scenario/);
      }
      expect(ex.solution.findings).toEqual([]);
      expect(ex.solutionVerdicts.every((v) => v.fixed)).toBe(true);
      expect(ex.original.findings.length).toBeGreaterThanOrEqual(ex.verdicts.length);
    }
  });
});
