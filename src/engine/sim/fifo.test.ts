// Fifo (sim/fifo.ts) against a plain array used as a queue: any mix of pushes, shifts and keeps
// leaves the same entries in the same order, across the compaction that lets taken entries go
// (1,024 and more taken, most of the array).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Fifo } from "./fifo";

type Op = { op: "push"; n: number } | { op: "shift"; n: number } | { op: "keepOdd" };

describe("Fifo", () => {
  it("holds what an array used as a queue holds, whatever the pushes, shifts and keeps", () => {
    const op = fc.oneof(
      fc.record({ op: fc.constant("push" as const), n: fc.integer({ min: 1, max: 1500 }) }),
      fc.record({ op: fc.constant("shift" as const), n: fc.integer({ min: 1, max: 1500 }) }),
      fc.record({ op: fc.constant("keepOdd" as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops: Op[]) => {
        const q = new Fifo<number>();
        let model: number[] = [];
        let next = 0;
        for (const o of ops) {
          if (o.op === "push")
            for (let i = 0; i < o.n; i++) {
              q.push(next);
              model.push(next++);
            }
          else if (o.op === "shift")
            for (let i = 0; i < o.n; i++) {
              q.shift();
              model.shift();
            }
          else {
            q.keep((x) => x % 2 === 1);
            model = model.filter((x) => x % 2 === 1);
          }
          expect(q.size).toBe(model.length);
          expect(q.first()).toBe(model[0]);
          expect(q.last()).toBe(model[model.length - 1]);
        }
        expect(q.toArray()).toEqual(model);
      }),
      { numRuns: 200 },
    );
  });

  it("is empty after clear, and shifting an empty queue takes nothing", () => {
    const q = new Fifo<string>();
    q.shift();
    q.push("a");
    q.clear();
    expect([q.size, q.first(), q.last()]).toEqual([0, undefined, undefined]);
    q.push("b");
    expect(q.toArray()).toEqual(["b"]);
  });
});
