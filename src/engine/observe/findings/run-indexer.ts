/**
 * RunIndexer builds a RunIndex event by event: `take` each event of RUN_INDEX_TYPES in trace
 * order (as a run emits them, or from a recorded trace), then `index` with the world at the end.
 * A run that only prints a report feeds it live and keeps no trace (World `record: "report"`);
 * indexRun feeds it a whole recorded trace. Both give the same index.
 *
 * What an event means is settled when it is taken, except what depends on when the world went
 * quiet (requeue wake-ups and requeues after quiet): the quiet time is only known at the end (an
 * input acted later moves it), so the reconcile.end events at or after a lower bound of it
 * (`quietAtLeast`) are kept and counted by `index`.
 */
import type { TraceEvent, TraceEventOf } from "../../sim/trace";
import type { Site } from "../../reconcile/types";
import { LiveObjects } from "./live-objects";
import type { OwnedChildren, Retries, RunIndex, Wakeups } from "./run-index";
import { DEFAULT_THRESHOLDS, type FindingsInput } from "./types";

/** ReconcileInfo is what a reconcile ran for, with its owner's name and the For kind worked out
 * once (one object per controller and key, shared by that key's reconciles). */
interface ReconcileInfo {
  controller: string;
  key: string;
  /** the reconciled object as "Kind ns/name" */
  owner: string;
  /** the controller's For kind */
  forKind: string;
  /** selfWrites: the owner's entry in `selfWrites`, once this info has written it (no lookup per write) */
  selfWrites: { times: number[]; site?: Site } | undefined;
}

/** Created is a child a reconcile created (a successful create of another kind than its own). */
interface Created {
  owner: ReconcileInfo;
  kind: string;
  key: string;
  site?: Site;
  chosenName: boolean;
  onWake: boolean;
}

export interface RunIndexerOptions {
  /** forKind names the kind a controller reconciles, once it is known (undefined: guessed from its name) */
  forKind: (controller: string) => string | undefined;
  /** quietAtLeast: the earliest the world can be quiet (the quiet time `index` is given is no earlier) */
  quietAtLeast: number;
}

export class RunIndexer {
  private readonly forKinds = new Map<string, string>();
  /** one ReconcileInfo per controller and key (a run reconciles each key many times) */
  private readonly infos = new Map<string, Map<string, ReconcileInfo>>();
  private readonly ends: TraceEventOf<"reconcile.end">[] = [];
  private readonly warnings: TraceEventOf<"reconcile.warning">[] = [];
  private readonly panics: TraceEventOf<"reconcile.panic">[] = [];
  private readonly stepBudgets: TraceEventOf<"reconcile.stepBudget">[] = [];
  private readonly stateWrites: TraceEventOf<"reconcile.stateWrite">[] = [];
  private readonly selfWrites = new Map<string, { times: number[]; site?: Site }>();
  private readonly noop = new Map<string, Site | undefined>();
  private readonly externalOwner = new Map<string, string>();
  private readonly externalCreated = new Map<string, Site>();
  private readonly releasedWithExternal = new Map<string, Site | undefined>();
  private readonly retries = new Map<string, Retries>();
  /** reconcile.end events at or after quietAtLeast, in order (index counts those after quiet) */
  private readonly late: TraceEventOf<"reconcile.end">[] = [];

  /** reconciles by reconcileID (a run numbers them 1, 2, 3…: an array, not a map) */
  private readonly reconciles: Array<ReconcileInfo | undefined> = [];
  private current: ReconcileInfo | undefined;
  /** objects created by a reconcile: "Kind ns/name" → creator */
  private readonly created = new Map<string, Created>();
  /** keys whose delayed requeue became ready (queue → keys), and the reconciles that woke from one */
  private readonly readyKeys = new Map<string, Set<string>>();
  private readonly wakeReconciles = new Map<number, { created: boolean }>();
  /** reconciles that deleted a child, or tried to (an object of another kind than the For kind) */
  private readonly childDeletes = new Set<number>();
  /** the last ADDED watch event: a create's stored name (generateName creates report the prefix) */
  private lastAdded: { kind: string; namespace?: string; name: string } | undefined;
  /** the last DELETED watch event: an update that removed the last finalizer deletes in the request */
  private lastDeleted: string | undefined;
  /** external resources that exist now, as the trace goes */
  private readonly externalNow = new Set<string>();
  /** external resources whose creating call has been seen (its site is kept, later ones are not) */
  private readonly createdOnce = new Set<string>();

  constructor(private readonly opts: RunIndexerOptions) {}

  private forKind(controller: string): string {
    let k = this.forKinds.get(controller);
    if (k === undefined)
      this.forKinds.set(
        controller,
        (k = this.opts.forKind(controller) ?? controller.charAt(0).toUpperCase() + controller.slice(1)),
      );
    return k;
  }

  private infoOf(controller: string, key: string): ReconcileInfo {
    let byKey = this.infos.get(controller);
    if (!byKey) this.infos.set(controller, (byKey = new Map()));
    let info = byKey.get(key);
    if (!info) {
      const kind = this.forKind(controller);
      byKey.set(key, (info = { controller, key, owner: `${kind} ${key}`, forKind: kind, selfWrites: undefined }));
    }
    return info;
  }

