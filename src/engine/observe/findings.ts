import type { KubeObject } from "../api/object";
import { parseTime } from "../api/time";
import type { TraceEvent } from "../sim/trace";
import type { Site } from "../reconcile/types";
import "./events";

import type { FindingKind } from "./kinds";
export { FINDING_KINDS, type FindingKind } from "./kinds";

/** Finding is one problem the lab proves from the trace, with the line it comes from when known. */
export interface Finding {
  kind: FindingKind;
  object: string;
  message: string;
  file?: string;
  line?: number;
}

/** Thresholds tune when a pattern becomes a finding (defaults catch the lessons' bugs only). */
export interface Thresholds {
  /** HotLoop: this many writes of one object by its own controller within hotLoopWindowMs */
  hotLoopWrites: number;
  hotLoopWindowMs: number;
  /** PerpetualRequeue: this many Requeue/RequeueAfter outcomes of one key after the world is quiet */
  perpetualRequeues: number;
  /** StuckTerminating: deletionTimestamp at least this old at the end */
  stuckTerminatingMs: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  hotLoopWrites: 6,
  hotLoopWindowMs: 10_000,
  perpetualRequeues: 2,
  stuckTerminatingMs: 30_000,
};

/** FindingsInput is the trace plus the world at the end. */
export interface FindingsInput {
  trace: readonly TraceEvent[];
  /** objects in the API server at the end */
  objects: readonly KubeObject[];
  /** external database names at the end */
  external?: readonly string[];
  endMs: number;
  /** quietAfterMs: when the last outside input happened plus settling time */
  quietAfterMs?: number;
  /** forKinds maps a controller name to the kind it reconciles ("app" → "App") */
  forKinds?: Readonly<Record<string, string>>;
  thresholds?: Partial<Thresholds>;
}

/** ORDER ranks the kinds in a report (the most severe first); the Record type makes the
 * compiler demand a rank for every kind FINDING_KINDS gains. */
const ORDER: Record<FindingKind, number> = {
  Panic: 0,
  StepBudgetExceeded: 1,
  HotLoop: 2,
  PerpetualRequeue: 3,
  DuplicateChildren: 4,
  MissingOwnerReference: 5,
  OrphanedObject: 6,
  LeakedExternalResource: 7,
  StuckTerminating: 8,
  SwallowedError: 9,
  ResultWithError: 10,
  DeprecatedRequeue: 11,
  NoOpWrite: 12,
  StatefulReconciler: 13,
};

interface ReconcileInfo {
  controller: string;
  key: string;
}

function objKey(o: { metadata: { namespace?: string; name?: string } }): string {
  return o.metadata.namespace ? `${o.metadata.namespace}/${o.metadata.name ?? ""}` : (o.metadata.name ?? "");
}

function withSite(f: Finding, site: Site | undefined): Finding {
  return site ? { ...f, file: site.file, line: site.line } : f;
}

/**
 * computeFindings derives LAB-CONTRACT §3's findings from a trace and the final world. It only
 * reads plain data, so the same trace always gives the same findings, in a fixed order.
 */
