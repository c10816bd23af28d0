import type { APIServer } from "../apiserver/apiserver";
import { InformerCache } from "../cache/informer_cache";
import { ClientImpl } from "../client/client";
import { faultyListerWatcher } from "../client/listerwatcher";
import { CostMeter, ProcessCrash } from "../client/meter";
import { NO_FAULTS, Transport, type Faults } from "../client/transport";
import { Controller } from "../controller/controller";
import { duplicateNameError, type ControllerSpec } from "../controller/options";
import { ExternalDBClient, type ExternalDB } from "../external/externaldb";
import { LeaderElector } from "../leaderelection/elector";
import { LEADER_ELECTION_DEFAULTS, newIdentity } from "../leaderelection/identity";
import { LeaseLock } from "../leaderelection/record";
import { Registry } from "../observe/metrics";
import type { Rng } from "../sim/rng";
import type { Scheduler, TimerHandle } from "../sim/scheduler";
import type { Tracer } from "../sim/tracer";
import { DEFAULT_GRACEFUL_SHUTDOWN, leaseNamespace, type ManagerOptions } from "./options";
import { groupOf, type Runnable } from "./runnable";

/** ManagerDeps is the world a manager process lives in. */
export interface ManagerDeps {
  api: APIServer;
  scheduler: Scheduler;
  rng: Rng;
  tracer: Tracer;
  faults?: Faults;
  /** db is the external database the process can reach (LAB-CONTRACT §2). */
  db?: ExternalDB;
  /** afterCall runs after each successful named call ("externaldb.Ensure", "client.Create"); it may throw ProcessCrash. */
  afterCall?: (call: string, kind: string) => void;
  /** afterRead runs after each successful client read (the conflict scenario's hook). */
  afterRead?: (kind: string, key: { namespace?: string; name: string } | undefined) => void;
  nextReconcileID(): number;
  /** onExit tells the world the process ended (error set when mgr.Start returned one, crashed when it died). */
  onExit?(mgr: Manager, how: { error?: string; crashed?: boolean; graceful?: boolean }): void;
}

/** ManagerState is where the process is in its life. */
export type ManagerState = "new" | "starting" | "standby" | "leading" | "stopping" | "stopped" | "dead";

/**
 * Manager is controller-runtime's manager for one process: a cache, a cached client, runnable
 * groups started in order (caches on every replica, controllers only once elected: facts
 * 95–96), leader election over a Lease, a graceful stop in the order of fact 98, and an exit
 * with "leader election lost" when the lease is lost (fact 94).
 */
export class Manager {
  readonly replica: string;
  readonly identity: string;
  readonly metrics = new Registry();
  readonly meter = new CostMeter();
  readonly transport: Transport;
  readonly cache: InformerCache;
  readonly client: ClientImpl;
  /** apiReader reads straight from the API server (mgr.GetAPIReader()). */
  readonly apiReader: ClientImpl;
  readonly db: ExternalDBClient | undefined;
  readonly opts: ManagerOptions;
  private readonly deps: ManagerDeps;
  private readonly controllers: Controller[] = [];
  private readonly others: Runnable[] = [];
  private readonly leaderRunnables: Runnable[] = [];
  private readonly names = new Set<string>();
  private elector: LeaderElector | undefined;
  private _state: ManagerState = "new";
  private readonly timers = new Set<TimerHandle>();
  private exitError: string | undefined;

  constructor(opts: ManagerOptions, deps: ManagerDeps) {
    this.opts = opts;
    this.deps = deps;
    this.replica = opts.replica;
    this.identity = newIdentity(opts.hostname, deps.rng.fork("identity"));
    const faults = deps.faults ?? NO_FAULTS;
    const clientName = `${opts.clientName ?? "app-controller"}/${opts.replica}`;
    const timeoutMs = opts.requestTimeoutMs ?? 10_000;
    this.transport = new Transport(deps.api, deps.tracer, {
      client: clientName,
      manager: opts.replica,
      timeoutMs,
      faults,
      meter: this.meter,
    });
    const cacheTransport = new Transport(deps.api, deps.tracer, {
      client: `${clientName}/cache`,
      manager: opts.replica,
      timeoutMs,
      faults,
    });
    this.cache = new InformerCache({
      lw: faultyListerWatcher(deps.api, cacheTransport),
      scheduler: deps.scheduler,
      rng: deps.rng.fork("cache"),
      tracer: deps.tracer,
      name: opts.replica,
      client: `${clientName}/cache`,
      cacheLag: opts.cacheLag,
      ...opts.cache,
    });
    const afterCall = deps.afterCall;
    const hooks = { ...(afterCall ? { afterCall } : {}), ...(deps.afterRead ? { afterRead: deps.afterRead } : {}) };
    this.client = new ClientImpl(this.transport, { cache: this.cache, ...hooks });
    this.apiReader = new ClientImpl(this.transport, hooks);
    this.db = deps.db
      ? new ExternalDBClient(
          deps.db,
          clientName,
          this.meter,
          (call, key) => afterCall?.(call, key),
          () => faults.partitioned(),
          () => this.transport.site,
        )
      : undefined;
  }

