import type { Scheduler, TimerHandle } from "../sim/scheduler";
import type { Tracer } from "../sim/tracer";
import type { Registry } from "../observe/metrics";
import { M, type Sample } from "../observe/metrics";
import type { Request, Reconciler, Site } from "../reconcile/types";
import { isTerminalError, messageOf, resultOf } from "../reconcile/terminal";
import { StepBudgetExceeded, panicValue } from "../reconcile/panic";
import { isProcessCrash, type CostMeter } from "../client/meter";
import type { Transport } from "../client/transport";
import type { PriorityQueue, RateLimitingInterface } from "../workqueue/interface";
import { isPriorityQueue } from "../workqueue/interface";
import { newPriorityQueue } from "../workqueue/priorityqueue";
import { newRateLimitingQueue } from "../workqueue/ratelimiting";
import { defaultKey } from "../workqueue/key";
import type { Source } from "../source/source";
import { failedToWaitForCachesMessage } from "../source/errors";
import {
  BOTH_RESULT_AND_ERROR,
  DEFAULT_CACHE_SYNC_TIMEOUT,
  DEFAULT_RECONCILE_COST,
  type ControllerSpec,
} from "./options";
import { reconcileContext } from "./context";
import { endEvent, requeueAfterOf, type Outcome, type ReconcileRun } from "./run";

/** Queue is the queue a controller reconciles from: the priority queue or the legacy one. */
export type Queue = RateLimitingInterface<Request> | PriorityQueue<Request>;
export type { Source };

/** ControllerEnv is what the manager gives each of its controllers. */
export interface ControllerEnv {
  scheduler: Scheduler;
  tracer: Tracer;
  metrics: Registry;
  /** manager names the process the controller runs in. */
  manager: string;
  meter: CostMeter;
  transport?: Transport;
  nextReconcileID(): number;
  /** crash ends the process (a crash fault fired, or an unrecovered panic). */
  crash(reason: string): void;
  /** fail reports a controller start error to the manager (mgr.Start returns it). */
  fail(err: Error): void;
}

/**
 * Controller knows how to run a Reconciler: it starts its sources, waits for their caches
 * (CacheSyncTimeout), then runs MaxConcurrentReconciles workers. Each worker gets a key,
 * runs the reconcile synchronously at its start time, stays busy for the reconcile's cost,
 * then applies the one switch of reconcileHandler (fact 63) and calls Done (facts 62–68, 97).
 */
export class Controller {
  readonly name: string;
  readonly maxConcurrentReconciles: number;
  readonly recoverPanic: boolean;
  readonly cacheSyncTimeout: number;
  readonly usePriorityQueue: boolean;
  readonly needLeaderElection: boolean;
  readonly reconciler: Reconciler;
  /** forKind is the kind the controller reconciles (set by the builder's For). */
  forKind: string | undefined;
  private readonly cost: number;
  private readonly sources: Source[] = [];
  private _queue: Queue | undefined;
  private started = false;
  private stopped = false;
  private busy = 0;
  private pumpScheduled = false;
  /** timers the controller scheduled, for kill to cancel: those that ran are dropped when the
   * list reaches `timersCompactAt` (twice what was pending at the last drop), not one by one as
   * each runs (a Set's add and delete per timer, two per reconcile, cost more). */
  private timers: TimerHandle[] = [];
  private timersCompactAt = TIMERS_COMPACT_MIN;
  private unsubscribe: (() => void) | undefined;
  private readonly spec: ControllerSpec;
  /** hot-path metric series (fact 68) */
  private m!: {
    active: Sample;
    success: Sample;
    requeueAfter: Sample;
    requeue: Sample;
    error: Sample;
    errors: Sample;
    terminal: Sample;
    time: Sample;
  };

  constructor(
    spec: ControllerSpec,
    private readonly env: ControllerEnv,
  ) {
    this.spec = spec;
    this.name = spec.name;
    this.reconciler = spec.reconciler;
    this.maxConcurrentReconciles = spec.maxConcurrentReconciles ?? 1;
    this.recoverPanic = spec.recoverPanic ?? true;
    this.cacheSyncTimeout = spec.cacheSyncTimeout ?? DEFAULT_CACHE_SYNC_TIMEOUT;
    this.usePriorityQueue = spec.usePriorityQueue ?? true;
    this.needLeaderElection = spec.needLeaderElection ?? true;
    this.cost = spec.reconcileCost ?? DEFAULT_RECONCILE_COST;
    if (this.maxConcurrentReconciles < 1) throw new Error("MaxConcurrentReconciles must be at least 1");
  }

