import type { KubeObject } from "../api/object";
import type { KindDefinition } from "../api/kind";
import { APIServer } from "../apiserver/apiserver";
import { startBuiltinControllers, type BuiltinControllers } from "../controllers";
import { ExternalDB } from "../external/externaldb";
import { ProcessCrash } from "../client/meter";
import { Manager } from "../manager/manager";
import type { ManagerOptions } from "../manager/options";
import { computeFindings, RUN_INDEX_TYPES, type Finding, type Thresholds } from "../observe/findings";
import { Rng } from "../sim/rng";
import { Scheduler } from "../sim/scheduler";
import { Tracer, type TraceListener } from "../sim/tracer";
import type { TraceEvent } from "../sim/trace";
import { applyAction, type ActionEnv } from "./actions";
import type { Scenario } from "./parse";
import { podName, randomChars, ReplicaSlot } from "./replica";
import { buildReport, type Report } from "./report";
import { RunDigest } from "./digest";
import { sortObjects } from "./objectorder";
import type { StepAction } from "./schema";

/**
 * ReconcilerFactory sets up a process's controllers, as a kubebuilder main.go does: it is
 * called for every new manager process (start, restart, failover), so reconciler structs are
 * re-created and in-memory state dies with the process. The Go interpreter provides one.
 */
export type ReconcilerFactory = (mgr: Manager) => void;

/** WorldOptions tune the world beyond what a scenario file says. */
export interface WorldOptions {
  /** builtins: run the garbage collector, namespace, Deployment and ReplicaSet controllers (default true). */
  builtins?: boolean;
  /** restartDelayMs: time from a process exit or restart request to the new process starting. */
  restartDelayMs?: number;
  /** crashRestartDelayMs: time from a crash to the restart (CrashLoopBackOff), default 10 s. */
  crashRestartDelayMs?: number;
  /**
   * record: keep the trace in memory (default true). "report" keeps no events, only what the
   * report and its findings read from them, taken as the run goes (RunDigest): the same report,
   * for runs that print a report and nothing else (`lab run`, `lab check`, drills).
   */
  record?: boolean | "report";
  listener?: TraceListener;
  thresholds?: Partial<Thresholds>;
  /** manager overrides manager options for every replica. */
  manager?: Partial<ManagerOptions>;
  /**
   * kinds: extra kinds (learner CRDs) installed in the API server before anything runs, as
   * `make install` applies a project's CRDs before its controller starts.
   */
  kinds?: KindDefinition[];
  /** settleMs: time after the last scenario step before the world counts as quiet (default 20 s). */
  settleMs?: number;
}

/** WorldConfig is everything a world is built from: replaying it gives the same trace. */
export interface WorldConfig {
  scenario: Scenario;
  factory: ReconcilerFactory;
  options?: WorldOptions;
}

/** Checkpoint is a world position as plain data: time, trace length and the runtime inputs so far. */
export interface Checkpoint {
  t: number;
  seq: number;
  inputs: Array<{ at: number; action: StepAction }>;
}

/** WorldView is World.inspect's plain-data picture of the processes (for state panels). */
export interface WorldView {
  t: number;
  processes: Array<{
    replica: string;
    hostname: string;
    incarnation: number;
    partitioned: boolean;
    nodeDead: boolean;
    identity?: string;
    state?: string;
    leader?: boolean;
    lease?: { holder: string; observedTime: number; expiresAt: number; state: string };
    cache?: { kinds: Array<{ kind: string; synced: boolean; items: number }>; bytes: number };
    controllers?: Array<{ name: string; activeWorkers: number; workers: number; queue: unknown }>;
  }>;
  external: string[];
}

/** WorldCore is the live state of one build of a world. */
interface WorldCore {
  sched: Scheduler;
  tracer: Tracer;
  rng: Rng;
  api: APIServer;
  db: ExternalDB;
  builtins: BuiltinControllers | undefined;
  slots: ReplicaSlot[];
  managers: Array<Manager | undefined>;
  reconcileIDs: number;
  crashArmed: Array<{ call: string; kind?: string; replica?: number }>;
  readHooks: Array<(kind: string, key: { namespace?: string; name: string } | undefined) => boolean>;
  templateHash: string;
  /** digest: what a `record: "report"` run keeps instead of its trace */
  digest: RunDigest | undefined;
  /** forKinds: each controller's For kind, as first seen in a running process */
  forKinds: Map<string, string>;
}

/**
 * World wires an APIServer, the built-in controllers, N manager replicas running the
 * reconcilers of a factory, an external database and the scenario's steps onto one Scheduler.
 * It is what the flow player, the lab and the CLI drive: run/step, trace, checkpoint,
 * restore and fork (replay-based: same config + inputs ⇒ byte-identical trace).
 */
