/**
 * LiveSession is the lab worker's side of a live run: a steppable lab session (src/lab/session)
 * plus what the page's panels need, produced as LiveFrames. advance() runs one callback or a
 * slice of virtual time and returns a frame with the new trace events turned into audit
 * entries (each write with the diff it made to the stored object and the learner's line),
 * reconciles for the timeline, per-second series, queues, processes, line counts and findings.
 * Pure (no DOM, no wall clock): the same files, scenario, seed and calls give the same frames.
 */
import type { SourceFile } from "../golang";
import { startLabSession, type LiveLabSession, type SessionAction } from "../lab";
import type { LiveDiagnostic } from "../lab";
import type { Scenario } from "../engine";
import type { KubeObject } from "../engine";
import type { TraceEvent } from "../engine";
import { objectChanges, statusSummary } from "./lab-session-diff";
import type {
  LiveAction,
  LiveAudit,
  LiveChange,
  LiveFrame,
  LiveObject,
  LiveQueue,
  LiveReconcile,
  LiveSeries,
  LiveProcess,
} from "./lab-session-types";

/** MAX_AUDIT_PER_FRAME bounds one frame's audit entries (the oldest of a big slice are dropped). */
export const MAX_AUDIT_PER_FRAME = 300;
const MAX_OBJECTS = 200;
/** MAX_STEPS_PER_SLICE bounds the scheduler callbacks one time slice runs. */
export const MAX_STEPS_PER_SLICE = 500;
const WRITES = new Set(["create", "update", "patch", "delete"]);
/** ON_EVENT_TYPES / TAKEN_TYPES: the events onEvent and take read (the others are never rebuilt). */
const ON_EVENT_TYPES: ReadonlySet<string> = new Set(["watch.event", "api.request"]);
const TAKEN_TYPES: ReadonlySet<string> = new Set(["api.request", "reconcile.start", "reconcile.end"]);

const objKey = (kind: string, ns: string | undefined, name: string | undefined) => `${kind}/${ns ?? ""}/${name ?? ""}`;

/** Advance says how far to go: one scheduler callback, or a slice of virtual ms. */
export type Advance = { steps: number } | { ms: number };

export class LiveSession {
  private cursor = 0;
  private readonly last = new Map<string, KubeObject | undefined>();
  private readonly writeCounts = new Map<string, number>();
  private readonly open = new Map<number, LiveReconcile>();
  private readonly perSecond = { reconciles: [] as number[], writes: [] as number[] };
  private pendingAudit: LiveAudit[] = [];
  private pendingReconciles = new Map<number, LiveReconcile>();
  private dropped = 0;
  private lastWatch: { kind: string; namespace?: string | undefined; name: string; rv: string } | undefined;
  private readonly changes = new Map<number, { name: string; changes: LiveChange[] }>();
  private readonly sources: string;

  private constructor(
    readonly lab: LiveLabSession,
    files: SourceFile[],
  ) {
    this.sources = files.map((f) => f.source).join("\n");
    // Every write is diffed against the object as it was after the previous write.
    lab.world.tracer.subscribe((e) => this.onEvent(e));
  }

  /** start compiles the files and builds the world; diagnostics when they do not compile. */
  static start(
    files: SourceFile[],
    scenario: Scenario,
    opts: { seed?: number; budget?: number } = {},
  ): { session?: LiveSession; diagnostics: LiveDiagnostic[] } {
    return LiveSession.open(startLabSession(files, scenario, opts), files);
  }

  /** open wraps a started lab session (Go files, or a whole project's) for the page's frames. */
  static open(
    r: { session?: LiveLabSession; diagnostics: LiveDiagnostic[] },
    files: SourceFile[],
  ): { session?: LiveSession; diagnostics: LiveDiagnostic[] } {
    if (!r.session) return { diagnostics: r.diagnostics };
    const s = new LiveSession(r.session, files);
    // what building the world already did (onEvent reads only watch events and requests)
    for (const e of r.session.world.tracer.iterate(0, ON_EVENT_TYPES)) s.onEvent(e);
    return { session: s, diagnostics: [] };
  }

  /** advance runs one slice and returns the frame after it. */
  advance(how: Advance): LiveFrame {
    if ("steps" in how) {
      for (let i = 0; i < how.steps; i++) if (!this.lab.step()) break;
    } else {
      // A busy world (hundreds of Apps) could take seconds per slice: stop after
      // MAX_STEPS_PER_SLICE callbacks and let the next slice go on from there.
      const target = this.lab.world.now() + Math.max(0, how.ms);
      for (let n = 0; ; n++) {
        const next = this.lab.nextTime();
        if (next === undefined || next > target) {
          this.lab.runUntil(target);
          break;
        }
        if (n >= MAX_STEPS_PER_SLICE || !this.lab.step()) break;
      }
    }
    return this.frame();
  }

