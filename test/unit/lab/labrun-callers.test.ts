// A run finds the one-line helpers' callers (wrappers.ts) when it starts, once per compiled
// program: not in the first reconcile's first API request, and not again in each later run.
import { describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type * as Wrappers from "../../../src/lab/wrappers";

const wrappers = vi.hoisted(() => ({ calls: 0 }));
vi.mock("../../../src/lab/wrappers", async (importOriginal) => {
  const orig = await importOriginal<typeof Wrappers>();
  return {
    ...orig,
    wrapperCallers: (...a: Parameters<typeof orig.wrapperCallers>) => {
      wrappers.calls++;
      return orig.wrapperCallers(...a);
    },
  };
});

import { compileLab, LabRun } from "../../../src/lab";

const dir = join(import.meta.dirname, "../../../content/exercises/exercise-1-eager-creator");
const files = ["helpers.go", "setup.go", "solution.go"].map((name) => ({
  name,
  source: readFileSync(join(dir, name), "utf8"),
}));

describe("LabRun call sites", () => {
  it("reads the helpers' callers when the run starts, once per compiled program", () => {
    const lab = compileLab(files);
    expect(lab.program).toBeDefined();
    const log = () => {};
    const before = wrappers.calls;
    new LabRun(lab, { sites: true, log });
    expect(wrappers.calls).toBe(before + 1);
    new LabRun(lab, { sites: true, log });
    new LabRun(lab, { sites: false, log });
    expect(wrappers.calls).toBe(before + 1);
    new LabRun(compileLab(files), { sites: true, log });
    expect(wrappers.calls).toBe(before + 2);
  });
});
