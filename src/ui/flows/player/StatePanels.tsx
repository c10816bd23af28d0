/**
 * StatePanels: the world at the current frame, from the keyframe the worker sent. API objects,
 * each manager's cache (and what it has not seen yet), workqueue, workers, and the Lease with
 * each candidate's own view of when it expires. Every item is a button that opens its details.
 */
import type { FlowState } from "../../../worker";
import type { KubeObject } from "../../../engine";
import { formatNumber } from "../../app/formatNumber";

export type Inspectable = { title: string; json: unknown };

interface Props {
  state: FlowState;
  t: number;
  onInspect: (item: Inspectable) => void;
}

type Queue = {
  ready: Array<{ key: string; priority?: number }>;
  waiting: Array<{ key: string; readyAt: number; priority?: number }>;
  processing: string[];
  /** the full lengths when the worker trimmed the lists (see FrameLimits) */
  readyCount?: number;
  waitingCount?: number;
  processingCount?: number;
};

const secs = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const MAX_ITEMS = 12;

function Item({
  label,
  title,
  json,
  onInspect,
  className,
}: {
  label: React.ReactNode;
  title: string;
  json: unknown;
  onInspect: Props["onInspect"];
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`flow-item${className ? ` ${className}` : ""}`}
      onClick={() => onInspect({ title, json })}
    >
      {label}
    </button>
  );
}

function conditionsOf(o: KubeObject): Array<{ type: string; status: string; reason?: string }> {
  const st = (o as unknown as { status?: { conditions?: Array<{ type: string; status: string; reason?: string }> } })
    .status;
  return Array.isArray(st?.conditions) ? st.conditions : [];
}

