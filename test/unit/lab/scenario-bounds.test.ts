// An absurd scenario duration gets a located error (exit 1) instead of a run that never ends.
import { describe, expect, it } from "vitest";
import { parseScenario, ScenarioError } from "../../../src/engine/scenario/parse";

describe("scenario durations are bounded", () => {
  it("rejects an end of 99999999999h, naming the key", () => {
    expect(() => parseScenario("description: x\nend: 99999999999h\n", "long.yaml")).toThrow(ScenarioError);
    expect(() => parseScenario("description: x\nend: 99999999999h\n", "long.yaml")).toThrow(/long\.yaml: end: .*24h/);
  });

  it("accepts a day", () => {
    expect(parseScenario("description: x\nend: 24h\n", "day.yaml").end).toBe(24 * 3600_000);
  });
});
