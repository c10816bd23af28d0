// The lab worker warms the interpreter while idle (src/worker/lab-warm.ts), so a learner's first
// diagnostics or Run does not pay the cold compile of the shim packages.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

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
});