export class World {
  private core!: WorldCore;
  private inputs: Array<{ at: number; action: StepAction }> = [];
  readonly config: WorldConfig;

  constructor(config: WorldConfig) {
    this.config = config;
    this.build();
  }

  /** scenario is the scenario this world runs. */
  get scenario(): Scenario {
    return this.config.scenario;
  }

  private get opts(): WorldOptions {
    return this.config.options ?? {};
  }

  private build(): void {
    const s = this.config.scenario;
    const sched = new Scheduler();
    const record = this.opts.record ?? true;
    const forKinds = new Map<string, string>();
    // The quiet time only moves later as inputs are acted (quietAfter), so today's is its lower bound.
    const digest = record === "report" ? new RunDigest((name) => this.forKindOf(name), this.quietAfter()) : undefined;
    const tracer = new Tracer(sched, {
      record: record === true,
      ...(digest ? { digest } : {}),
      ...(this.opts.listener ? { listener: this.opts.listener } : {}),
    });
    sched.onStepEnd(() => tracer.seal());
    const rng = new Rng(s.seed);
    const api = new APIServer({ clock: sched, rng: rng.fork("apiserver"), tracer });
    for (const kind of this.opts.kinds ?? []) api.registerKind(kind);
    const db = new ExternalDB(tracer);
    const builtins =
      this.opts.builtins === false || s.builtinControllers === false
        ? undefined
        : startBuiltinControllers({ api, scheduler: sched, tracer });
    const podRng = rng.fork("pods");
    const templateHash = randomChars(10, () => podRng.next());
    const slots: ReplicaSlot[] = [];
    for (let i = 0; i < s.replicas; i++) {
      const name = `mgr-${String.fromCharCode(97 + i)}`;
      slots.push(
        new ReplicaSlot(
          i,
          name,
          podName("app-controller", templateHash, () => podRng.next()),
          () => sched.now(),
        ),
      );
    }
    this.core = {
      sched,
      tracer,
      rng,
      api,
      db,
      builtins,
      slots,
      managers: slots.map(() => undefined),
      reconcileIDs: 0,
      crashArmed: [],
      readHooks: [],
      templateHash,
      digest,
      forKinds,
    };
    const startAt = s.controllerStart ?? 0;
    for (const slot of slots) {
      if (startAt <= 0) this.startProcess(slot.index);
      else sched.at(startAt, () => this.startProcess(slot.index), `world:start:${slot.name}`);
    }
    for (const step of s.steps) sched.at(step.at, () => this.apply(step), `scenario:${step.kind}`);
    for (const inp of this.inputs) sched.at(inp.at, () => this.apply(inp.action), `input:${inp.action.kind}`);
  }

  // ---------------------------------------------------------------- processes

  private managerOptions(slot: ReplicaSlot): ManagerOptions {
    const s = this.config.scenario;
    const le = s.leaderElection ?? {};
    return {
      replica: slot.name,
      hostname: slot.hostname,
      clientName: "app-controller",
      leaderElection: s.replicas > 1,
      leaderElectionID: "app-controller",
      leaderElectionNamespace: "default",
      ...(le.leaseDuration !== undefined ? { leaseDuration: le.leaseDuration } : {}),
      ...(le.renewDeadline !== undefined ? { renewDeadline: le.renewDeadline } : {}),
      ...(le.retryPeriod !== undefined ? { retryPeriod: le.retryPeriod } : {}),
      leaderElectionReleaseOnCancel: le.releaseOnCancel ?? false,
      cacheLag: s.cacheLag,
      controller: {
        maxConcurrentReconciles: s.maxConcurrentReconciles,
        ...(s.usePriorityQueue !== undefined ? { usePriorityQueue: s.usePriorityQueue } : {}),
        ...(s.reconcileCost !== undefined ? { reconcileCost: s.reconcileCost } : {}),
      },
      ...this.opts.manager,
    };
  }

  private startProcess(index: number): void {
    const c = this.core;
    const slot = c.slots[index] as ReplicaSlot;
    if (slot.nodeDead) return;
    slot.incarnation++;
    const mgr = new Manager(this.managerOptions(slot), {
      api: c.api,
      scheduler: c.sched,
      rng: c.rng.fork(`${slot.name}#${slot.incarnation}`),
      tracer: c.tracer,
      faults: slot,
      db: c.db,
      afterCall: (call, kind) => this.afterCall(index, call, kind),
      afterRead: (kind, key) => {
        if (c.readHooks.length === 0) return;
        c.readHooks = c.readHooks.filter((h) => !h(kind, key));
      },
      nextReconcileID: () => ++c.reconcileIDs,
      onExit: (m, how) => this.onExit(index, m, how),
    });
    c.managers[index] = mgr;
    this.config.factory(mgr);
    mgr.start();
  }

