// A run cap for drill verification: a controller that creates without end (every create wakes
// the next) is cut once it has created more than `maxCreates` objects, with a log line saying so;
// without the option the same run goes on to the scenario's end.
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { fixture, scenario } from "./helpers";

const notes = (objects: ReadonlyArray<{ kind: string }>) => objects.filter((o) => o.kind === "ConfigMap").length;

describe("maxCreates", { timeout: 120_000 }, () => {
  it("cuts a create runaway just past the limit, and says so in the log", () => {
    const { report } = runLab([fixture("runaway.go")], scenario("create"), { maxCreates: 40 });
    expect(report.diagnostics).toEqual([]);
    expect(notes(report.objects)).toBe(41);
    const last = report.logs[report.logs.length - 1]!;
    expect(last.level).toBe("error");
    expect(last.msg).toMatch(/^run stopped at [\d.]+s: the controller created 41 objects, past this run's limit of 40/);
    expect(report.virtualSeconds).toBeLessThan(120);
  });

  it("is off unless asked for: the same runaway runs longer and creates more", () => {
    const capped = runLab([fixture("runaway.go")], scenario("create"), { maxCreates: 40 }).report;
    const { report } = runLab([fixture("runaway.go")], scenario("create"), { maxCreates: 400 });
    expect(notes(report.objects)).toBeGreaterThan(notes(capped.objects));
    expect(report.virtualSeconds).toBeGreaterThan(capped.virtualSeconds);
  });
});
