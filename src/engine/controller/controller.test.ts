import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Controller } from "./controller";
import { BOTH_RESULT_AND_ERROR } from "./options";
import { ManualSource, newTestEnv } from "./testenv";
import { TerminalError, reconcileFunc, Panic, ErrorWithResult, type Result } from "../reconcile";
import { M } from "../observe/metrics";

const req = { namespace: "default", name: "my-app" };

function setup(
  fn: (n: number) => Result,
  opts: { workers?: number; usePriorityQueue?: boolean; recoverPanic?: boolean } = {},
) {
  const env = newTestEnv();
  let calls = 0;
  const c = new Controller(
    {
      name: "app",
      reconciler: reconcileFunc(() => fn(++calls)),
      maxConcurrentReconciles: opts.workers,
      usePriorityQueue: opts.usePriorityQueue,
      recoverPanic: opts.recoverPanic,
    },
    env,
  );
  const src = new ManualSource();
  c.watch(src);
  c.start();
  return { env, c, src, calls: () => calls };
}

function ends(env: ReturnType<typeof newTestEnv>) {
  return env.tracer.events().filter((e) => e.type === "reconcile.end");
}

describe("controller", () => {
  it("fact 62: a worker gets a key, reconciles it and calls Done; the queue is empty afterwards", () => {
    const { env, c, src } = setup(() => ({}));
    src.add(req);
    env.scheduler.runUntil(1000);
    expect(ends(env).map((e) => e.type === "reconcile.end" && e.outcome)).toEqual(["success"]);
    expect(c.queue?.len()).toBe(0);
    expect(env.tracer.events().some((e) => e.type === "queue.done")).toBe(true);
  });

  it("fact 63: success forgets; error requeues rate-limited with growing backoff; terminal error neither requeues nor forgets", () => {
    let mode: "error" | "terminal" | "ok" = "error";
    const { env, src } = setup((n) => {
      if (mode === "error" && n <= 3) throw new Error("boom");
      if (mode === "terminal") throw TerminalError(new Error("bad spec"));
      return {};
    });
    src.add(req);
    env.scheduler.runUntil(10_000);
    const outcomes = ends(env).map((e) => (e.type === "reconcile.end" ? e.outcome : ""));
    expect(outcomes).toEqual(["error", "error", "error", "success"]);
    const delays = env.tracer.events().flatMap((e) => (e.type === "queue.addRateLimited" ? [e.delayMs] : []));
    expect(delays).toEqual([5, 10, 20]);
    expect(env.metrics.value(M.reconcileErrors, { controller: "app" })).toBe(3);
    mode = "terminal";
    src.add(req);
    env.scheduler.runUntil(20_000);
    expect(ends(env).at(-1)).toMatchObject({ outcome: "terminal", error: "terminal error: bad spec" });
    expect(env.metrics.value(M.terminalErrors, { controller: "app" })).toBe(1);
    expect(ends(env).length).toBe(5);
  });

  it("fact 63: RequeueAfter forgets then AddAfter; Requeue adds rate-limited without Forget", () => {
    const { env, src } = setup((n) => (n === 1 ? { requeueAfter: 3000 } : n <= 3 ? { requeue: true } : {}));
    src.add(req);
    env.scheduler.runUntil(60_000);
    const e = ends(env);
    expect(e.map((x) => (x.type === "reconcile.end" ? x.outcome : ""))).toEqual([
      "requeue_after",
      "requeue",
      "requeue",
      "success",
    ]);
    expect((e[1]?.t ?? 0) - (e[0]?.t ?? 0)).toBeGreaterThanOrEqual(3000);
    const rl = env.tracer.events().flatMap((x) => (x.type === "queue.addRateLimited" ? [x.delayMs] : []));
    expect(rl).toEqual([5, 10]);
  });

  it("fact 63: an error with a non-zero result logs the v0.23 warning and the result is ignored", () => {
    const { env, src } = setup((n) => {
      if (n === 1) throw Object.assign(new Error("x"), { result: { requeueAfter: 1000 } });
      return {};
    });
    // a reconcile that returns both: simulate with a reconciler returning then throwing is impossible in TS,
    // so use a second controller whose reconciler reports its result through a thrown ResultError
    src.add(req);
    env.scheduler.runUntil(1000);
    expect(env.tracer.events().some((e) => e.type === "reconcile.warning")).toBe(false);
    const env2 = newTestEnv();
    const c2 = new Controller(
      {
        name: "both",
        reconciler: {
          reconcile: () => {
            throw new ErrorWithResult({ requeueAfter: 5000 }, new Error("boom"));
          },
        },
      },
      env2,
    );
    const s2 = new ManualSource();
    c2.watch(s2);
    c2.start();
    s2.add(req);
    env2.scheduler.runUntil(100);
    const w = env2.tracer.events().find((e) => e.type === "reconcile.warning");
    expect(w && w.type === "reconcile.warning" && w.msg).toBe(BOTH_RESULT_AND_ERROR);
    expect(env2.tracer.events().some((e) => e.type === "queue.addAfter" && e.delayMs === 5000)).toBe(false);
  });

  it("fact 64: TerminalError prints as 'terminal error: <inner>'", () => {
    expect(TerminalError(new Error("x")).message).toBe("terminal error: x");
    expect(TerminalError(undefined).message).toBe("nil terminal error");
  });

  it("fact 65: MaxConcurrentReconciles defaults to 1 and N workers run N keys at once", () => {
    const one = setup(() => ({}));
    expect(one.c.maxConcurrentReconciles).toBe(1);
    const four = setup(() => ({}), { workers: 4 });
    for (let i = 0; i < 8; i++) four.src.add({ namespace: "default", name: `a${i}` });
    four.env.scheduler.runUntil(0);
    expect(four.c.activeWorkers).toBe(4);
    expect(four.env.metrics.value(M.maxConcurrent, { controller: "app" })).toBe(4);
  });

  it("fact 65: ReconciliationTimeout has no default; past it the reconcile ends with context deadline exceeded and is counted", () => {
    const env = newTestEnv();
    const c = new Controller(
      { name: "slow", reconciliationTimeout: 1000, reconciler: reconcileFunc(() => (env.meter.add(5000), {})) },
      env,
    );
    const src = new ManualSource();
    c.watch(src);
    c.start();
    src.add(req);
    env.scheduler.runUntil(1003);
    expect(ends(env)[0]).toMatchObject({ outcome: "error", error: "context deadline exceeded", durationMs: 1000 });
    expect(env.metrics.value(M.reconcileTimeouts, { controller: "slow" })).toBe(1);
    expect(
      new Controller({ name: "x", reconciler: reconcileFunc(() => ({})) }, newTestEnv()).maxConcurrentReconciles,
    ).toBe(1);
  });

  it("fact 66: a panic is recovered by default as 'panic: <v> [recovered]', counted, and requeued", () => {
    const { env, src } = setup((n) => {
      if (n === 1) throw new Panic("nil map");
      return {};
    });
    src.add(req);
    env.scheduler.runUntil(1000);
    expect(ends(env)[0]).toMatchObject({ outcome: "panic", error: "panic: nil map [recovered]" });
    expect(ends(env)[1]).toMatchObject({ outcome: "success" });
    expect(env.metrics.value(M.reconcilePanics, { controller: "app" })).toBe(1);
    const off = setup(
      () => {
        throw new Panic("boom");
      },
      { recoverPanic: false },
    );
    off.src.add(req);
    off.env.scheduler.runUntil(1000);
    expect(off.env.crashes).toEqual(["panic: boom"]);
  });

  it("fact 68: reconcile_total is labelled by result and the time histogram counts every reconcile", () => {
    const { env, src } = setup((n) => (n === 1 ? { requeueAfter: 10 } : {}));
    src.add(req);
    env.scheduler.runUntil(1000);
    expect(env.metrics.value(M.reconcileTotal, { controller: "app", result: "requeue_after" })).toBe(1);
    expect(env.metrics.value(M.reconcileTotal, { controller: "app", result: "success" })).toBe(1);
    expect(env.metrics.value(M.reconcileTime, { controller: "app" })).toBe(2);
  });

  it("fact 97: workers start only after every source synced, and a source that never syncs times out after 2m", () => {
    const env = newTestEnv();
    const c = new Controller({ name: "app", reconciler: reconcileFunc(() => ({})) }, env);
    const src = new ManualSource();
    src.synced = false;
    c.watch(src);
    c.start();
    src.add(req);
    env.scheduler.runUntil(5000);
    expect(ends(env)).toHaveLength(0);
    src.synced = true;
    env.scheduler.runUntil(5200);
    expect(ends(env)).toHaveLength(1);
    expect(() => c.start()).toThrow(/controller was started more than once/);

    const env2 = newTestEnv();
    const c2 = new Controller({ name: "app", reconciler: reconcileFunc(() => ({})) }, env2);
    const never = new ManualSource();
    never.synced = false;
    c2.watch(never);
    c2.start();
    env2.scheduler.runUntil(119_000);
    expect(env2.failures).toHaveLength(0);
    env2.scheduler.runUntil(121_000);
    expect(env2.failures[0]?.message).toBe(
      "failed to wait for app caches to sync kind source: *v1alpha1.App: timed out waiting for cache to be synced for Kind *v1alpha1.App",
    );
  });

  it("fact 59: usePriorityQueue false uses the legacy rate-limiting queue with the 10 qps bucket", () => {
    const legacy = setup(() => ({}), { usePriorityQueue: false });
    expect("addWithOpts" in (legacy.c.queue as object)).toBe(false);
    const prio = setup(() => ({}));
    expect("addWithOpts" in (prio.c.queue as object)).toBe(true);
  });

  it("property: no key is handed to two workers at once across random event storms (1–4 workers), and every key is reconciled after its last add", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 50 })), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.boolean(),
        (workers, storm, prio) => {
          const env = newTestEnv();
          const running = new Set<string>();
          let violation = false;
          let maxActive = 0;
          const c = new Controller(
            {
              name: "app",
              maxConcurrentReconciles: workers,
              usePriorityQueue: prio,
              reconciler: {
                reconcile: (_ctx, r) => {
                  const k = r.name;
                  if (running.has(k)) violation = true;
                  running.add(k);
                  env.meter.add(7);
                  maxActive = Math.max(maxActive, running.size);
                  return {};
                },
              },
            },
            env,
          );
          env.tracer.subscribe((e) => {
            if (e.type === "reconcile.end") running.delete(e.key.split("/")[1] ?? "");
          });
          const src = new ManualSource();
          c.watch(src);
          c.start();
          let t = 0;
          const lastAdd = new Map<string, number>();
          for (const [k, dt] of storm) {
            t += dt;
            lastAdd.set(`k${k}`, t);
            env.scheduler.at(t, () => src.add({ namespace: "default", name: `k${k}` }));
          }
          env.scheduler.runUntil(t + 10_000);
          // level-triggered: every key is reconciled at or after its last add
          const lastStart = new Map<string, number>();
          for (const e of env.tracer.events())
            if (e.type === "reconcile.start") lastStart.set(e.key.split("/")[1] ?? "", e.t);
          const caughtUp = [...lastAdd].every(([k, at]) => (lastStart.get(k) ?? -1) >= at);
          return !violation && caughtUp && maxActive <= workers && c.queue?.len() === 0;
        },
      ),
      { numRuns: 1500 },
    );
  });

  it("kill cancels every timer still pending, however many ran before (the list drops those that ran as it grows)", () => {
    // every kill time up to 200 ms: some come right after a drop, with timers pending across it
    const cases = [[3, 0] as const, ...Array.from({ length: 201 }, (_, t) => [300, t] as const), [300, 2000] as const];
    for (const [keys, killAt] of cases) {
      const { env, c, src } = setup(() => ({}), { workers: 3 });
      for (let i = 0; i < keys; i++) src.add({ namespace: "default", name: `k${i}` });
      env.scheduler.runUntil(killAt);
      const before = ends(env).length;
      const mine = () => env.scheduler.pending().filter((t) => t.label?.startsWith("controller:"));
      c.kill();
      expect(mine()).toEqual([]);
      env.scheduler.runUntil(killAt + 10_000);
      expect(ends(env).length).toBe(before); // nothing finished after the kill
    }
  });

  // A reconcile is named by its request: "ns/name", or "name" when cluster-scoped.
  it("property: each reconcile's key is its request's namespace/name, from either queue", () => {
    const reqArb = fc.record({
      namespace: fc.constantFrom("", "default", "kube-system", "a/b"),
      name: fc.string({ maxLength: 6 }),
    });
    fc.assert(
      fc.property(fc.array(reqArb, { minLength: 1, maxLength: 8 }), fc.boolean(), (reqs, usePriorityQueue) => {
        const env = newTestEnv();
        const seen: string[] = [];
        const c = new Controller(
          {
            name: "app",
            reconciler: reconcileFunc((_ctx, r) => {
              seen.push(r.namespace ? `${r.namespace}/${r.name}` : r.name);
              return {};
            }),
            usePriorityQueue,
          },
          env,
        );
        const src = new ManualSource();
        c.watch(src);
        c.start();
        for (const r of reqs) src.add(r);
        env.scheduler.runUntil(60_000);
        const started = env.tracer
          .events()
          .filter((e) => e.type === "reconcile.start")
          .map((e) => e.key);
        const ended = ends(env).map((e) => e.key);
        expect(started).toEqual(seen);
        expect(ended).toEqual(seen);
        expect(new Set(seen)).toEqual(new Set(reqs.map((r) => (r.namespace ? `${r.namespace}/${r.name}` : r.name))));
      }),
    );
  });
});
