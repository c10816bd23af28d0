import { describe, expect, it } from "vitest";
import { Scheduler } from "../sim/scheduler";
import { Tracer } from "../sim/tracer";
import { newQueue } from "./queue";
import { newDelayingQueue } from "./delaying";
import { newRateLimitingQueue } from "./ratelimiting";
import { ItemExponentialFailureRateLimiter } from "./ratelimiters";

function setup() {
  const scheduler = new Scheduler();
  const tracer = new Tracer(scheduler);
  return { scheduler, tracer };
}

describe("client-go workqueue", () => {
  it("fact 54: dirty/processing sets — dedup while queued, one more run when re-added during processing, adds_total counts only non-deduplicated adds", () => {
    const { scheduler, tracer } = setup();
    const q = newQueue<string>({ name: "app", scheduler, tracer });
    q.add("a");
    q.add("a"); // dirty: deduplicated
    q.add("b");
    expect(q.len()).toBe(2);
    expect(q.metrics.adds).toBe(2);

    expect(q.get()).toBe("a"); // a is processing, no longer dirty
    q.add("a"); // marked dirty, NOT queued while processing
    expect(q.len()).toBe(1);
    q.add("a"); // already dirty: deduplicated
    expect(q.metrics.adds).toBe(3);

    expect(q.get()).toBe("b");
    expect(q.get()).toBeUndefined(); // a's second copy waits for Done: no two workers hold "a"
    q.done("a");
    expect(q.len()).toBe(1);
    expect(q.get()).toBe("a"); // runs once more
    q.done("a");
    q.done("b");
    expect(q.get()).toBeUndefined();
    const types = tracer.events().map((e) => e.type);
    expect(types.filter((t) => t === "queue.dedup")).toHaveLength(2);
    expect(tracer.events().find((e) => e.type === "queue.add" && e.afterDone)).toBeDefined();
  });

  it("fact 54: Len counts only queued items, workqueue_depth counts dirty ones", () => {
    const { scheduler } = setup();
    const q = newQueue<string>({ name: "q", scheduler });
    q.add("x");
    q.get();
    q.add("x");
    expect(q.len()).toBe(0);
    expect(q.metrics.depth).toBe(1);
  });

  it("fact 54: after ShutDown adds are ignored but queued items are still handed out", () => {
    const { scheduler } = setup();
    const q = newQueue<string>({ name: "q", scheduler });
    q.add("a");
    q.shutDown();
    q.add("b");
    expect(q.shuttingDown()).toBe(true);
    expect(q.get()).toBe("a");
    expect(q.get()).toBeUndefined();
  });

  it("fact 55: AddAfter keeps the earlier ready time, d≤0 is Add, every call counts a retry, and an immediate Add does not cancel the waiting entry", () => {
    const { scheduler, tracer } = setup();
    const q = newDelayingQueue<string>({ name: "q", scheduler, tracer });
    q.addAfter("a", 1000);
    q.addAfter("a", 5000); // later: the earlier time (1000) is kept
    q.addAfter("a", 300); // earlier: replaces
    q.addAfter("b", 0); // same as Add
    expect(q.metrics.retries).toBe(4);
    expect(q.len()).toBe(1);
    expect(q.inspect().waiting).toEqual([{ key: "a", readyAt: 300 }]);

    q.add("a"); // immediate add; the waiting entry stays
    expect(q.get()).toBe("b");
    expect(q.get()).toBe("a");
    q.done("a");
    scheduler.runUntil(299);
    expect(q.len()).toBe(0);
    scheduler.runUntil(300);
    expect(q.len()).toBe(1); // the timer adds "a" again: an extra reconcile
    expect(q.get()).toBe("a");
    expect(tracer.events().some((e) => e.type === "queue.addAfter" && e.kept === "earlier")).toBe(true);
  });

  it("fact 56: AddRateLimited is AddAfter(When); Forget only clears the limiter; NumRequeues asks it", () => {
    const { scheduler } = setup();
    const q = newRateLimitingQueue<string>({
      name: "q",
      scheduler,
      rateLimiter: new ItemExponentialFailureRateLimiter(5, 1000_000),
    });
    q.addRateLimited("a"); // 5 ms
    expect(q.numRequeues("a")).toBe(1);
    scheduler.runUntil(5);
    expect(q.get()).toBe("a");
    q.addRateLimited("a"); // 10 ms, dirty after it fires, handed out after Done
    q.forget("a");
    expect(q.numRequeues("a")).toBe(0);
    expect(q.isProcessing("a")).toBe(true); // Forget did not call Done
    scheduler.runUntil(15);
    expect(q.get()).toBeUndefined();
    q.done("a");
    expect(q.get()).toBe("a");
  });

  it("fact 54 (ShutDownWithDrain): drained once the in-flight items are Done", () => {
    const { scheduler } = setup();
    const q = newQueue<string>({ name: "q", scheduler });
    q.add("a");
    q.get();
    q.shutDownWithDrain();
    expect(q.drained()).toBe(false);
    q.done("a");
    expect(q.drained()).toBe(true);
  });

  it("fact 69: the client-go queue exports the real metric names; depth has no priority label; retries count every AddAfter", () => {
    const { scheduler } = setup();
    const q = newDelayingQueue<string>({ name: "app", scheduler });
    q.add("a");
    q.addAfter("b", 0);
    q.addAfter("c", 10);
    scheduler.runUntil(10);
    q.get();
    scheduler.runUntil(30);
    const samples = q.metrics.collect();
    const depth = samples.filter((m) => m.name === "workqueue_depth");
    expect(depth).toEqual([{ name: "workqueue_depth", labels: { name: "app", controller: "app" }, value: 2 }]);
    expect(samples.find((m) => m.name === "workqueue_retries_total")?.value).toBe(2);
    expect(samples.find((m) => m.name === "workqueue_adds_total")?.value).toBe(3);
    expect(samples.find((m) => m.name === "workqueue_longest_running_processor_seconds")?.value).toBeCloseTo(0.02);
  });

  it("fact 55: ShutDown stops waiting entries from being added", () => {
    const { scheduler } = setup();
    const q = newDelayingQueue<string>({ name: "q", scheduler });
    q.addAfter("a", 10);
    q.shutDown();
    scheduler.runAll();
    expect(q.len()).toBe(0);
    expect(scheduler.idle()).toBe(true);
  });
});
