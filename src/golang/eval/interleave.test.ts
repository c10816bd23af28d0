// Run state per instance: two different programs compiled in one realm and called interleaved (one
// starting the other from inside a native and then carrying on) each see only their own globals,
// line counts, call sites, step budget and map order; and a panic, a budget stop or a JS exception in
// one run leaves nothing behind for the next.
import { describe, it, expect } from "vitest";
import { compile, currentSite, definePackage, type Instance } from "../index";

/** The native hook.Yield runs whatever the test put in `yieldTo` (a call into another program). */
let yieldTo: () => void = () => {};
const seen: Array<{ file: string; line: number } | undefined> = [];
definePackage({
  path: "example.com/hook",
  natives: {
    Yield: () => {
      seen.push(currentSite());
      yieldTo();
      seen.push(currentSite());
    },
    Throw: () => {
      throw new Error("a host bug");
    },
  },
  source: `package hook

// Yield lets the host run other Go code.
func Yield()

// Throw fails in the host (not a Go panic).
func Throw()
`,
});

const A = `package a

import "example.com/hook"

var n int
var tag = "a"

func Count() int {
	n++
	return n
}

func Outer() int {
	n = 5
	hook.Yield()
	n++
	return n
}

func Spin() {
	for {
		n++
	}
}

func Crash() {
	var m map[string]int
	m["x"] = 1
}

func Boom() {
	n = 99
	hook.Throw()
}

func Tag() string { return tag }

func Order() string {
	m := map[int]bool{}
	for i := 0; i < 8; i++ {
		m[i] = true
	}
	s := ""
	for k := range m {
		s += string(rune('0' + k))
	}
	return s
}
`;

const B = `package b

import "example.com/hook"

var n = 100
var tag = "b"

func Count() int {
	n += 10
	return n
}

func Work(k int) int {
	t := 0
	for i := 0; i < k; i++ {
		t += i
	}
	hook.Yield()
	return t
}

func Tag() string { return tag }
`;

function build(name: string, src: string) {
  const r = compile([{ name, source: src }], { path: `example.com/${name}` });
  if (!r.program) throw new Error(r.diagnostics.map((d) => `${d.line}: ${d.message}`).join("\n"));
  return r.program;
}

const value = (inst: Instance, name: string, args: unknown[] = [], budget?: number) => {
  const r = inst.call(name, args, budget === undefined ? {} : { budget });
  if (!r.ok) throw new Error(`${name}: ${r.message}`);
  return r.value as unknown;
};

describe("two programs interleaved in one realm", () => {
  const progA = build("a.go", A);
  const progB = build("b.go", B);

  it("keep their own globals across alternating calls", () => {
    const a = progA.instantiate({}).instance!;
    const b = progB.instantiate({}).instance!;
    expect(value(a, "Count")).toBe(1);
    expect(value(b, "Count")).toBe(110);
    expect(value(a, "Count")).toBe(2);
    expect(value(b, "Count")).toBe(120);
    expect([value(a, "Tag"), value(b, "Tag")]).toEqual(["a", "b"]);
  });

  it("start B from inside A, then A carries on with its own globals, sites, counts and budget", () => {
    const a = progA.instantiate({}).instance!;
    const b = progB.instantiate({}).instance!;
    seen.length = 0;
    let inner: unknown;
    yieldTo = () => {
      yieldTo = () => {};
      // B runs 2,000 loop steps under its own budget while A, under a budget of 50, waits in Yield.
      inner = value(b, "Work", [500], 10_000);
    };
    const res = a.call("Outer", [], { budget: 50 });
    yieldTo = () => {};
    expect(res).toMatchObject({ ok: true, value: 6 });
    expect(res.steps).toBeLessThan(50);
    expect(inner).toBe(124750);
    // Sites: A's Yield call, then B's (inside B), then A's again once B has returned.
    expect(seen).toEqual([
      { file: "a.go", line: 15 },
      { file: "b.go", line: 18 },
      { file: "b.go", line: 18 },
      { file: "a.go", line: 15 },
    ]);
    expect(a.exitSite()).toEqual({ file: "a.go", line: 17 });
    expect(b.exitSite()).toEqual({ file: "b.go", line: 19 });
    // Line counts: each instance counted its own program's statements only.
    const la = a.lineCounts(),
      lb = b.lineCounts();
    expect(la.every((c) => c.file === "a.go")).toBe(true);
    expect(lb.every((c) => c.file === "b.go")).toBe(true);
    expect(lb.find((c) => c.line === 16)?.count).toBe(500);
    expect(la.find((c) => c.line === 14)?.count).toBe(1);
    expect(la.some((c) => c.line === 16)).toBe(true);
    expect(value(a, "Count")).toBe(7);
    expect(value(b, "Count")).toBe(110);
  });

  it("keep their own map order: interleaving does not change an instance's sequence", () => {
    const alone = progA.instantiate({ seed: 7 }).instance!;
    const expected = [value(alone, "Order"), value(alone, "Order"), value(alone, "Order")];
    const a = progA.instantiate({ seed: 7 }).instance!;
    const other = progA.instantiate({ seed: 8 }).instance!;
    const got: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      got.push(value(a, "Order"));
      value(other, "Order");
    }
    expect(got).toEqual(expected);
  });
});

describe("a failed run leaves nothing behind", () => {
  const progA = build("a.go", A);
  const progB = build("b.go", B);

  it("after a budget stop in A, B runs unbudgeted with its own globals, and A's next call starts clean", () => {
    const a = progA.instantiate({}).instance!;
    const b = progB.instantiate({}).instance!;
    const stop = a.call("Spin", [], { budget: 500 });
    expect(stop).toMatchObject({ ok: false, kind: "budget", file: "a.go" });
    expect([21, 22]).toContain((stop as { line: number }).line);
    expect(a.site()?.file).toBe("a.go");
    expect(currentSite()).toBeUndefined(); // nothing is running
    expect(value(b, "Work", [10_000])).toBe(49995000); // no budget left over from A
    expect(value(b, "Count")).toBe(110);
    expect(value(a, "Count")).toBeGreaterThan(100); // A's global kept its loop's increments
    expect(a.site()).toBeUndefined(); // the stop's site is gone once a call returned
  });

  it("after a panic in A, B's call sites and exit site are B's", () => {
    const a = progA.instantiate({}).instance!;
    const b = progB.instantiate({}).instance!;
    expect(a.call("Crash")).toMatchObject({ ok: false, kind: "panic", line: 28 });
    seen.length = 0;
    expect(value(b, "Work", [3])).toBe(3);
    expect(seen).toEqual([
      { file: "b.go", line: 18 },
      { file: "b.go", line: 18 },
    ]);
    expect(b.exitSite()).toEqual({ file: "b.go", line: 19 });
  });

  it("after a JS exception out of a native, the registers are restored", () => {
    const a = progA.instantiate({}).instance!;
    const b = progB.instantiate({}).instance!;
    expect(() => a.call("Boom")).toThrow("a host bug");
    expect(currentSite()).toBeUndefined();
    expect(value(b, "Tag")).toBe("b");
    expect(value(b, "Count")).toBe(110);
    expect(value(a, "Count")).toBe(100); // Boom set A's n to 99 before the native threw
    const r = b.call("Work", [1_000_000], { budget: 1000 });
    expect(r).toMatchObject({ ok: false, kind: "budget", file: "b.go" });
  });
});
