// Generic functions written in Go inside a shim (e.g. k8s.io/utils/ptr.To) run with their type arguments:
// &v and *p of a struct type parameter share the struct, values boxed into interfaces carry the
// instantiated type, zero values and nested generic calls use the caller's type arguments.
import { describe, it, expect } from "vitest";
import { compile, definePackage } from "../index";

definePackage({
  path: "example.com/generic",
  natives: {},
  source: `package generic

import "fmt"

// To returns a pointer to v.
func To[T any](v T) *T { return &v }

// Deref returns *p, or def when p is nil.
func Deref[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

// Zero returns T's zero value.
func Zero[T any]() T {
	var z T
	return z
}

// Show formats v through an interface.
func Show[T any](v T) string { return fmt.Sprint(v) }

// Via calls another generic with its own type parameter.
func Via[T any](v T) *T { return To(v) }

// Swap swaps two values of different types.
func Swap[A any, B any](a A, b B) (B, A) { return b, a }
`,
});

// The same calls as a Go 1.19 program with the functions above in package main prints exactly this
// (checked with real Go when this test was written).
const REAL_GO_OUTPUT = `6
2 P(2) P(3)
P(9) P(2) 4
P(0) true true
P(7) 8 <nil>
P(5)
s
x 1
`;

const MAIN = `package main

import (
	"fmt"
	"example.com/generic"
)

type P struct{ X int }

func (p P) String() string { return fmt.Sprintf("P(%d)", p.X) }

func main() {
	p := generic.To(5)
	*p = 6
	fmt.Println(*p)
	r := generic.To(P{X: 1})
	r.X = 2
	c := *r
	c.X = 3
	fmt.Println(r.X, *r, c)
	var np *P
	fmt.Println(generic.Deref(np, P{X: 9}), generic.Deref(r, P{}), generic.Deref[int](nil, 4))
	fmt.Println(generic.Zero[P](), generic.Zero[string]() == "", generic.Zero[*P]() == nil)
	fmt.Println(generic.Show(P{X: 7}), generic.Show(int32(8)), generic.Show[error](nil))
	v := generic.Via(P{X: 4})
	v.X++
	fmt.Println(*v)
	f := generic.To[string]
	fmt.Println(*f("s"))
	a, b := generic.Swap(1, "x")
	fmt.Println(a, b)
}
`;

describe("generic shim functions", () => {
  it("instantiate with the call's type arguments, as real Go does", () => {
    const r = compile([{ name: "main.go", source: MAIN }]);
    expect(r.diagnostics).toEqual([]);
    let out = "";
    const { instance } = r.program!.instantiate({
      stdout: (s) => {
        out += s;
      },
    });
    const res = instance!.runMain({ budget: 100_000 });
    expect(res.ok).toBe(true);
    expect(out).toBe(REAL_GO_OUTPUT);
  });
});
