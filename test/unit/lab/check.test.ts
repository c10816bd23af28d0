import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { execute } from "../../../src/cli/lab";

interface CheckJson {
  exercises: Array<{
    id: string;
    original: { findings: Array<{ kind: string }> };
    solution: { findings: unknown[] };
    verdicts: Array<{ bug: string; fixed: boolean; evidence: string }>;
    solutionVerdicts: Array<{ fixed: boolean }>;
  }>;
}

/** One run of `npm run lab -- check --json`, shared by every test below (it takes a while). */
let code: number;
let exercises: CheckJson["exercises"];
beforeAll(() => {
  const out = execute(["check", "--json"]);
  code = out.code;
  exercises = (JSON.parse(out.stdout) as CheckJson).exercises;
}, 120_000);

describe("npm run lab -- check", () => {
  it("finds every bug of every original in its scenario and finds the solutions clean", () => {
    expect(code).toBe(0);
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

describe("findings point at the learner's code", () => {
  it("each located verdict names a line of original.go inside that bug's ranges, never a shim's source", () => {
    let located = 0;
    for (const ex of exercises) {
      const spec = parse(readFileSync(`content/exercises/${ex.id}/exercise.yaml`, "utf8")) as {
        bugs: Array<{ id: string; lines: [number, number][] }>;
      };
      for (const v of ex.verdicts) {
        expect(v.evidence, `${ex.id} ${v.bug}`).not.toMatch(/ at [a-z0-9.-]+\.(io|com)\//);
        const at = / at original\.go:(\d+)/.exec(v.evidence);
        if (!at) continue;
        located++;
        const line = Number(at[1]);
        const ranges = spec.bugs.find((b) => b.id === v.bug)?.lines ?? [];
        expect(
          ranges.some(([a, b]) => line >= a && line <= b),
          `${ex.id} ${v.bug}: line ${line} in ${JSON.stringify(ranges)}`,
        ).toBe(true);
      }
    }
    expect(located).toBeGreaterThanOrEqual(6);
  });
});
