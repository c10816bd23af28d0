import { describe, expect, it } from "vitest";
import { LazyItems } from "./lazyitems";
import { Slice } from "./values";

describe("LazyItems", () => {
  const origin = Object.freeze([Object.freeze({ n: 1 }), Object.freeze({ n: 2 })]);

  it("has the origin's length at once and converts the items on the first read of its backing array", () => {
    let converted = 0;
    const s = new LazyItems(origin, (j) => (converted++, { N: (j as { n: number }).n }));
    expect(s).toBeInstanceOf(Slice);
    expect([s.off, s.len, s.cap]).toEqual([0, 2, 2]);
    expect(s.untouched).toBe(true);
    expect(converted).toBe(0);
    expect(s.a).toEqual([{ N: 1 }, { N: 2 }]);
    expect(s.untouched).toBe(false);
    expect(s.a).toBe(s.a); // one array: element writes land in it
    (s.a[0] as { N: number }).N = 9;
    expect(s.a[0]).toEqual({ N: 9 });
    expect(converted).toBe(2);
  });

  it("gives every slice, and every untouched copy, values of its own", () => {
    const convert = (j: unknown) => ({ N: (j as { n: number }).n });
    const s = new LazyItems(origin, convert);
    const t = new LazyItems(origin, convert);
    const c = s.copyUntouched();
    expect(c).not.toBe(s);
    expect(c.untouched).toBe(true);
    (s.a[0] as { N: number }).N = 7;
    expect(t.a[0]).toEqual({ N: 1 });
    expect(c.a[0]).toEqual({ N: 1 });
    expect(c.a[0]).not.toBe(s.a[0]);
  });

  it("takes a new backing array as any slice does", () => {
    const s = new LazyItems(origin, (j) => j);
    s.a = [1, 2, 3];
    expect(s.untouched).toBe(false);
    expect(s.a).toEqual([1, 2, 3]);
  });
});
