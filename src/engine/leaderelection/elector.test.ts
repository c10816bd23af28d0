import { describe, expect, it } from "vitest";
import { APIServer } from "../apiserver";
import { Scheduler } from "../sim/scheduler";
import { Tracer } from "../sim/tracer";
import { Rng } from "../sim/rng";
import { Registry, M } from "../observe/metrics";
import { CostMeter } from "../client/meter";
import { Transport } from "../client/transport";
import { LeaderElector, LeaseLock, validateConfig, newIdentity, LEADER_ELECTION_DEFAULTS } from "./index";
import { parseTime } from "../api/time";

function world() {
  const sched = new Scheduler();
  const tracer = new Tracer(sched);
  const api = new APIServer({ clock: sched, rng: new Rng(1), tracer });
  return { sched, tracer, api, metrics: new Registry() };
}

function candidate(
  w: ReturnType<typeof world>,
  name: string,
  opts: { releaseOnCancel?: boolean; partitioned?: () => boolean } = {},
) {
  const meter = new CostMeter();
  const transport = new Transport(w.api, w.tracer, {
    client: `${name}/leader-election`,
    manager: name,
    timeoutMs: 5000,
    meter,
    faults: { partitioned: opts.partitioned ?? (() => false), latencyMs: () => 0 },
  });
  const log: string[] = [];
  const metrics = new Registry();
  const el = new LeaderElector(
    {
      lock: new LeaseLock("default", "app-controller", transport),
      identity: `${name}_id`,
      manager: name,
      name: "app-controller",
      ...LEADER_ELECTION_DEFAULTS,
      releaseOnCancel: opts.releaseOnCancel ?? false,
      onStartedLeading: () => log.push(`started@${w.sched.now()}`),
      onStoppedLeading: () => log.push(`stopped@${w.sched.now()}`),
    },
    w.sched,
    new Rng(name),
    w.tracer,
    metrics,
    meter,
  );
  return { el, log, metrics };
}

const lease = (w: ReturnType<typeof world>) => w.api.peek("Lease", { namespace: "default", name: "app-controller" });