  get state(): ManagerState {
    return this._state;
  }

  /** alive reports whether the process is running (not stopped, not dead). */
  get alive(): boolean {
    return this._state !== "stopped" && this._state !== "dead";
  }

  /** isLeader reports whether this process runs its leader-election runnables now. */
  isLeader(): boolean {
    return this._state === "leading";
  }

  /** elector is this process's leader elector (when leader election is on). */
  get leaderElector(): LeaderElector | undefined {
    return this.elector;
  }

  /** controllerList returns the controllers added so far. */
  controllerList(): readonly Controller[] {
    return this.controllers;
  }

  /** collectMetrics returns every metric series of the process: controller, leader election and workqueue (facts 68–69). */
  collectMetrics(): Array<{ name: string; labels: Record<string, string>; value: number }> {
    const out: Array<{ name: string; labels: Record<string, string>; value: number }> = this.metrics.samples();
    for (const c of this.controllers)
      for (const s of c.queue?.metrics.collect() ?? []) out.push({ name: s.name, labels: s.labels, value: s.value });
    return out;
  }

  /** newController builds a controller with the manager's defaults and adds it (controller.New). */
  newController(spec: ControllerSpec & { groupKind?: string }): Controller {
    if (!spec.skipNameValidation && !this.opts.controller?.skipNameValidation) {
      if (this.names.has(spec.name)) throw new Error(duplicateNameError(spec.name));
    }
    this.names.add(spec.name);
    const d = this.opts.controller ?? {};
    const c = new Controller(
      {
        ...spec,
        maxConcurrentReconciles:
          spec.maxConcurrentReconciles ??
          (spec.groupKind ? d.groupKindConcurrency?.[spec.groupKind] : undefined) ??
          d.maxConcurrentReconciles,
        usePriorityQueue: spec.usePriorityQueue ?? d.usePriorityQueue,
        recoverPanic: spec.recoverPanic ?? d.recoverPanic,
        cacheSyncTimeout: spec.cacheSyncTimeout ?? d.cacheSyncTimeout,
        reconcileCost: spec.reconcileCost ?? d.reconcileCost,
      },
      {
        scheduler: this.deps.scheduler,
        tracer: this.deps.tracer,
        metrics: this.metrics,
        manager: this.replica,
        meter: this.meter,
        transport: this.transport,
        nextReconcileID: this.deps.nextReconcileID,
        crash: (reason) => this.crash(reason),
        fail: (err) => this.exit(err.message),
      },
    );
    this.controllers.push(c);
    this.add({
      name: c.name,
      start: () => c.start(),
      stop: () => c.stop(),
      kill: () => c.kill(),
      drained: () => c.drained(),
      needLeaderElection: () => c.needLeaderElection,
    });
    return c;
  }

  /** add puts a runnable in its group (fact 95); it starts at once if its group already started. */
  add(r: Runnable): void {
    const g = groupOf(r);
    if (g === "others") {
      this.others.push(r);
      if (this._state === "standby" || this._state === "leading") r.start();
    } else {
      this.leaderRunnables.push(r);
      if (this._state === "leading") r.start();
    }
  }

  private later(delay: number, fn: () => void, what: string): void {
    const h = this.deps.scheduler.after(
      delay,
      () => {
        this.timers.delete(h);
        fn();
      },
      `manager:${this.replica}:${what}`,
    );
    this.timers.add(h);
  }

  /** start runs the start sequence of fact 96: caches, others, leader election, controllers. */
  start(): void {
    if (this._state !== "new") throw new Error("manager already started");
    this._state = "starting";
    this.deps.tracer.emit({ type: "manager.start", manager: this.replica, identity: this.identity });
    this.cache.start();
    this.cache.waitForCacheSync(Number.POSITIVE_INFINITY, () => {
      if (this._state !== "starting") return;
      this.deps.tracer.emit({
        type: "manager.cachesSynced",
        manager: this.replica,
        kinds: this.cache.informers().map((i) => i.kind),
      });
      this._state = "standby";
      for (const r of this.others) r.start();
      if (this.opts.leaderElection) this.startLeaderElection();
      else this.becomeLeader();
    });
  }

