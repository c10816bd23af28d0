// A method whose receiver is unnamed, func (*T) M(a, b, c string), still takes the receiver's
// argument slot: its parameters keep their places (issue 13: the receiver used to bind to a).
import { describe, expect, it } from "vitest";
import { compile } from "../compile";

const MAIN = `package main

import "fmt"

type T struct{ n int }

func (*T) M(a, b, c string) string { return a + "," + b + "," + c }

func (T) V(a string) string { return "v:" + a }

func (_ *T) U(a int) int { return a * 2 }

func main() {
	t := &T{}
	fmt.Println(t.M("x", "y", "z"))
	fmt.Println(T{}.V("q"))
	fmt.Println(t.U(21))
	f := t.M
	fmt.Println(f("1", "2", "3"))
}
`;

// what go run prints for MAIN
const REAL_GO_OUTPUT = "x,y,z\nv:q\n42\n1,2,3\n";

describe("unnamed receivers", () => {
  it("bind the receiver slot and keep the parameters in place", () => {
    const r = compile([{ name: "main.go", source: MAIN }]);
    expect(r.diagnostics).toEqual([]);
    let out = "";
    const { instance } = r.program!.instantiate({ stdout: (s) => (out += s) });
    expect(instance!.runMain({ budget: 100_000 }).ok).toBe(true);
    expect(out).toBe(REAL_GO_OUTPUT);
  });
});
