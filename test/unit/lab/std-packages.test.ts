// The packages an operator's logging and database code imports, inside a reconcile (fixture
// stdpkgs.go): logr.FromContext finds the reconcile's logger in ctx (controller-runtime puts it
// there); V(-1)/V(-2) log as V(0), as logr clamps negative levels (cloudnative-pg's log wrapper calls
// them); the standard logger writes with the run's logs; pflag's errors; sql.Open without a driver;
// runtime.Caller; time.Sleep moves the program's virtual clock.
import { describe, expect, it } from "vitest";
import { execute } from "../../../src/cli/lab";
import { fixturePath } from "./helpers";

interface Line {
  level: string;
  msg: string;
  values?: Record<string, unknown>;
  line?: number;
}

describe("standard and logging packages in a reconcile", { timeout: 120_000 }, () => {
  it("logs what real Go and controller-runtime would", () => {
    const out = execute(["run", fixturePath("stdpkgs.go"), "--scenario", "create", "--json"]);
    const logs = JSON.parse(out.stdout).logs as Line[];
    const first = (msg: string) => logs.find((l) => l.msg === msg);
    expect(logs.some((l) => l.msg === "Reconciler error")).toBe(false);
    expect(first("a warning line")).toMatchObject({ level: "info", values: { wrapped: true }, line: 36 });
    expect(first("an error line")).toMatchObject({ level: "error", values: { wrapped: true, error: "boom" } });
    expect(first("std: reconciling my-app")).toMatchObject({ values: { stream: "stdout" }, line: 39 });
    expect(first("flags")?.values).toMatchObject({ level: "debug", error: "unknown flag: --unknown" });
    expect(first("sql")?.values).toMatchObject({ error: 'sql: unknown driver "pgx" (forgotten import?)' });
    expect(first("caller")?.values).toMatchObject({ file: "stdpkgs.go", line: 53, ok: true });
    expect(first("slept")?.values).toMatchObject({ for: "2s" });
  });
});
