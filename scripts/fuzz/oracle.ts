// Oracle decides whether one case's CLI output breaks LAB-CONTRACT: a hang, a JavaScript stack trace,
// invalid --json output, an exit code outside the contract, or a diagnostic or finding without a
// plausible file and line.

/** Outcome is what one CLI run produced (or that it hung). */
export interface Outcome {
  stdout: string;
  stderr: string;
  code: number;
  hung?: boolean;
}

/** FailureKind names how a case broke the contract. */
export type FailureKind = "hang" | "stack-trace" | "invalid-json" | "exit-code" | "implausible-line" | "crash";

const STACK = /^\s+at .*(\(.*:\d+:\d+\)|:\d+:\d+)$/m;

/** judge returns the failure of one case, or undefined when the output keeps the contract. */
export function judge(o: Outcome, files: Map<string, number>): { kind: FailureKind; detail: string } | undefined {
  if (o.hung) return { kind: "hang", detail: "no answer within the time limit" };
  if (o.stderr.startsWith("ESCAPED:")) return { kind: "crash", detail: o.stderr.split("\n")[0] ?? "" };
  if (STACK.test(o.stdout) || STACK.test(o.stderr)) return { kind: "stack-trace", detail: o.stderr.slice(0, 300) };
  if (![0, 1, 2, 3].includes(o.code)) return { kind: "exit-code", detail: `exit ${o.code}` };
  if (o.code === 1) {
    // a usage or internal error: exactly one line on stderr, nothing on stdout
    if (o.stdout !== "" || !/^lab: [^\n]*\n$/.test(o.stderr))
      return { kind: "exit-code", detail: `exit 1 without one error line: ${o.stderr.slice(0, 200)}` };
    return undefined;
  }
  let report: {
    diagnostics?: Array<{ file: string; line: number; column?: number }>;
    findings?: Array<{ file?: string; line?: number }>;
  };
  try {
    report = JSON.parse(o.stdout);
  } catch {
    return { kind: "invalid-json", detail: o.stdout.slice(0, 200) };
  }
  if (!Array.isArray(report.diagnostics) || !Array.isArray(report.findings))
    return { kind: "invalid-json", detail: "no diagnostics or findings array" };
  if (o.code === 2 && report.diagnostics.length === 0)
    return { kind: "exit-code", detail: "exit 2 without a diagnostic" };
  if (o.code === 0 && report.diagnostics.length > 0) return { kind: "exit-code", detail: "exit 0 with diagnostics" };
  const plausible = (file: string | undefined, line: number | undefined) => {
    if (file === undefined) return line === undefined;
    const n = files.get(file);
    return n !== undefined && typeof line === "number" && Number.isInteger(line) && line >= 1 && line <= n + 1;
  };
  for (const d of report.diagnostics)
    if (!plausible(d.file, d.line)) return { kind: "implausible-line", detail: `diagnostic at ${d.file}:${d.line}` };
  for (const f of report.findings)
    if (!plausible(f.file, f.line)) return { kind: "implausible-line", detail: `finding at ${f.file}:${f.line}` };
  return undefined;
}
