import { describe, expect, it } from "vitest";
import { execute } from "../../../src/cli/lab";
import { fixturePath } from "./helpers";

const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at /);

describe("npm run lab (LAB-CONTRACT §1)", { timeout: 120_000 }, () => {
  it("exits 0 when the scenario ran, and prints the human report", () => {
    const out = execute(["run", fixturePath("kubebuilder.go"), "--scenario", "create"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^scenario create \(seed 1\): 120s virtual, \d+ reconciles/);
    expect(out.stdout).toContain("objects:");
    expect(out.stdout).toMatch(/Deployment\s+default\s+my-app/);
  });

  it("exits 3 with --fail-on-findings when there are findings, 0 without the flag", () => {
    expect(execute(["run", fixturePath("panic.go"), "--scenario", "create", "--fail-on-findings"]).code).toBe(3);
    expect(execute(["run", fixturePath("panic.go"), "--scenario", "create"]).code).toBe(0);
    expect(execute(["run", fixturePath("kubebuilder.go"), "--scenario", "create", "--fail-on-findings"]).code).toBe(0);
  });

  it("exits 2 when the files do not compile, with the diagnostics in the report", () => {
    const out = execute(["run", fixturePath("syntax.go"), "--scenario", "create", "--json"]);
    expect(out.code).toBe(2);
    const r = JSON.parse(out.stdout);
    expect(r.diagnostics[0]).toMatchObject({ file: "syntax.go", line: 3 });
    expect(r.findings).toEqual([]);
  });

  it("streams --json through a writer in pieces, byte for byte what it would print as one string", () => {
    const argv = ["run", fixturePath("kubebuilder.go"), "--scenario", "create", "--json"];
    const whole = execute(argv);
    const chunks: string[] = [];
    const streamed = execute(argv, (c) => chunks.push(c));
    expect(streamed.stdout).toBe("");
    expect(streamed.code).toBe(whole.code);
    expect(chunks.join("")).toBe(whole.stdout);
    expect(JSON.parse(whole.stdout).objects.length).toBeGreaterThan(0);
  });

  it.each([
    [[], "help"],
    [["run"], "run needs at least one .go file"],
    [["run", fixturePath("kubebuilder.go")], "run needs --scenario"],
    [["run", fixturePath("kubebuilder.go"), "--scenario", "no-such-scenario"], "unknown scenario no-such-scenario"],
    [["run", "missing.go", "--scenario", "create"], "no such file: missing.go"],
    [
      ["run", fixturePath("kubebuilder.go"), "--scenario", "create", "--seed", "x"],
      "--seed must be a non-negative integer",
    ],
    [["frobnicate"], "unknown command frobnicate"],
  ])("a bad invocation %j prints one line and exits 1", (argv, text) => {
    const out = execute(argv as string[]);
    if (text === "help") {
      expect(out.code).toBe(0);
      expect(out.stdout).toContain("usage:");
      return;
    }
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(text);
    expect(out.stderr.trim().split("\n")).toHaveLength(1);
    noStack(out.stderr);
  });

  it("lists the built-in scenarios with one line each", () => {
    const out = execute(["scenarios"]);
    expect(out.code).toBe(0);
    const lines = out.stdout.trim().split("\n");
    for (const name of [
      "create",
      "restart",
      "delete",
      "edit-child",
      "conflict",
      "crash-after-provision",
      "failover",
      "partition",
      "fanout",
    ]) {
      expect(lines.some((l) => l.startsWith(name + " "))).toBe(true);
    }
  });
});
