// A learner may declare their own CRD type in the Go they run (LAB-CONTRACT §2): it is
// installed (group apps.example.com/v1alpha1, status subresource) before anything runs.
import { describe, expect, it } from "vitest";
import { runLab } from "../../../src/lab";
import { parseScenario } from "../../../src/engine/scenario/parse";
import { fixture } from "./helpers";

const backupCreated = parseScenario(
  `description: one Backup is created
steps:
  - at: 0s
    create: {apiVersion: apps.example.com/v1alpha1, kind: Backup, metadata: {name: nightly, namespace: default}, spec: {schedule: "0 3 * * *"}}
end: 60s
`,
  "backup.yaml",
);

describe("a learner-declared CRD", () => {
  it("is served with a status subresource and reconciled by the learner's controller", () => {
    const { report, compiled } = runLab([fixture("backup_crd.go")], backupCreated);
    expect(compiled).toBe(true);
    const backup = report.objects.find((o) => o.kind === "Backup");
    expect(backup?.apiVersion).toBe("apps.example.com/v1alpha1");
    expect((backup?.status as { phase?: string } | undefined)?.phase).toBe("Scheduled");
    // The status write went to /status: generation stays 1.
    expect(backup?.metadata.generation).toBe(1);
    expect(report.findings).toEqual([]);
    expect(report.logs.some((l) => l.msg === "backup scheduled" && l.line === 41)).toBe(true);
  });

  it("a step the API server refuses is reported, not silently dropped", () => {
    const wrongGroup = parseScenario(
      `description: a create the API server refuses
steps:
  - at: 0s
    create: {apiVersion: other.example.com/v1, kind: Backup, metadata: {name: x, namespace: default}}
end: 10s
`,
      "wrong.yaml",
    );
    const { report } = runLab([fixture("backup_crd.go")], wrongGroup);
    expect(report.logs).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "scenario step failed",
        values: expect.objectContaining({ step: "create" }),
      }),
    );
  });
});
