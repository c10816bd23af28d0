/**
 * EngineRun runs a flow's scenario in the engine worker and shows what the simulated control
 * plane computed: virtual time, requests by verb, reconciles, findings, and the first trace
 * events. It is the seed of the flow player: nothing here is scripted.
 */
import { useState } from "react";
import type { RunSummary } from "../../worker";

type State =
  | { status: "idle" }
  | { status: "running" }
  | { status: "done"; summary: RunSummary }
  | { status: "error"; message: string };

export function EngineRun({ scenario }: { scenario: string }) {
  const [state, setState] = useState<State>({ status: "idle" });
  const start = async () => {
    setState({ status: "running" });
    try {
      const { engine } = await import("../../worker");
      setState({ status: "done", summary: await engine().run(scenario, "correct") });
    } catch (e) {
      setState({ status: "error", message: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <section className="engine-run" aria-labelledby="engine-run-title">
      <h2 id="engine-run-title">Compute it in the engine</h2>
      <p>
        Run this flow&apos;s scenario (<code>{scenario}</code>) in the simulated control plane, in a background worker,
        with a correct reconciler.
      </p>
      <button type="button" onClick={() => void start()} disabled={state.status === "running"}>
        {state.status === "running" ? "Computing…" : state.status === "done" ? "Run again" : "Run the scenario"}
      </button>
      <div aria-live="polite">
        {state.status === "error" && <p role="alert">The engine could not run this scenario: {state.message}</p>}
        {state.status === "done" && <Summary s={state.summary} />}
      </div>
    </section>
  );
}

function Summary({ s }: { s: RunSummary }) {
  const verbs = Object.entries(s.apiRequestsByVerb).sort((a, b) => b[1] - a[1]);
  return (
    <div className="engine-summary">
      <p className="engine-figures">
        <span>
          <strong>{s.virtualSeconds.toLocaleString()}</strong> virtual seconds
        </span>
        <span>
          <strong>{s.totalEvents.toLocaleString()}</strong> trace events
        </span>
        <span>
          <strong>{s.reconciles.toLocaleString()}</strong> reconciles
        </span>
        <span>
          <strong>{s.objects.toLocaleString()}</strong> objects at the end
        </span>
        <span>
          computed in <strong>{s.wallMs.toLocaleString()}</strong> ms
        </span>
      </p>
      <p>
        API requests: {verbs.map(([v, n]) => `${v} ${n.toLocaleString()}`).join(" · ") || "none"}.{" "}
        {s.findings.length === 0
          ? "No findings: the reconciler stayed quiet and correct."
          : `${s.findings.length} findings.`}
      </p>
      {s.findings.length > 0 && (
        <ul>
          {s.findings.map((f, i) => (
            <li key={i}>
              <code>{f.kind}</code> {f.object}: {f.message}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>The first {s.events.length} trace events</summary>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Trace events">
          <table className="trace-table">
            <thead>
              <tr>
                <th scope="col">t (ms)</th>
                <th scope="col">event</th>
                <th scope="col">details</th>
              </tr>
            </thead>
            <tbody>
              {s.events.map((e) => {
                const { t, seq, type, ...rest } = e as unknown as { t: number; seq: number; type: string } & Record<
                  string,
                  unknown
                >;
                return (
                  <tr key={seq}>
                    <td>{t}</td>
                    <td>
                      <code>{type}</code>
                    </td>
                    <td className="trace-details">{JSON.stringify(rest)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
