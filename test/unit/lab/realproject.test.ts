// Real public projects, unmodified (issue 13). Their code is not committed: set REAL_PROJECTS_DIR to a
// directory holding fetched copies (<dir>/cronjob = kubebuilder's
// docs/book/src/cronjob-tutorial/testdata/project; <dir>/controller-runtime = the whole
// kubernetes-sigs/controller-runtime repository, whose examples/builtins and examples/crd run from
// their directories under its go.mod) and this test runs them as `lab run DIR` does.
// Without it every case is skipped, saying so; test/fixtures/projects/newlayout covers the same layout in CI.
// The CronJob project compiles whole (its robfig/cron, util/validation/field and controller-runtime
// 0.23's typed webhook builder included) and runs from its directory.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileProjectLab, runProject } from "../../../src/lab";
import { readProject, loadScenario } from "../../../src/cli/content";
import { ROOT as REPO } from "./helpers";

const ROOT = process.env.REAL_PROJECTS_DIR ?? "";
const CRONJOB = ROOT && join(ROOT, "cronjob");
const CR = ROOT && join(ROOT, "controller-runtime");
const scenarioOf = (name: string) => loadScenario(join(REPO, "test", "fixtures", "real", `${name}.yaml`));

describe.skipIf(!CRONJOB || !existsSync(CRONJOB))(
  `kubebuilder's CronJob tutorial project${CRONJOB ? "" : " (skipped: REAL_PROJECTS_DIR is not set)"}`,
  { timeout: 120_000 },
  () => {
    it("compiles with no diagnostic: the API package, the controller, the typed webhooks and main", () => {
      const p = readProject(CRONJOB);
      if (p.kind !== "project") throw new Error("not a project");
      const lab = compileProjectLab(p.files, p.goMod, 2_000_000);
      expect(lab.diagnostics.map((d) => `${d.file}:${d.line}: ${d.message.split("; supported imports")[0]}`)).toEqual(
        [],
      );
      expect(lab.mode).toBe("main");
    });

    it("gives the cluster Kubernetes would: a Job a minute, each Complete, three kept, a bad schedule refused as the API server refuses it", () => {
      const p = readProject(CRONJOB);
      if (p.kind !== "project") throw new Error("not a project");
      const { report, compiled } = runProject(p.files, p.goMod, scenarioOf("cronjob"));
      expect(compiled).toBe(true);
      const cj = report.objects.find((o) => o.kind === "CronJob")!;
      // The defaulting webhook (typed Defaulter[*CronJob]) filled the policy and history limits.
      expect(cj.spec).toMatchObject({
        concurrencyPolicy: "Allow",
        suspend: false,
        successfulJobsHistoryLimit: 3,
        failedJobsHistoryLimit: 1,
      });
      expect(cj.status).toMatchObject({ lastScheduleTime: "2026-01-01T00:04:00Z" });
      // Runs at 1, 2, 3 and 4 minutes; each Job completes; the oldest successful one is pruned (limit 3).
      const jobs = report.objects.filter((o) => o.kind === "Job");
      expect(jobs.map((j) => j.metadata.name)).toEqual([
        "cronjob-sample-1767225720",
        "cronjob-sample-1767225780",
        "cronjob-sample-1767225840",
      ]);
      for (const j of jobs) {
        expect(j.metadata.ownerReferences).toMatchObject([
          { kind: "CronJob", name: "cronjob-sample", controller: true },
        ]);
        expect(j.status).toMatchObject({ succeeded: 1 });
      }
      expect(report.metrics.apiRequestsByVerb).toMatchObject({ create: 4, delete: 1 });
      const refused = report.logs.filter((l) => l.msg === "scenario step failed").map((l) => l.values?.error);
      expect(refused).toEqual([
        'cronjobs.batch.tutorial.kubebuilder.io "typo" is forbidden: admission webhook "vcronjob-v1.kb.io" denied the request: CronJob.batch.tutorial.kubebuilder.io "typo" is invalid: spec.schedule: Invalid value: "*/1 * * *": Expected exactly 5 fields, found 4: */1 * * *',
      ]);
    });
  },
);

describe.skipIf(!CR || !existsSync(CR))(
  `controller-runtime's examples${CR ? "" : " (skipped: REAL_PROJECTS_DIR is not set)"}`,
  { timeout: 120_000 },
  () => {
    it("examples/builtins: the ReplicaSet labelled hello=world, a Pod annotated by the typed defaulter and admitted", () => {
      const p = readProject(join(CR, "examples", "builtins"));
      if (p.kind !== "project") throw new Error("not a project");
      const { report, compiled } = runProject(p.files, p.goMod, scenarioOf("builtins"));
      expect(report.diagnostics).toEqual([]);
      expect(compiled).toBe(true);
      const rs = report.objects.find((o) => o.kind === "ReplicaSet")!;
      expect(rs.metadata.labels).toEqual({ hello: "world" });
      const pod = report.objects.find((o) => o.kind === "Pod" && o.metadata.name === "solo")!;
      expect(pod.metadata.annotations).toEqual({ "example-mutating-admission-webhook": "foo" });
      expect(report.logs.filter((l) => l.msg === "scenario step failed")).toEqual([]);
    });

    it("examples/crd: the ChaosPod's Pod created, owned, and recreated after each stop", () => {
      const p = readProject(join(CR, "examples", "crd"));
      if (p.kind !== "project") throw new Error("not a project");
      const { report, compiled } = runProject(p.files, p.goMod, scenarioOf("crd"));
      expect(report.diagnostics).toEqual([]);
      expect(compiled).toBe(true);
      const pod = report.objects.find((o) => o.kind === "Pod" && o.metadata.name === "chaos")!;
      expect(pod.metadata.ownerReferences).toMatchObject([{ kind: "ChaosPod", name: "chaos", controller: true }]);
      expect(report.metrics.apiRequestsByVerb.create).toBeGreaterThan(3);
      const chaos = report.objects.find((o) => o.kind === "ChaosPod")!;
      expect((chaos.spec as { nextStop?: string }).nextStop).toBeDefined();
    });
  },
);
