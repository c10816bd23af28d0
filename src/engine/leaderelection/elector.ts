import { formatMicroTime } from "../api/time";
import type { Rng } from "../sim/rng";
import type { Scheduler, TimerHandle } from "../sim/scheduler";
import type { Tracer } from "../sim/tracer";
import type { Registry } from "../observe/metrics";
import { M } from "../observe/metrics";
import { messageOf } from "../reconcile/terminal";
import type { CostMeter } from "../client/meter";
import { LeaseLock, rawRecord, type LeaderElectionRecord } from "./record";

/** JITTER_FACTOR is client-go's leaderelection.JitterFactor (fact 92). */
export const JITTER_FACTOR = 1.2;

/** LeaderElectionConfig mirrors leaderelection.LeaderElectionConfig (times in virtual ms). */
export interface LeaderElectionConfig {
  lock: LeaseLock;
  identity: string;
  /** manager is the manager (process) name used in traces and metrics. */
  manager: string;
  /** name labels the metrics (the LeaderElectionID). */
  name: string;
  leaseDuration: number;
  renewDeadline: number;
  retryPeriod: number;
  releaseOnCancel: boolean;
  onStartedLeading(): void;
  onStoppedLeading(): void;
  onNewLeader?(identity: string): void;
}

/** validateConfig applies NewLeaderElector's checks and returns the first error (fact 88). */
export function validateConfig(
  c: Pick<LeaderElectionConfig, "leaseDuration" | "renewDeadline" | "retryPeriod">,
): string | undefined {
  if (c.leaseDuration <= c.renewDeadline) return "leaseDuration must be greater than renewDeadline";
  if (c.renewDeadline <= JITTER_FACTOR * c.retryPeriod)
    return "renewDeadline must be greater than retryPeriod*JitterFactor";
  if (c.leaseDuration < 1) return "leaseDuration must be greater than zero";
  if (c.renewDeadline < 1) return "renewDeadline must be greater than zero";
  if (c.retryPeriod < 1) return "retryPeriod must be greater than zero";
  return undefined;
}

/** ElectorState is where the elector is in its life. */
export type ElectorState = "idle" | "acquiring" | "leading" | "stopped";

/**
 * LeaderElector knows how to acquire and keep a Lease (client-go leaderelection): an acquire
 * loop every [RetryPeriod, 2.2·RetryPeriod), a renew loop every RetryPeriod that gives up after
 * RenewDeadline, expiry judged by local observation time, and ReleaseOnCancel (facts 86–93).
 */
export class LeaderElector {
  private observed: LeaderElectionRecord | undefined;
  private observedRaw = "";
  private observedTime = 0;
  private timer: TimerHandle | undefined;
  private _state: ElectorState = "idle";
  private reportedLeader = "";

  constructor(
    private readonly cfg: LeaderElectionConfig,
    private readonly sched: Scheduler,
    private readonly rng: Rng,
    private readonly tracer: Tracer,
    private readonly metrics: Registry,
    private readonly meter: CostMeter,
  ) {
    const err = validateConfig(cfg);
    if (err) throw new Error(err);
  }

  get state(): ElectorState {
    return this._state;
  }

  /** isLeader reports whether the last observed record names this candidate. */
  isLeader(): boolean {
    return this.observed?.holderIdentity === this.cfg.identity;
  }

  /** leaderIdentity is the holder this candidate last observed. */
  leaderIdentity(): string {
    return this.observed?.holderIdentity ?? "";
  }

  /** view is this candidate's view of the lease (for the flow player's panels). */
  view(): { holder: string; observedTime: number; expiresAt: number; state: ElectorState } {
    const dur = (this.observed?.leaseDurationSeconds ?? 0) * 1000;
    return {
      holder: this.leaderIdentity(),
      observedTime: this.observedTime,
      expiresAt: this.observedTime + dur,
      state: this._state,
    };
  }

  /** run starts campaigning now. */
  run(): void {
    if (this._state !== "idle") return;
    this._state = "acquiring";
    this.metrics.set(M.leaderStatus, { name: this.cfg.name }, 0);
    this.schedule(0, () => this.acquireTick(), "acquire");
  }

  /** stop is a cancelled context: stop the loops and, with ReleaseOnCancel, give the lease up. */
  stop(): void {
    const wasLeading = this._state === "leading";
    this.halt();
    if (wasLeading && this.cfg.releaseOnCancel) this.release();
  }

  /** kill ends the elector with no further API call (the process or node is gone). */
  kill(): void {
    this.halt();
  }

  private halt(): void {
    this.timer?.cancel();
    this.timer = undefined;
    if (this._state === "leading") this.metrics.set(M.leaderStatus, { name: this.cfg.name }, 0);
    this._state = "stopped";
  }

  private schedule(delay: number, fn: () => void, what: string): void {
    this.timer = this.sched.after(delay, fn, `leaderelection:${this.cfg.manager}:${what}`);
  }

  private isLeaseValid(now: number): boolean {
    return this.observedTime + (this.observed?.leaseDurationSeconds ?? 0) * 1000 > now;
  }

  private setObserved(r: LeaderElectionRecord, now: number): void {
    this.observed = r;
    this.observedRaw = rawRecord(r);
    this.observedTime = now;
    if (r.holderIdentity !== this.reportedLeader) {
      this.reportedLeader = r.holderIdentity;
      if (r.holderIdentity) this.cfg.onNewLeader?.(r.holderIdentity);
    }
  }

