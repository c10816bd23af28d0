import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { jsonChunks } from "./jsonchunks";

const streamed = (v: unknown, depth?: number, size?: number) => [...jsonChunks(v, depth, size)].join("");

describe("jsonChunks", () => {
  it("prints what JSON.stringify(v, null, 2) prints, at every depth and chunk size", () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: false }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 64 }),
        (v, depth, size) => {
          expect(streamed(v, depth, size)).toBe(JSON.stringify(v, null, 2) ?? "");
        },
      ),
      { numRuns: 500 },
    );
  });

  it("drops what JSON drops, prints null for holes, and honours toJSON", () => {
    const v = {
      a: undefined,
      f: () => 1,
      list: [undefined, () => 1, Symbol("s"), { toJSON: () => undefined }, 1],
      d: new Date(0),
      t: { toJSON: () => ({ x: [1, { y: "a\nb" }] }) },
      gone: { toJSON: () => undefined },
      empty: { o: {}, l: [] },
      deep: [[{ k: [{ j: 'q"\\' }] }]],
    };
    for (const depth of [1, 2, 3, 8]) expect(streamed(v, depth, 3)).toBe(JSON.stringify(v, null, 2));
  });

  it("yields pieces of about the chunk size, never the whole text at once", () => {
    const objects = Array.from({ length: 1000 }, (_, i) => ({ kind: "App", metadata: { name: `app-${i}` } }));
    const chunks = [...jsonChunks({ objects }, 2, 4096)];
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(4096 + 200);
  });

  /** item: what a report's lists hold and what JSON treats specially, as an array item */
  const item = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.string({ unit: "binary" }), fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.constant(-0))),
    fc.constantFrom(undefined, -0, 0, null, [], {}, [[]], { a: {} }, () => 1, Symbol("s")),
    fc.string({ unit: "binary" }),
    fc.double(),
    fc.date({ noInvalidDate: true }),
    fc.constant({ toJSON: () => ({ x: [1, "\u2028"] }) }),
  );

  it("prints long arrays a run of items at a time, exactly as JSON.stringify(v, null, 2)", () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 60 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 512 }),
        (list, depth, size) => {
          for (const v of [list, { objects: list }, [{ deep: [list] }]])
            expect(streamed(v, depth, size)).toBe(JSON.stringify(v, null, 2));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("prints an array's items in runs: one JSON.stringify call for about a chunk of them", () => {
    const objects = Array.from({ length: 2000 }, (_, i) => ({ kind: "App", metadata: { name: `app-${i}` } }));
    const spy = vi.spyOn(JSON, "stringify");
    let text: string;
    let calls: number;
    try {
      text = streamed({ objects }, 2, 1 << 16);
      calls = spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
    expect(text).toBe(JSON.stringify({ objects }, null, 2));
    expect(calls).toBeLessThan(40);
  });
});
