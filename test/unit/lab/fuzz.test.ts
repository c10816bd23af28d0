// The fuzz campaign (scripts/fuzz): its oracle rejects each kind of broken output, and a small
// seeded sample of bad inputs passes through the CLI with none of them.
import { describe, expect, it } from "vitest";
import { judge } from "../../../scripts/fuzz/oracle";
import { runCampaign } from "../../../scripts/fuzz/campaign";

const files = new Map([["original.go", 40]]);
const report = (extra: object) => JSON.stringify({ diagnostics: [], findings: [], objects: [], ...extra });

describe("fuzz oracle", () => {
  it("accepts a clean run, a located compile error and a one-line usage error", () => {
    expect(judge({ stdout: report({}), stderr: "", code: 0 }, files)).toBeUndefined();
    const diag = report({ diagnostics: [{ file: "original.go", line: 12, column: 3, message: "x" }] });
    expect(judge({ stdout: diag, stderr: "", code: 2 }, files)).toBeUndefined();
    expect(judge({ stdout: "", stderr: "lab: no such file: x.go\n", code: 1 }, files)).toBeUndefined();
  });

  it("rejects a hang, a stack trace, broken JSON, a foreign exit code and an implausible line", () => {
    expect(judge({ stdout: "", stderr: "", code: -1, hung: true }, files)?.kind).toBe("hang");
    const trace = "lab: boom\n    at execute (/work/src/cli/lab.ts:12:5)\n";
    expect(judge({ stdout: "", stderr: trace, code: 1 }, files)?.kind).toBe("stack-trace");
    expect(judge({ stdout: "{", stderr: "", code: 0 }, files)?.kind).toBe("invalid-json");
    expect(judge({ stdout: report({}), stderr: "", code: 7 }, files)?.kind).toBe("exit-code");
    const far = report({ diagnostics: [{ file: "original.go", line: 400, column: 1, message: "x" }] });
    expect(judge({ stdout: far, stderr: "", code: 2 }, files)?.kind).toBe("implausible-line");
    const shim = report({ findings: [{ kind: "Panic", file: "client.go", line: 3 }] });
    expect(judge({ stdout: shim, stderr: "", code: 0 }, files)?.kind).toBe("implausible-line");
  });
});

describe("fuzz campaign sample", () => {
  it("30 seeded bad inputs: no hang, no stack trace, no broken report", { timeout: 240_000 }, async () => {
    const s = await runCampaign({ count: 30, seed: 7, limitMs: 60_000, jobs: 2 });
    expect(s.cases).toBe(30);
    expect(s.jobs).toBe(2);
    expect(s.casesPerSecond).toBeGreaterThan(0);
    expect(s.failures).toEqual([]);
    // the sample reaches both compile failures and runs
    expect(Object.keys(s.exitCodes)).toEqual(expect.arrayContaining(["0", "2"]));
  });
});
