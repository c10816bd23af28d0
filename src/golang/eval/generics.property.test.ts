// Property: generic Go code (user generic types and functions, sets.Set[T], the workqueue shim) run by the
// interpreter agrees with a plain JS model of the same operations on random inputs.
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { compile } from "../index";
import "../shim/k8s";

const program = (xs: number[], ys: number[]) => `package main

import (
	"fmt"

	"k8s.io/apimachinery/pkg/util/sets"
	"k8s.io/client-go/util/workqueue"
)

type Number interface{ ~int | ~int64 | ~float64 }

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

func Sum[T Number](xs ...T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func Filter[S ~[]E, E any](s S, keep func(E) bool) S {
	var out S
	for _, x := range s {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

func main() {
	xs := []int{${xs.join(", ")}}
	ys := []int{${ys.join(", ")}}
	a, b := sets.New(xs...), sets.New(ys...)
	fmt.Println(sets.List(a.Union(b)), sets.List(a.Intersection(b)), sets.List(a.Difference(b)), a.Equal(b), a.IsSuperset(b), a.Len())
	fmt.Println(Sum(xs...), Sum[int64](), Filter(xs, func(x int) bool { return x%2 == 0 }))
	var st Stack[string]
	for _, x := range xs {
		st.Push(fmt.Sprint(x))
	}
	out := ""
	for v, ok := st.Pop(); ok; v, ok = st.Pop() {
		out += v + ";"
	}
	fmt.Println(out)
	q := workqueue.NewTyped[int]()
	for _, x := range xs {
		q.Add(x)
	}
	got := []int{}
	for q.Len() > 0 {
		x, _ := q.Get()
		got = append(got, x)
		q.Done(x)
	}
	fmt.Println(got)
}
`;

const list = (v: number[]) => `[${v.join(" ")}]`;

function model(xs: number[], ys: number[]): string {
  const a = new Set(xs),
    b = new Set(ys);
  const sorted = (s: Iterable<number>) => [...s].sort((p, q) => p - q);
  const union = sorted(new Set([...a, ...b]));
  const inter = sorted([...a].filter((x) => b.has(x)));
  const diff = sorted([...a].filter((x) => !b.has(x)));
  const superset = [...b].every((x) => a.has(x));
  const equal = a.size === b.size && superset;
  const sum = xs.reduce((p, q) => p + q, 0);
  const evens = xs.filter((x) => x % 2 === 0);
  const popped = [...xs]
    .reverse()
    .map((x) => `${x};`)
    .join("");
  return (
    `${list(union)} ${list(inter)} ${list(diff)} ${equal} ${superset} ${a.size}\n` +
    `${sum} 0 ${list(evens)}\n` +
    `${popped}\n` +
    `${list([...a])}\n`
  );
}

describe("generic Go code agrees with a JS model", () => {
  it("sets, a generic stack, constraint arithmetic, core-type Filter and the workqueue's dedup", () => {
    const ints = fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 12 });
    fc.assert(
      fc.property(ints, ints, (xs, ys) => {
        const r = compile([{ name: "main.go", source: program(xs, ys) }]);
        expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        let out = "";
        const { instance } = r.program!.instantiate({
          stdout: (s) => {
            out += s;
          },
        });
        const res = instance!.runMain({ budget: 1_000_000 });
        expect(res.ok).toBe(true);
        expect(out).toBe(model(xs, ys));
      }),
      { numRuns: 60 },
    );
  });
});
