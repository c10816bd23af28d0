import { describe, expect, it } from "vitest";
import { scoreDrill, type PlantedBug } from "./score";

const generateName: PlantedBug = {
  kind: "generate-name",
  symptom: "duplicates",
  file: "solution.go",
  line: 40,
  expect: { file: "solution.go", from: 40, to: 42 },
};
// A setup edit whose effect the engine shows in the reconciler.
const predicate: PlantedBug = {
  kind: "drop-generation-predicate",
  symptom: "hot-loop",
  file: "setup.go",
  line: 12,
  expect: { file: "reconciler.go", from: 30, to: 30 },
};

describe("drill scoring", () => {
  it("finds a bug marked inside its lines or one line either side, and not two lines off", () => {
    for (const line of [39, 40, 42, 43])
      expect(scoreDrill([generateName], [{ file: "solution.go", line }], undefined).found).toEqual([true]);
    for (const line of [37, 45])
      expect(scoreDrill([generateName], [{ file: "solution.go", line }], undefined).found).toEqual([false]);
    expect(scoreDrill([generateName], [{ file: "setup.go", line: 40 }], undefined).found).toEqual([false]);
  });

  it("accepts the edited line or the finding's lines of a bug planted in another file", () => {
    expect(scoreDrill([predicate], [{ file: "setup.go", line: 12 }], undefined).found).toEqual([true]);
    expect(scoreDrill([predicate], [{ file: "reconciler.go", line: 31 }], undefined).found).toEqual([true]);
  });

  it("scores found bugs minus a quarter per stray mark, never below 0", () => {
    const both = [generateName, predicate];
    expect(scoreDrill(both, [{ file: "solution.go", line: 41 }], undefined).lines).toBe(0.5);
    const one = scoreDrill(
      [generateName],
      [
        { file: "solution.go", line: 41 },
        { file: "solution.go", line: 10 },
      ],
      undefined,
    );
    expect(one.lines).toBe(0.75);
    expect(one.stray).toEqual([{ file: "solution.go", line: 10 }]);
    const spray = Array.from({ length: 8 }, (_, i) => ({ file: "solution.go", line: i + 1 }));
    expect(scoreDrill([generateName], spray, undefined).lines).toBe(0);
    expect(scoreDrill([generateName], [], undefined).lines).toBe(0);
  });

  it("judges the symptom against every planted bug's", () => {
    expect(scoreDrill([generateName, predicate], [], "hot-loop").symptom).toBe(true);
    expect(scoreDrill([generateName], [], "hot-loop").symptom).toBe(false);
    expect(scoreDrill([generateName], [], undefined).symptom).toBe(false);
  });
});
