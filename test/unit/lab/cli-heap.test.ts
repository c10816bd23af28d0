// The lab's Node process is started with a larger young generation (src/cli/heap.ts): V8 sizes it
// when the isolate starts, so the flag is on `npm run lab`'s command line, not set at run time.
// These tests keep the command line, the bench's children and heap.ts saying the same thing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LAB_NODE_FLAGS, SEMI_SPACE_MB } from "../../../src/cli/heap";
import { ROOT } from "./helpers";

const labScript = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> })
  .scripts.lab as string;

describe("the lab's Node flags", () => {
  it("name the young generation's size", () => {
    expect(LAB_NODE_FLAGS).toContain(`--max-semi-space-size=${SEMI_SPACE_MB}`);
  });

  it("are on npm run lab's node command line, before the script", () => {
    const words = labScript.split(/\s+/);
    expect(words[0]).toBe("node");
    const script = words.indexOf("scripts/run-bundled.mjs");
    expect(script).toBeGreaterThan(0);
    for (const f of LAB_NODE_FLAGS) expect(words.slice(1, script)).toContain(f);
  });

  it("are given by the flow19-full bench to each child it times", () => {
    const bench = readFileSync(join(ROOT, "bench/flow19full.ts"), "utf8");
    expect(bench).toMatch(/execFileSync\([^)]*\.\.\.LAB_NODE_FLAGS/s);
  });
});