  private emit(
    type: "lease.acquire" | "lease.renew" | "lease.renewFailed" | "lease.release" | "lease.observe",
    message?: string,
  ): void {
    this.tracer.emit({
      type,
      lease: this.cfg.lock.describe(),
      identity: this.cfg.identity,
      manager: this.cfg.manager,
      holder: this.observed?.holderIdentity ?? "",
      transitions: this.observed?.leaderTransitions ?? 0,
      observedAt: this.observedTime,
      expiresAt: this.observedTime + (this.observed?.leaseDurationSeconds ?? 0) * 1000,
      ...(message ? { message } : {}),
    });
  }

  /** tryAcquireOrRenew is client-go's: fast path for a valid leader, else the slow path (fact 90). */
  tryAcquireOrRenew(): boolean {
    const now = this.sched.now();
    const stamp = formatMicroTime(now);
    const rec: LeaderElectionRecord = {
      holderIdentity: this.cfg.identity,
      leaseDurationSeconds: Math.floor(this.cfg.leaseDuration / 1000),
      renewTime: stamp,
      acquireTime: stamp,
      leaderTransitions: 0,
    };
    const lock = this.cfg.lock;
    if (this.isLeader() && this.isLeaseValid(now) && this.observed) {
      rec.acquireTime = this.observed.acquireTime;
      rec.leaderTransitions = this.observed.leaderTransitions;
      try {
        lock.update(rec);
        this.setObserved(rec, now);
        return true;
      } catch {
        // "Failed to update lock optimistically: …, falling back to slow path"
      }
    }
    let got: { record: LeaderElectionRecord; raw: string };
    try {
      got = lock.get();
    } catch (err) {
      if (!LeaseLock.isNotFound(err)) return false; // "error retrieving resource lock"
      try {
        lock.create(rec);
      } catch {
        return false; // "error initially creating leader election record"
      }
      this.setObserved(rec, now);
      return true;
    }
    if (got.raw !== this.observedRaw) {
      this.setObserved(got.record, now);
      this.emit("lease.observe");
    }
    if (got.record.holderIdentity && this.isLeaseValid(now) && !this.isLeader()) return false;
    if (this.isLeader()) {
      rec.acquireTime = got.record.acquireTime;
      rec.leaderTransitions = got.record.leaderTransitions;
      this.metrics.inc(M.slowpath, { name: this.cfg.name });
    } else {
      rec.leaderTransitions = got.record.leaderTransitions + 1;
    }
    try {
      lock.update(rec);
    } catch {
      return false; // "Failed to update lock"
    }
    this.setObserved(rec, now);
    return true;
  }

  private acquireTick(): void {
    if (this._state !== "acquiring") return;
    const ok = this.tryAcquireOrRenew();
    const cost = this.meter.take();
    if (ok) {
      this.schedule(cost, () => this.becomeLeader(), "acquired");
      return;
    }
    this.schedule(cost + this.rng.jitter(this.cfg.retryPeriod, JITTER_FACTOR) - 0, () => this.acquireTick(), "acquire");
  }

  private becomeLeader(): void {
    if (this._state !== "acquiring") return;
    this._state = "leading";
    this.emit("lease.acquire");
    this.metrics.set(M.leaderStatus, { name: this.cfg.name }, 1);
    this.schedule(this.cfg.retryPeriod, () => this.renewPoll(this.sched.now()), "renew");
    this.cfg.onStartedLeading();
  }

  private renewPoll(start: number): void {
    if (this._state !== "leading") return;
    const deadline = start + this.cfg.renewDeadline;
    const ok = this.tryAcquireOrRenew();
    const end = this.sched.now() + this.meter.take();
    if (ok && end <= deadline) {
      this.emit("lease.renew");
      this.schedule(end + this.cfg.retryPeriod - this.sched.now(), () => this.renewPoll(this.sched.now()), "renew");
      return;
    }
    const next = Math.max(this.sched.now() + this.cfg.retryPeriod, end);
    if (ok || next >= deadline) {
      this.schedule(deadline - this.sched.now(), () => this.lose(), "renewDeadline");
      return;
    }
    this.schedule(next - this.sched.now(), () => this.renewPoll(start), "renew");
  }

  private lose(): void {
    if (this._state !== "leading") return;
    this.emit(
      "lease.renewFailed",
      `failed to renew lease ${this.cfg.lock.describe()}: timed out waiting for the condition`,
    );
    this._state = "stopped";
    this.timer = undefined;
    this.metrics.set(M.leaderStatus, { name: this.cfg.name }, 0);
    if (this.cfg.releaseOnCancel) this.release();
    this.cfg.onStoppedLeading();
  }

  /** release writes an empty holder with a 1 s lease so others can take over at once (fact 93). */
  release(): boolean {
    if (!this.isLeader() || !this.observed) return true;
    const stamp = formatMicroTime(this.sched.now());
    const rec: LeaderElectionRecord = {
      holderIdentity: "",
      leaseDurationSeconds: 1,
      renewTime: stamp,
      acquireTime: stamp,
      leaderTransitions: this.observed.leaderTransitions,
    };
    try {
      this.cfg.lock.update(rec);
    } catch (err) {
      this.emit("lease.release", `Failed to release lock: ${messageOf(err)}`);
      this.meter.take();
      return false;
    }
    this.meter.take();
    this.setObserved(rec, this.sched.now());
    this.emit("lease.release");
    return true;
  }
}
