// SetControllerReference(owner, obj, nil) panics as controller-runtime does (it looks the owner's kind
// up in the nil scheme), located at the learner's call; with the manager's scheme it succeeds.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { ROOT, scenario } from "./helpers";

const DIR = join(ROOT, "content", "exercises", "exercise-1-eager-creator");
const file = (name: string, edit: (s: string) => string = (s) => s) => ({
  name,
  source: edit(readFileSync(join(DIR, name), "utf8")),
});

function run(schemeArg: string) {
  const solution = file("solution.go", (s) =>
    s.replace("SetControllerReference(app, fresh, r.Scheme)", `SetControllerReference(app, fresh, ${schemeArg})`),
  );
  expect(solution.source).toContain(`fresh, ${schemeArg})`);
  return runLab([file("helpers.go"), file("setup.go"), solution], scenario("create")).report;
}

describe("SetControllerReference with a nil scheme", { timeout: 120_000 }, () => {
  it("panics at the learner's call, as controller-runtime does", () => {
    const report = run("nil");
    const line =
      file("solution.go")
        .source.split("\n")
        .findIndex((l) => l.includes("SetControllerReference")) + 1;
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        kind: "Panic",
        file: "solution.go",
        line,
        message: expect.stringContaining("nil pointer dereference"),
      }),
    );
  });

  it("succeeds with the manager's scheme", () => {
    expect(run("r.Scheme").findings.filter((f) => f.kind === "Panic")).toEqual([]);
  });
});
