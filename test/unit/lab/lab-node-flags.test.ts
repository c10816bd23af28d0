// `npm run lab` starts node with the flags src/cli/heap.ts names (LAB_NODE_FLAGS: the young
// generation's semi-space limit, which only the node command line can set), and bench/flow19full.ts
// starts its runs with the same ones: the package.json script and the constant must not drift apart,
// and node must accept every flag (a misspelt V8 flag makes node refuse to start).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LAB_NODE_FLAGS, SEMI_SPACE_MB } from "../../../src/cli/heap";

const ROOT = join(import.meta.dirname, "../../..");

describe("npm run lab's node flags", () => {
  it("package.json's lab script starts node with LAB_NODE_FLAGS, then the bundle runner", () => {
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.lab).toBe(`node ${LAB_NODE_FLAGS.join(" ")} scripts/run-bundled.mjs src/cli/main.ts`);
    expect(LAB_NODE_FLAGS).toContain(`--max-semi-space-size=${SEMI_SPACE_MB}`);
  });

  it("the flow19-full bench starts its runs with the same flags", () => {
    const bench = readFileSync(join(ROOT, "bench/flow19full.ts"), "utf8");
    expect(bench).toMatch(/\.\.\.LAB_NODE_FLAGS/);
  });

  it("node accepts every flag", () => {
    const out = execFileSync(process.execPath, [...LAB_NODE_FLAGS, "-e", "process.stdout.write('ok')"], {
      encoding: "utf8",
    });
    expect(out).toBe("ok");
  });
});
