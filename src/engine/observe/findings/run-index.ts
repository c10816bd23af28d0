/** RunIndex: the one pass over a run's trace and final objects that every detector reads. */
import type { TraceEventOf } from "../../sim/trace";
import type { Site } from "../../reconcile/types";
import { LiveObjects } from "./live-objects";
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
  /** every one was given a name the controller chose, and all but the first were made on a
   * RequeueAfter wake-up: one child per scheduled time (a CronJob's Jobs), not a duplicate */
  scheduled: boolean;
}

/** Wakeups: the reconciles of one key that its own requeue timer started, after the world went quiet. */
export interface Wakeups {
  /** wake-ups that ended after quiet */
  n: number;
  /** of them, those that created or deleted no child (work a schedule-driven controller would have done) */
  idle: number;
  /** Requeue: true outcomes after quiet, but for one right after deleting a child (a poll; never a schedule) */
  plainRequeues: number;
}

/** Retries: the key's last run of reconciles that failed with one and the same error. */
export interface Retries {
  error: string;
  /** consecutive error outcomes with that error */
  n: number;
  /** whether the key's last reconcile in the run was one of them */
  last: boolean;
  site?: Site;
}

/** RunIndex is the run seen per reconcile, per key and per object; detectors only read it. */
export interface RunIndex {
  input: FindingsInput;
  th: Thresholds;
  /** ownerName names a reconcile's object as "Kind ns/name" */
  ownerName(e: { controller: string; key: string }): string;
  /** the controller-side events detectors report on, in trace order; of the reconcile.end events
   * only those that returned Requeue: true or saw failed calls (no other is a finding's evidence,
   * and a run of 20,000 Apps has over 100,000) */
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
  /** external resources: name → where the call that created it was made (the first ensure that
   * found it missing, else the first ensure) */
  externalCreated: Map<string, Site>;
  /** owners a controller released while their external resource still existed: "Kind ns/name" →
   * the site of its write that removed the last finalizer (the API server deleted the owner in it) */
  releasedWithExternal: Map<string, Site | undefined>;
  /** the objects at the end, by kind and "ns/name" */
  liveObjects: LiveObjects;
  /** per owner and child kind, in order of the first creation */
  children: OwnedChildren[];
  /** requeue wake-ups per owner (PerpetualRequeue stays silent when each one did work) */
  wakeups: Map<string, Wakeups>;
  /** per owner, its latest run of identical errors (EndlessRetry) */
  retries: Map<string, Retries>;
}

/** ReconcileInfo is what a reconcile ran for, with its owner's name and the For kind worked out
 * once (one object per controller and key, shared by that key's reconciles). */
interface ReconcileInfo {
  controller: string;
  key: string;
  /** the reconciled object as "Kind ns/name" */
  owner: string;
  /** the controller's For kind */
  forKind: string;
}

/** RUN_INDEX_TYPES: the event types indexRun reads (a trace given without the others gives the same index). */
export const RUN_INDEX_TYPES: ReadonlySet<string> = new Set([
  "watch.event",
  "queue.ready",
  "reconcile.start",
  "api.request",
  "external.ensure",
  "external.delete",
  "reconcile.end",
  "reconcile.warning",
  "reconcile.panic",
  "reconcile.stepBudget",
  "reconcile.stateWrite",
]);

