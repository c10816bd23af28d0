// Live is the one place the browser's lab worker reaches the interpreter and the engine: compile
// for diagnostics, run a learner's files through a scenario, or start a run to step (a LabSession:
// each run owns its state, so several may live in one worker).
import type { SourceFile } from "../golang";
import { parseScenario, type Report } from "../engine";
import { compileLab } from "./program";
import { runLab, startCompiled, emptyReport, DEFAULT_BUDGET, type LabSession } from "./run";

/** LiveDiagnostic is a located compile problem, as the editor shows it. */
export interface LiveDiagnostic {
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  severity: "error" | "warning";
}

/** diagnose compiles the files and returns their diagnostics (empty when they compile). */
export function diagnose(files: SourceFile[]): LiveDiagnostic[] {
  return compileLab(files).diagnostics.map((d) => ({ ...d }));
}

/** LiveRun is one finished run: the report, and whether the files compiled. */
export interface LiveRun {
  report: Report;
  compiled: boolean;
}

/** runScenario runs files through a scenario given as YAML text; bad YAML is thrown as a located error. */
export function runScenario(
  files: SourceFile[],
  scenarioYaml: string,
  scenarioFile: string,
  opts: { seed?: number; budget?: number } = {},
): LiveRun {
  const scenario = parseScenario(scenarioYaml, scenarioFile);
  const { report, compiled } = runLab(files, scenario, {
    record: "report",
    ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    budget: opts.budget ?? DEFAULT_BUDGET,
  });
  return { report, compiled };
}

/** LiveStart is a started run to step (session), or, when the files do not compile, the report. */
export type LiveStart = { session: LabSession; compiled: true } | { report: Report; compiled: false };

/** startScenario compiles files and starts them in a scenario given as YAML text, without running it. */
export function startScenario(
  files: SourceFile[],
  scenarioYaml: string,
  scenarioFile: string,
  opts: { seed?: number; budget?: number } = {},
): LiveStart {
  const parsed = parseScenario(scenarioYaml, scenarioFile);
  const scenario = { ...parsed, seed: opts.seed ?? parsed.seed };
  const lab = compileLab(files);
  if (!lab.program || lab.diagnostics.length)
    return { report: emptyReport(scenario, scenario.seed, lab), compiled: false };
  return { session: startCompiled(lab, scenario, { budget: opts.budget ?? DEFAULT_BUDGET }), compiled: true };
}
