/**
 * ObjectsTable: every stored object with the fields a controller author checks (resourceVersion,
 * generation, owner, finalizers, deletionTimestamp, status), and per object the diff of each
 * write it received, with who sent it and from which line.
 */
import { Fragment, memo, useState } from "react";
import type { LiveAudit, LiveObject } from "../../../worker";
import { objectKey } from "./useLiveRun";
import { LineLink } from "./LineLink";
import { objectName, secs, who } from "./format";
import { countOf } from "../../app/countOf";

export const ObjectsTable = memo(function ObjectsTable({
  objects,
  total,
  writes,
  onGotoLine,
}: {
  objects: LiveObject[];
  total: number;
  writes: Map<string, LiveAudit[]>;
  onGotoLine?: (file: string, line: number) => void;
}) {
  const [open, setOpen] = useState<string | undefined>();
  return (
    <section className="live-panel live-objects" aria-labelledby="live-objects-h">
      <h3 id="live-objects-h">
        Objects <span className="muted">({total})</span>
      </h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Objects">
        <table>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Name</th>
              <th scope="col">RV</th>
              <th scope="col">Gen</th>
              <th scope="col">Owner</th>
              <th scope="col">Finalizers</th>
              <th scope="col">Deleting since</th>
              <th scope="col">Status</th>
              <th scope="col">Writes</th>
            </tr>
          </thead>
          <tbody>
            {objects.map((o) => {
              const k = objectKey(o.kind, o.namespace, o.name);
              const list = writes.get(k) ?? [];
              const isOpen = open === k;
              return (
                <Fragment key={o.uid || k}>
                  <tr className={o.deletionTimestamp ? "deleting" : undefined}>
                    <td>{o.kind}</td>
                    <td>
                      <code>{objectName(o.namespace, o.name)}</code>
                    </td>
                    <td>{o.resourceVersion}</td>
                    <td>{o.generation ?? ""}</td>
                    <td>{o.owner ?? <span className="muted">none</span>}</td>
                    <td>{o.finalizers.join(", ")}</td>
                    <td>{o.deletionTimestamp ?? ""}</td>
                    <td>{o.status}</td>
                    <td>
                      <button
                        type="button"
                        className="link"
                        aria-expanded={isOpen}
                        aria-label={`${countOf(o.writes, "write")} to ${o.kind} ${o.name}: show the diffs`}
                        onClick={() => setOpen(isOpen ? undefined : k)}
                      >
                        {o.writes}
                      </button>
                    </td>
                  </tr>
                  {isOpen && (
                    <tr className="live-diff-row">
                      <td colSpan={9}>
                        <WriteList list={list} onGotoLine={onGotoLine} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {objects.length < total && <p className="muted">Showing the first {objects.length} objects.</p>}
    </section>
  );
});

function WriteList({ list, onGotoLine }: { list: LiveAudit[]; onGotoLine?: (file: string, line: number) => void }) {
  if (!list.length) return <p className="muted">No write seen yet in this run.</p>;
  return (
    <ol className="live-writes" reversed>
      {[...list].reverse().map((w) => (
        <li key={w.seq}>
          <p>
            <strong>{secs(w.t)}</strong> {who(w.user)} {w.verb}
            {w.subresource ? `/${w.subresource}` : ""}
            {w.site && (
              <>
                {" "}
                from <LineLink site={w.site} onGotoLine={onGotoLine} />
              </>
            )}
          </p>
          <ul className="live-changes">
            {(w.changes ?? []).map((c) => (
              <li key={c.path}>
                <code>{c.path}</code>: {c.before !== undefined && <del>{c.before}</del>}
                {c.before !== undefined && c.after !== undefined && " → "}
                {c.after !== undefined && <ins>{c.after}</ins>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