  private startLeaderElection(): void {
    const o = this.opts;
    const ns = leaseNamespace(o);
    const renewDeadline = o.renewDeadline ?? LEADER_ELECTION_DEFAULTS.renewDeadline;
    const meter = new CostMeter();
    const transport = new Transport(this.deps.api, this.deps.tracer, {
      client: `${o.clientName ?? "app-controller"}/${this.replica}/leader-election`,
      manager: this.replica,
      timeoutMs: Math.max(renewDeadline / 2, 1000),
      faults: this.deps.faults ?? NO_FAULTS,
      meter,
    });
    this.elector = new LeaderElector(
      {
        lock: new LeaseLock(ns, o.leaderElectionID as string, transport),
        identity: this.identity,
        manager: this.replica,
        name: o.leaderElectionID as string,
        leaseDuration: o.leaseDuration ?? LEADER_ELECTION_DEFAULTS.leaseDuration,
        renewDeadline,
        retryPeriod: o.retryPeriod ?? LEADER_ELECTION_DEFAULTS.retryPeriod,
        releaseOnCancel: o.leaderElectionReleaseOnCancel ?? false,
        onStartedLeading: () => this.becomeLeader(),
        onStoppedLeading: () => this.exit("leader election lost"),
      },
      this.deps.scheduler,
      this.deps.rng.fork("leaderelection"),
      this.deps.tracer,
      this.metrics,
      meter,
    );
    this.elector.run();
  }

  private becomeLeader(): void {
    if (this._state !== "standby") return;
    this._state = "leading";
    this.deps.tracer.emit({ type: "manager.elected", manager: this.replica, identity: this.identity });
    for (const r of this.leaderRunnables) r.start();
  }

  /**
   * stop is a graceful shutdown (SIGTERM): Others, then controllers (their queues shut down,
   * in-flight reconciles finish), then caches, all within GracefulShutdownTimeout; the lease is
   * released last when ReleaseOnCancel is set (fact 98).
   */
  stop(reason = "shutdown"): void {
    if (!this.alive || this._state === "stopping") return;
    this._state = "stopping";
    this.deps.tracer.emit({ type: "manager.stop", manager: this.replica, reason });
    for (const r of this.others) r.stop();
    for (const r of this.leaderRunnables) r.stop();
    const deadline = this.deps.scheduler.now() + (this.opts.gracefulShutdownTimeout ?? DEFAULT_GRACEFUL_SHUTDOWN);
    const finish = () => {
      const pending = this.leaderRunnables.some((r) => r.drained && !r.drained());
      if (pending && this.deps.scheduler.now() < deadline) {
        this.later(10, finish, "drain");
        return;
      }
      for (const r of this.leaderRunnables) r.kill?.();
      this.cache.stop();
      this.elector?.stop();
      this._state = "stopped";
      this.deps.tracer.emit({ type: "manager.exit", manager: this.replica, reason });
      this.deps.onExit?.(this, { graceful: true });
    };
    finish();
  }

  /** exit ends the process because mgr.Start returned err (lost lease, controller start error). */
  exit(err: string): void {
    if (!this.alive) return;
    this.exitError = err;
    for (const r of [...this.others, ...this.leaderRunnables]) {
      if (r.kill) r.kill();
      else r.stop();
    }
    this.cache.stop();
    this.elector?.kill();
    for (const t of this.timers) t.cancel();
    this._state = "stopped";
    this.deps.tracer.emit({ type: "manager.exit", manager: this.replica, error: err });
    this.deps.onExit?.(this, { error: err });
  }

  /** crash ends the process abruptly (a crash fault, an unrecovered panic): nothing is released. */
  crash(reason: string): void {
    if (!this.alive) return;
    this.kill();
    this.deps.tracer.emit({ type: "manager.exit", manager: this.replica, error: reason, reason: "crash" });
    this.deps.onExit?.(this, { error: reason, crashed: true });
  }

  /** kill freezes the process for good (node death): no more requests, no release, no exit. */
  kill(): void {
    if (!this.alive) return;
    for (const r of [...this.others, ...this.leaderRunnables]) {
      if (r.kill) r.kill();
      else r.stop();
    }
    this.cache.stop();
    this.elector?.kill();
    for (const t of this.timers) t.cancel();
    this._state = "dead";
  }

  /** lastError is the error mgr.Start returned, if any. */
  get lastError(): string | undefined {
    return this.exitError;
  }
}

export { ProcessCrash };
