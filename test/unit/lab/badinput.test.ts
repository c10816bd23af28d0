import { describe, expect, it } from "vitest";
import { execute } from "../../../src/cli/lab";
import { fixturePath } from "./helpers";

function run(file: string) {
  const out = execute(["run", fixturePath(file), "--scenario", "create", "--json"]);
  expect(out.stderr).not.toMatch(/\n\s+at /);
  return { code: out.code, report: JSON.parse(out.stdout) };
}

describe("bad Go gets a located message and the right exit code, never a stack trace", { timeout: 120_000 }, () => {
  it("a syntax error: exit 2 at its line and column", () => {
    const { code, report } = run("syntax.go");
    expect(code).toBe(2);
    expect(report.diagnostics).toEqual([
      expect.objectContaining({
        file: "syntax.go",
        line: 3,
        column: 14,
        message: expect.stringMatching(/^syntax error/),
      }),
    ]);
  });

  it("an undefined name: exit 2 naming it", () => {
    const { code, report } = run("undefined.go");
    expect(code).toBe(2);
    expect(report.diagnostics[0]).toMatchObject({ file: "undefined.go", line: 15, message: "undefined: reconcileApp" });
  });

  it("an unknown import: exit 2 listing the supported imports", () => {
    const { code, report } = run("badimport.go");
    expect(code).toBe(2);
    expect(report.diagnostics[0]).toMatchObject({ file: "badimport.go", line: 6 });
    expect(report.diagnostics[0].message).toContain('could not import "github.com/example/nope"');
    expect(report.diagnostics[0].message).toContain("sigs.k8s.io/controller-runtime/pkg/client");
  });

  it("a nil dereference: the run goes on, a Panic finding at its line, the panic logged and requeued", () => {
    const { code, report } = run("panic.go");
    expect(code).toBe(0);
    expect(report.findings[0]).toMatchObject({
      kind: "Panic",
      object: "App default/my-app",
      file: "panic.go",
      line: 24,
    });
    expect(report.findings[0].message).toContain("invalid memory address or nil pointer dereference");
    expect(report.metrics.reconciles).toBeGreaterThan(1);
    expect(
      report.logs.some((l: { msg: string; file?: string }) => l.msg === "Observed a panic" && l.file === "panic.go"),
    ).toBe(true);
  });

  it("fmt.Println output becomes a log line at its call site", () => {
    const { report } = run("panic.go");
    expect(report.logs[0]).toMatchObject({
      level: "info",
      msg: "about to scale my-app",
      values: { stream: "stdout" },
      file: "panic.go",
      line: 23,
    });
  });

  it("a SetupWithManager error is the manager's error line, and nothing reconciles", () => {
    const { code, report } = run("setuperror.go");
    expect(code).toBe(0);
    expect(report.logs).toEqual([
      expect.objectContaining({
        level: "error",
        msg: expect.stringContaining("unable to create controller AppReconciler: For(...) should only be called once"),
      }),
    ]);
    expect(report.metrics.reconciles).toBe(0);
  });

  it("an endless loop: a StepBudgetExceeded finding at the loop, and the field write noticed", () => {
    const { code, report } = run("loop.go");
    expect(code).toBe(0);
    const kinds = report.findings.map((f: { kind: string }) => f.kind);
    expect(kinds).toContain("StepBudgetExceeded");
    expect(kinds).toContain("StatefulReconciler");
    const stop = report.findings.find((f: { kind: string }) => f.kind === "StepBudgetExceeded");
    expect(stop).toMatchObject({ file: "loop.go" });
    expect([19, 20]).toContain(stop.line);
  });
});
