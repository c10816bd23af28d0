// Check judges an exercise: each bug of exercise.yaml is looked for, by its finding kind, in the
// scenario that exposes it. The original must show every bug (fixed: false, with the finding as
// evidence); the solution must be clean in all those scenarios (fixed: true).
import type { SourceFile } from "../golang";
import type { Scenario, Finding } from "../engine";
import { runLab, type RunOptions } from "./run";

/** ExerciseInput is an exercise as the checker needs it (files already read). */
export interface ExerciseInput {
  id: string;
  title: string;
  bugs: Array<{ id: string; title: string; finding: string; scenario: string }>;
  original: SourceFile;
  solution: SourceFile;
  support: SourceFile[];
}

/** Verdict says whether one bug is present (fixed: false) in a variant, and why. */
export interface Verdict {
  bug: string;
  fixed: boolean;
  evidence: string;
}

/** VariantResult gathers the findings of every scenario a variant was judged on. */
export interface VariantResult {
  findings: Array<Finding & { scenario: string }>;
  diagnostics: Array<{ file: string; line: number; column: number; message: string }>;
}

/** ExerciseResult is one entry of `check --json` (LAB-CONTRACT §1), plus the solution's verdicts. */
export interface ExerciseResult {
  id: string;
  title: string;
  original: VariantResult;
  solution: VariantResult;
  verdicts: Verdict[];
  solutionVerdicts: Verdict[];
  /** passed: every bug found in the original, and the solution clean. */
  passed: boolean;
}

function where(f: Finding): string {
  return f.file ? ` at ${f.file}:${f.line}` : "";
}

function runVariant(
  files: SourceFile[],
  scenarios: string[],
  scenario: (name: string) => Scenario,
  opts: RunOptions,
): { result: VariantResult; byScenario: Map<string, Finding[]> } {
  const byScenario = new Map<string, Finding[]>();
  const result: VariantResult = { findings: [], diagnostics: [] };
  for (const name of scenarios) {
    const r = runLab(files, scenario(name), { record: "report", ...opts });
    if (!r.compiled) {
      result.diagnostics.push(...r.report.diagnostics);
      byScenario.set(name, []);
      continue;
    }
    byScenario.set(name, r.report.findings);
    for (const f of r.report.findings) result.findings.push({ ...f, scenario: name });
  }
  return { result, byScenario };
}

function verdicts(ex: ExerciseInput, byScenario: Map<string, Finding[]>, compiled: boolean): Verdict[] {
  return ex.bugs.map((b) => {
    if (!compiled) return { bug: b.id, fixed: false, evidence: "the files do not compile" };
    const hit = (byScenario.get(b.scenario) ?? []).find((f) => f.kind === b.finding);
    return hit
      ? { bug: b.id, fixed: false, evidence: `${b.finding} in scenario ${b.scenario}${where(hit)}: ${hit.message}` }
      : { bug: b.id, fixed: true, evidence: `no ${b.finding} finding in scenario ${b.scenario}` };
  });
}

/** checkExercise runs the original and the solution in the exercise's scenarios and judges each bug. */
export function checkExercise(
  ex: ExerciseInput,
  scenario: (name: string) => Scenario,
  opts: RunOptions = {},
): ExerciseResult {
  const names = [...new Set(ex.bugs.map((b) => b.scenario))];
  const orig = runVariant([...ex.support, ex.original], names, scenario, opts);
  const sol = runVariant([...ex.support, ex.solution], names, scenario, opts);
  const v = verdicts(ex, orig.byScenario, orig.result.diagnostics.length === 0);
  const sv = verdicts(ex, sol.byScenario, sol.result.diagnostics.length === 0);
  const passed =
    v.every((x) => !x.fixed) &&
    sv.every((x) => x.fixed) &&
    sol.result.findings.length === 0 &&
    sol.result.diagnostics.length === 0 &&
    orig.result.diagnostics.length === 0;
  return {
    id: ex.id,
    title: ex.title,
    original: orig.result,
    solution: sol.result,
    verdicts: v,
    solutionVerdicts: sv,
    passed,
  };
}
