// Real public projects, unmodified (issue 13). Their code is not committed: set REAL_PROJECTS_DIR to a
// directory holding fetched copies (e.g. <dir>/cronjob = kubebuilder's
// docs/book/src/cronjob-tutorial/testdata/project) and this test compiles them as `lab run DIR` does.
// Without it every case is skipped, saying so; test/fixtures/projects/newlayout covers the same layout in CI.
// What the CronJob project still needs is listed in EXPECTED_GAPS: the API and test/ packages must compile,
// and the test fails when a listed gap closes (then update the list).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileProjectLab } from "../../../src/lab";
import { readProject } from "../../../src/cli/content";

const ROOT = process.env.REAL_PROJECTS_DIR ?? "";
const CRONJOB = ROOT && join(ROOT, "cronjob");

// Packages the book's CronJob project imports that the lab does not provide yet (third-party and
// apimachinery validation), and the typed webhook builder of controller-runtime ≥ 0.22.
const EXPECTED_GAPS = [
  'could not import "github.com/robfig/cron"',
  'could not import "k8s.io/apimachinery/pkg/util/validation"',
  'could not import "k8s.io/apimachinery/pkg/util/validation/field"',
  "too many arguments in call to ctrl.NewWebhookManagedBy",
];

describe.skipIf(!CRONJOB || !existsSync(CRONJOB))(
  `kubebuilder's CronJob tutorial project${CRONJOB ? "" : " (skipped: REAL_PROJECTS_DIR is not set)"}`,
  { timeout: 120_000 },
  () => {
    it("compiles up to the known gaps: the API package, scheme registration and main's closure compile", () => {
      const p = readProject(CRONJOB);
      if (p.kind !== "project") throw new Error("not a project");
      const lab = compileProjectLab(p.files, p.goMod, 2_000_000);
      const messages = lab.diagnostics.map((d) => `${d.file}: ${d.message.split("; supported imports")[0]}`);
      expect(messages.filter((m) => m.startsWith("api/") || m.startsWith("test/"))).toEqual([]);
      for (const gap of EXPECTED_GAPS)
        expect(
          messages.some((m) => m.includes(gap)),
          gap,
        ).toBe(true);
    });
  },
);
