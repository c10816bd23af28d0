/**
 * FlowsPage: the list of flows, and one flow played by the flow player. The route is
 * `/flows/:id`; the hash query after the id (`?variant=…&pos=…`) belongs to the player.
 */
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { loadFlows } from "../content";
import { useAsync } from "../content/useAsync";
import { HtmlBlock } from "../markdown";
import { usePageTitle } from "../app/usePageTitle";
import { NotFound } from "../app/NotFound";
import type { RenderedFlow } from "../../content";

const FlowStage = lazy(() => import("./FlowStage").then((m) => ({ default: m.FlowStage })));

export function FlowsPage({ id: rawId }: { id?: string }) {
  const id = rawId?.replace(/\?.*$/, "");
  const state = useAsync(loadFlows, "flows");
  const flows = state.status === "ready" ? state.value : [];
  const flow = id ? flows.find((f) => f.id === id) : undefined;
  usePageTitle(flow ? `Flow ${flow.number}: ${flow.title}` : "Flows");
  if (state.status === "loading") return <p className="loading">Loading…</p>;
  if (id && !flow) return <NotFound what="flow" />;
  return flow ? (
    <div className="page flows flow-page">
      <FlowView key={flow.id} flow={flow} />
    </div>
  ) : (
    <div className="page narrow flows">
      <FlowList flows={flows} />
    </div>
  );
}

function FlowList({ flows }: { flows: RenderedFlow[] }) {
  return (
    <>
      <h1>Flows</h1>
      <p>
        Each flow is a scenario the simulated control plane computes in your browser. Play it, pause it, step back and
        forth, and open any message or object to see what lies behind it.
      </p>
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
  return (
    <article aria-labelledby="flow-title">
      <p className="flow-crumbs">
        <Link href="/flows">All flows</Link>
      </p>
      <h1 id="flow-title">
        Flow {flow.number}: {flow.title}
      </h1>
      <details className="flow-setting">
        <summary>The setting</summary>
        <HtmlBlock html={flow.settingHtml} />
      </details>
      <Suspense fallback={<p className="loading">Loading the player…</p>}>
        <FlowStage flow={flow} />
      </Suspense>
      {flow.failures.length > 0 && (
        <section className="flow-failures-section" aria-labelledby="flow-failures-title">
          <h2 id="flow-failures-title">Where this can fail</h2>
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
        </section>
      )}
    </article>
  );
}
