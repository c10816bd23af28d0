/** RunResult draws one finished lab run: summary, findings linked to their lines, objects, last logs. */
import type { LabRunResult } from "../../worker";

export function RunResult({ result, onLine }: { result: LabRunResult; onLine: (file: string, line: number) => void }) {
  const { report, wallMs } = result;
  if (!result.compiled)
    return (
      <section className="lab-result" aria-label="Run result">
        <h2>Does not compile</h2>
        <ul>
          {report.diagnostics.map((d, i) => (
            <li key={i}>
              <button type="button" className="link" onClick={() => onLine(d.file, d.line)}>
                {d.file}:{d.line}
              </button>{" "}
              {d.message}
            </li>
          ))}
        </ul>
      </section>
    );
  const m = report.metrics;
  return (
    <section className="lab-result" aria-label="Run result">
      <h2>
        Scenario {report.scenario} (seed {report.seed})
      </h2>
      <p className="muted">
        {report.virtualSeconds}s simulated in {wallMs} ms: {m.reconciles} reconciles ({m.reconcileErrors} errors),{" "}
        {m.apiWrites} API writes.
      </p>
      <h3>Findings ({report.findings.length})</h3>
      {report.findings.length === 0 ? (
        <p className="lab-clean">No findings in this scenario.</p>
      ) : (
        <ul className="lab-findings">
          {report.findings.map((f, i) => (
            <li key={i}>
              <strong>{f.kind}</strong> {f.object}{" "}
              {f.file && f.line ? (
                <button type="button" className="link" onClick={() => onLine(f.file!, f.line!)}>
                  {f.file}:{f.line}
                </button>
              ) : null}
              <br />
              {f.message}
            </li>
          ))}
        </ul>
      )}
      <h3>Objects at the end</h3>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Name</th>
              <th scope="col">RV</th>
              <th scope="col">Gen</th>
              <th scope="col">Owner</th>
              <th scope="col">Finalizers</th>
            </tr>
          </thead>
          <tbody>
            {report.objects.map((o, i) => {
              const md = o.metadata as {
                name?: string;
                namespace?: string;
                resourceVersion?: string;
                generation?: number;
                ownerReferences?: Array<{ kind: string; name: string }>;
                finalizers?: string[];
                deletionTimestamp?: string;
              };
              return (
                <tr key={i}>
                  <td>{o.kind}</td>
                  <td>
                    {md.namespace ? `${md.namespace}/` : ""}
                    {md.name}
                    {md.deletionTimestamp ? " (terminating)" : ""}
                  </td>
                  <td>{md.resourceVersion}</td>
                  <td>{md.generation ?? ""}</td>
                  <td>{(md.ownerReferences ?? []).map((r) => `${r.kind}/${r.name}`).join(", ")}</td>
                  <td>{(md.finalizers ?? []).join(", ")}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>Last log lines</h3>
      <ol className="lab-logs">
        {report.logs.slice(-12).map((l, i) => (
          <li key={i}>
            <code>
              {l.t.toFixed(3)}s {l.level} {l.msg}
              {l.values ? ` ${JSON.stringify(l.values)}` : ""}
            </code>
          </li>
        ))}
      </ol>
    </section>
  );
}