  /** queue is the controller's workqueue (built by start). */
  get queue(): Queue | undefined {
    return this._queue;
  }

  /** activeWorkers is how many workers are reconciling now. */
  get activeWorkers(): number {
    return this.busy;
  }

  /** watch adds a source; sources added after start are started at once. */
  watch(src: Source): void {
    this.sources.push(src);
    if (this.started && this._queue) src.start(this.sourceContext());
  }

  private sourceContext() {
    return {
      controller: this.name,
      queue: this._queue as Queue,
      scheduler: this.env.scheduler,
      tracer: this.env.tracer,
    };
  }

  /** labels of the controller's timers by what they are for ("controller:<manager>:<name>:pump"),
   * built once: a reconcile schedules two timers. */
  private readonly labels = new Map<string, string>();

  private later(delay: number, fn: () => void, what: string): void {
    let label = this.labels.get(what);
    if (label === undefined) this.labels.set(what, (label = `controller:${this.env.manager}:${this.name}:${what}`));
    const timers = this.timers;
    timers.push(this.env.scheduler.after(delay, fn, label));
    if (timers.length >= this.timersCompactAt) {
      this.timers = timers.filter((t) => t.pending);
      this.timersCompactAt = Math.max(TIMERS_COMPACT_MIN, 2 * this.timers.length);
    }
  }

  /** start builds the queue, starts every source and, once all synced, the workers (fact 97). */
  start(): void {
    if (this.started)
      throw new Error(
        "controller was started more than once. This is likely to be caused by being added to a manager multiple times",
      );
    this.started = true;
    const common = {
      name: this.name,
      controller: this.name,
      scheduler: this.env.scheduler,
      tracer: this.env.tracer,
      keyOf: defaultKey,
    };
    this._queue = this.usePriorityQueue
      ? newPriorityQueue<Request>({
          ...common,
          ...(this.spec.rateLimiter ? { rateLimiter: this.spec.rateLimiter } : {}),
        })
      : newRateLimitingQueue<Request>({
          ...common,
          ...(this.spec.rateLimiter ? { rateLimiter: this.spec.rateLimiter } : {}),
        });
    const reg = this.env.metrics;
    const l = { controller: this.name };
    reg.set(M.maxConcurrent, l, this.maxConcurrentReconciles);
    reg.set(M.activeWorkers, l, 0);
    this.m = {
      active: reg.handle(M.activeWorkers, l),
      success: reg.handle(M.reconcileTotal, { ...l, result: "success" }),
      requeueAfter: reg.handle(M.reconcileTotal, { ...l, result: "requeue_after" }),
      requeue: reg.handle(M.reconcileTotal, { ...l, result: "requeue" }),
      error: reg.handle(M.reconcileTotal, { ...l, result: "error" }),
      errors: reg.handle(M.reconcileErrors, l),
      terminal: reg.handle(M.terminalErrors, l),
      time: reg.handle(M.reconcileTime, l),
    };
    for (const s of this.sources) s.start(this.sourceContext());
    this.waitForSync();
  }

  /** waitForSync waits for every source to sync within CacheSyncTimeout, then starts workers. */
  private waitForSync(): void {
    let pending = this.sources.length;
    let failed = false;
    if (pending === 0) {
      this.startWorkers();
      return;
    }
    for (const src of this.sources) {
      src.waitForSync(this.cacheSyncTimeout, (err?: Error) => {
        if (this.stopped || failed) return;
        if (err) {
          failed = true;
          const msg = failedToWaitForCachesMessage(this.name, src.toString(), err.message);
          this.env.tracer.emit({
            type: "controller.start",
            controller: this.name,
            manager: this.env.manager,
            workers: 0,
            error: msg,
          });
          this.env.fail(new Error(msg));
          return;
        }
        if (--pending === 0) this.startWorkers();
      });
    }
  }

