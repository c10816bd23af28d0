// A run that keeps no trace, only what its report reads from it (`record: "report"`, as `lab run`,
// `lab check` and drills run: a RunDigest fed as the run goes), must print the report a whole
// trace gives, byte for byte: every finding kind, log and metric.
import { describe, expect, it } from "vitest";
import { builtinScenarios, loadExercises, loadScenario } from "../../../src/cli/content";
import { runLab } from "../../../src/lab";
import { World } from "../../../src/engine/scenario/world";
import { nativeFactory, type NativeVariant } from "../../../src/engine/scenario/native/factory";

const LARGE = new Set(["flow-19", "fanout"]);
const scenarios = builtinScenarios()
  .map((s) => s.name)
  .filter((n) => !LARGE.has(n));
const VARIANTS: NativeVariant[] = ["correct-with-db", "eager-creator", "hot-loop", "stuck-finalizer"];

describe('record: "report" gives the whole trace\'s report', { timeout: 300_000 }, () => {
  it("keeps no events, and reports mid-run as a whole trace does", () => {
    const scenario = loadScenario("restart");
    const whole = new World({ scenario, factory: nativeFactory("hot-loop") });
    const kept = new World({ scenario, factory: nativeFactory("hot-loop"), options: { record: "report" } });
    // Reports taken part-way (a live digest goes on counting after each) match too.
    for (const t of [5_000, 30_000]) {
      whole.run(t);
      kept.run(t);
      expect(JSON.stringify(kept.report()), `at ${t} ms`).toBe(JSON.stringify(whole.report()));
    }
    whole.run();
    kept.run();
    expect(whole.trace().length).toBeGreaterThan(1000);
    expect(kept.trace().length).toBe(0);
    expect(JSON.stringify(kept.report())).toBe(JSON.stringify(whole.report()));
  });

  it("counts what comes after quiet from when the world went quiet, an input acted late included", () => {
    // restart's last step is at 60 s: quiet from 100 s at the earliest; a patch at 105 s moves it
    // to 145 s, so a digest must not count the reconciles between 100 and 105 s as after quiet.
    const scenario = loadScenario("restart");
    for (const v of ["hot-loop", "eager-creator"] as const) {
      const whole = new World({ scenario, factory: nativeFactory(v) });
      const kept = new World({ scenario, factory: nativeFactory(v), options: { record: "report" } });
      const before = JSON.stringify(kept.report());
      for (const w of [whole, kept]) {
        w.run(105_000);
        w.act({
          kind: "patch",
          spec: { kind: "App", namespace: "default", name: "my-app", merge: { spec: { replicas: 3 } } },
        });
        w.run();
      }
      expect(whole.quietAfter()).toBe(145_000);
      expect(JSON.stringify(kept.report()), v).toBe(JSON.stringify(whole.report()));
      expect(JSON.stringify(kept.report())).not.toBe(before);
    }
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
