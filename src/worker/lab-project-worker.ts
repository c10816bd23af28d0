/**
 * The lab worker's project handler: a whole project (LAB-CONTRACT §5) sent by the sandbox as a
 * set of files. project.diagnose compiles it as `npm run lab -- run DIR` does and answers its
 * located problems; project.start starts the same compile stopped at 0 s (src/lab
 * project-session.ts) and keeps it as a live session, driven from then on by the live messages.
 * A project's own scenario file is parsed here; a broken one is a diagnostic at that file.
 */
import { parseScenario, ScenarioError, type Scenario } from "../engine";
import { projectDiagnostics, startProjectSession } from "../lab";
import { LiveSession } from "./lab-session";
import { startedAnswer } from "./lab-session-worker";
import type { LabDiagnostic, LabRequest, LabResponse, ProjectRequest } from "./labProtocol";

/** isProjectRequest tells the project messages from the others. */
export function isProjectRequest(req: LabRequest): req is ProjectRequest {
  return req.type.startsWith("project.");
}

/** scenarioOf reads the scenario asked for: the project's own file, or a built-in by name. */
function scenarioOf(
  req: Extract<ProjectRequest, { type: "project.start" }>,
  builtins: ReadonlyMap<string, string>,
): Scenario | LabDiagnostic {
  const own = req.scenarioFile;
  if (!own) {
    const text = builtins.get(req.scenario);
    if (text === undefined) throw new Error(`no built-in scenario "${req.scenario}"`);
    return parseScenario(text, `${req.scenario}.yaml`);
  }
  try {
    return parseScenario(own.source, own.path);
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    // The message starts with the file's name; a line is given where the YAML parser knows it.
    const line = /line (\d+)/.exec(e.message)?.[1];
    return {
      file: own.path,
      line: line ? Number(line) : 1,
      column: 1,
      message: e.message.replace(`${own.path}: `, ""),
      severity: "error",
    };
  }
}

/** answerProject handles one project request; builtins maps built-in scenario names to their YAML. */
export function answerProject(req: ProjectRequest, builtins: ReadonlyMap<string, string>): LabResponse {
  const opts = {
    ...(req.type === "project.start" && req.seed !== undefined ? { seed: req.seed } : {}),
    ...(req.budget !== undefined ? { budget: req.budget } : {}),
  };
  switch (req.type) {
    case "project.diagnose":
      return { type: "diagnostics", id: req.id, diagnostics: projectDiagnostics(req.files, req.goMod, opts.budget) };
    case "project.start": {
      const sc = scenarioOf(req, builtins);
      if ("file" in sc) return { type: "live.started", id: req.id, diagnostics: [sc] };
      const r = LiveSession.open(
        startProjectSession(req.files, req.goMod, sc, opts),
        req.files.map((f) => ({ name: f.path, source: f.source })),
      );
      return startedAnswer(req.id, r);
    }
  }
}
