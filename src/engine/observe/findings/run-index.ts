/** RunIndex: the one pass over a run's trace and final objects that every detector reads. */
import type { KubeObject } from "../../api/object";
import type { TraceEventOf } from "../../sim/trace";
import type { Site } from "../../reconcile/types";
import { objKey } from "./format";
import { DEFAULT_THRESHOLDS, type FindingsInput, type Thresholds } from "./types";

/** OwnedChildren: the children of one kind an owner's reconciles created that still exist at the end. */
export interface OwnedChildren {
  /** the owner as "Kind ns/name" */
  owner: string;
  kind: string;
  /** every such child, sorted */
  names: string[];
  /** those without a controller owner reference, sorted */
  unowned: string[];
  /** those that outlived the owner, sorted */
  orphaned: string[];
  /** where the first of them was created */
  site?: Site;
}

/** RunIndex is the run seen per reconcile, per key and per object; detectors only read it. */
export interface RunIndex {
  input: FindingsInput;
  th: Thresholds;
  /** ownerName names a reconcile's object as "Kind ns/name" */
  ownerName(e: { controller: string; key: string }): string;
  /** the controller-side events detectors report on, in trace order */
  ends: TraceEventOf<"reconcile.end">[];
  warnings: TraceEventOf<"reconcile.warning">[];
  panics: TraceEventOf<"reconcile.panic">[];
  stepBudgets: TraceEventOf<"reconcile.stepBudget">[];
  stateWrites: TraceEventOf<"reconcile.stateWrite">[];
  /** writes of a reconciled object by its own controller: owner → times, first site */
  selfWrites: Map<string, { times: number[]; site?: Site }>;
  /** Requeue/RequeueAfter outcomes after the world went quiet: owner → count, first site */
  requeuesAfterQuiet: Map<string, { n: number; site?: Site }>;
  /** writes the API server answered without a change: "Kind ns/name" → first site */
  noop: Map<string, Site | undefined>;
  /** external resources: name → the owner whose reconcile first ensured it */
  externalOwner: Map<string, string>;
  /** every object at the end, as "Kind ns/name" */
  liveObjects: Set<string>;
  /** per owner and child kind, in order of the first creation */
  children: OwnedChildren[];
}

interface ReconcileInfo {
  controller: string;
  key: string;
}

/** indexRun walks the trace once, then the final objects once, and builds the RunIndex. */
export function indexRun(input: FindingsInput): RunIndex {
  const forKind = (controller: string) =>
    input.forKinds?.[controller] ?? controller.charAt(0).toUpperCase() + controller.slice(1);
  const ownerName = (r: ReconcileInfo) => `${forKind(r.controller)} ${r.key}`;
  const quiet = input.quietAfterMs ?? 0;
  const ix: RunIndex = {
    input,
    th: { ...DEFAULT_THRESHOLDS, ...input.thresholds },
    ownerName,
    ends: [],
    warnings: [],
    panics: [],
    stepBudgets: [],
    stateWrites: [],
    selfWrites: new Map(),
    requeuesAfterQuiet: new Map(),
    noop: new Map(),
    externalOwner: new Map(),
    liveObjects: new Set(),
    children: [],
  };

  const reconciles = new Map<number, ReconcileInfo>();
  let current: ReconcileInfo | undefined;
  /** objects created by a reconcile: "Kind ns/name" → creator */
  const created = new Map<string, { owner: ReconcileInfo; kind: string; key: string; site?: Site }>();
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
        if (!r || e.verb === "get" || e.verb === "list" || e.verb === "watch") break;
        const ok = e.code >= 200 && e.code < 300;
        const name =
          e.verb === "create" && ok && lastAdded?.kind === e.kind && lastAdded.namespace === e.namespace
            ? lastAdded.name
            : (e.name ?? "");
        const key = e.namespace ? `${e.namespace}/${name}` : name;
        if (ok && e.noop) {
          const id = `${e.kind} ${key}`;
          if (!ix.noop.has(id)) ix.noop.set(id, e.site);
        }
        if (ok && !e.noop && e.kind === forKind(r.controller) && key === r.key && e.verb !== "delete") {
          const w = ix.selfWrites.get(ownerName(r)) ?? { times: [] };
          w.times.push(e.t);
          w.site ??= e.site;
          ix.selfWrites.set(ownerName(r), w);
        }
        if (ok && e.verb === "create" && e.kind !== forKind(r.controller)) {
          created.set(`${e.kind} ${key}`, { owner: r, kind: e.kind, key, ...(e.site ? { site: e.site } : {}) });
        }
        break;
      }
      case "external.ensure":
        if (current && !ix.externalOwner.has(e.key)) ix.externalOwner.set(e.key, ownerName(current));
        break;
      case "reconcile.end": {
        ix.ends.push(e);
        if ((e.outcome === "requeue" || e.outcome === "requeue_after") && e.t >= quiet) {
          const name = ownerName(e);
          const q = ix.requeuesAfterQuiet.get(name) ?? { n: 0 };
          q.n++;
          q.site ??= e.site;
          ix.requeuesAfterQuiet.set(name, q);
        }
        break;
      }
      case "reconcile.warning":
        ix.warnings.push(e);
        break;
      case "reconcile.panic":
        ix.panics.push(e);
        break;
      case "reconcile.stepBudget":
        ix.stepBudgets.push(e);
        break;
      case "reconcile.stateWrite":
        ix.stateWrites.push(e);
        break;
      default:
        break;
    }
  }

  const live = new Map<string, KubeObject>();
  for (const o of input.objects) {
    live.set(`${o.kind} ${objKey(o)}`, o);
    ix.liveObjects.add(`${o.kind} ${objKey(o)}`);
  }
  const perOwner = new Map<string, OwnedChildren>();
  for (const [id, c] of created) {
    const obj = live.get(id);
    if (!obj) continue;
    const owner = ownerName(c.owner);
    const k = `${owner}|${c.kind}`;
    const p = perOwner.get(k) ?? { owner, kind: c.kind, names: [], unowned: [], orphaned: [] };
    p.names.push(c.key);
    p.site ??= c.site;
    if (!obj.metadata.ownerReferences?.some((r) => r.controller === true)) p.unowned.push(c.key);
    if (!ix.liveObjects.has(owner)) p.orphaned.push(c.key);
    perOwner.set(k, p);
  }
  for (const p of perOwner.values()) {
    p.names.sort();
    p.unowned.sort();
    p.orphaned.sort();
    ix.children.push(p);
  }
  return ix;
}