  private startWorkers(): void {
    const q = this._queue as Queue;
    this.env.tracer.emit({
      type: "controller.start",
      controller: this.name,
      manager: this.env.manager,
      workers: this.maxConcurrentReconciles,
    });
    this.unsubscribe = q.onReady(() => this.schedulePump());
    this.schedulePump();
  }

  private schedulePump(): void {
    if (this.pumpScheduled || this.stopped) return;
    this.pumpScheduled = true;
    this.later(
      0,
      () => {
        this.pumpScheduled = false;
        this.pump();
      },
      "pump",
    );
  }

  /** pump hands ready keys to idle workers (processNextWorkItem). */
  private pump(): void {
    const q = this._queue;
    if (!q || this.stopped) return;
    while (this.busy < this.maxConcurrentReconciles && q.len() > 0) {
      const got = isPriorityQueue(q) ? q.getWithPriority() : wrap(q.get());
      if (!got) return;
      this.busy++;
      this.m.active.value = this.busy;
      this.reconcileHandler(got.item, got.priority);
      if (this.stopped) return;
    }
  }

  /** reconcileHandler runs one reconcile and, when its cost has elapsed, the outcome switch. */
  private reconcileHandler(req: Request, priority: number): void {
    const env = this.env;
    const run = this.invoke(req, priority);
    if (run.crashed) {
      env.tracer.emit(endEvent(this.name, env.manager, run, "crash", undefined));
      this.later(run.costMs, () => env.crash(`crashed during reconcile of ${run.key}`), "crash");
      return;
    }
    if (run.panicked !== undefined) {
      const value = run.panicked;
      env.metrics.inc(M.reconcilePanics, { controller: this.name });
      env.tracer.emit({
        type: "reconcile.panic",
        controller: this.name,
        manager: env.manager,
        key: run.key,
        reconcileID: run.reconcileID,
        value,
        ...(run.panicSite ? { site: run.panicSite } : {}),
      });
      if (!this.recoverPanic) {
        env.tracer.emit(endEvent(this.name, env.manager, run, "panic", `panic: ${value}`));
        this.later(run.costMs, () => env.crash(`panic: ${value}`), "crash");
        return;
      }
    }
    this.later(run.costMs, () => this.finish(run), "reconcile");
  }

  /** invoke calls the reconciler once and records what it returned, threw and cost. */
  private invoke(req: Request, priority: number): ReconcileRun {
    const env = this.env;
    const id = env.nextReconcileID();
    const key = req.namespace ? `${req.namespace}/${req.name}` : req.name;
    const t0 = env.scheduler.now();
    env.tracer.emit({
      type: "reconcile.start",
      controller: this.name,
      key,
      manager: env.manager,
      reconcileID: id,
      priority,
    });
    env.meter.take();
    env.transport?.takeCounts();
    if (env.transport) env.transport.reconcileID = id;
    const run: ReconcileRun = {
      req,
      key,
      reconcileID: id,
      priority,
      result: {},
      err: undefined,
      crashed: false,
      costMs: 0,
      counts: { calls: 0, failures: 0, writes: 0 },
    };
    const ctx = reconcileContext(env, this.name, id, key, t0, run);
    try {
      run.result = this.reconciler.reconcile(ctx, { namespace: req.namespace, name: req.name }) ?? {};
    } catch (e) {
      this.caught(run, e);
    }
    if (env.transport) {
      env.transport.reconcileID = undefined;
      env.transport.site = undefined;
    }
    run.costMs = this.cost + env.meter.take();
    const timeout = this.spec.reconciliationTimeout;
    if (timeout !== undefined && timeout > 0 && run.costMs > timeout && !run.crashed) {
      run.costMs = timeout;
      env.metrics.inc(M.reconcileTimeouts, { controller: this.name });
      if (run.err === undefined) {
        run.err = new Error("context deadline exceeded");
        run.result = {};
      }
    }
    run.counts = env.transport?.takeCounts() ?? run.counts;
    return run;
  }

