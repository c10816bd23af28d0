// Render prints reports for people: a summary line, findings with file:line, the object table and
// the last log lines (run), or one line per bug and variant (check).
import type { Report, ExerciseResult } from "../lab";

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  return rows.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
}

/** renderRun renders a run report. */
export function renderRun(r: Report): string {
  const out: string[] = [];
  if (r.diagnostics.length) {
    out.push(`compile failed: ${r.diagnostics.length} error(s)`);
    for (const d of r.diagnostics) out.push(`${d.file}:${d.line}:${d.column}: ${d.message}`);
    return out.join("\n") + "\n";
  }
  const m = r.metrics;
  out.push(
    `scenario ${r.scenario} (seed ${r.seed}): ${r.virtualSeconds}s virtual, ${m.reconciles} reconciles (${m.reconcileErrors} errors), ${m.apiWrites} API writes, ${r.findings.length} finding(s)`,
  );
  if (r.findings.length) {
    out.push("", "findings:");
    for (const f of r.findings)
      out.push(`  ${f.kind}  ${f.object}${f.file ? `  ${f.file}:${f.line}` : ""}`, `      ${f.message}`);
  }
  out.push("", "objects:");
  const rows = [["KIND", "NAMESPACE", "NAME", "RV", "GEN", "NOTES"]];
  for (const o of r.objects) {
    const md = o.metadata;
    const notes: string[] = [];
    if (md.deletionTimestamp) notes.push(`terminating since ${md.deletionTimestamp}`);
    if (md.finalizers?.length) notes.push(`finalizers=${md.finalizers.join(",")}`);
    const ctl = md.ownerReferences?.find((x) => x.controller);
    if (ctl) notes.push(`owner=${ctl.kind}/${ctl.name}`);
    rows.push([
      o.kind,
      md.namespace ?? "",
      md.name ?? "",
      String(md.resourceVersion ?? ""),
      String(md.generation ?? ""),
      notes.join(" "),
    ]);
  }
  out.push(...table(rows).map((l) => `  ${l}`));
  if (r.external.length) out.push("", `external databases: ${r.external.map((e) => e.name).join(", ")}`);
  const logs = r.logs.slice(-10);
  if (logs.length) {
    out.push("", `last ${logs.length} of ${r.logs.length} log lines:`);
    for (const l of logs) {
      const vals = l.values ? " " + JSON.stringify(l.values) : "";
      const at = l.file ? ` (${l.file}:${l.line})` : "";
      out.push(`  ${l.t.toFixed(3).padStart(9)}s ${l.level.padEnd(5)} ${l.msg}${vals}${at}`);
    }
  }
  return out.join("\n") + "\n";
}

/** renderCheck renders the check of every exercise. */
export function renderCheck(results: ExerciseResult[]): string {
  const out: string[] = [];
  for (const ex of results) {
    out.push(`${ex.passed ? "PASS" : "FAIL"} ${ex.id}: ${ex.title}`);
    for (const d of [...ex.original.diagnostics, ...ex.solution.diagnostics])
      out.push(`  compile: ${d.file}:${d.line}:${d.column}: ${d.message}`);
    for (const v of ex.verdicts) out.push(`  original  ${v.fixed ? "MISSED" : "found "}  ${v.bug}: ${v.evidence}`);
    for (const v of ex.solutionVerdicts)
      out.push(`  solution  ${v.fixed ? "fixed " : "STILL "}  ${v.bug}: ${v.evidence}`);
    const extra = ex.solution.findings;
    if (extra.length)
      for (const f of extra)
        out.push(
          `  solution  finding  ${f.kind} ${f.object} in ${f.scenario}${f.file ? ` at ${f.file}:${f.line}` : ""}`,
        );
    else out.push("  solution  clean   no findings in its scenarios");
  }
  const passed = results.filter((r) => r.passed).length;
  out.push("", `${passed}/${results.length} exercises pass`);
  return out.join("\n") + "\n";
}
