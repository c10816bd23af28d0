// A `run --json` report redirected to a file (`> report.json`) is written straight to the
// descriptor (src/cli/stdout.ts), a piped one through process.stdout: both must be the same
// bytes, text outside ASCII included. Run as `npm run lab` runs it, from the bundle.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixturePath, ROOT } from "./helpers";

describe("the CLI's --json report written to a file", { timeout: 120_000 }, () => {
  it("is byte for byte the report a pipe reads", () => {
    const dir = mkdtempSync(join(tmpdir(), "lab-cli-file-"));
    try {
      const argv = ["scripts/run-bundled.mjs", "src/cli/main.ts", "run", fixturePath("lognonascii.go")];
      const args = [...argv, "--scenario", "create", "--json"];
      const piped = spawnSync(process.execPath, args, { cwd: ROOT, maxBuffer: 64 * 2 ** 20 });
      expect(piped.stderr.toString()).toBe("");
      expect(piped.status).toBe(0);
      const out = join(dir, "report.json");
      const quoted = args.map((a) => JSON.stringify(a)).join(" ");
      const toFile = spawnSync("bash", ["-c", `"${process.execPath}" ${quoted} > "${out}"`], {
        cwd: ROOT,
        encoding: "utf8",
      });
      expect(toFile.stderr).toBe("");
      expect(toFile.status).toBe(0);
      const written = readFileSync(out);
      expect(written.equals(piped.stdout)).toBe(true);
      const report = JSON.parse(written.toString("utf8")) as { logs: Array<{ msg?: string; message?: string }> };
      expect(JSON.stringify(report.logs)).toContain("réconcilié — ✓ 🚀");
      expect(written.toString("utf8")).toContain("naïve café, 東京");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync("/dev/full"))(
    "says in one line that it cannot write to a full disk, and exits 1 (a report written directly or through the stream)",
    () => {
      for (const argv of [
        ["run", fixturePath("lognonascii.go"), "--scenario", "create", "--json"],
        ["run", fixturePath("lognonascii.go"), "--scenario", "create"],
      ]) {
        const quoted = ["scripts/run-bundled.mjs", "src/cli/main.ts", ...argv].map((a) => JSON.stringify(a)).join(" ");
        const r = spawnSync("bash", ["-c", `"${process.execPath}" ${quoted} > /dev/full`], {
          cwd: ROOT,
          encoding: "utf8",
        });
        expect(r.stderr).toBe("lab: cannot write the output: ENOSPC: no space left on device, write\n");
        expect(r.status).toBe(1);
      }
    },
  );
});