  /** take reads one event (events of other types than RUN_INDEX_TYPES are ignored). */
  take(e: TraceEvent): void {
    switch (e.type) {
      case "watch.event":
        this.lastAdded = e.eventType === "ADDED" ? { kind: e.kind, namespace: e.namespace, name: e.name } : undefined;
        this.lastDeleted =
          e.eventType === "DELETED" ? `${e.kind} ${e.namespace ? `${e.namespace}/${e.name}` : e.name}` : undefined;
        break;
      case "queue.ready": {
        let keys = this.readyKeys.get(e.queue);
        if (!keys) this.readyKeys.set(e.queue, (keys = new Set()));
        keys.add(e.key);
        break;
      }
      case "reconcile.start":
        this.current = this.infoOf(e.controller, e.key);
        this.reconciles[e.reconcileID] = this.current;
        if (this.readyKeys.get(e.controller)?.delete(e.key)) this.wakeReconciles.set(e.reconcileID, { created: false });
        break;
      case "api.request":
        this.request(e);
        break;
      case "external.ensure":
        if (this.current && !this.externalOwner.has(e.key)) this.externalOwner.set(e.key, this.current.owner);
        // The call that created it wins over earlier idempotent ones that found it there.
        if (e.site && !this.createdOnce.has(e.key) && (!e.existed || !this.externalCreated.has(e.key)))
          this.externalCreated.set(e.key, e.site);
        if (!e.existed) this.createdOnce.add(e.key);
        this.externalNow.add(e.key);
        break;
      case "external.delete":
        this.externalNow.delete(e.key);
        break;
      case "reconcile.end":
        if (e.requeue || e.failedCalls > 0) this.ends.push(e);
        // its reconcile.start named it (a trace cut before that start did not)
        this.retry((this.reconciles[e.reconcileID] ?? this.infoOf(e.controller, e.key)).owner, e);
        if (e.t >= this.opts.quietAtLeast) this.late.push(e);
        break;
      case "reconcile.warning":
        this.warnings.push(e);
        break;
      case "reconcile.panic":
        this.panics.push(e);
        break;
      case "reconcile.stepBudget":
        this.stepBudgets.push(e);
        break;
      case "reconcile.stateWrite":
        this.stateWrites.push(e);
        break;
      default:
        break;
    }
  }

  /** request reads a write a reconcile made (reads and built-ins' requests say nothing here). */
  private request(e: TraceEventOf<"api.request">): void {
    if (e.reconcileID === undefined) return;
    const r = this.reconciles[e.reconcileID];
    if (!r || e.verb === "get" || e.verb === "list" || e.verb === "watch") return;
    const ok = e.code >= 200 && e.code < 300;
    const added = this.lastAdded;
    const name =
      e.verb === "create" && ok && added?.kind === e.kind && added.namespace === e.namespace
        ? added.name
        : (e.name ?? "");
    const key = e.namespace ? `${e.namespace}/${name}` : name;
    if (
      ok &&
      this.lastDeleted !== undefined &&
      (e.verb === "update" || e.verb === "patch") &&
      this.lastDeleted === `${e.kind} ${key}`
    )
      this.release(this.lastDeleted, e.site);
    if (ok && e.noop) {
      const id = `${e.kind} ${key}`;
      if (!this.noop.has(id)) this.noop.set(id, e.site);
    }
    if (ok && !e.noop && e.kind === r.forKind && key === r.key && e.verb !== "delete") {
      let w = r.selfWrites;
      if (!w) {
        // two controllers of one kind name the same owner: their infos share its entry
        w = this.selfWrites.get(r.owner);
        if (!w) this.selfWrites.set(r.owner, (w = { times: [] }));
        r.selfWrites = w;
      }
      w.times.push(e.t);
      w.site ??= e.site;
    }
    // Creating or deleting a child, even an attempt the server refused (a delete that meets a
    // stale cache's 404), is work a schedule does; a poll's wake-up attempts none (a chaos
    // controller stops its Pod on time and starts another).
    if ((e.verb === "create" || e.verb === "delete") && e.kind !== r.forKind && e.kind !== "Event") {
      const wake = this.wakeReconciles.get(e.reconcileID);
      if (wake) wake.created = true;
      if (e.verb === "delete") this.childDeletes.add(e.reconcileID);
    }
    // An Event an EventRecorder posts is a record about the object, not a child it owns.
    if (ok && e.verb === "create" && e.kind !== r.forKind && e.kind !== "Event") {
      const wake = this.wakeReconciles.get(e.reconcileID);
      this.created.set(`${e.kind} ${key}`, {
        owner: r,
        kind: e.kind,
        key,
        ...(e.site ? { site: e.site } : {}),
        chosenName: e.name === name,
        onWake: wake !== undefined,
      });
    }
  }

