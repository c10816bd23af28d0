import { describe, expect, it } from "vitest";
import { TracePack } from "./tracepack";

describe("TracePack", () => {
  it("tells apart the key lists of one event type: prefixes, longer lists, other orders, more lists than it remembers", () => {
    const shapes: Array<(i: number) => Record<string, unknown>> = [
      (i) => ({ type: "api.request", verb: "get", name: `n${i}` }),
      () => ({ type: "api.request", verb: "get" }), // a prefix of the first
      (i) => ({ type: "api.request", verb: "get", name: `n${i}`, code: i }), // longer
      (i) => ({ type: "api.request", name: `n${i}`, verb: "get" }), // same keys, other order
      (i) => ({ type: "api.request", verb: "get", nam: `n${i}` }), // one key differs
      (i) => ({ verb: "list", type: "api.request", name: `n${i}` }), // type not first
      (i) => ({ type: "queue.add", verb: "get", name: `n${i}` }), // same keys, other type
      (i) => ({ type: "api.request", verb: "get", name: `n${i}`, code: i, more: true, last: null }),
    ];
    const given: Record<string, unknown>[] = [];
    for (let i = 0; i < 64; i++) given.push(shapes[(i * 5) % shapes.length]!(i), shapes[i % 3]!(i));
    const p = new TracePack();
    for (const e of given) p.push(e);
    const back = given.map((_, i) => p.at(i));
    expect(back.map((e) => JSON.stringify(e))).toEqual(given.map((e) => JSON.stringify(e)));
    expect(back.map((e) => Object.keys(e!))).toEqual(given.map((e) => Object.keys(e)));
    expect(given.map((_, i) => p.typeAt(i))).toEqual(given.map((e) => e.type));
  });

  it("packs an event with more fields than its scratch space holds", () => {
    const wide: Record<string, unknown> = { type: "wide" };
    for (let i = 0; i < 200; i++) wide[`f${i}`] = i % 2 ? `v${i}` : i;
    const p = new TracePack();
    p.push({ type: "narrow", a: 1 });
    p.push(wide);
    p.push({ type: "narrow", a: 2 });
    expect([p.at(0), p.at(1), p.at(2)]).toEqual([{ type: "narrow", a: 1 }, wide, { type: "narrow", a: 2 }]);
  });
});
