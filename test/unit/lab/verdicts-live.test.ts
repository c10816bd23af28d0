// Check my fix, as the worker runs it: exercise 1's original has every bug (with the finding as
// evidence), its solution fixes every bug (with the run's end state as evidence).
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { checkFix, type BugToCheck } from "../../../src/lab/verdicts-live";

const dir = "content/exercises/exercise-1-eager-creator";
const read = (f: string) => readFileSync(`${dir}/${f}`, "utf8");
const support = ["helpers.go", "setup.go"].map((name) => ({ name, source: read(name) }));
const bugs = (parse(read("exercise.yaml")) as { bugs: BugToCheck[] }).bugs.map(({ id, title, finding, scenario }) => ({
  id,
  title,
  finding,
  scenario,
}));
const scenario = (name: string) => readFileSync(`content/scenarios/${name}.yaml`, "utf8");

describe("checkFix", () => {
  it("finds every bug in the original, with the finding as evidence", () => {
    const out = checkFix([...support, { name: "original.go", source: read("original.go") }], bugs, scenario);
    expect(out.compiled).toBe(true);
    expect(out.verdicts.map((v) => v.fixed)).toEqual([false, false, false]);
    expect(out.verdicts[0]!.evidence).toMatch(/^in restart, DuplicateChildren on /);
    expect(out.verdicts[0]!.line).toBeGreaterThan(0);
    // Bug kinds seen in other scenarios are not "other problems"; what is left is one entry per scenario and kind.
    expect(out.others.filter((o) => bugs.some((b) => b.finding === o.kind))).toEqual([]);
    expect(new Set(out.others.map((o) => `${o.scenario}/${o.kind}`)).size).toBe(out.others.length);
  });
  it("passes the solution, with the end state as evidence", () => {
    const out = checkFix([...support, { name: "original.go", source: read("solution.go") }], bugs, scenario);
    expect(out.verdicts.every((v) => v.fixed)).toBe(true);
    expect(out.verdicts[0]!.evidence).toMatch(
      /^in restart, no DuplicateChildren: 1 App, 1 Deployment, 1 ReplicaSet exist at the end; \d+ reconciles/,
    );
    expect(out.others).toEqual([]);
  });
  it("says when the edit does not compile", () => {
    const out = checkFix([...support, { name: "original.go", source: "package controller\nfunc (" }], bugs, scenario);
    expect(out.compiled).toBe(false);
    expect(out.verdicts[0]!.evidence).toMatch(/^does not compile: original\.go:2/);
  });
});
