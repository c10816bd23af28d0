// Logs print time.Time as controller-runtime's zap encoder does (RFC3339TimeEncoder: whole
// seconds, UTC as "Z"), not as the struct's empty JSON "{}".
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { fixture, scenario } from "./helpers";

describe("time values in logs", { timeout: 120_000 }, () => {
  it("renders time.Time, *time.Time and metav1.Time as RFC 3339 strings", () => {
    const { report } = runLab([fixture("logtime.go")], scenario("create"));
    expect(report.diagnostics).toEqual([]);
    const line = report.logs.find((l) => l.msg === "times");
    expect(line?.values).toEqual({
      at: "2026-03-04T05:06:07Z",
      atPtr: "2026-03-04T05:06:07Z",
      none: null,
      meta: "2026-03-04T05:06:07Z",
      now: expect.stringMatching(/^2026-01-01T00:00:0\dZ$/),
    });
  });
});