export function computeFindings(input: FindingsInput): Finding[] {
  const th = { ...DEFAULT_THRESHOLDS, ...input.thresholds };
  const out: Finding[] = [];
  const seen = new Set<string>();
  const add = (f: Finding) => {
    const id = `${f.kind}|${f.object}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push(f);
  };
  const forKind = (controller: string) =>
    input.forKinds?.[controller] ?? controller.charAt(0).toUpperCase() + controller.slice(1);
  const ownerName = (r: ReconcileInfo) => `${forKind(r.controller)} ${r.key}`;

  const reconciles = new Map<number, ReconcileInfo>();
  let current: ReconcileInfo | undefined;
  /** writes of the reconciled object itself by its controller: owner → times */
  const selfWrites = new Map<string, { times: number[]; site?: Site }>();
  /** objects created by a reconcile: "Kind ns/name" → creator */
  const created = new Map<string, { owner: ReconcileInfo; kind: string; key: string; site?: Site }>();
  const requeuesAfterQuiet = new Map<string, { n: number; site?: Site }>();
  const noop = new Map<string, Site | undefined>();
  const externalOwner = new Map<string, ReconcileInfo>();
  const quiet = input.quietAfterMs ?? 0;
  /** the first failed request of each reconcile (SwallowedError points at it) */
  const failedSite = new Map<number, Site | undefined>();
  /** the last ADDED watch event: a create's stored name (generateName creates report the prefix) */
  let lastAdded: { kind: string; namespace?: string; name: string } | undefined;

  for (const e of input.trace) {
    switch (e.type) {
      case "watch.event":
        lastAdded = e.eventType === "ADDED" ? { kind: e.kind, namespace: e.namespace, name: e.name } : undefined;
        break;
      case "reconcile.start":
        current = { controller: e.controller, key: e.key };
        reconciles.set(e.reconcileID, current);
        break;
      case "api.request": {
        if (e.reconcileID === undefined) break;
        const r = reconciles.get(e.reconcileID);
        if (!r) break;
        if (e.verb === "get" || e.verb === "list" || e.verb === "watch") {
          if (e.code >= 400 && e.reason !== "NotFound" && !failedSite.has(e.reconcileID))
            failedSite.set(e.reconcileID, e.site);
          break;
        }
        const ok = e.code >= 200 && e.code < 300;
        if (!ok && e.reason !== "NotFound" && e.reason !== "AlreadyExists" && !failedSite.has(e.reconcileID))
          failedSite.set(e.reconcileID, e.site);
        const name =
          e.verb === "create" && ok && lastAdded?.kind === e.kind && lastAdded.namespace === e.namespace
            ? lastAdded.name
            : (e.name ?? "");
        const key = e.namespace ? `${e.namespace}/${name}` : name;
        if (ok && e.noop) {
          const id = `${e.kind} ${key}`;
          if (!noop.has(id)) noop.set(id, e.site);
        }
        if (ok && !e.noop && e.kind === forKind(r.controller) && key === r.key && e.verb !== "delete") {
          const w = selfWrites.get(ownerName(r)) ?? { times: [] };
          w.times.push(e.t);
          w.site ??= e.site;
          selfWrites.set(ownerName(r), w);
        }
        if (ok && e.verb === "create" && e.kind !== forKind(r.controller)) {
          created.set(`${e.kind} ${key}`, { owner: r, kind: e.kind, key, ...(e.site ? { site: e.site } : {}) });
        }
        break;
      }
      case "external.ensure":
        if (current && !externalOwner.has(e.key)) externalOwner.set(e.key, current);
        break;
      case "reconcile.end": {
        const r = { controller: e.controller, key: e.key };
        const name = ownerName(r);
        if ((e.outcome === "requeue" || e.outcome === "requeue_after") && e.t >= quiet) {
          const q = requeuesAfterQuiet.get(name) ?? { n: 0 };
          q.n++;
          q.site ??= e.site;
          requeuesAfterQuiet.set(name, q);
        }
        if (e.requeue) {
          add(
            withSite(
              {
                kind: "DeprecatedRequeue",
                object: name,
                message:
                  "Reconcile returned Result{Requeue: true}; Requeue is deprecated since controller-runtime v0.21. Return an error to retry with backoff, or RequeueAfter for a timed re-check; when watches cover the change, return nothing.",
              },
              e.site,
            ),
          );
        }
        if (e.outcome === "success" && !e.requeue && !e.requeueAfterMs && e.failedCalls > 0) {
          add(
            withSite(
              {
                kind: "SwallowedError",
                object: name,
                message: `A reconcile saw ${e.failedCalls} failed API call(s) and still returned success without a requeue, so the failure was dropped: return the error (a Conflict means "your copy is stale", and backoff reruns against a fresher read).`,
              },
              e.site,
            ),
          );
        }
        break;
      }
      case "reconcile.warning":
        add(
          withSite(
            {
              kind: "ResultWithError",
              object: ownerName(e),
              message:
                "Reconcile returned both a non-zero Result (Requeue/RequeueAfter) and an error; the Result is ignored when the error is non-nil, and the error's rate-limited backoff applies.",
            },
            e.site,
          ),
        );
        break;
      case "reconcile.panic":
        add(
          withSite(
            {
              kind: "Panic",
              object: ownerName(e),
              message: `Reconcile panicked (${e.value}); the manager recovered it as "panic: ${e.value} [recovered]" and requeued with backoff.`,
            },
            e.site,
          ),
        );
        break;
      case "reconcile.stepBudget":
        add(
          withSite(
            {
              kind: "StepBudgetExceeded",
              object: ownerName(e),
              message: `Reconcile ran past its step budget (${e.steps} steps) and was stopped: look for a loop that never ends.`,
            },
            e.site,
          ),
        );
        break;
      case "reconcile.stateWrite":
        add(
          withSite(
            {
              kind: "StatefulReconciler",
              object: ownerName(e),
              message: `Reconcile wrote the reconciler field ${e.field}; that state dies with the process and lies after a restart or failover. Keep state in the object's status or derive it again.`,
            },
            e.site,
          ),
        );
        break;
      default:
        break;
    }
  }

  for (const [name, w] of selfWrites) {
    const t = w.times;
    for (let i = 0, j = 0; j < t.length; j++) {
      while ((t[j] as number) - (t[i] as number) > th.hotLoopWindowMs) i++;
      if (j - i + 1 >= th.hotLoopWrites) {
        add(
          withSite(
            {
              kind: "HotLoop",
              object: name,
              message: `The controller wrote ${name} ${j - i + 1} times within ${th.hotLoopWindowMs / 1000}s; each write is a watch event that re-queues the same object. Write status only when it changed (DeepEqual) and never stamp always-changing values.`,
            },
            w.site,
          ),
        );
        break;
      }
    }
  }
  for (const [name, q] of requeuesAfterQuiet) {
    if (q.n >= th.perpetualRequeues) {
      add(
        withSite(
          {
            kind: "PerpetualRequeue",
            object: name,
            message: `${name} was requeued ${q.n} more time(s) after the world went quiet; watches already bring every real change, so drop Requeue/RequeueAfter unless you poll something outside the cluster.`,
          },
          q.site,
        ),
      );
    }
  }

  const live = new Map<string, KubeObject>();
  for (const o of input.objects) live.set(`${o.kind} ${objKey(o)}`, o);
  const liveOwners = new Set<string>();
  for (const o of input.objects) liveOwners.add(`${o.kind} ${objKey(o)}`);

  /** children that still exist, per owner and kind: all of them, those without a controller ref, those outliving the owner */
  const perOwner = new Map<
    string,
    { owner: string; kind: string; names: string[]; unowned: string[]; orphaned: string[]; site?: Site }
  >();
  for (const [id, c] of created) {
    const obj = live.get(id);
    if (!obj) continue;
    const owner = ownerName(c.owner);
    const k = `${owner}|${c.kind}`;
    const p = perOwner.get(k) ?? { owner, kind: c.kind, names: [], unowned: [], orphaned: [] };
    p.names.push(c.key);
    p.site ??= c.site;
    if (!obj.metadata.ownerReferences?.some((r) => r.controller === true)) p.unowned.push(c.key);
    if (!liveOwners.has(owner)) p.orphaned.push(c.key);
    perOwner.set(k, p);
  }
  const list = (names: string[]) =>
    `${names.slice(0, 3).join(", ")}${names.length > 3 ? `, and ${names.length - 3} more` : ""}`;
  for (const p of perOwner.values()) {
    p.names.sort();
    p.unowned.sort();
    p.orphaned.sort();
    if (p.names.length > 1) {
      add(
        withSite(
          {
            kind: "DuplicateChildren",
            object: p.owner,
            message: `${p.owner} ended up with ${p.names.length} ${p.kind}s (${list(p.names)}); a replayed reconcile created another instead of finding the first. Use a deterministic name and get-or-create.`,
          },
          p.site,
        ),
      );
    }
    if (p.unowned.length > 0) {
      const first = `${p.kind} ${p.unowned[0]}`;
      add(
        withSite(
          {
            kind: "MissingOwnerReference",
            object: first,
            message: `${p.unowned.length === 1 ? first : `${p.unowned.length} ${p.kind}s (${list(p.unowned)})`} created for ${p.owner} without a controller owner reference: the garbage collector will never delete ${p.unowned.length === 1 ? "it" : "them"} with the owner, and Owns() cannot map ${p.unowned.length === 1 ? "its" : "their"} events back. Call controllerutil.SetControllerReference before Create.`,
          },
          p.site,
        ),
      );
    }
    if (p.orphaned.length > 0) {
      const first = `${p.kind} ${p.orphaned[0]}`;
      add(
        withSite(
          {
            kind: "OrphanedObject",
            object: first,
            message: `${p.orphaned.length === 1 ? first : `${p.orphaned.length} ${p.kind}s (${list(p.orphaned)})`} outlived ${p.owner}, the owner ${p.orphaned.length === 1 ? "it was" : "they were"} created for.`,
          },
          p.site,
        ),
      );
    }
  }

  for (const name of input.external ?? []) {
    const owner = externalOwner.get(name);
    const ownerId = owner ? ownerName(owner) : undefined;
    if (ownerId && liveOwners.has(ownerId)) continue;
    if (!ownerId && [...liveOwners].some((o) => o.endsWith(` ${name}`))) continue;
    add({
      kind: "LeakedExternalResource",
      object: ownerId ?? name,
      message: `The external database ${name} outlives its owner; nothing is left to clean it up. Persist a finalizer before provisioning, and delete the database before removing the finalizer.`,
    });
  }

  for (const o of input.objects) {
    const dt = o.metadata.deletionTimestamp;
    if (!dt) continue;
    const since = parseTime(dt);
    if (!Number.isNaN(since) && input.endMs - since >= th.stuckTerminatingMs) {
      const fs = o.metadata.finalizers ?? [];
      add({
        kind: "StuckTerminating",
        object: `${o.kind} ${objKey(o)}`,
        message: `${o.kind} ${objKey(o)} has been terminating for ${Math.round((input.endMs - since) / 1000)}s, held by finalizer(s) ${fs.join(", ") || "(none)"}: the deletion branch must remove its finalizer and Update once cleanup succeeded.`,
      });
    }
  }

  for (const [id, site] of noop) {
    add(
      withSite(
        {
          kind: "NoOpWrite",
          object: id,
          message: `A write sent ${id} back unchanged (same resourceVersion, no watch event): it cost an API call for nothing. Compare with equality.Semantic.DeepEqual first.`,
        },
        site,
      ),
    );
  }

  return out.sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || (a.object < b.object ? -1 : a.object > b.object ? 1 : 0));
}
