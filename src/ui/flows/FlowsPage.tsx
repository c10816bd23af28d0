/**
 * FlowsPage: Flows 18–20 as numbered narrations with their failure tables. The animated
 * player computed live by the engine (ROADMAP.md) will mount here; until then the page says so.
 */
import { Link } from "wouter";
import { loadFlows } from "../content";
import { useAsync } from "../content/useAsync";
import { HtmlBlock } from "../markdown";
import { usePageTitle } from "../app/usePageTitle";
import { NotFound } from "../app/NotFound";
import type { RenderedFlow } from "../../content";
import { EngineRun } from "./EngineRun";

export function FlowsPage({ id }: { id?: string }) {
  const state = useAsync(loadFlows, "flows");
  const flows = state.status === "ready" ? state.value : [];
  const flow = id ? flows.find((f) => f.id === id) : undefined;
  usePageTitle(flow ? `Flow ${flow.number}: ${flow.title}` : "Flows");
  if (state.status === "loading") return <p className="loading">Loading…</p>;
  if (id && !flow) return <NotFound what="flow" />;
  return (
    <div className="page narrow flows">
      <p className="coming-soon" role="note">
        <strong>Coming next:</strong> an animated player that computes each flow live in the simulated control plane,
        step by step, with its failure variants one click away. For now, each flow is its narration.
      </p>
      {flow ? <FlowView flow={flow} /> : <FlowList flows={flows} />}
    </div>
  );
}

function FlowList({ flows }: { flows: RenderedFlow[] }) {
  return (
    <>
      <h1>Flows</h1>
      <ul className="card-list">
        {flows.map((f) => (
          <li key={f.id}>
            <h2>
              <Link href={`/flows/${f.id}`}>
                Flow {f.number}: {f.title}
              </Link>
            </h2>
            <HtmlBlock html={f.settingHtml} />
            <p className="muted">
              {f.steps.length} steps · {f.failures.length} ways it can fail · {f.variants.length} variants
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function FlowView({ flow }: { flow: RenderedFlow }) {
  const names = new Map(flow.participants.map((p) => [p.id, p.name]));
  return (
    <article aria-labelledby="flow-title">
      <p>
        <Link href="/flows">All flows</Link>
      </p>
      <h1 id="flow-title">
        Flow {flow.number}: {flow.title}
      </h1>
      <HtmlBlock html={flow.settingHtml} />
      <EngineRun scenario={flow.scenario} />
      <h2>Participants</h2>
      <ul className="participants">
        {flow.participants.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
      <h2>Steps</h2>
      <ol className="flow-steps">
        {flow.steps.map((s) => (
          <li key={s.n} value={s.n} className="flow-step">
            <p className="flow-step-head">
              <span className="flow-actor">{names.get(s.actor) ?? s.actor}</span> <strong>{s.title}</strong>
            </p>
            <HtmlBlock html={s.html} />
            {s.asidesHtml.length > 0 && (
              <ul className="flow-asides">
                {s.asidesHtml.map((a, i) => (
                  <li key={i}>
                    <HtmlBlock html={a} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {flow.failures.length > 0 && (
        <>
          <h2>Where this can fail</h2>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Failures">
            <table className="flow-failures">
              <thead>
                <tr>
                  <th scope="col">Symptom</th>
                  <th scope="col">Cause</th>
                  <th scope="col">Where to look</th>
                </tr>
              </thead>
              <tbody>
                {flow.failures.map((f, i) => (
                  <tr key={i}>
                    <td dangerouslySetInnerHTML={{ __html: f.symptomHtml }} />
                    <td dangerouslySetInnerHTML={{ __html: f.causeHtml }} />
                    <td dangerouslySetInnerHTML={{ __html: f.whereToLookHtml }} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {flow.variants.length > 0 && (
        <>
          <h2>Failure variants the player will run</h2>
          <ul>
            {flow.variants.map((v) => (
              <li key={v.id}>
                <strong>{v.title}.</strong> <HtmlBlock html={v.descriptionHtml} />
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
