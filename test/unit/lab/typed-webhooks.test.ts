// controller-runtime ≥ 0.23's typed webhook builder (`ctrl.NewWebhookManagedBy(mgr, &T{})` with
// admission.Defaulter[T]/Validator[T]), chosen by the version go.mod requires; the packages the
// kubebuilder CronJob tutorial imports (util/validation, util/validation/field, robfig/cron,
// apierrors.NewInvalid); and a validator's apierrors.NewInvalid answered by the API server as a
// 422 with its causes (k8s apiserver webhook/errors ToStatusErr keeps a webhook's code, reason
// and details, prefixing the message with `<resource> "<name>" is forbidden: admission webhook ...`).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runProject, compileProjectLab, type ProjectFile } from "../../../src/lab";
import { readProject } from "../../../src/cli/content";
import { parseScenario, type Scenario } from "../../../src/engine/scenario/parse";
import { compareVersions, requiredModules, shimVersions } from "../../../src/golang";
import type { KubeObject } from "../../../src/engine";
import { runGolden } from "../../golden/golden";
import { FIXTURES, ROOT } from "./helpers";

const PROJECT = join(ROOT, "test", "fixtures", "projects", "snapshots");

function load(): { files: ProjectFile[]; goMod: string; scenario: Scenario } {
  const p = readProject(PROJECT);
  if (p.kind !== "project" || p.goMod === undefined) throw new Error("not a project");
  const sc = parseScenario(readFileSync(join(PROJECT, "scenario.yaml"), "utf8"), "scenario.yaml");
  return { files: p.files, goMod: p.goMod, scenario: sc };
}

describe("field, validation and robfig/cron give what real Go gives", { timeout: 120_000 }, () => {
  it("prints, line for line, what the program printed built with apimachinery v0.36.0 and robfig/cron v1.2.0", () => {
    // field_cron.out is the output of field_cron.go run by real Go (go run, with those module versions).
    const source = readFileSync(join(FIXTURES, "realgo", "field_cron.go"), "utf8");
    const want = readFileSync(join(FIXTURES, "realgo", "field_cron.out"), "utf8");
    const r = runGolden({
      name: "field_cron.go",
      path: "",
      source,
      output: null,
      error: null,
      go122: false,
      interpOnly: false,
    });
    expect(r.error).toEqual([]);
    expect(r.stdout).toBe(want);
  });
});

