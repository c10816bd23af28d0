// The lab worker warms the interpreter while idle (src/worker/lab-warm.ts), so a learner's first
// diagnostics or Run does not pay the cold compile of the shim packages.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diagnose } from "../../../src/lab";
import { WARM_PIECES, warmProgram } from "../../../src/worker/lab-warm";
import { isLoaded, registeredPackages } from "../../../src/golang/shim/registry";

const bench = (...args: string[]) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      ["--import", "tsx", join(import.meta.dirname, "../../../bench/lab-warm.ts"), ...args],
      {
        encoding: "utf8",
      },
    ),
  ) as { firstCpuMs: number };

describe("the lab worker's warm-up", () => {
  it("makes the first diagnostics of Exercise 1 cheap (fresh processes, CPU time)", () => {
    const cold = bench();
    const warm = bench("warm");
    expect(warm.firstCpuMs).toBeLessThan(cold.firstCpuMs / 4);
  }, 60_000);

  it("loads every shim package the exercises' first diagnostics reach (shim imports load on first use)", () => {
    for (const piece of WARM_PIECES) diagnose([{ name: "warm.go", source: warmProgram(piece) }]);
    const loaded = () =>
      registeredPackages()
        .filter((d) => isLoaded(d.path))
        .map((d) => d.path);
    const warm = new Set(loaded());
    const root = join(import.meta.dirname, "../../../content/exercises");
    for (const ex of readdirSync(root).filter((d) => d.startsWith("exercise-"))) {
      const files = readdirSync(join(root, ex))
        .filter((f) => f.endsWith(".go") && f !== "solution.go")
        .map((name) => ({ name, source: readFileSync(join(root, ex, name), "utf8") }));
      diagnose(files);
      expect(
        loaded().filter((p) => !warm.has(p)),
        ex,
      ).toEqual([]);
    }
  });
});
