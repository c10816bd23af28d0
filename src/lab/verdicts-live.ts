// Verdicts-live is "Check my fix" in the browser: the same judgement as `npm run lab -- check`
// (check.ts: a bug is present when its finding kind shows up in the scenario that exposes it),
// applied to the learner's edited files, with evidence read from each run's report so the page
// can say what happened ("after restart, 3 Deployments exist, 14 reconciles, 20 API writes").
import type { SourceFile } from "../golang";
import { runScenario } from "./live";
import type { Report } from "../engine";

/** BugToCheck is one bug of an exercise, as exercise.yaml states it. */
export interface BugToCheck {
  id: string;
  title: string;
  finding: string;
  scenario: string;
}

/** LiveVerdict is one bug judged on the learner's code. */
export interface LiveVerdict {
  bug: string;
  title: string;
  scenario: string;
  fixed: boolean;
  /** evidence: what the run showed, in a sentence. */
  evidence: string;
  /** where the finding points, when it does. */
  file?: string;
  line?: number;
}

/** CheckOutcome is every verdict plus findings of kinds no bug names (new problems), one per scenario and kind. */
export interface CheckOutcome {
  verdicts: LiveVerdict[];
  compiled: boolean;
  others: Array<{ scenario: string; kind: string; object: string; message: string; count: number }>;
}

/** endState summarises a report's final objects and activity: "1 Deployment and 1 App exist; 7 reconciles, 9 API writes". */
export function endState(report: Report): string {
  const kinds = new Map<string, number>();
  const shown = report.objects.filter((o) => o.kind !== "Namespace");
  for (const o of shown) kinds.set(o.kind, (kinds.get(o.kind) ?? 0) + 1);
  const objs = [...kinds].map(([k, n]) => `${n} ${k}${n === 1 ? "" : "s"}`);
  const exist = objs.length ? `${objs.join(", ")} ${shown.length === 1 ? "exists" : "exist"}` : "no objects exist";
  const m = report.metrics;
  return `${exist} at the end; ${m.reconciles} reconciles, ${m.apiWrites} API writes`;
}

/** checkFix runs each scenario the bugs name once, and judges every bug on it. */
export function checkFix(
  files: SourceFile[],
  bugs: BugToCheck[],
  scenarioYaml: (name: string) => string,
  opts: { seed?: number; budget?: number } = {},
): CheckOutcome {
  const runs = new Map<string, Report>();
  let compiled = true;
  for (const name of new Set(bugs.map((b) => b.scenario))) {
    const r = runScenario(files, scenarioYaml(name), `${name}.yaml`, opts);
    if (!r.compiled) compiled = false;
    runs.set(name, r.report);
  }
  const verdicts = bugs.map((b): LiveVerdict => {
    const report = runs.get(b.scenario)!;
    const base = { bug: b.id, title: b.title, scenario: b.scenario };
    if (!compiled) {
      const d = report.diagnostics[0];
      return {
        ...base,
        fixed: false,
        evidence: d ? `does not compile: ${d.file}:${d.line}: ${d.message}` : "the files do not compile",
        ...(d ? { file: d.file, line: d.line } : {}),
      };
    }
    const hit = report.findings.find((f) => f.kind === b.finding);
    if (hit)
      return {
        ...base,
        fixed: false,
        evidence: `in ${b.scenario}, ${hit.kind} on ${hit.object}: ${hit.message}`,
        ...(hit.file && hit.line ? { file: hit.file, line: hit.line } : {}),
      };
    return { ...base, fixed: true, evidence: `in ${b.scenario}, no ${b.finding}: ${endState(report)}` };
  });
  // Findings of a kind no bug names are new problems; one line per scenario and kind.
  const named = new Set(bugs.map((b) => b.finding));
  const others = new Map<string, CheckOutcome["others"][number]>();
  for (const [scenario, r] of runs)
    for (const f of r.findings) {
      if (named.has(f.kind)) continue;
      const key = `${scenario}/${f.kind}`;
      const seen = others.get(key);
      if (seen) seen.count++;
      else others.set(key, { scenario, kind: f.kind, object: f.object, message: f.message, count: 1 });
    }
  return { verdicts, compiled, others: [...others.values()] };
}