  /** caught sorts what a reconcile threw: a process crash, a panic, or an error (maybe with a Result). */
  private caught(run: ReconcileRun, e: unknown): void {
    const pv = panicValue(e);
    if (isProcessCrash(e)) run.crashed = true;
    else if (pv !== undefined) {
      run.panicked = pv;
      run.panicSite = (e as { site?: Site }).site;
      run.err = new Error(`panic: ${pv} [recovered]`);
    } else {
      run.err = e;
      run.result = resultOf(e) ?? {};
      if (e instanceof StepBudgetExceeded) {
        this.env.tracer.emit({
          type: "reconcile.stepBudget",
          controller: this.name,
          manager: this.env.manager,
          key: run.key,
          reconcileID: run.reconcileID,
          steps: e.steps,
          ...(e.site ? { site: e.site } : {}),
        });
      }
    }
  }

  /** finish is the outcome switch of fact 63, the error's log lines, the end event, then Done. */
  private finish(run: ReconcileRun): void {
    const env = this.env;
    const { req, err, result } = run;
    const outcome = this.requeueByOutcome(run);
    if (err !== undefined) {
      if (requeueAfterOf(run) > 0 || result.requeue) {
        env.tracer.emit({
          type: "reconcile.warning",
          controller: this.name,
          manager: env.manager,
          key: run.key,
          reconcileID: run.reconcileID,
          msg: BOTH_RESULT_AND_ERROR,
          ...(run.site ? { site: run.site } : {}),
        });
      }
      env.tracer.emit({
        type: "reconcile.log",
        controller: this.name,
        key: run.key,
        manager: env.manager,
        reconcileID: run.reconcileID,
        level: "error",
        msg: "Reconciler error",
        values: {
          controller: this.name,
          namespace: req.namespace,
          name: req.name,
          reconcileID: run.reconcileID,
          error: messageOf(err),
        },
      });
    }
    env.metrics.observeInto(this.m.time, run.costMs / 1000);
    env.tracer.emit(endEvent(this.name, env.manager, run, outcome, err !== undefined ? messageOf(err) : undefined));
    (this._queue as Queue).done(req);
    this.busy--;
    this.m.active.value = this.busy;
    this.schedulePump();
  }

  /** requeueByOutcome is fact 63's switch: it requeues the key as the outcome says and counts it. */
  private requeueByOutcome(run: ReconcileRun): Outcome {
    const q = this._queue as Queue;
    const { req, err, result } = run;
    const prio = result.priority ?? run.priority;
    const requeueAfter = requeueAfterOf(run);
    switch (true) {
      case err !== undefined && isTerminalError(err):
        this.m.terminal.value++;
        this.m.errors.value++;
        this.m.error.value++;
        return "terminal";
      case err !== undefined:
        this.m.errors.value++;
        this.m.error.value++;
        if (isPriorityQueue(q)) q.addWithOpts({ ratelimited: true, priority: prio }, req);
        else q.addRateLimited(req);
        return run.panicked !== undefined ? "panic" : "error";
      case requeueAfter > 0:
        q.forget(req);
        if (isPriorityQueue(q)) q.addWithOpts({ after: requeueAfter, priority: prio }, req);
        else q.addAfter(req, requeueAfter);
        this.m.requeueAfter.value++;
        return "requeue_after";
      case result.requeue === true:
        if (isPriorityQueue(q)) q.addWithOpts({ ratelimited: true, priority: prio }, req);
        else q.addRateLimited(req);
        this.m.requeue.value++;
        return "requeue";
      default:
        q.forget(req);
        this.m.success.value++;
        return "success";
    }
  }

  /** stop shuts the queue down; in-flight reconciles finish (fact 98). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.unsubscribe?.();
    for (const s of this.sources) (s as { stop?: () => void }).stop?.();
    this._queue?.shutDown();
  }

  /** kill drops everything at once: the process is gone, nothing finishes. */
  kill(): void {
    this.stop();
    for (const t of this.timers) t.cancel();
    this.timers = [];
  }

  /** drained reports whether no reconcile is in flight. */
  drained(): boolean {
    return this.busy === 0;
  }
}

/** TIMERS_COMPACT_MIN is the least length at which the list of timers drops those that ran. */
const TIMERS_COMPACT_MIN = 64;

function wrap(item: Request | undefined): { item: Request; priority: number } | undefined {
  return item === undefined ? undefined : { item, priority: 0 };
}