  private onExit(index: number, m: Manager, how: { error?: string; crashed?: boolean; graceful?: boolean }): void {
    const c = this.core;
    if (c.managers[index] !== m) return;
    if (how.graceful) return; // a requested restart schedules its own start
    const delay =
      how.crashed || how.error ? (this.opts.crashRestartDelayMs ?? 10_000) : (this.opts.restartDelayMs ?? 1_000);
    c.sched.after(
      delay,
      () => {
        if (c.managers[index] === m) this.startProcess(index);
      },
      `world:restart:${c.slots[index]?.name}`,
    );
  }

  private afterCall(index: number, call: string, kind: string): void {
    const c = this.core;
    const i = c.crashArmed.findIndex(
      (a) =>
        a.call === call &&
        (a.kind === undefined || a.kind === kind) &&
        (a.replica === undefined || a.replica === index),
    );
    if (i < 0) return;
    c.crashArmed.splice(i, 1);
    c.tracer.emit({ type: "fault.crashAfter", target: c.slots[index]?.name ?? "", detail: call });
    throw new ProcessCrash(call);
  }

  /** leaderIndex is the slot of the current leader (or of the only replica). */
  leaderIndex(): number {
    const c = this.core;
    const i = c.managers.findIndex((m) => m?.isLeader());
    return i >= 0 ? i : 0;
  }

  private actionEnv(): ActionEnv {
    const c = this.core;
    return {
      api: c.api,
      sched: c.sched,
      tracer: c.tracer,
      slots: c.slots,
      managers: c.managers,
      leaderIndex: () => this.leaderIndex(),
      restart: (i, graceful) => this.restart(i, graceful),
      kill: (i) => {
        c.managers[i]?.kill();
        (c.slots[i] as ReplicaSlot).nodeDead = true;
      },
      reschedule: (i) => {
        const slot = c.slots[i] as ReplicaSlot;
        slot.nodeDead = false;
        const r = c.rng.fork(`reschedule:${slot.name}:${slot.incarnation}`);
        slot.hostname = podName("app-controller", c.templateHash, () => r.next());
        c.managers[i] = undefined;
        this.startProcess(i);
      },
      armCrash: (a) => c.crashArmed.push(a),
      onRead: (fn) => c.readHooks.push(fn),
    };
  }

  private restart(i: number, graceful: boolean): void {
    const c = this.core;
    const m = c.managers[i];
    const delay = this.opts.restartDelayMs ?? 1_000;
    if (m?.alive) {
      if (graceful) m.stop("restart");
      else m.kill();
    }
    c.sched.after(
      delay,
      () => {
        if (c.managers[i] === m) this.startProcess(i);
      },
      `world:restart:${c.slots[i]?.name}`,
    );
  }

  private apply(a: StepAction): void {
    applyAction(this.actionEnv(), a);
  }

  // ---------------------------------------------------------------- driving

  /** now is the virtual time in ms. */
  now(): number {
    return this.core.sched.now();
  }

  /** end is the scenario's end time in ms. */
  get end(): number {
    return this.config.scenario.end;
  }

  /** run advances to untilMs (default: the scenario's end). */
  run(untilMs = this.end): void {
    this.core.sched.runUntil(untilMs);
  }

  /** step runs the next scheduled callback; false when nothing is left before the end. */
  step(): boolean {
    const next = this.core.sched.nextTime();
    if (next === undefined || next > this.end) return false;
    return this.core.sched.step();
  }

  /** act injects an action now (a learner's button in the lab); it is part of the input log. */
  act(action: Omit<StepAction, "at"> & { at?: number }): void {
    const full = { ...action, at: this.now() } as StepAction;
    this.inputs.push({ at: full.at, action: full });
    this.apply(full);
  }

  /** trace returns every event so far. */
  trace(): readonly TraceEvent[] {
    return this.core.tracer.events();
  }

  /** tracer is the world's tracer (subscribe to stream events). */
  get tracer(): Tracer {
    return this.core.tracer;
  }

  /** api is the world's API server (read-only use: peek, list). */
  get api(): APIServer {
    return this.core.api;
  }

  /** db is the external database. */
  get db(): ExternalDB {
    return this.core.db;
  }

  /** managers are the current processes, one per replica slot (undefined while none runs). */
  managers(): ReadonlyArray<Manager | undefined> {
    return this.core.managers;
  }

  /** objects returns every stored object, sorted by kind, namespace, name (sortObjects). They
   * are the stored versions themselves, frozen: a write replaces a stored object and never edits
   * it, so the list stays as it was when taken, and nothing is copied per object. */
  objects(): KubeObject[] {
    const list: KubeObject[] = [];
    for (const def of this.core.api.kinds()) for (const obj of this.core.api.peekList(def.kind)) list.push(obj);
    return sortObjects(list);
  }

