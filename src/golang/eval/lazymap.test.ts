import { describe, expect, it } from "vitest";
import { LazyMap } from "./lazymap";
import { GoMap } from "./values";

describe("LazyMap", () => {
  const origin = Object.freeze({ b: Object.freeze({ n: 2 }), a: Object.freeze({ n: 1 }) });
  const key = (k: string) => k.toUpperCase();
  const value = (j: unknown) => ({ N: (j as { n: number }).n });

  it("converts its entries, in the origin's key order, on the first read, and is a map from then on", () => {
    let converted = 0;
    const m = new LazyMap(origin, key, (j) => (converted++, value(j)));
    expect(m).toBeInstanceOf(GoMap);
    expect(m.kf).toBeNull();
    expect(m.untouched).toBe(true);
    expect(converted).toBe(0);
    expect(m.size).toBe(2);
    expect(m.untouched).toBe(false);
    expect(m.entries()).toEqual([
      ["B", { N: 2 }],
      ["A", { N: 1 }],
    ]);
    expect(m.m).toBe(m.m); // one map: changes land in it
    m.set("C", { N: 3 });
    m.delete("B");
    (m.get("A") as { N: number }).N = 9;
    expect(m.entries()).toEqual([
      ["A", { N: 9 }],
      ["C", { N: 3 }],
    ]);
    expect(converted).toBe(2);
    expect(origin.a.n).toBe(1);
  });

  it("builds on any first access: get, has, set, delete, entries, m", () => {
    for (const first of [
      (m: GoMap) => m.get("A"),
      (m: GoMap) => m.has("A"),
      (m: GoMap) => m.set("Z", 0),
      (m: GoMap) => m.delete("A"),
      (m: GoMap) => m.entries(),
      (m: GoMap) => m.m.size,
    ]) {
      const m = new LazyMap(origin, key, value);
      first(m);
      expect(m.untouched).toBe(false);
      expect(m.has("B")).toBe(true);
    }
  });

  it("gives every map, and every untouched copy, values of its own", () => {
    const m = new LazyMap(origin, key, value);
    const n = new LazyMap(origin, key, value);
    const c = m.copyUntouched();
    expect(c).not.toBe(m);
    expect(c.untouched).toBe(true);
    (m.get("A") as { N: number }).N = 7;
    m.set("X", { N: 0 });
    expect(n.get("A")).toEqual({ N: 1 });
    expect(c.get("A")).toEqual({ N: 1 });
    expect(c.get("A")).not.toBe(m.get("A"));
    expect(c.has("X")).toBe(false);
  });

  it("a plain GoMap keeps its own entries", () => {
    const g = new GoMap(null);
    g.set("k", 1);
    expect(g.m).toBeInstanceOf(Map);
    expect(g.entries()).toEqual([["k", 1]]);
    expect(Object.keys(g)).toContain("m");
  });
});
