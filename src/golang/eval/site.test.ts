// Call sites: while a native runs, currentSite() names the Go statement that called it (even when an
// argument called other Go functions first), so the lab's findings carry the API call's file:line; and a
// step-budget stop names the statement of the endless loop.
import { describe, it, expect } from "vitest";
import { compile, currentSite, definePackage } from "../index";

const seen: ({ file: string; line: number } | undefined)[] = [];
definePackage({
  path: "example.com/site",
  natives: {
    Record: (_v: unknown) => {
      seen.push(currentSite());
    },
  },
  source: `package site

// Record notes where it was called from.
func Record(v int)
`,
});

const SRC = `package controller

import "example.com/site"

func helper(n int) int {
	m := n * 2
	return m + 1
}

func Reconcile() {
	site.Record(1)
	x := helper(2)
	site.Record(helper(x))
	for i := 0; i < 2; i++ {
		site.Record(i)
	}
}

func Exit(n int) int {
	if n > 0 {
		return helper(n)
	}
	return 0
}

func Spin() int {
	n := 0
	for {
		n++
	}
}
`;

describe("current statement", () => {
  const r = compile([{ name: "app.go", source: SRC }]);
  const { instance } = r.program!.instantiate({});

  it("is the calling statement while a native runs", () => {
    seen.length = 0;
    expect(instance!.call("Reconcile", [], { budget: 1000 }).ok).toBe(true);
    expect(seen).toEqual([11, 13, 15, 15].map((line) => ({ file: "app.go", line })));
  });

  it("names the statement a function returned from, once it has returned", () => {
    expect(instance!.call("Exit", [3]).ok).toBe(true);
    expect(instance!.exitSite()).toEqual({ file: "app.go", line: 21 });
    expect(instance!.call("Exit", [0]).ok).toBe(true);
    expect(instance!.exitSite()).toEqual({ file: "app.go", line: 23 });
  });

  it("locates a step-budget stop at the looping statement", () => {
    const res = instance!.call("Spin", [], { budget: 500 });
    expect(res).toMatchObject({ ok: false, kind: "budget", file: "app.go", line: 29 });
  });
});
