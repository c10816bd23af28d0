/**
 * AuditLog: the API requests of the run, newest first, as an audit log shows them: time, who,
 * verb, object, answer, and the line of the learner's code that sent it.
 * The table's columns have fixed widths (table-layout: fixed, see live.css): a frame that adds
 * rows at the top then lays out the new rows, not every cell of the log again to size columns
 * (at 20x that relayout was most of a frame's main-thread time). While the run plays, only the
 * newest SHOWN_PLAYING entries are drawn (rows shift down on every frame, and each one drawn is
 * painted again): a frame's paint stays bounded however fast the run goes; paused, the log shows
 * SHOWN entries to scroll through.
 */
import { memo, useState } from "react";
import type { LiveAudit } from "../../../worker";
import { LineLink } from "./LineLink";
import { objectName, secs, who } from "./format";

export const SHOWN = 120;
export const SHOWN_PLAYING = 40;
type Filter = "writes" | "code" | "all";
const WRITES = new Set(["create", "update", "patch", "delete"]);

export const AuditLog = memo(function AuditLog({
  audit,
  playing = false,
  onGotoLine,
}: {
  audit: LiveAudit[];
  /** playing: the run is playing (fewer rows drawn, see above) */
  playing?: boolean;
  onGotoLine?: (file: string, line: number) => void;
}) {
  const [filter, setFilter] = useState<Filter>("writes");
  const rows = audit
    .filter((a) => (filter === "all" ? true : filter === "code" ? !!a.site : WRITES.has(a.verb)))
    .slice(-(playing ? SHOWN_PLAYING : SHOWN))
    .reverse();
  return (
    <section className="live-panel live-audit" aria-labelledby="live-audit-h">
      <h3 id="live-audit-h">Audit log</h3>
      <label>
        Show{" "}
        <select value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          <option value="writes">writes</option>
          <option value="code">requests from your code</option>
          <option value="all">every request</option>
        </select>
      </label>
      <div className="table-scroll live-audit-scroll" tabIndex={0} role="region" aria-label="Audit log entries">
        <table className="live-audit-table">
          <colgroup>
            <col className="c-t" />
            <col />
            <col />
            <col />
            <col className="c-code" />
            <col className="c-line" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">t</th>
              <th scope="col">Who</th>
              <th scope="col">Verb</th>
              <th scope="col">Object</th>
              <th scope="col">Code</th>
              <th scope="col">Line</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => {
              const verb = `${a.verb}${a.subresource ? `/${a.subresource}` : ""}${a.noop ? " (no-op)" : ""}`;
              const answer = a.reason ? `${a.code} ${a.reason}` : String(a.code);
              return (
                <tr key={a.seq} className={a.code >= 400 ? "failed" : undefined}>
                  <td>{secs(a.t)}</td>
                  <td title={who(a.user)}>{who(a.user)}</td>
                  <td title={verb}>{verb}</td>
                  <td title={`${a.kind} ${objectName(a.namespace, a.name)}`}>
                    {a.kind} <code>{objectName(a.namespace, a.name)}</code>
                  </td>
                  <td title={answer}>{answer}</td>
                  <td>{a.site ? <LineLink site={a.site} onGotoLine={onGotoLine} /> : ""}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p className="muted">Nothing yet.</p>}
    </section>
  );
});
