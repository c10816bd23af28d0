/**
 * DetailsDialog: what lies behind anything the learner clicks. For a trace event: the event,
 * the request that caused it (a watch event's write) and the diff that write made to the object;
 * for a panel item: its JSON. A native <dialog>, so focus stays inside and Escape closes it.
 */
import { useEffect, useRef } from "react";
import type { FlowDetails } from "../../../worker";
import { diff } from "./diff";

export type DetailsContent =
  | { kind: "event"; details: FlowDetails }
  | { kind: "item"; title: string; json: unknown }
  | { kind: "loading"; title: string };

const json = (v: unknown) => JSON.stringify(v, null, 2);

function EventBody({ d }: { d: FlowDetails }) {
  const changes = d.before || d.after ? diff(d.before, d.after) : [];
  return (
    <>
      {(d.before || d.after) && (
        <>
          <h3>
            What the write changed{" "}
            <span className="muted">
              ({d.before ? `rv ${d.before.metadata.resourceVersion}` : "nothing"} →{" "}
              {d.after ? `rv ${d.after.metadata.resourceVersion}` : "gone"})
            </span>
          </h3>
          {changes.length === 0 ? (
            <p className="muted">No field changed (a no-op write sends no event).</p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-label="Changed fields">
              <table className="flow-diff">
                <thead>
                  <tr>
                    <th scope="col">field</th>
                    <th scope="col">before</th>
                    <th scope="col">after</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((c) => (
                    <tr key={c.path}>
                      <td>
                        <code>{c.path}</code>
                      </td>
                      <td className="flow-del">{c.before ?? "—"}</td>
                      <td className="flow-add">{c.after ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {d.after && (
            <details>
              <summary>The object after the write</summary>
              <pre className="flow-json">{json(d.after)}</pre>
            </details>
          )}
        </>
      )}
      {d.cause && (
        <>
          <h3>The request that caused it</h3>
          <pre className="flow-json">{json(d.cause)}</pre>
        </>
      )}
      <h3>The event</h3>
      <pre className="flow-json">{json(d.event)}</pre>
    </>
  );
}

export function DetailsDialog({ content, onClose }: { content: DetailsContent | undefined; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (content && !d.open) d.showModal();
    if (!content && d.open) d.close();
  }, [content]);
  const title =
    content?.kind === "event"
      ? `${content.details.event.type} · event ${content.details.event.seq + 1}`
      : (content?.title ?? "");
  return (
    <dialog ref={ref} className="flow-details" aria-labelledby="flow-details-title" onClose={onClose}>
      <div className="flow-details-head">
        <h2 id="flow-details-title">{title}</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="flow-details-body">
        {content?.kind === "event" && <EventBody d={content.details} />}
        {content?.kind === "item" && <pre className="flow-json">{json(content.json)}</pre>}
        {content?.kind === "loading" && <p className="loading">Loading…</p>}
      </div>
    </dialog>
  );
}
