/**
 * createMany's pace: `batch` objects per scheduler step, one step every `every`. A large set-up
 * (Flow 19's 20,000 Apps) is then many small steps, so a run computed in slices can answer
 * before the set-up is over; without the two keys every object is created in one step.
 */
import { describe, expect, it } from "vitest";
import { parseScenario } from "./parse";
import { World } from "./world";

const scenario = (pace: string) =>
  parseScenario(
    `description: ten Apps
controllerStart: 1s
end: 2s
steps:
  - at: 0s
    createMany:
      count: 10${pace}
      template: {apiVersion: apps.example.com/v1alpha1, kind: App, metadata: {name: "app-{i}", namespace: default}, spec: {image: "nginx:1.27", replicas: 1}}
`,
    "pace.yaml",
  );

/** creates: the virtual time of each App create, and how many scheduler steps the set-up took. */
function creates(pace: string): { at: number[]; steps: number } {
  const w = new World({ scenario: scenario(pace), factory: () => {} });
  let steps = 0;
  while (w.now() < 500 && w.step()) steps++;
  const at = w
    .trace()
    .filter((e) => e.type === "api.request" && e.verb === "create" && e.kind === "App")
    .map((e) => e.t);
  return { at, steps };
}

describe("createMany", () => {
  it("creates every object in one step at its time when no pace is given", () => {
    const { at } = creates("");
    expect(at).toEqual(Array(10).fill(0));
  });

  it("creates `batch` objects every `every`, each batch one scheduler step", () => {
    const { at } = creates("\n      batch: 4\n      every: 25ms");
    expect(at).toEqual([0, 0, 0, 0, 25, 25, 25, 25, 50, 50]);
    const w = new World({ scenario: scenario("\n      batch: 4\n      every: 25ms"), factory: () => {} });
    const sizes: number[] = [];
    while (w.now() <= 50 && w.step()) sizes.push(w.trace().filter((e) => e.type === "api.request").length);
    // the trace grows by one batch's requests per step until the set-up is done
    expect(new Set(sizes)).toEqual(new Set([4, 8, 10]));
  });

  it("rejects a batch that is not a positive whole number, naming the key", () => {
    expect(() => scenario("\n      batch: 0")).toThrow(/createMany.batch/);
  });
});
