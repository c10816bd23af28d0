import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Scheduler } from "../sim/scheduler";
import { Tracer } from "../sim/tracer";
import type { RateLimitingInterface } from "./interface";
import { newRateLimitingQueue } from "./ratelimiting";
import { newPriorityQueue } from "./priorityqueue";

type Op =
  | { op: "add"; k: number }
  | { op: "addAfter"; k: number; d: number }
  | { op: "addRateLimited"; k: number }
  | { op: "forget"; k: number }
  | { op: "get"; w: number }
  | { op: "done"; w: number }
  | { op: "tick"; d: number };

const WORKERS = 3;
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("add" as const), k: fc.integer({ min: 0, max: 4 }) }),
  fc.record({
    op: fc.constant("addAfter" as const),
    k: fc.integer({ min: 0, max: 4 }),
    d: fc.integer({ min: 0, max: 40 }),
  }),
  fc.record({ op: fc.constant("addRateLimited" as const), k: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ op: fc.constant("forget" as const), k: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ op: fc.constant("get" as const), w: fc.integer({ min: 0, max: WORKERS - 1 }) }),
  fc.record({ op: fc.constant("get" as const), w: fc.integer({ min: 0, max: WORKERS - 1 }) }),
  fc.record({ op: fc.constant("done" as const), w: fc.integer({ min: 0, max: WORKERS - 1 }) }),
  fc.record({ op: fc.constant("tick" as const), d: fc.integer({ min: 0, max: 30 }) }),
);

/** run drives a queue with several workers and checks the invariants every worker relies on. */
function run(make: (s: Scheduler, t: Tracer) => RateLimitingInterface<string>, ops: Op[]) {
  const s = new Scheduler();
  const tracer = new Tracer(s);
  const q = make(s, tracer);
  const held: Array<string | undefined> = Array.from({ length: WORKERS }, () => undefined);
  let step = 0;
  const lastAdd = new Map<string, number>(); // key → step of its latest add call
  const gets: Array<[string, number]> = [];
  const get = (w: number) => {
    if (held[w] !== undefined) return;
    const item = q.get();
    if (item === undefined) return;
    expect(held.includes(item)).toBe(false); // never two workers on one key
    held[w] = item;
    gets.push([item, step]);
  };
  for (const o of ops) {
    step++;
    switch (o.op) {
      case "add":
        q.add(`k${o.k}`);
        lastAdd.set(`k${o.k}`, step);
        break;
      case "addAfter":
        q.addAfter(`k${o.k}`, o.d);
        lastAdd.set(`k${o.k}`, step);
        break;
      case "addRateLimited":
        q.addRateLimited(`k${o.k}`);
        lastAdd.set(`k${o.k}`, step);
        break;
      case "forget":
        q.forget(`k${o.k}`);
        break;
      case "get":
        get(o.w);
        break;
      case "done": {
        const item = held[o.w];
        if (item !== undefined) {
          q.done(item);
          held[o.w] = undefined;
        }
        break;
      }
      case "tick":
        s.runFor(o.d);
        break;
    }
  }
  // drain: finish everything, keep getting until nothing is ready or waiting
  for (let guard = 0; guard < 10_000; guard++) {
    step++;
    for (let w = 0; w < WORKERS; w++) {
      const item = held[w];
      if (item !== undefined) {
        q.done(item);
        held[w] = undefined;
      }
    }
    for (let w = 0; w < WORKERS; w++) get(w);
    if (held.every((h) => h === undefined) && q.len() === 0 && !s.step()) break;
  }
  // nothing lost: every add call is followed by a get of that key
  for (const [key, at] of lastAdd) expect(gets.some(([k, g]) => k === key && g > at)).toBe(true);
  // dedup: never more gets than add calls
  const addCalls = tracer.events().filter((e) => e.type === "queue.add" || e.type === "queue.addAfter").length;
  expect(gets.length).toBeLessThanOrEqual(addCalls);
}

describe("workqueue property: several workers", () => {
  it("fact 54/55: client-go rate-limiting queue — no key on two workers, re-adds during processing run again, nothing lost", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 80 }), (ops) =>
        run((s, t) => newRateLimitingQueue({ name: "q", scheduler: s, tracer: t }), ops),
      ),
      { numRuns: 3000 },
    );
  });

  it("fact 60: priority queue — no key on two workers, re-adds during processing run again, nothing lost", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 80 }), (ops) =>
        run((s, t) => newPriorityQueue({ name: "q", scheduler: s, tracer: t }), ops),
      ),
      { numRuns: 3000 },
    );
  });
});
