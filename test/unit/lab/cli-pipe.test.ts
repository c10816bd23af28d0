// A reader that stops early (`lab run … --json | head -c 5`) must not make the CLI print an
// EPIPE stack trace or exit 1: the process ends with the run's own status. Run as `npm run lab`
// runs it, from the bundle (scripts/run-bundled.mjs).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./helpers";

describe("the CLI behind a closed pipe", { timeout: 120_000 }, () => {
  it("exits with the run's status and no stack trace when the reader goes away", () => {
    const ex = join(ROOT, "content", "exercises", "exercise-1-eager-creator");
    const files = ["original.go", "helpers.go", "setup.go"].map((f) => JSON.stringify(join(ex, f))).join(" ");
    // A restart run's JSON is far larger than a pipe's buffer, so the writer meets the closed pipe.
    const script = `node scripts/run-bundled.mjs src/cli/main.ts run ${files} --scenario restart --json 2>"$ERR" | head -c 5 >/dev/null; echo "\${PIPESTATUS[0]}"`;
    const errFile = join(ROOT, "test-results", `pipe-${process.pid}.err`);
    spawnSync("mkdir", ["-p", join(ROOT, "test-results")]);
    const r = spawnSync("bash", ["-c", script], { cwd: ROOT, env: { ...process.env, ERR: errFile }, encoding: "utf8" });
    const err = spawnSync("cat", [errFile], { encoding: "utf8" }).stdout;
    expect(err).toBe("");
    expect(r.stdout.trim()).toBe("0");
  });
});