  /** act applies a page action now and returns the frame after it. */
  act(a: LiveAction): LiveFrame {
    this.lab.act(this.toStep(a));
    return this.frame();
  }

  private toStep(a: LiveAction): SessionAction {
    const ref = { namespace: a.namespace ?? "default", name: a.name ?? "my-app" };
    switch (a.kind) {
      case "createApp":
        return {
          kind: "create",
          spec: {
            apiVersion: "apps.example.com/v1alpha1",
            kind: "App",
            metadata: ref,
            spec: { image: a.image ?? "nginx:1.27", replicas: a.replicas ?? 2 },
          },
        } as SessionAction;
      case "editApp":
        return {
          kind: "patch",
          spec: {
            kind: "App",
            ...ref,
            merge: { spec: { replicas: a.replicas ?? 3, ...(a.image ? { image: a.image } : {}) } },
          },
        } as SessionAction;
      case "editDeployment":
        return {
          kind: "patch",
          spec: { kind: "Deployment", ...ref, merge: { spec: { replicas: a.replicas ?? 5 } } },
        } as SessionAction;
      case "deleteApp":
        return { kind: "delete", spec: { kind: "App", ...ref } } as SessionAction;
      case "restartController":
        return { kind: "restartController", spec: {} } as SessionAction;
      case "killLeader":
        return { kind: "killLeader", spec: {} } as SessionAction;
      case "concurrentWriter":
        return {
          kind: "conflictingUpdate",
          spec: {
            kind: "App",
            ...ref,
            after: "get",
            by: "kubectl-label",
            merge: { metadata: { labels: { team: "payments" } } },
          },
        } as SessionAction;
      case "crashAfterProvision":
        // Provisioning is the external database when the code uses it, else creating the child.
        return (
          /\.Ensure\(/.test(this.sources)
            ? { kind: "crashAfter", spec: { call: "externaldb.Ensure" } }
            : { kind: "crashAfter", spec: { call: "client.Create", kind: "Deployment" } }
        ) as SessionAction;
    }
  }

  private bump(series: number[], t: number): void {
    const s = Math.floor(t / 1000);
    while (series.length <= s) series.push(0);
    series[s] = (series[s] ?? 0) + 1;
  }

  /**
   * onEvent runs as each event is emitted: a write's diff needs the stored object right then.
   * Everything else is read from the trace at frame time, when the interpreter has added the
   * call site and the reconcile ID to the request events.
   */
  private onEvent(e: TraceEvent): void {
    if (e.type === "watch.event") {
      this.lastWatch = { kind: e.kind, namespace: e.namespace, name: e.name, rv: e.resourceVersion };
      return;
    }
    if (e.type !== "api.request" || !WRITES.has(e.verb) || e.code >= 300 || e.dryRun) return;
    if (e.noop || !e.name) return;
    // A create with generateName names the request "my-app-": the watch event names the object.
    const w = this.lastWatch;
    const name = w && w.kind === e.kind && w.rv === e.resourceVersion ? w.name : e.name;
    const key = objKey(e.kind, e.namespace, name);
    const now = this.lab.world.api.peek(e.kind, e.namespace ? { namespace: e.namespace, name } : { name });
    const copy = now ? (JSON.parse(JSON.stringify(now)) as KubeObject) : undefined;
    this.changes.set(e.seq, { name, changes: objectChanges(this.last.get(key), copy) });
    this.last.set(key, copy);
    this.writeCounts.set(key, (this.writeCounts.get(key) ?? 0) + 1);
  }

  /** collect turns the trace events since the last frame into audit entries and reconciles. */
  private collect(): void {
    const tracer = this.lab.world.tracer;
    const end = tracer.length;
    // Only the events take() reads are rebuilt (requests and reconciles, not the queue's and caches').
    for (const e of tracer.iterate(this.cursor, TAKEN_TYPES)) {
      if (e.seq >= end) break;
      this.take(e);
    }
    this.cursor = end;
  }

  private take(e: TraceEvent): void {
    if (e.type === "api.request") {
      if (e.verb === "watch") return;
      const write = this.changes.get(e.seq);
      this.changes.delete(e.seq);
      const entry: LiveAudit = {
        seq: e.seq,
        t: e.t,
        user: e.client,
        verb: e.verb,
        kind: e.kind,
        ...(e.namespace ? { namespace: e.namespace } : {}),
        ...(write ? { name: write.name } : e.name ? { name: e.name } : {}),
        ...(e.subresource ? { subresource: e.subresource } : {}),
        code: e.code,
        ...(e.reason ? { reason: e.reason } : {}),
        ...(e.noop ? { noop: true } : {}),
        ...(e.reconcileID !== undefined ? { reconcileID: e.reconcileID } : {}),
        ...(e.site ? { site: { file: e.site.file, line: e.site.line } } : {}),
        ...(write ? { changes: write.changes } : {}),
      };
      if (WRITES.has(e.verb) && e.code < 300 && !e.dryRun) this.bump(this.perSecond.writes, e.t);
      this.pendingAudit.push(entry);
      if (this.pendingAudit.length > MAX_AUDIT_PER_FRAME) {
        this.pendingAudit.shift();
        this.dropped++;
      }
      return;
    }
    if (e.type === "reconcile.start") {
      const r: LiveReconcile = {
        id: e.reconcileID,
        manager: e.manager,
        controller: e.controller,
        key: e.key,
        start: e.t,
      };
      this.open.set(r.id, r);
      this.pendingReconciles.set(r.id, r);
      this.bump(this.perSecond.reconciles, e.t);
      return;
    }
    if (e.type === "reconcile.end") {
      const r = this.open.get(e.reconcileID) ?? {
        id: e.reconcileID,
        manager: e.manager,
        controller: e.controller,
        key: e.key,
        start: e.t - e.durationMs,
      };
      r.end = e.t;
      r.outcome = e.outcome;
      if (e.site) r.site = { file: e.site.file, line: e.site.line };
      this.open.delete(e.reconcileID);
      this.pendingReconciles.set(r.id, r);
    }
  }

  private objects(): { rows: LiveObject[]; count: number } {
    const rows: LiveObject[] = [];
    let count = 0;
    for (const o of this.lab.world.objects()) {
      count++;
      if (rows.length >= MAX_OBJECTS) continue;
      const m = o.metadata;
      const refs = m.ownerReferences ?? [];
      const ctl = refs.find((r) => r.controller) ?? refs[0];
      rows.push({
        kind: o.kind,
        ...(m.namespace ? { namespace: m.namespace } : {}),
        name: m.name ?? "",
        uid: m.uid ?? "",
        resourceVersion: m.resourceVersion ?? "",
        ...(m.generation !== undefined ? { generation: m.generation } : {}),
        ...(ctl ? { owner: `${ctl.kind}/${ctl.name}${ctl.controller ? " *" : ""}` } : {}),
        finalizers: [...(m.finalizers ?? [])],
        ...(m.deletionTimestamp ? { deletionTimestamp: m.deletionTimestamp } : {}),
        status: statusSummary(o),
        writes: this.writeCounts.get(objKey(o.kind, m.namespace, m.name)) ?? 0,
      });
    }
    return { rows, count };
  }

  private queues(): { queues: LiveQueue[]; processes: LiveProcess[] } {
    const view = this.lab.world.inspect();
    const queues: LiveQueue[] = [];
    const processes: LiveProcess[] = [];
    for (const p of view.processes) {
      processes.push({
        replica: p.replica,
        incarnation: p.incarnation,
        state: p.nodeDead ? "node dead" : (p.state ?? "down"),
        leader: !!p.leader,
      });
      for (const c of p.controllers ?? []) {
        const q = c.queue as { ready?: unknown[]; waiting?: unknown[]; processing?: unknown[] } | undefined;
        queues.push({
          process: p.replica,
          controller: c.name,
          ready: q?.ready?.length ?? 0,
          waiting: q?.waiting?.length ?? 0,
          processing: q?.processing?.length ?? 0,
          activeWorkers: c.activeWorkers,
          workers: c.workers,
        });
      }
    }
    return { queues, processes };
  }

  private series(): LiveSeries {
    const n = Math.floor(this.lab.world.now() / 1000) + 1;
    const pad = (a: number[]) => Array.from({ length: n }, (_, i) => a[i] ?? 0);
    return {
      t: Array.from({ length: n }, (_, i) => i),
      reconciles: pad(this.perSecond.reconciles),
      writes: pad(this.perSecond.writes),
    };
  }

  /** frame is the picture now; it takes the new audit entries and reconciles with it. */
  frame(): LiveFrame {
    this.collect();
    const { rows, count } = this.objects();
    const { queues, processes } = this.queues();
    const frame: LiveFrame = {
      t: this.lab.world.now(),
      end: this.lab.end,
      done: this.lab.nextTime() === undefined,
      seq: this.cursor,
      objects: rows,
      objectCount: count,
      audit: this.pendingAudit,
      reconciles: [...this.pendingReconciles.values()].map((r) => ({ ...r })),
      dropped: this.dropped,
      queues,
      processes,
      series: this.series(),
      lineCounts: this.lab.lineCounts(),
      findings: this.lab.findings(),
    };
    this.pendingAudit = [];
    this.pendingReconciles = new Map();
    this.dropped = 0;
    return frame;
  }
}