  /** release records that a controller's write deleted `owner` (its last finalizer removed)
   * while an external resource the owner provisioned still existed. */
  private release(owner: string, site: Site | undefined): void {
    if (this.releasedWithExternal.has(owner)) return;
    for (const [name, o] of this.externalOwner)
      if (o === owner && this.externalNow.has(name)) {
        this.releasedWithExternal.set(owner, site);
        return;
      }
  }

  /** retry keeps each key's latest run of reconciles failing with one and the same error. */
  private retry(owner: string, e: TraceEventOf<"reconcile.end">): void {
    const prev = this.retries.get(owner);
    if (e.outcome !== "error" || e.error === undefined) {
      if (prev) prev.last = false;
      return;
    }
    if (prev && prev.last && prev.error === e.error) prev.n++;
    else this.retries.set(owner, { error: e.error, n: 1, last: true, ...(e.site ? { site: e.site } : {}) });
  }

  /**
   * index returns the RunIndex of the events taken so far and the world at the end (`input`; its
   * trace is not read). It may be called again after more events: each call counts afresh what
   * depends on the quiet time and on the final objects.
   */
  index(input: FindingsInput): RunIndex {
    const quiet = input.quietAfterMs ?? 0;
    if (quiet < this.opts.quietAtLeast)
      throw new Error(`RunIndexer: quiet time ${quiet} ms is before its lower bound ${this.opts.quietAtLeast} ms`);
    const wakeups = new Map<string, Wakeups>();
    const requeuesAfterQuiet = new Map<string, { n: number; site?: Site }>();
    for (const e of this.late) {
      if (e.t < quiet) continue;
      const name = this.infoOf(e.controller, e.key).owner;
      noteWakeup(wakeups, e, this.wakeReconciles.get(e.reconcileID), this.childDeletes.has(e.reconcileID), name);
      if (e.outcome === "requeue" || e.outcome === "requeue_after") {
        let q = requeuesAfterQuiet.get(name);
        if (!q) requeuesAfterQuiet.set(name, (q = { n: 0 }));
        q.n++;
        q.site ??= e.site;
      }
    }
    const liveObjects = new LiveObjects(input.objects);
    return {
      input,
      th: { ...DEFAULT_THRESHOLDS, ...input.thresholds },
      ownerName: (r) => this.infoOf(r.controller, r.key).owner,
      ends: this.ends,
      warnings: this.warnings,
      panics: this.panics,
      stepBudgets: this.stepBudgets,
      stateWrites: this.stateWrites,
      selfWrites: this.selfWrites,
      requeuesAfterQuiet,
      noop: this.noop,
      externalOwner: this.externalOwner,
      externalCreated: this.externalCreated,
      releasedWithExternal: this.releasedWithExternal,
      liveObjects,
      children: this.children(liveObjects),
      wakeups,
      retries: this.retries,
    };
  }

  /** children groups the created children still alive at the end, per owner and kind. */
  private children(live: LiveObjects): OwnedChildren[] {
    // per owner, the groups of each kind (usually one): no "owner|kind" text built and hashed
    // per child; `out` keeps the order in which each (owner, kind) was first met
    const perOwner = new Map<string, OwnedChildren[]>();
    const out: OwnedChildren[] = [];
    for (const c of this.created.values()) {
      const obj = live.get(c.kind, c.key);
      if (!obj) continue;
      const owner = c.owner.owner;
      let groups = perOwner.get(owner);
      if (!groups) perOwner.set(owner, (groups = []));
      let p = groups.find((g) => g.kind === c.kind);
      if (!p) {
        p = { owner, kind: c.kind, names: [], unowned: [], orphaned: [], scheduled: true };
        groups.push(p);
        out.push(p);
      }
      if (!c.chosenName || (p.names.length > 0 && !c.onWake)) p.scheduled = false;
      p.names.push(c.key);
      p.site ??= c.site;
      if (!obj.metadata.ownerReferences?.some((r) => r.controller === true)) p.unowned.push(c.key);
      // the owner's own kind and key find it without naming it again (has(owner) settles a miss)
      if (!live.get(c.owner.forKind, c.owner.key) && !live.has(owner)) p.orphaned.push(c.key);
    }
    for (const p of out) {
      p.names.sort();
      p.unowned.sort();
      p.orphaned.sort();
    }
    return out;
  }
}

/** noteWakeup counts a key's requeue wake-up after quiet, and whether it created nothing. */
function noteWakeup(
  wakeups: Map<string, Wakeups>,
  e: TraceEventOf<"reconcile.end">,
  wake: { created: boolean } | undefined,
  deletedChild: boolean,
  owner: string,
): void {
  let w = wakeups.get(owner);
  if (!w) wakeups.set(owner, (w = { n: 0, idle: 0, plainRequeues: 0 }));
  // Requeue: true right after stopping a child is "start the next one now" (deprecated, a finding of its
  // own), not a poll; after a create it still is one (an eager creator's Requeue loop).
  if (e.outcome === "requeue" && !deletedChild) w.plainRequeues++;
  if (wake) {
    w.n++;
    if (!wake.created) w.idle++;
  }
}