describe("the webhook builder of the controller-runtime go.mod requires", { timeout: 120_000 }, () => {
  it("reads go.mod's requirements and picks the generic builder from v0.23.0 on", () => {
    const { goMod } = load();
    expect(requiredModules(goMod).get("sigs.k8s.io/controller-runtime")).toBe("v0.23.1");
    expect(shimVersions(goMod).get("sigs.k8s.io/controller-runtime")).toBe("sigs.k8s.io/controller-runtime@v0.23.0");
    expect(shimVersions(goMod.replace("v0.23.1", "v0.22.4")).size).toBe(0);
    expect(compareVersions("v0.23.0-rc.1", "v0.23.0")).toBe(-1);
    expect(compareVersions("v0.24.1", "v0.23.0")).toBe(1);
    expect(compareVersions("v0.23.0", "v0.23.0")).toBe(0);
  });

  it("compiles the typed builder against v0.23, and gives Go's error against v0.22 (which has only For)", () => {
    const { files, goMod } = load();
    expect(compileProjectLab(files, goMod, 2_000_000).diagnostics).toEqual([]);
    const old = compileProjectLab(files, goMod.replace("v0.23.1", "v0.22.4"), 2_000_000);
    expect(old.diagnostics.map((d) => d.message.split("\n")[0])).toContain(
      "too many arguments in call to ctrl.NewWebhookManagedBy",
    );
  });

  it("runs the typed defaulter and validator: retain defaulted, a snapshot a minute, the newest two kept", () => {
    const { files, goMod, scenario } = load();
    const { report, compiled } = runProject(files, goMod, scenario);
    expect(compiled).toBe(true);
    const snap = report.objects.find((o) => o.kind === "Snapshot" && o.metadata.name === "nightly")!;
    expect(snap.spec).toEqual({ schedule: "*/1 * * * *", retain: 2 });
    expect(snap.status).toEqual({ lastRun: "2026-01-01T00:03:00Z", taken: 3 });
    const cms = report.objects.filter((o) => o.kind === "ConfigMap").map((o) => o.metadata.name);
    expect(cms).toEqual(["nightly-1767225720", "nightly-1767225780"]);
    expect(report.objects.some((o) => o.metadata.name === "bad")).toBe(false);
    const took = report.logs.filter((l) => l.msg === "took snapshot").map((l) => l.values?.weekday);
    expect(took).toEqual(["Thursday", "Thursday", "Thursday"]); // 2026-01-01 is a Thursday
  });

  it("answers the validator's apierrors.NewInvalid as a 422 Invalid with its causes, the message prefixed as the API server does", () => {
    const { files, goMod, scenario } = load();
    const { world } = runProject(files, goMod, { ...scenario, steps: scenario.steps.slice(0, 1), end: 1000 });
    const bad = {
      apiVersion: "ops.example.org/v1",
      kind: "Snapshot",
      metadata: { name: "bad", namespace: "default" },
      spec: { schedule: "every day" },
    } as unknown as KubeObject;
    let status: unknown;
    try {
      world!.api.create({ client: "kubectl" }, bad);
    } catch (e) {
      status = (e as { status: unknown }).status;
    }
    const why = 'spec.schedule: Invalid value: "every day": Expected exactly 5 fields, found 2: every day';
    expect(status).toEqual({
      kind: "Status",
      apiVersion: "v1",
      status: "Failure",
      code: 422,
      reason: "Invalid",
      message: `snapshots.ops.example.org "bad" is forbidden: admission webhook "vsnapshot-v1.kb.io" denied the request: Snapshot.ops.example.org "bad" is invalid: ${why}`,
      details: {
        name: "bad",
        group: "ops.example.org",
        kind: "Snapshot",
        causes: [
          {
            type: "FieldValueInvalid",
            field: "spec.schedule",
            message: 'Invalid value: "every day": Expected exactly 5 fields, found 2: every day',
          },
        ],
      },
    });
  });
});

describe("a webhook that does not answer in time", { timeout: 120_000 }, () => {
  // The validator loops forever on a Snapshot named "stuck": it runs out of its step budget, which the
  // lab takes as no answer within the marker's timeoutSeconds.
  const stuck = (policy: string) => {
    const { files, goMod, scenario } = load();
    const patched = files.map((f) =>
      f.path.endsWith("snapshot_webhook.go")
        ? {
            ...f,
            source: f.source
              .replace(
                "func validateSnapshot(snap *opsv1.Snapshot) error {",
                'func validateSnapshot(snap *opsv1.Snapshot) error {\n\tfor snap.Name == "stuck" {\n\t}',
              )
              .replace(
                "failurePolicy=fail,sideEffects=None,groups=ops.example.org,resources=snapshots,verbs=create;update,versions=v1,name=vsnapshot",
                `failurePolicy=${policy},sideEffects=None,timeoutSeconds=5,groups=ops.example.org,resources=snapshots,verbs=create;update,versions=v1,name=vsnapshot`,
              ),
          }
        : f,
    );
    const { world } = runProject(patched, goMod, { ...scenario, steps: scenario.steps.slice(0, 1), end: 1000 });
    const obj = {
      apiVersion: "ops.example.org/v1",
      kind: "Snapshot",
      metadata: { name: "stuck", namespace: "default" },
      spec: { schedule: "@daily" },
    } as unknown as KubeObject;
    try {
      world!.api.create({ client: "kubectl" }, obj);
      return { created: true, status: undefined };
    } catch (e) {
      return { created: false, status: (e as { status: unknown }).status };
    }
  };

  it("fails the write under failurePolicy=fail: failed calling webhook … context deadline exceeded", () => {
    const { created, status } = stuck("fail");
    expect(created).toBe(false);
    expect(status).toMatchObject({
      code: 500,
      reason: "InternalError",
      message:
        'Internal error occurred: failed calling webhook "vsnapshot-v1.kb.io": failed to call webhook: Post "https://webhook-service.svc:443/validate-ops-example-org-v1-snapshot?timeout=5s": context deadline exceeded',
    });
  });

  it("lets the write through without it under failurePolicy=ignore", () => {
    expect(stuck("ignore").created).toBe(true);
  });
});