/** indexRun walks the trace once, then the final objects once, and builds the RunIndex. */
export function indexRun(input: FindingsInput): RunIndex {
  const forKinds = new Map<string, string>();
  const forKind = (controller: string): string => {
    let k = forKinds.get(controller);
    if (k === undefined)
      forKinds.set(
        controller,
        (k = input.forKinds?.[controller] ?? controller.charAt(0).toUpperCase() + controller.slice(1)),
      );
    return k;
  };
  // One ReconcileInfo per controller and key, its owner named once: a run reconciles each key
  // many times, and the trace hands back the same key strings (their hashes cached), so a lookup
  // beats a new string and a new object per reconcile.
  const infos = new Map<string, Map<string, ReconcileInfo>>();
  const infoOf = (controller: string, key: string): ReconcileInfo => {
    let byKey = infos.get(controller);
    if (!byKey) infos.set(controller, (byKey = new Map()));
    let info = byKey.get(key);
    if (!info) {
      const kind = forKind(controller);
      byKey.set(key, (info = { controller, key, owner: `${kind} ${key}`, forKind: kind }));
    }
    return info;
  };
  const ownerName = (r: { controller: string; key: string }): string => infoOf(r.controller, r.key).owner;
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
    externalCreated: new Map(),
    releasedWithExternal: new Map(),
    liveObjects: new LiveObjects(input.objects),
    children: [],
    wakeups: new Map(),
    retries: new Map(),
  };

  /** reconciles by reconcileID (a run numbers them 1, 2, 3…: an array, not a map) */
  const reconciles: Array<ReconcileInfo | undefined> = [];
  let current: ReconcileInfo | undefined;
  /** objects created by a reconcile: "Kind ns/name" → creator */
  const created = new Map<
    string,
    { owner: ReconcileInfo; kind: string; key: string; site?: Site; chosenName: boolean; onWake: boolean }
  >();
  /** keys whose delayed requeue became ready (queue → keys), and the reconciles that woke from one */
  const readyKeys = new Map<string, Set<string>>();
  const wakeReconciles = new Map<number, { created: boolean }>();
  /** reconciles that deleted a child, or tried to (an object of another kind than the For kind) */
  const childDeletes = new Set<number>();
  /** the last ADDED watch event: a create's stored name (generateName creates report the prefix) */
  let lastAdded: { kind: string; namespace?: string; name: string } | undefined;
  /** the last DELETED watch event: an update that removed the last finalizer deletes in the request */
  let lastDeleted: string | undefined;
  /** external resources that exist now, as the trace goes */
  const externalNow = new Set<string>();
  /** external resources whose creating call has been seen (its site is kept, later ones are not) */
  const createdOnce = new Set<string>();

  for (const e of input.trace) {
    switch (e.type) {
      case "watch.event":
        lastAdded = e.eventType === "ADDED" ? { kind: e.kind, namespace: e.namespace, name: e.name } : undefined;
        lastDeleted =
          e.eventType === "DELETED" ? `${e.kind} ${e.namespace ? `${e.namespace}/${e.name}` : e.name}` : undefined;
        break;
      case "queue.ready": {
        let keys = readyKeys.get(e.queue);
        if (!keys) readyKeys.set(e.queue, (keys = new Set()));
        keys.add(e.key);
        break;
      }
      case "reconcile.start":
        current = infoOf(e.controller, e.key);
        reconciles[e.reconcileID] = current;
        if (readyKeys.get(e.controller)?.delete(e.key)) wakeReconciles.set(e.reconcileID, { created: false });
        break;
      case "api.request": {
        if (e.reconcileID === undefined) break;
        const r = reconciles[e.reconcileID];
        if (!r || e.verb === "get" || e.verb === "list" || e.verb === "watch") break;
        const ok = e.code >= 200 && e.code < 300;
        const name =
          e.verb === "create" && ok && lastAdded?.kind === e.kind && lastAdded.namespace === e.namespace
            ? lastAdded.name
            : (e.name ?? "");
        const key = e.namespace ? `${e.namespace}/${name}` : name;
        if (
          ok &&
          lastDeleted !== undefined &&
          (e.verb === "update" || e.verb === "patch") &&
          lastDeleted === `${e.kind} ${key}`
        )
          noteRelease(ix, lastDeleted, e.site, externalNow);
        if (ok && e.noop) {
          const id = `${e.kind} ${key}`;
          if (!ix.noop.has(id)) ix.noop.set(id, e.site);
        }
        if (ok && !e.noop && e.kind === r.forKind && key === r.key && e.verb !== "delete") {
          let w = ix.selfWrites.get(r.owner);
          if (!w) ix.selfWrites.set(r.owner, (w = { times: [] }));
          w.times.push(e.t);
          w.site ??= e.site;
        }
        // Creating or deleting a child, even an attempt the server refused (a delete that meets a
        // stale cache's 404), is work a schedule does; a poll's wake-up attempts none (a chaos
        // controller stops its Pod on time and starts another).
        if ((e.verb === "create" || e.verb === "delete") && e.kind !== r.forKind && e.kind !== "Event") {
          const wake = wakeReconciles.get(e.reconcileID);
          if (wake) wake.created = true;
          if (e.verb === "delete") childDeletes.add(e.reconcileID);
        }
        // An Event an EventRecorder posts is a record about the object, not a child it owns.
        if (ok && e.verb === "create" && e.kind !== r.forKind && e.kind !== "Event") {
          const wake = wakeReconciles.get(e.reconcileID);
          created.set(`${e.kind} ${key}`, {
            owner: r,
            kind: e.kind,
            key,
            ...(e.site ? { site: e.site } : {}),
            chosenName: e.name === name,
            onWake: wake !== undefined,
          });
        }
        break;
      }
      case "external.ensure":
        if (current && !ix.externalOwner.has(e.key)) ix.externalOwner.set(e.key, current.owner);
        // The call that created it wins over earlier idempotent ones that found it there.
        if (e.site && !createdOnce.has(e.key) && (!e.existed || !ix.externalCreated.has(e.key)))
          ix.externalCreated.set(e.key, e.site);
        if (!e.existed) createdOnce.add(e.key);
        externalNow.add(e.key);
        break;
      case "external.delete":
        externalNow.delete(e.key);
        break;
      case "reconcile.end": {
        if (e.requeue || e.failedCalls > 0) ix.ends.push(e);
        const name = ownerName(e);
        noteWakeup(ix, name, e, quiet, wakeReconciles.get(e.reconcileID), childDeletes.has(e.reconcileID));
        noteRetry(ix, name, e);
        if ((e.outcome === "requeue" || e.outcome === "requeue_after") && e.t >= quiet) {
          let q = ix.requeuesAfterQuiet.get(name);
          if (!q) ix.requeuesAfterQuiet.set(name, (q = { n: 0 }));
          q.n++;
          q.site ??= e.site;
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

  const perOwner = new Map<string, OwnedChildren>();
  for (const c of created.values()) {
    const obj = ix.liveObjects.get(c.kind, c.key);
    if (!obj) continue;
    const owner = c.owner.owner;
    const k = `${owner}|${c.kind}`;
    const p = perOwner.get(k) ?? { owner, kind: c.kind, names: [], unowned: [], orphaned: [], scheduled: true };
    if (!c.chosenName || (p.names.length > 0 && !c.onWake)) p.scheduled = false;
    p.names.push(c.key);
    p.site ??= c.site;
    if (!obj.metadata.ownerReferences?.some((r) => r.controller === true)) p.unowned.push(c.key);
    // the owner's own kind and key find it without naming it again (has(owner) settles a miss)
    if (!ix.liveObjects.get(c.owner.forKind, c.owner.key) && !ix.liveObjects.has(owner)) p.orphaned.push(c.key);
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

/** noteRelease records that a controller's write deleted `owner` (its last finalizer removed)
 * while an external resource the owner provisioned still existed. */
function noteRelease(ix: RunIndex, owner: string, site: Site | undefined, externalNow: Set<string>): void {
  if (ix.releasedWithExternal.has(owner)) return;
  for (const [name, o] of ix.externalOwner)
    if (o === owner && externalNow.has(name)) {
      ix.releasedWithExternal.set(owner, site);
      return;
    }
}

/** noteWakeup counts a key's requeue wake-ups after quiet, and those that created nothing. */
function noteWakeup(
  ix: RunIndex,
  owner: string,
  e: TraceEventOf<"reconcile.end">,
  quiet: number,
  wake: { created: boolean } | undefined,
  deletedChild: boolean,
): void {
  if (e.t < quiet) return;
  let w = ix.wakeups.get(owner);
  if (!w) ix.wakeups.set(owner, (w = { n: 0, idle: 0, plainRequeues: 0 }));
  // Requeue: true right after stopping a child is "start the next one now" (deprecated, a finding of its
  // own), not a poll; after a create it still is one (an eager creator's Requeue loop).
  if (e.outcome === "requeue" && !deletedChild) w.plainRequeues++;
  if (wake) {
    w.n++;
    if (!wake.created) w.idle++;
  }
}

/** noteRetry keeps each key's latest run of reconciles failing with one and the same error. */
function noteRetry(ix: RunIndex, owner: string, e: TraceEventOf<"reconcile.end">): void {
  const prev = ix.retries.get(owner);
  if (e.outcome !== "error" || e.error === undefined) {
    if (prev) prev.last = false;
    return;
  }
  if (prev && prev.last && prev.error === e.error) prev.n++;
  else ix.retries.set(owner, { error: e.error, n: 1, last: true, ...(e.site ? { site: e.site } : {}) });
}