function ObjectsPanel({ state, onInspect }: Props) {
  const shown = state.objects.filter((o) => o.kind !== "Pod").slice(0, MAX_ITEMS);
  return (
    <section className="flow-panel" aria-labelledby="panel-objects">
      <h3 id="panel-objects">API objects</h3>
      {shown.length === 0 && <p className="muted">None stored yet.</p>}
      <ul className="flow-objects">
        {shown.map((o) => {
          const m = o.metadata;
          const owner = m.ownerReferences?.find((r) => r.controller) ?? m.ownerReferences?.[0];
          const observed = (o as unknown as { status?: { observedGeneration?: number } }).status?.observedGeneration;
          const conds = conditionsOf(o);
          return (
            <li key={`${o.kind}/${m.namespace ?? ""}/${m.name}`}>
              <Item
                title={`${o.kind} ${m.namespace ? `${m.namespace}/` : ""}${m.name} at resourceVersion ${m.resourceVersion}`}
                json={o}
                onInspect={onInspect}
                label={
                  <>
                    <span className="flow-obj-name">
                      <strong>{o.kind}</strong> {m.name}
                    </span>
                    <span className="flow-fields">
                      <span>rv {m.resourceVersion}</span>
                      {m.generation !== undefined && <span>gen {m.generation}</span>}
                      {observed !== undefined && (
                        <span className={observed === m.generation ? "" : "flow-warn"}>observed {observed}</span>
                      )}
                      {owner && (
                        <span>
                          owner {owner.kind}/{owner.name}
                          {owner.controller ? " ★" : ""}
                        </span>
                      )}
                      {(m.finalizers?.length ?? 0) > 0 && <span>finalizers {m.finalizers?.join(", ")}</span>}
                      {m.deletionTimestamp && <span className="flow-warn">deleting since {m.deletionTimestamp}</span>}
                      {conds.map((c) => (
                        <span key={c.type} className={c.status === "True" ? "flow-ok" : "flow-warn"}>
                          {c.type}={c.status}
                        </span>
                      ))}
                    </span>
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
      {state.objectCount > shown.length && (
        <p className="muted">
          {shown.length} of {formatNumber(state.objectCount)} objects shown.
        </p>
      )}
    </section>
  );
}

function CachePanel({ state, onInspect }: Props) {
  const procs = state.view.processes;
  const unseen = state.unseen;
  return (
    <section className="flow-panel" aria-labelledby="panel-cache">
      <h3 id="panel-cache">Cache</h3>
      {procs.map((p) => (
        <div key={p.replica} className="flow-proc">
          {procs.length > 1 && <p className="flow-proc-name">{p.replica}</p>}
          {(p.cache?.kinds.length ?? 0) === 0 ? (
            <p className="muted">{p.nodeDead ? "Process gone." : "No informers started."}</p>
          ) : (
            <ul className="flow-chips">
              {p.cache?.kinds.map((k) => (
                <li key={k.kind}>
                  <Item
                    title={`${p.replica} informer for ${k.kind}`}
                    json={k}
                    onInspect={onInspect}
                    className={k.synced ? "flow-ok" : "flow-warn"}
                    label={`${k.kind}: ${formatNumber(k.items)} ${k.synced ? "✓ synced" : "… syncing"}`}
                  />
                </li>
              ))}
            </ul>
          )}
          {p.cache && p.cache.bytes > 0 && <p className="muted">{(p.cache.bytes / 1024).toFixed(1)} KiB held</p>}
        </div>
      ))}
      <h4>Not seen yet</h4>
      {!unseen || unseen.count === 0 ? (
        <p className="muted">Every stored change has reached the cache.</p>
      ) : (
        <ul className="flow-chips">
          {unseen.items.map((u) => (
            <li key={`${u.informer}/${u.key}`}>
              <Item
                title={`${u.informer} has not seen ${u.key} at rv ${u.storedRV}`}
                json={u}
                onInspect={onInspect}
                className="flow-warn"
                label={`${u.informer.replace(/^mgr-\w+\//, "")} ${u.key}: stored rv ${u.storedRV}${u.deleted ? " (deleted)" : ""}, cached ${u.cachedRV ?? "—"}`}
              />
            </li>
          ))}
          {unseen.count > unseen.items.length && (
            <li className="muted">and {formatNumber(unseen.count - unseen.items.length)} more</li>
          )}
        </ul>
      )}
    </section>
  );
}

function QueuePanel({ state, t, onInspect }: Props) {
  const leaders = state.view.processes.filter((p) => p.controllers?.some((c) => c.queue));
  const fails = new Map((state.failures ?? []).map((f) => [f.key, f.requeues]));
  return (
    <section className="flow-panel" aria-labelledby="panel-queue">
      <h3 id="panel-queue">Workqueue</h3>
      {leaders.length === 0 && <p className="muted">No controller is running.</p>}
      {leaders.map((p) =>
        p.controllers?.map((c) => {
          const q = c.queue as Queue | undefined;
          if (!q) return null;
          const list = (
            label: string,
            keys: Array<{ key: string; extra?: string; json: unknown }>,
            total: number | undefined,
            cls: string,
          ) => (
            <div className="flow-qrow">
              <span className="flow-qlabel">
                {label} <span className="muted">({formatNumber(total ?? keys.length)})</span>
              </span>
              <ul className="flow-chips">
                {keys.slice(0, MAX_ITEMS).map((k) => (
                  <li key={k.key}>
                    <Item
                      title={`${label} item ${k.key} in ${p.replica}'s ${c.name} queue`}
                      json={k.json}
                      onInspect={onInspect}
                      className={cls}
                      label={`${k.key}${k.extra ?? ""}${fails.has(k.key) ? ` ✗${fails.get(k.key)}` : ""}`}
                    />
                  </li>
                ))}
                {(total ?? keys.length) > Math.min(keys.length, MAX_ITEMS) && (
                  <li className="muted">+{formatNumber((total ?? keys.length) - Math.min(keys.length, MAX_ITEMS))}</li>
                )}
              </ul>
            </div>
          );
          return (
            <div key={`${p.replica}/${c.name}`} className="flow-proc">
              {leaders.length > 1 && <p className="flow-proc-name">{p.replica}</p>}
              {list(
                "ready",
                q.ready.map((r) => ({ key: r.key, json: { ...r, state: "ready", failures: fails.get(r.key) ?? 0 } })),
                q.readyCount,
                "flow-q-ready",
              )}
              {list(
                "waiting",
                q.waiting.map((w) => ({
                  key: w.key,
                  extra: ` due ${secs(w.readyAt)} (in ${secs(Math.max(0, w.readyAt - t))})`,
                  json: { ...w, state: "waiting", failures: fails.get(w.key) ?? 0 },
                })),
                q.waitingCount,
                "flow-q-waiting",
              )}
              {list(
                "processing",
                q.processing.map((k) => ({
                  key: k,
                  json: { key: k, state: "processing", failures: fails.get(k) ?? 0 },
                })),
                q.processingCount,
                "flow-q-processing",
              )}
              {fails.size > 0 && (
                <p className="flow-warn">Failures: {[...fails].map(([k, n]) => `${k} ×${n}`).join(", ")}</p>
              )}
            </div>
          );
        }),
      )}
    </section>
  );
}

function WorkersPanel({ state, onInspect }: Props) {
  const procs = state.view.processes.filter((p) => p.controllers && p.controllers.length > 0);
  return (
    <section className="flow-panel" aria-labelledby="panel-workers">
      <h3 id="panel-workers">Workers</h3>
      {procs.map((p) =>
        p.controllers?.map((c) => {
          const q = c.queue as Queue | undefined;
          const busy = q?.processing ?? [];
          const busyCount = q?.processingCount ?? busy.length;
          return (
            <div key={`${p.replica}/${c.name}`} className="flow-proc">
              <p className="flow-proc-name">
                {p.replica} · {c.name}:{" "}
                {q ? `${Math.max(c.activeWorkers, busyCount)} of ${c.workers} busy` : "not started"}
              </p>
              {q && (
                <ul className="flow-workers">
                  {Array.from({ length: Math.min(c.workers, 16) }, (_, i) => {
                    const key = busy[i];
                    return (
                      <li key={i}>
                        <Item
                          title={`worker ${i + 1} of ${p.replica}'s ${c.name} controller`}
                          json={{ worker: i + 1, reconciling: key ?? null }}
                          onInspect={onInspect}
                          className={key ? "flow-busy" : "flow-idle"}
                          label={key ? `#${i + 1} ${key}` : `#${i + 1} idle`}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          );
        }),
      )}
    </section>
  );
}

function LeasePanel({ state, t, onInspect }: Props) {
  const procs = state.view.processes.filter((p) => p.lease);
  if (procs.length === 0) return null;
  const leaseObj = state.objects.find((o) => o.kind === "Lease");
  const spec = (
    leaseObj as unknown as
      { spec?: { holderIdentity?: string; renewTime?: string; leaseTransitions?: number } } | undefined
  )?.spec;
  const nameOf = (identity: string | undefined) =>
    state.view.processes.find((p) => p.identity === identity)?.replica ?? identity ?? "nobody";
  const span = 15_000;
  return (
    <section className="flow-panel flow-lease" aria-labelledby="panel-lease">
      <h3 id="panel-lease">Lease</h3>
      {leaseObj && (
        <Item
          title="The Lease object"
          json={leaseObj}
          onInspect={onInspect}
          label={
            <>
              holder <strong>{nameOf(spec?.holderIdentity)}</strong>
              {spec?.renewTime && <> · renewed {spec.renewTime}</>}
              {spec?.leaseTransitions !== undefined && <> · {spec.leaseTransitions} transitions</>}
            </>
          }
        />
      )}
      <ul className="flow-lease-views">
        {procs.map((p) => {
          const l = p.lease as NonNullable<typeof p.lease>;
          const left = l.expiresAt - t;
          const pct = Math.max(0, Math.min(100, (left / span) * 100));
          return (
            <li key={p.replica}>
              <Item
                title={`${p.replica}'s view of the Lease`}
                json={l}
                onInspect={onInspect}
                label={
                  <>
                    <span>
                      <strong>{p.replica}</strong> {p.nodeDead ? "(dead) " : ""}sees {nameOf(l.holder)} holding; expires{" "}
                      {left > 0 ? `in ${secs(left)}` : `${secs(-left)} ago`} (at {secs(l.expiresAt)})
                    </span>
                    <span className="flow-bar" aria-hidden="true">
                      <span style={{ width: `${pct}%` }} className={left > 0 ? "" : "expired"} />
                    </span>
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function StatePanels(props: Props) {
  return (
    <div className="flow-panels">
      <LeasePanel {...props} />
      <ObjectsPanel {...props} />
      <CachePanel {...props} />
      <QueuePanel {...props} />
      <WorkersPanel {...props} />
    </div>
  );
}