describe("leader election", () => {
  it("fact 86: defaults are 15s lease, 10s renew deadline, 2s retry, ReleaseOnCancel off", () => {
    expect(LEADER_ELECTION_DEFAULTS).toMatchObject({
      leaseDuration: 15_000,
      renewDeadline: 10_000,
      retryPeriod: 2_000,
      releaseOnCancel: false,
    });
  });

  it("fact 87: the identity is <hostname>_<uuid>", () => {
    expect(newIdentity("app-controller-7d9f8-abcde", new Rng(3))).toMatch(
      /^app-controller-7d9f8-abcde_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("fact 88: LeaseDuration > RenewDeadline > 1.2·RetryPeriod, all positive", () => {
    expect(validateConfig({ leaseDuration: 10_000, renewDeadline: 10_000, retryPeriod: 2_000 })).toBe(
      "leaseDuration must be greater than renewDeadline",
    );
    expect(validateConfig({ leaseDuration: 15_000, renewDeadline: 2_400, retryPeriod: 2_000 })).toBe(
      "renewDeadline must be greater than retryPeriod*JitterFactor",
    );
    expect(validateConfig({ leaseDuration: 15_000, renewDeadline: 10_000, retryPeriod: 2_000 })).toBeUndefined();
  });

  it("fact 89: the Lease holds holderIdentity, leaseDurationSeconds, MicroTime acquire/renew times and transitions", () => {
    const w = world();
    const a = candidate(w, "mgr-a");
    a.el.run();
    w.sched.runUntil(5000);
    const spec = lease(w)?.spec;
    expect(spec).toMatchObject({ holderIdentity: "mgr-a_id", leaseDurationSeconds: 15, leaseTransitions: 0 });
    expect(spec.renewTime).toMatch(/^2026-01-01T00:00:0\d\.\d{6}Z$/);
    expect(a.log).toHaveLength(1);
    expect(Number(a.log[0]?.split("@")[1])).toBeLessThanOrEqual(10);
  });

  it("fact 90: the leader renews on the fast path every RetryPeriod keeping acquireTime; a standby fails while the lease is valid", () => {
    const w = world();
    const a = candidate(w, "mgr-a");
    const b = candidate(w, "mgr-b");
    a.el.run();
    w.sched.runUntil(100);
    b.el.run();
    w.sched.runUntil(30_000);
    const spec = lease(w)?.spec;
    expect(spec.holderIdentity).toBe("mgr-a_id");
    expect(spec.acquireTime).toBe("2026-01-01T00:00:00.000000Z");
    expect(parseTime(spec.renewTime)).toBeGreaterThan(25_000);
    expect(b.log).toEqual([]);
    expect(a.metrics.value(M.leaderStatus, { name: "app-controller" })).toBe(1);
    expect(b.metrics.value(M.leaderStatus, { name: "app-controller" })).toBe(0);
    const renews = w.tracer.events().filter((e) => e.type === "lease.renew" && e.manager === "mgr-a");
    expect(renews.length).toBeGreaterThanOrEqual(12);
  });

  it("fact 91: after the leader stops renewing, the standby takes over one LeaseDuration after it last saw the record change", () => {
    const w = world();
    const a = candidate(w, "mgr-a");
    const b = candidate(w, "mgr-b");
    a.el.run();
    w.sched.runUntil(100);
    b.el.run();
    w.sched.runUntil(20_000);
    a.el.kill();
    const lastRenew = parseTime(lease(w)?.spec.renewTime);
    w.sched.runUntil(60_000);
    const took = Number(b.log[0]?.split("@")[1]);
    expect(lease(w)?.spec).toMatchObject({ holderIdentity: "mgr-b_id", leaseTransitions: 1 });
    // b can only notice the last renewal on its next poll, then waits a full 15s from that observation
    expect(took).toBeGreaterThanOrEqual(lastRenew + 15_000);
    expect(took).toBeLessThan(lastRenew + 15_000 + 2 * 4_400 + 100);
  });

  it("fact 92: acquire retries are spaced in [RetryPeriod, 2.2·RetryPeriod); a partitioned leader gives up at its renew deadline", () => {
    const w = world();
    let cut = false;
    const a = candidate(w, "mgr-a", { partitioned: () => cut });
    const b = candidate(w, "mgr-b");
    a.el.run();
    w.sched.runUntil(50);
    b.el.run();
    w.sched.runUntil(40_000);
    const tries = w.tracer
      .events()
      .filter((e) => e.type === "api.request" && e.client === "mgr-b/leader-election" && e.verb === "get")
      .map((e) => e.t);
    const gaps = tries.slice(1).map((t, i) => t - (tries[i] as number));
    expect(gaps.length).toBeGreaterThan(5);
    for (const g of gaps) {
      expect(g).toBeGreaterThanOrEqual(2000);
      expect(g).toBeLessThan(4400 + 5);
    }
    cut = true;
    const cutAt = w.sched.now();
    w.sched.runUntil(cutAt + 30_000);
    const stopped = Number(a.log.find((l) => l.startsWith("stopped"))?.split("@")[1]);
    expect(stopped - cutAt).toBeGreaterThan(9_000);
    expect(stopped - cutAt).toBeLessThanOrEqual(12_000);
    expect(w.tracer.events().find((e) => e.type === "lease.renewFailed")).toMatchObject({
      message: "failed to renew lease default/app-controller: timed out waiting for the condition",
    });
  });

  it("fact 93: ReleaseOnCancel writes holder '' with a 1s lease so a standby acquires at once", () => {
    const w = world();
    const a = candidate(w, "mgr-a", { releaseOnCancel: true });
    const b = candidate(w, "mgr-b");
    a.el.run();
    w.sched.runUntil(100);
    b.el.run();
    w.sched.runUntil(10_000);
    const before = lease(w)?.spec.leaseTransitions;
    a.el.stop();
    expect(lease(w)?.spec).toMatchObject({ holderIdentity: "", leaseDurationSeconds: 1, leaseTransitions: before });
    w.sched.runUntil(15_000);
    expect(b.log.length).toBe(1);
    expect(Number(b.log[0]?.split("@")[1])).toBeLessThan(10_000 + 4_400 + 10);
  });

  it("fact 90: the leader that finds the record changed takes the slow path and counts it", () => {
    const w = world();
    const a = candidate(w, "mgr-a");
    a.el.run();
    w.sched.runUntil(3000);
    // someone else touches the lease (same holder): the fast-path update conflicts
    const l = w.api.get({ client: "kubectl" }, "Lease", { namespace: "default", name: "app-controller" });
    w.api.update({ client: "kubectl" }, { ...l, metadata: { ...l.metadata, labels: { touched: "yes" } } });
    w.sched.runUntil(6000);
    expect(a.metrics.value(M.slowpath, { name: "app-controller" })).toBe(1);
    expect(a.el.isLeader()).toBe(true);
  });
});
