import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changedSpan } from "./changedSpan";

const apply = (before: string, s: ReturnType<typeof changedSpan>) =>
  s ? before.slice(0, s.start) + s.text + before.slice(s.end) : before;

describe("changedSpan", () => {
  it("replaces only what differs", () => {
    expect(changedSpan("a\nb\nc\n", "a\nxx\nc\n")).toEqual({ start: 2, end: 3, text: "xx" });
    expect(changedSpan("ab", "ab")).toBeUndefined();
    expect(changedSpan("a", "a\nb\n")).toEqual({ start: 1, end: 1, text: "\nb\n" });
    expect(changedSpan("aXa", "aa")).toEqual({ start: 1, end: 2, text: "" });
  });
  it("always turns before into after, within before's bounds", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "b", "\n", "\t") }),
        fc.string({ unit: fc.constantFrom("a", "b", "\n", "\t") }),
        (a, b) => {
          const s = changedSpan(a, b);
          expect(apply(a, s)).toBe(b);
          if (s) expect(0 <= s.start && s.start <= s.end && s.end <= a.length).toBe(true);
        },
      ),
    );
  });
});
