import { describe, expect, it } from "vitest";
import { Scheduler } from "../sim/scheduler";
import { SECOND } from "../sim/clock";
import {
  BucketRateLimiter,
  ItemExponentialFailureRateLimiter,
  MaxOfRateLimiter,
  defaultControllerRateLimiter,
} from "./ratelimiters";
import { newPriorityQueue } from "./priorityqueue";
import { newRateLimitingQueue } from "./ratelimiting";

describe("rate limiters", () => {
  it("fact 57: ItemExponentialFailureRateLimiter(5ms, 1000s) doubles per failure and the 19th failure is the first capped", () => {
    const rl = new ItemExponentialFailureRateLimiter(5, 1000 * SECOND);
    const delays = Array.from({ length: 20 }, () => rl.when("a"));
    expect(delays.slice(0, 4)).toEqual([5, 10, 20, 40]);
    expect(delays[17]).toBe(5 * 2 ** 17); // 655.36 s
    expect(delays[18]).toBe(1000 * SECOND); // 5ms·2^18 = 1310.72 s > max
    expect(delays[19]).toBe(1000 * SECOND);
    expect(rl.numRequeues("a")).toBe(20);
    expect(rl.when("b")).toBe(5); // per item
    rl.forget("a");
    expect(rl.numRequeues("a")).toBe(0);
    expect(rl.when("a")).toBe(5);
  });

  it("fact 58: DefaultControllerRateLimiter = MaxOf(exponential, 10 qps burst 100 bucket shared by all items)", () => {
    const s = new Scheduler();
    const rl = defaultControllerRateLimiter(s);
    const first = Array.from({ length: 100 }, (_, i) => rl.when(`k${i}`));
    expect(new Set(first)).toEqual(new Set([5])); // burst: only the 5 ms exponential floor
    expect(rl.when("k100")).toBeCloseTo(100); // 101st token: 1/10 s in debt
    expect(rl.when("k101")).toBeCloseTo(200);
    s.runUntil(1000); // 10 tokens refill; the debt (2) is repaid first
    expect(rl.when("k102")).toBe(5); // bucket has 8 tokens again: only the exponential floor
    expect(rl.numRequeues("k0")).toBe(1);
    rl.forget("k0");
    expect(rl.numRequeues("k0")).toBe(0);
  });

  it("fact 58: the bucket limiter implements Reserve().Delay() on virtual time", () => {
    const s = new Scheduler();
    const b = new BucketRateLimiter(s, 10, 2);
    expect([b.when(), b.when(), b.when(), b.when()].map(Math.round)).toEqual([0, 0, 100, 200]);
    s.runUntil(250); // +2.5 tokens: −2 → 0.5
    expect(Math.round(b.when())).toBe(50);
    const m = new MaxOfRateLimiter(
      new ItemExponentialFailureRateLimiter(1, 8),
      new ItemExponentialFailureRateLimiter(3, 4),
    );
    expect([m.when("x"), m.when("x"), m.when("x")]).toEqual([3, 4, 4]);
  });

  it("fact 59: the priority queue's default limiter has no bucket; the legacy rate-limiting queue's has one", () => {
    const s = new Scheduler();
    const pq = newPriorityQueue<string>({ name: "pq", scheduler: s });
    const legacy = newRateLimitingQueue<string>({ name: "legacy", scheduler: s });
    for (let i = 0; i < 150; i++) {
      pq.addRateLimited(`k${i}`);
      legacy.addRateLimited(`k${i}`);
    }
    s.runUntil(5);
    expect(pq.len()).toBe(150); // all after 5 ms
    expect(legacy.len()).toBe(100); // bucket: the other 50 wait 100 ms·n
    s.runUntil(5 * SECOND);
    expect(legacy.len()).toBe(150);
  });
});
