// Real public projects, unmodified (issue 13). Their code is not committed: set REAL_PROJECTS_DIR to a
// directory holding fetched copies (e.g. <dir>/cronjob = kubebuilder's
// docs/book/src/cronjob-tutorial/testdata/project) and this test compiles them as `lab run DIR` does.
// Without it every case is skipped, saying so; test/fixtures/projects/newlayout covers the same layout in CI.
// The CronJob project compiles whole (its robfig/cron, util/validation/field and controller-runtime
// 0.23's typed webhook builder included) and runs from its directory.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileProjectLab } from "../../../src/lab";
import { readProject } from "../../../src/cli/content";

const ROOT = process.env.REAL_PROJECTS_DIR ?? "";
const CRONJOB = ROOT && join(ROOT, "cronjob");

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
  },
);