  /** quietAfter is when outside input stopped plus the settle time. */
  quietAfter(): number {
    const s = this.config.scenario;
    const last = Math.max(
      0,
      ...s.steps.map((x) => x.at + ("for" in x.spec && typeof x.spec.for === "number" ? x.spec.for : 0)),
      ...this.inputs.map((x) => x.at),
    );
    const restartLike = s.steps.some(
      (x) =>
        x.kind === "restartController" ||
        x.kind === "killLeader" ||
        x.kind === "partitionLeader" ||
        x.kind === "crashAfter",
    );
    return last + (this.opts.settleMs ?? (restartLike ? 40_000 : 20_000));
  }

  /**
   * forKindOf is the kind controller `name` reconciles, as first seen in a running process (a
   * process that crashed stays in its slot until the next starts, so a controller that has
   * reconciled is found); undefined until one has it.
   */
  private forKindOf(name: string): string | undefined {
    const c = this.core;
    let kind = c.forKinds.get(name);
    if (kind !== undefined) return kind;
    for (const m of c.managers)
      for (const ctl of m?.controllerList() ?? []) if (ctl.name === name && ctl.forKind) kind ??= ctl.forKind;
    if (kind !== undefined) c.forKinds.set(name, kind);
    return kind;
  }

  /** findings computes LAB-CONTRACT §3's findings for the run so far (over `objects`, default: a fresh copy). */
  findings(objects: KubeObject[] = this.objects()): Finding[] {
    const c = this.core;
    const forKinds: Record<string, string> = {};
    for (const m of c.managers)
      for (const ctl of m?.controllerList() ?? []) forKinds[ctl.name] = ctl.forKind ?? forKinds[ctl.name] ?? "";
    for (const k of Object.keys(forKinds)) if (!forKinds[k]) delete forKinds[k];
    // A digest has taken every event that is final; the rest are final now (no call is running).
    if (c.digest) c.tracer.seal();
    return computeFindings(
      {
        trace: c.digest ? [] : c.tracer.iterate(0, RUN_INDEX_TYPES),
        objects,
        external: c.db.list(),
        endMs: this.now(),
        quietAfterMs: this.quietAfter(),
        forKinds,
        ...(this.opts.thresholds ? { thresholds: this.opts.thresholds } : {}),
      },
      c.digest?.indexer,
    );
  }

  /** report is the JSON report of LAB-CONTRACT §3 (without diagnostics). */
  report(): Report {
    const objects = this.objects();
    const findings = this.findings(objects);
    return buildReport(this, findings, objects, this.core.digest?.tally);
  }

  /** inspect returns the state panels' data as plain JSON: each process, its lease view, queues and cache. */
  inspect(): WorldView {
    const c = this.core;
    return {
      t: this.now(),
      processes: c.slots.map((slot, i) => {
        const m = c.managers[i];
        return {
          replica: slot.name,
          hostname: slot.hostname,
          incarnation: slot.incarnation,
          partitioned: slot.partitioned(),
          nodeDead: slot.nodeDead,
          ...(m
            ? {
                identity: m.identity,
                state: m.state,
                leader: m.isLeader(),
                ...(m.leaderElector ? { lease: m.leaderElector.view() } : {}),
                cache: {
                  kinds: m.cache
                    .informers()
                    .map((inf) => ({ kind: inf.kind, synced: inf.hasSynced(), items: inf.indexer.size })),
                  bytes: m.cache.bytes(),
                },
                controllers: m.controllerList().map((ctl) => {
                  const q = ctl.queue as unknown as { inspect?: () => unknown } | undefined;
                  return {
                    name: ctl.name,
                    activeWorkers: ctl.activeWorkers,
                    workers: ctl.maxConcurrentReconciles,
                    queue: q?.inspect?.(),
                  };
                }),
              }
            : {}),
        };
      }),
      external: c.db.list(),
    };
  }

  // ---------------------------------------------------------------- time travel

  /** checkpoint returns the current position as plain data. */
  checkpoint(): Checkpoint {
    return { t: this.now(), seq: this.core.tracer.length, inputs: this.inputs.map((x) => ({ ...x })) };
  }

  /** restore rebuilds the world and replays it to the checkpoint (rewind or seek). */
  restore(cp: Checkpoint): void {
    this.inputs = cp.inputs.filter((x) => x.at <= cp.t).map((x) => ({ ...x }));
    this.build();
    this.core.sched.runUntil(cp.t);
  }

  /** fork returns an independent world at the checkpoint (default: now) to change the future. */
  fork(cp: Checkpoint = this.checkpoint()): World {
    const w = new World(this.config);
    w.restore(cp);
    return w;
  }

  /** internals exposes the live parts for panels and tests (read-only use). */
  internals(): { sched: Scheduler; slots: readonly ReplicaSlot[]; builtins: BuiltinControllers | undefined } {
    return { sched: this.core.sched, slots: this.core.slots, builtins: this.core.builtins };
  }
}
