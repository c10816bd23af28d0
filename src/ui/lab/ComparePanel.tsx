/**
 * ComparePanel: the original and the learner's reconciler on the same scenario and seed, side by
 * side: findings, reconciles and writes, then the code itself as a diff (CodeDiff).
 */
import type { ReactNode } from "react";
import type { LabRunResult } from "../../worker";
import { CodeDiff } from "./CodeDiff";

function objectsByKind(r: LabRunResult): string {
  const kinds = new Map<string, number>();
  for (const o of r.report.objects) if (o.kind !== "Namespace") kinds.set(o.kind, (kinds.get(o.kind) ?? 0) + 1);
  return [...kinds].map(([k, n]) => `${n} ${k}`).join(", ") || "none";
}

function verbs(r: LabRunResult): string {
  const v = r.report.metrics.apiRequestsByVerb;
  return (
    Object.entries(v)
      .filter(([verb]) => !["get", "list", "watch"].includes(verb))
      .map(([verb, n]) => `${n} ${verb}`)
      .join(", ") || "none"
  );
}

function findings(r: LabRunResult): ReactNode {
  if (!r.compiled) return <span className="check-fail">does not compile</span>;
  if (r.report.findings.length === 0) return <span className="check-pass">none</span>;
  const kinds = new Map<string, number>();
  for (const f of r.report.findings) kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
  return (
    <ul>
      {[...kinds].map(([k, n]) => (
        <li key={k}>
          <code>{k}</code>
          {n > 1 ? ` ×${n}` : ""}
        </li>
      ))}
    </ul>
  );
}

export function ComparePanel({
  original,
  edited,
  code,
  narrow,
}: {
  original: LabRunResult;
  edited: LabRunResult;
  /** code: the reconciler's file name and both texts that ran. */
  code: { file: string; original: string; edited: string };
  narrow: boolean;
}) {
  const m0 = original.report.metrics;
  const m1 = edited.report.metrics;
  const rows: Array<[string, ReactNode, ReactNode]> = [
    ["Findings", findings(original), findings(edited)],
    ["Reconciles", m0.reconciles, m1.reconciles],
    ["Reconcile errors", m0.reconcileErrors, m1.reconcileErrors],
    ["API writes", m0.apiWrites, m1.apiWrites],
    ["Writes by verb", verbs(original), verbs(edited)],
    ["Objects at the end", objectsByKind(original), objectsByKind(edited)],
  ];
  return (
    <section className="lab-compare" aria-label="Compare with the original">
      <h2>
        Original and yours, scenario {original.report.scenario}, seed {original.report.seed}
      </h2>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Measure</span>
              </th>
              <th scope="col">Original</th>
              <th scope="col">Your code</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, a, b]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{a}</td>
                <td className={String(a) !== String(b) && typeof a !== "object" ? "changed" : undefined}>{b}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CodeDiff file={code.file} original={code.original} edited={code.edited} narrow={narrow} />
    </section>
  );
}
