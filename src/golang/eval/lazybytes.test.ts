import { describe, expect, it } from "vitest";
import { LazyBytes } from "./lazybytes";
import { Slice } from "./values";

describe("LazyBytes", () => {
  it("is a slice of the string's bytes, built on the first read of its backing array", () => {
    const origin = Object.freeze({ x: 1 });
    let encoded = 0;
    const b = new LazyBytes(origin, (o) => (encoded++, o === origin ? "{}\u00e9" : ""));
    expect(b).toBeInstanceOf(Slice);
    expect(encoded).toBe(0);
    expect([b.off, b.len, b.cap]).toEqual([0, 3, 3]);
    expect(b.untouched).toBe(true);
    expect(b.a).toEqual([123, 125, 0xe9]);
    expect(b.untouched).toBe(false);
    expect(b.a).toBe(b.a); // one array: element writes land in it
    b.a[0] = 65;
    expect(b.a[0]).toBe(65);
    expect(b.origin).toBe(origin);
    expect(encoded).toBe(1);
  });

  it("copies lazily while untouched, into independent bytes once read", () => {
    const b = new LazyBytes(undefined, () => "ab");
    const c = b.copy();
    expect(c).toBeInstanceOf(LazyBytes);
    expect((c as LazyBytes).untouched).toBe(true);
    expect(b.untouched).toBe(true);
    b.a[0] = 120;
    const d = b.copy();
    expect(d).not.toBeInstanceOf(LazyBytes);
    expect(d.a).toEqual([120, 98]);
    d.a[1] = 121;
    expect(b.a).toEqual([120, 98]);
    expect(c.a).toEqual([97, 98]);
  });

  it("keeps a plain Slice's own members in their order", () => {
    expect(Object.keys(new Slice([1], 0, 1, 1))).toEqual(["a", "off", "len", "cap"]);
  });
});
