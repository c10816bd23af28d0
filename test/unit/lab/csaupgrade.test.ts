// k8s.io/client-go/util/csaupgrade against the simulated API server (issue 13, cert-manager's
// cainjector): the fields a client-side writer ("legacy", an Update entry) owns move to the
// server-side-apply manager ("ssa", an Apply entry), so that manager's next apply, leaving a field
// out, removes it (k8s-semantics.md facts 33–38: an applier's omitted field is removed only when no
// other manager owns it); a write that sets managedFields replaces them (fact 33, decodeLiveOrNew).
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import "../../../src/golang/shim/k8s";
import { fixture, scenario } from "./helpers";

describe("csaupgrade moves client-side-owned fields to a server-side-apply manager", { timeout: 120_000 }, () => {
  const { report, compiled } = runLab([fixture("csaupgrade.go")], scenario("create"));
  const log = (msg: string) => report.logs.find((l) => l.msg === msg)?.values;
  const cm = report.objects.find((o) => o.kind === "ConfigMap" && o.metadata.name?.endsWith("-csa"));
  const owned = '{"f:data":{"f:extra":{},"f:image":{}}}';

  it("compiles and runs without errors", () => {
    expect(report.diagnostics).toEqual([]);
    expect(compiled).toBe(true);
    expect(report.logs.filter((l) => l.level === "error")).toEqual([]);
  });

  it("shows the Update entry's field set to Go code", () => {
    expect(log("before")).toEqual({ managers: `legacy/Update=${owned}` });
  });

  it("answers nil when no named manager has fields, and upgrades a copy in place", () => {
    expect(log("nothing to upgrade")).toEqual({ nil: true, err: null });
    expect(log("upgraded locally")).toEqual({ managers: `ssa/Apply=${owned}` });
  });

  it("patches managedFields with the resourceVersion, and the server keeps the Apply entry", () => {
    expect(log("patch")).toEqual({ rv: true });
    expect(log("after patch")).toEqual({ managers: `ssa/Apply=${owned}` });
  });

  it("lets the next apply remove a field the client-side writer had set", () => {
    expect(log("after apply")).toEqual({
      managers: 'ssa/Apply={"f:data":{"f:image":{}}}',
      extraKept: false,
    });
    expect(cm?.data).toEqual({ image: expect.any(String) });
  });
});
