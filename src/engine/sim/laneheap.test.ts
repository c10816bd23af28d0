import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LaneHeap } from "./laneheap";
import { MinHeap } from "./heap";

interface E {
  time: number;
  seq: number;
}

describe("LaneHeap", () => {
  // A wrong fast path (an entry appended to a lane out of order, a lane head preferred over an
  // earlier heap top) pops in another order than MinHeap: compare them on mixes of in-order and
  // out-of-order pushes over more times than there are lanes, with pops in between.
  it("property: pops exactly what MinHeap pops, in the same order", () => {
    const op = fc.oneof(
      { weight: 5, arbitrary: fc.tuple(fc.constant("push" as const), fc.integer({ min: -3, max: 3 }), fc.boolean()) },
      { weight: 3, arbitrary: fc.tuple(fc.constant("pop" as const), fc.constant(0), fc.constant(false)) },
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        const lanes = new LaneHeap<E>();
        const heap = new MinHeap<E>();
        let next = 1000;
        let old = 0;
        const got: Array<[E | undefined, E | undefined]> = [];
        for (const [kind, time, stale] of ops) {
          if (kind === "push") {
            // mostly the newest seq; sometimes an old one (a delayed entry made ready, a skipped node)
            const e = { time: time * 100, seq: stale ? old++ : next++ };
            lanes.push(e);
            heap.push(e);
          } else got.push([lanes.pop(), heap.pop()]);
          expect(lanes.size).toBe(heap.size);
        }
        for (let e = heap.pop(); e; e = heap.pop()) got.push([lanes.pop(), e]);
        expect(lanes.pop()).toBeUndefined();
        for (const [a, b] of got) expect(a).toBe(b);
      }),
      { numRuns: 1000 },
    );
  });

  it("hands out thousands of in-order entries of two times in order (lane trimming)", () => {
    const lanes = new LaneHeap<E>();
    const out: E[] = [];
    let seq = 0;
    for (let i = 0; i < 5000; i++) {
      lanes.push({ time: i % 3 === 0 ? -1 : 0, seq: seq++ });
      if (i % 4 === 3) out.push(lanes.pop()!);
    }
    for (let e = lanes.pop(); e; e = lanes.pop()) out.push(e);
    expect(out.length).toBe(5000);
    const rest = out.slice(1250);
    // after the interleaved pops, what is left comes out by time, then seq
    expect(rest).toEqual([...rest].sort((a, b) => a.time - b.time || a.seq - b.seq));
  });
});
