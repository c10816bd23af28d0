import { describe, expect, it } from "vitest";
import { answerProject } from "./lab-project-worker";
import { answerLive } from "./lab-session-worker";
import { runProject } from "../lab";
import { parseScenario } from "../engine";
import type { LiveFrame } from "./lab-session-types";
import type { LabResponse, ProjectFileData } from "./labProtocol";

const SCENARIOS = import.meta.glob("../../content/scenarios/*.yaml", { query: "?raw", import: "default", eager: true });
const scenarios = new Map(Object.entries(SCENARIOS).map(([p, t]) => [p.replace(/^.*\/|\.yaml$/g, ""), t as string]));
const CACHE = import.meta.glob(["../../test/fixtures/projects/cache/**/*.go", "../../test/fixtures/projects/cache/*"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;
const ROOT = "../../test/fixtures/projects/cache/";
const text = (path: string) => CACHE[ROOT + path] as string;
/** The cache fixture as the sandbox sends it: its Go files (hack/ left out), go.mod apart. */
const files: ProjectFileData[] = Object.keys(CACHE)
  .map((p) => p.slice(ROOT.length))
  .filter((p) => p.endsWith(".go") && !p.startsWith("hack/"))
  .sort()
  .map((path) => ({ path, source: text(path) }));
const goMod = text("go.mod");
const scenarioFile = { path: "scenario.yaml", source: text("scenario.yaml") };

const started = (r: LabResponse) => {
  if (r.type !== "live.started") throw new Error(`answered ${r.type}`);
  return r;
};

describe("answerProject", { timeout: 120_000 }, () => {
  it("runs a kubebuilder project live to the same cluster as runProject (the CLI's entry)", () => {
    expect(files.map((f) => f.path)).toContain("cmd/main.go");
    const r = started(
      answerProject({ type: "project.start", id: 1, files, goMod, scenario: "create", scenarioFile }, scenarios),
    );
    expect(r.diagnostics).toEqual([]);
    const session = r.session as number;
    let last: LiveFrame | undefined;
    for (let i = 0; i < 200 && !last?.done; i++) {
      const f = answerLive({ type: "live.advance", id: 2, session, ms: 10_000 }, scenarios);
      if (f.type === "live.frame") last = f.frame;
    }
    expect(last?.done).toBe(true);
    const cli = runProject(files, goMod, parseScenario(scenarioFile.source, "scenario.yaml"), { budget: 2_000_000 });
    const rows = (objs: Array<{ kind: string; name: string; resourceVersion: string }>) =>
      objs.map((o) => `${o.kind}/${o.name}@${o.resourceVersion}`).sort();
    const cliRows = rows(
      cli.report.objects.map((o) => ({
        kind: o.kind,
        name: o.metadata.name!,
        resourceVersion: o.metadata.resourceVersion!,
      })),
    );
    expect(rows(last!.objects)).toEqual(cliRows);
    expect(cliRows).toContain(cliRows.find((x) => x.startsWith("Deployment/sessions@")));
    expect(last!.findings.map((f) => f.kind)).toEqual(cli.report.findings.map((f) => f.kind));
    answerLive({ type: "live.stop", id: 3, session }, scenarios);
  });

  it("diagnoses a project as the CLI compiles it: clean, then located in the right file", () => {
    const ok = answerProject({ type: "project.diagnose", id: 1, files, goMod }, scenarios);
    expect(ok).toEqual({ type: "diagnostics", id: 1, diagnostics: [] });
    const broken = files.map((f) =>
      f.path === "internal/controller/cache_controller.go"
        ? {
            ...f,
            source: f.source.replace(
              "func (r *CacheReconciler) Reconcile(",
              "func (r *CacheReconciler) Reconcile(x int, ",
            ),
          }
        : f,
    );
    const r = answerProject({ type: "project.diagnose", id: 2, files: broken, goMod }, scenarios);
    expect(r.type === "diagnostics" && r.diagnostics[0]).toMatchObject({
      file: "internal/controller/cache_controller.go",
      line: expect.any(Number),
      column: expect.any(Number),
    });
  });

  it("answers a broken scenario file as a diagnostic at that file, and a built-in scenario by name", () => {
    const bad = {
      path: "scenario.yaml",
      source: "description: x\nend: 10s\nsteps: [{at: 20s, restartController: {}}]\n",
    };
    const r = started(
      answerProject({ type: "project.start", id: 1, files, goMod, scenario: "create", scenarioFile: bad }, scenarios),
    );
    expect(r.session).toBeUndefined();
    expect(r.diagnostics[0]).toMatchObject({ file: "scenario.yaml", message: expect.stringMatching(/after end/) });
    expect(() => answerProject({ type: "project.start", id: 2, files, goMod, scenario: "nope" }, scenarios)).toThrow(
      /"nope"/,
    );
  });

  it("answers Go that does not compile with its diagnostics and no session", () => {
    const broken = files.map((f) => (f.path === "cmd/main.go" ? f : { ...f, source: f.source + "\nfunc {" }));
    const r = started(
      answerProject({ type: "project.start", id: 1, files: broken, goMod, scenario: "create" }, scenarios),
    );
    expect(r.session).toBeUndefined();
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(files.map((f) => f.path)).toContain(r.diagnostics[0]!.file);
  });
});
