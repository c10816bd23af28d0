// A run that keeps only the events its report reads (`record: "report"`, as `lab run`, `lab
// check` and drills run) must print the report a whole trace gives, byte for byte: every
// finding kind, log and metric comes from the kept event types (REPORT_TRACE_TYPES).
import { describe, expect, it } from "vitest";
import { builtinScenarios, loadExercises, loadScenario } from "../../../src/cli/content";
import { runLab } from "../../../src/lab";
import { World, REPORT_TRACE_TYPES } from "../../../src/engine/scenario/world";
import { nativeFactory, type NativeVariant } from "../../../src/engine/scenario/native/factory";

const LARGE = new Set(["flow-19", "fanout"]);
const scenarios = builtinScenarios()
  .map((s) => s.name)
  .filter((n) => !LARGE.has(n));
const VARIANTS: NativeVariant[] = ["correct-with-db", "eager-creator", "hot-loop", "stuck-finalizer"];

describe('record: "report" gives the whole trace\'s report', { timeout: 300_000 }, () => {
  it("keeps fewer events than the whole trace, each with its whole-trace seq", () => {
    const scenario = loadScenario("restart");
    const whole = new World({ scenario, factory: nativeFactory("hot-loop") });
    const kept = new World({ scenario, factory: nativeFactory("hot-loop"), options: { record: "report" } });
    whole.run();
    kept.run();
    const expected = whole.trace().filter((e) => REPORT_TRACE_TYPES.has(e.type));
    expect(kept.trace().length).toBe(expected.length);
    expect(kept.trace().length).toBeLessThan(whole.trace().length * 0.8);
    expect(JSON.stringify(kept.trace())).toBe(JSON.stringify(expected));
  });

  for (const name of scenarios)
    it(`native variants in ${name}`, () => {
      for (const v of VARIANTS) {
        const scenario = loadScenario(name);
        const whole = new World({ scenario, factory: nativeFactory(v) });
        const kept = new World({ scenario, factory: nativeFactory(v), options: { record: "report" } });
        whole.run();
        kept.run();
        expect(JSON.stringify(kept.report()), `${v} in ${name}`).toBe(JSON.stringify(whole.report()));
      }
    });

  const exercises = loadExercises();
  it("finds the exercises' bugs (the original files, in each bug's scenario)", () => {
    let findings = 0;
    for (const ex of exercises)
      for (const name of new Set(ex.bugs.map((b) => b.scenario))) {
        const files = [ex.original, ...ex.support];
        const whole = runLab(files, loadScenario(name));
        const kept = runLab(files, loadScenario(name), { record: "report" });
        findings += kept.report.findings.length;
        expect(JSON.stringify(kept.report), `${ex.id} in ${name}`).toBe(JSON.stringify(whole.report));
      }
    expect(findings).toBeGreaterThan(exercises.length);
  });
});
