import { describe, expect, it } from "vitest";
import { parseDuration, formatDuration } from "./duration";
import { parseScenario, ScenarioError } from "./parse";
import { builtinScenarioNames, loadScenario } from "./testing";

describe("scenario files", () => {
  it("parse Go durations", () => {
    expect(parseDuration("500ms")).toBe(500);
    expect(parseDuration("1m30s")).toBe(90_000);
    expect(parseDuration("1.5h")).toBe(5_400_000);
    expect(parseDuration("2us")).toBeCloseTo(0.002);
    expect(parseDuration("0")).toBe(0);
    expect(() => parseDuration("10")).toThrow('time: missing unit in duration "10"');
    expect(() => parseDuration("1x")).toThrow('time: unknown unit "x" in duration "1x"');
    expect(() => parseDuration("s")).toThrow('time: invalid duration "s"');
    expect(formatDuration(90_000)).toBe("1m30s");
  });

  it("default to one App default/my-app nginx:1.27 with 2 replicas at 0s, ending at 120s", () => {
    const s = parseScenario("description: just the defaults\n", "defaults.yaml");
    expect(s).toMatchObject({
      name: "defaults",
      replicas: 1,
      maxConcurrentReconciles: 1,
      cacheLag: 20,
      seed: 1,
      end: 120_000,
    });
    expect(s.steps).toEqual([
      {
        kind: "create",
        at: 0,
        spec: {
          apiVersion: "apps.example.com/v1alpha1",
          kind: "App",
          metadata: { name: "my-app", namespace: "default" },
          spec: { image: "nginx:1.27", replicas: 2 },
        },
      },
    ]);
  });

  it("reject unknown keys, naming the key and the file", () => {
    expect(() => parseScenario("description: x\nreplica: 2\n", "typo.yaml")).toThrow(
      'typo.yaml: unknown key "replica" at top level',
    );
    expect(() =>
      parseScenario("description: x\nsteps:\n  - at: 1s\n    killLeader: {restart: 1s}\n", "k.yaml"),
    ).toThrow('k.yaml: unknown key "restart" in steps[0].killLeader');
    expect(() => parseScenario("description: x\nsteps:\n  - at: 1s\n    dance: {}\n", "d.yaml")).toThrow(
      /d\.yaml: unknown key "dance" in steps\[0\]/,
    );
    expect(() => parseScenario("description: x\ncacheLag: 20\n", "lag.yaml")).toThrow(/lag\.yaml: cacheLag/);
  });

  it("reject a step with two actions or none, and a step after the end", () => {
    expect(() =>
      parseScenario("description: x\nsteps:\n  - at: 1s\n    killLeader: {}\n    restartController: {}\n", "two.yaml"),
    ).toThrow(/exactly one action/);
    expect(() => parseScenario("description: x\nsteps:\n  - at: 1s\n", "none.yaml")).toThrow(/needs one action/);
    expect(() =>
      parseScenario("description: x\nend: 10s\nsteps:\n  - at: 11s\n    killLeader: {}\n", "late.yaml"),
    ).toThrow(/after end/);
    expect(() => parseScenario("replicas: 2\n", "nodesc.yaml")).toThrow(/nodesc\.yaml: description/);
  });

  it("order steps by time and keep every built-in scenario valid with a description", () => {
    const s = parseScenario(
      "description: x\nsteps:\n  - at: 30s\n    killLeader: {}\n  - at: 1s\n    partitionLeader: {for: 20s}\n",
      "o.yaml",
    );
    expect(s.steps.map((x) => [x.at, x.kind])).toEqual([
      [1000, "partitionLeader"],
      [30_000, "killLeader"],
    ]);
    const names = builtinScenarioNames();
    for (const want of [
      "create",
      "restart",
      "delete",
      "edit-child",
      "conflict",
      "crash-after-provision",
      "failover",
      "partition",
      "fanout",
      "flow-18",
      "flow-19",
      "flow-20",
    ]) {
      expect(names).toContain(want);
    }
    for (const n of names) expect(loadScenario(n).description.length).toBeGreaterThan(10);
    expect(() => loadScenario("nope")).toThrow();
    expect(new ScenarioError("x")).toBeInstanceOf(Error);
  });
});
