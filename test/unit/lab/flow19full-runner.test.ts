// bench/flow19full.ts prints, per run, which runner it ran under: a run under tsx (every function
// wrapped in a `__name` call) is not the figure `npm run lab` gives, and must say so in its row.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ROOT } from "./helpers";

describe("bench/flow19full.ts --one", { timeout: 120_000 }, () => {
  it("says it ran under tsx when it did", () => {
    const r = spawnSync(process.execPath, ["--import", "tsx", "bench/flow19full.ts", "--one", "200", "native"], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 16 * 2 ** 20,
    });
    expect(r.status).toBe(0);
    const row = JSON.parse(r.stdout.slice(r.stdout.indexOf("{"), r.stdout.lastIndexOf("}") + 1)) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({ apps: 200, kind: "native", runner: "tsx", appsNotRunning: 0 });
  });
});
