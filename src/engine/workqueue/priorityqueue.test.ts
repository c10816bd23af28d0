import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Scheduler } from "../sim/scheduler";
import { Tracer } from "../sim/tracer";
import { LowPriority, newPriorityQueue } from "./priorityqueue";
import { ItemExponentialFailureRateLimiter } from "./ratelimiters";
import { WORKQUEUE_METRICS } from "./metrics";

function setup() {
  const scheduler = new Scheduler();
  const tracer = new Tracer(scheduler);
  const q = newPriorityQueue<string>({ name: "app", scheduler, tracer });
  return { scheduler, tracer, q };
}

describe("controller-runtime priority queue", () => {
  it("fact 60: an immediate Add of a key waiting on RequeueAfter makes it ready now (earliest ready time wins)", () => {
    const { scheduler, q } = setup();
    q.addAfter("a", 30_000);
    expect(q.len()).toBe(0);
    q.add("a");
    expect(q.len()).toBe(1);
    expect(q.get()).toBe("a");
    q.done("a");
    scheduler.runUntil(60_000);
    expect(q.len()).toBe(0); // the delay was dropped, not kept as a second entry (unlike fact 55)
  });

  it("fact 60: the highest priority is kept and items are FIFO within a priority; raising moves to the back of the new level", () => {
    const { q } = setup();
    q.addWithOpts({ priority: LowPriority }, "low1", "low2");
    q.add("n1");
    q.add("n2");
    q.addWithOpts({ priority: 10 }, "hi");
    q.addWithOpts({ priority: LowPriority }, "n1"); // lower: keeps 0
    q.add("low1"); // raised to 0: back of level 0
    expect(q.inspect().ready.map((r) => `${r.key}:${r.priority}`)).toEqual([
      "hi:10",
      "n1:0",
      "n2:0",
      "low1:0",
      "low2:-100",
    ]);
    const order = [];
    for (let x = q.getWithPriority(); x; x = q.getWithPriority()) order.push(x.item);
    expect(order).toEqual(["hi", "n1", "n2", "low1", "low2"]);
  });

  it("fact 60: a key handed out stays locked until Done; a new copy queues but is not handed out", () => {
    const { q } = setup();
    q.add("a");
    q.add("b");
    expect(q.get()).toBe("a");
    q.add("a");
    expect(q.len()).toBe(2); // Len counts ready items, including a's waiting copy
    expect(q.get()).toBe("b");
    expect(q.get()).toBeUndefined();
    let woke = 0;
    q.onReady(() => woke++);
    q.done("a");
    expect(woke).toBe(1);
    expect(q.get()).toBe("a");
  });

  it("a handed-out entry's heap nodes are stale: a key raised, handed out and re-added goes out once per add", () => {
    const { scheduler, q } = setup();
    q.add("a"); // node 1 of entry 1
    q.addWithOpts({ priority: 5 }, "a"); // node 2 of entry 1 (node 1 stale)
    q.addAfter("a", 10); // entry 1 keeps its earlier (ready) time
    expect(q.getWithPriority()).toEqual({ item: "a", priority: 5 });
    q.addAfter("a", 10); // entry 2, waiting
    q.done("a");
    expect(q.get()).toBeUndefined(); // entry 1's nodes are gone with it; entry 2 is not ready
    scheduler.runUntil(20);
    expect(q.getWithPriority()).toEqual({ item: "a", priority: 0 });
    q.done("a");
    expect(q.get()).toBeUndefined();
    expect(q.len()).toBe(0);
  });

  it("fact 60: AddWithOpts({after, ratelimited}) uses min(after, When) and When is called even when merging", () => {
    const { scheduler } = setup();
    const rl = new ItemExponentialFailureRateLimiter(5, 1_000_000);
    const q = newPriorityQueue<string>({ name: "q", scheduler, rateLimiter: rl });
    q.add("a");
    q.addWithOpts({ after: 1000, ratelimited: true }, "a"); // merges into the ready entry
    expect(rl.numRequeues("a")).toBe(1);
    q.addWithOpts({ after: 1000, ratelimited: true }, "b"); // min(1000, 10?) — b is fresh: 5 ms
    expect(q.inspect().waiting).toEqual([{ key: "b", readyAt: 5, priority: 0 }]);
    q.addWithOpts({ after: 2, ratelimited: true }, "c"); // min(2, 5) = 2
    expect(q.inspect().waiting[0]).toEqual({ key: "c", readyAt: 2, priority: 0 });
    expect(q.len()).toBe(1);
    scheduler.runUntil(5);
    expect(q.len()).toBe(3);
  });

  it("fact 59: Forget and NumRequeues delegate to the limiter; shut down, nothing more is handed out", () => {
    const { q } = setup();
    q.addRateLimited("a");
    q.addRateLimited("a");
    expect(q.numRequeues("a")).toBe(2);
    q.forget("a");
    expect(q.numRequeues("a")).toBe(0);
    q.add("b");
    q.shutDown();
    expect(q.get()).toBeUndefined();
  });

  it("fact 69: metrics use the real names; retries count every add with a non-zero delay; depth has a priority label", () => {
    const { scheduler, q } = setup();
    q.add("a");
    q.addWithOpts({ priority: LowPriority }, "b");
    q.addAfter("c", 100);
    q.addRateLimited("d");
    q.add("a"); // deduplicated: not counted in adds_total
    expect(q.metrics.retries).toBe(2);
    expect(q.metrics.adds).toBe(2);
    scheduler.runUntil(100);
    expect(q.metrics.adds).toBe(4); // c and d counted when they became ready
    scheduler.runUntil(150);
    q.get();
    scheduler.runUntil(400);
    const samples = q.metrics.collect();
    expect(new Set(samples.map((s) => s.name))).toEqual(new Set(Object.values(WORKQUEUE_METRICS)));
    const depth = samples.filter((s) => s.name === "workqueue_depth");
    expect(depth.map((d) => [d.labels.priority, d.value])).toEqual([
      ["-100", 1],
      ["0", 2],
    ]);
    expect(samples.find((s) => s.name === "workqueue_unfinished_work_seconds")?.value).toBeCloseTo(0.25);
    const qd = samples.find((s) => s.name === "workqueue_queue_duration_seconds");
    expect(qd?.count).toBe(1);
    expect(qd?.value).toBeCloseTo(0.15);
  });

  it("property: entries keep the max priority and earliest ready time of all their adds", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            after: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
            priority: fc.integer({ min: -2, max: 2 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (adds) => {
          const { q } = setup();
          for (const a of adds) q.addWithOpts({ after: a.after, priority: a.priority }, "k");
          const maxP = Math.max(...adds.map((a) => a.priority));
          const v = q.inspect();
          const immediate = adds.some((a) => a.after === 0);
          if (immediate) {
            expect(v.ready).toEqual([{ key: "k", priority: maxP }]);
            expect(v.waiting).toEqual([]);
          } else {
            expect(v.waiting).toEqual([{ key: "k", readyAt: Math.min(...adds.map((a) => a.after)), priority: maxP }]);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("property: gets come out by priority, FIFO within a priority (raising goes to the back)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: -1, max: 2 })), { maxLength: 40 }),
        (adds) => {
          const { q } = setup();
          const model = new Map<string, { p: number; order: number }>();
          let counter = 0;
          for (const [k, p] of adds) {
            const key = `k${k}`;
            q.addWithOpts({ priority: p }, key);
            const m = model.get(key);
            if (!m) model.set(key, { p, order: counter++ });
            else if (p > m.p) model.set(key, { p, order: counter++ });
          }
          const expected = [...model.entries()]
            .sort((a, b) => b[1].p - a[1].p || a[1].order - b[1].order)
            .map((e) => e[0]);
          const got: string[] = [];
          for (let x = q.get(); x !== undefined; x = q.get()) got.push(x);
          expect(got).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("property: with time passing, a key is never handed out before the earliest ready time asked for it, and a ready key is never left behind", () => {
    type Op = { op: "add"; k: number; after: number; p: number } | { op: "tick"; d: number } | { op: "get" };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        op: fc.constant("add" as const),
        k: fc.integer({ min: 0, max: 5 }),
        after: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50 })),
        p: fc.integer({ min: -1, max: 1 }),
      }),
      fc.record({ op: fc.constant("tick" as const), d: fc.integer({ min: 0, max: 30 }) }),
      fc.record({ op: fc.constant("get" as const) }),
    );
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const { scheduler, q } = setup();
        const earliest = new Map<string, number>(); // key → earliest ready time asked since its last hand-out
        for (const o of ops) {
          if (o.op === "add") {
            const key = `k${o.k}`;
            const at = scheduler.now() + o.after;
            earliest.set(key, Math.min(earliest.get(key) ?? Number.POSITIVE_INFINITY, at));
            q.addWithOpts({ after: o.after, priority: o.p }, key);
          } else if (o.op === "tick") scheduler.runFor(o.d);
          else {
            const got = q.get();
            if (got === undefined) {
              for (const t of earliest.values()) expect(t).toBeGreaterThan(scheduler.now()); // nothing ready was left behind
            } else {
              expect(earliest.get(got)).toBeLessThanOrEqual(scheduler.now());
              earliest.delete(got);
              q.done(got);
            }
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
