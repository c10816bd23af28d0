// The run-time contract: compile once, instantiate, call Go functions and methods with Go values, and get
// every Go failure back as data (a panic with its line, a step-budget stop), with per-line counts.
import { describe, it, expect } from "vitest";
import { compile, toJSON, fromJSON, Exports } from "../index";
import { type Iface } from "./values";
import { newPointer } from "../check/types";

function build(src: string) {
  const r = compile([{ name: "app.go", source: src }]);
  if (!r.program) throw new Error(r.diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`).join("\n"));
  return r.program;
}

const SRC = `package controller

import (
	"errors"
	"fmt"
	"time"
)

var calls int

type Spec struct {
	Image    string \`json:"image"\`
	Replicas int32  \`json:"replicas,omitempty"\`
}

type Meta struct {
	Name   string            \`json:"name"\`
	Labels map[string]string \`json:"labels,omitempty"\`
}

type App struct {
	Meta    \`json:",inline"\`
	Spec    Spec      \`json:"spec"\`
	Created time.Time \`json:"created"\`
	Secret  string    \`json:"-"\`
	Ptr     *int32    \`json:"ptr,omitempty"\`
}

type Reconciler struct{ seen int }

func (r *Reconciler) Reconcile(app *App) (string, error) {
	calls++
	r.seen++
	if app.Spec.Image == "" {
		return "", errors.New("no image")
	}
	return fmt.Sprintf("%s:%d", app.Name, app.Spec.Replicas), nil
}

func Add(a, b int) int { return a + b }

func Spin(n int) int {
	for {
		n++
	}
}

func Crash(xs []int) int { return xs[3] }

func Calls() int { return calls }

func Loop(n int) int {
	t := 0
	for i := 0; i < n; i++ {
		t += i
	}
	return t
}
`;

describe("calling into a compiled program", () => {
  const program = build(SRC);

  it("calls functions with Go values and returns Go values", () => {
    const { instance } = program.instantiate({});
    const r = instance!.call("Add", [2, 40]);
    expect(r).toMatchObject({ ok: true, value: 42 });
  });

  it("calls a method on a struct built from JSON; several results come back as an array", () => {
    const { instance } = program.instantiate({});
    const appT = program.type("App")!;
    const app = fromJSON(appT, { name: "web", spec: { image: "nginx", replicas: 3 } });
    const rec = fromJSON(program.type("Reconciler")!, {});
    const r = instance!.callMethod(newPointer(program.type("Reconciler")!), rec, "Reconcile", [app]);
    expect(r.ok && r.value[0]).toBe("web:3");
    expect(r.ok && r.value[1]).toBeNull();
    const bad = instance!.callMethod(newPointer(program.type("Reconciler")!), rec, "Reconcile", [
      fromJSON(appT, { name: "x" }),
    ]);
    expect(bad.ok && (bad.value[1] as Iface).t).toBeDefined();
    expect(rec.seen).toBe(2);
  });

  it("reports a run-time panic with its message and line instead of throwing", () => {
    const { instance } = program.instantiate({});
    const r = instance!.call("Crash", [null]);
    expect(r).toMatchObject({
      ok: false,
      kind: "panic",
      message: "runtime error: index out of range [3] with length 0",
      file: "app.go",
      line: 48,
    });
  });

  it("stops an endless loop at the step budget, naming the loop's line", () => {
    const { instance } = program.instantiate({});
    const r = instance!.call("Spin", [0], { budget: 10_000 });
    expect(r).toMatchObject({ ok: false, kind: "budget", file: "app.go", line: 43 });
    expect(r.steps).toBeGreaterThan(10_000);
    // The instance is still usable afterwards.
    expect(instance!.call("Add", [1, 1])).toMatchObject({ ok: true, value: 2 });
  });

  it("gives each instance its own package variables", () => {
    const a = program.instantiate({}).instance!;
    const b = program.instantiate({}).instance!;
    const rec = fromJSON(program.type("Reconciler")!, {});
    const app = fromJSON(program.type("App")!, { name: "web", spec: { image: "x" } });
    a.callMethod(newPointer(program.type("Reconciler")!), rec, "Reconcile", [app]);
    a.callMethod(newPointer(program.type("Reconciler")!), rec, "Reconcile", [app]);
    expect(a.call("Calls")).toMatchObject({ value: 2 });
    expect(b.call("Calls")).toMatchObject({ value: 0 });
  });

  it("counts how often each line ran", () => {
    const { instance } = program.instantiate({});
    instance!.call("Loop", [5]);
    const counts = program.lineCounts(instance!);
    const line = (n: number) => counts.find((c) => c.line === n)?.count;
    expect(line(53)).toBe(1); // t := 0
    expect(line(54)).toBe(6); // the loop head: 5 iterations and the final test
    expect(line(55)).toBe(5); // t += i
  });
});

describe("Go values to and from Kubernetes-style JSON", () => {
  const program = build(SRC);
  const appT = program.type("App")!;

  it("uses json tags: inline, omitempty, '-', and RFC 3339 for times", () => {
    const app = fromJSON(appT, {
      name: "web",
      labels: { a: "b" },
      spec: { image: "nginx", replicas: 0 },
      created: "2024-01-02T03:04:05Z",
      Secret: "x",
    });
    expect(toJSON(appT, app)).toEqual({
      name: "web",
      labels: { a: "b" },
      spec: { image: "nginx" },
      created: "2024-01-02T03:04:05Z",
    });
  });

  it("round-trips pointers and leaves missing fields at their zero values", () => {
    const app = fromJSON(appT, { name: "x", ptr: 7 });
    expect(app.Ptr.v).toBe(7);
    expect(app.Spec.Image).toBe("");
    expect(toJSON(appT, app)).toMatchObject({ ptr: 7, spec: { image: "" } });
  });
});

describe("the shim registry", () => {
  it("lists every exported symbol with a Go signature and a one-line doc", () => {
    const contains = Exports["strings"]!["Contains"]!;
    expect(contains.kind).toBe("func");
    expect(contains.signature).toBe("func Contains(s string, substr string) bool");
    expect(contains.doc).toBe("Contains says whether substr occurs in s.");
    const dur = Exports["time"]!["Duration"]!;
    expect(dur.members?.map((m) => m.name)).toContain("String");
    expect(Object.keys(Exports)).toEqual(
      expect.arrayContaining(["context", "errors", "fmt", "reflect", "sort", "strconv", "strings", "time"]),
    );
  });
});

describe("map iteration order", () => {
  const src = `package main

import "fmt"

func Order() string {
	m := map[int]bool{}
	for i := 0; i < 8; i++ {
		m[i] = true
	}
	s := ""
	for k := range m {
		s += fmt.Sprint(k)
	}
	return s
}
`;
  const program = build(src);
  it("is a seeded shuffle: the same seed gives the same order, and it is not insertion order", () => {
    const run = (seed: number) => (program.instantiate({ seed }).instance!.call("Order") as { value: string }).value;
    const a = run(1),
      b = run(1);
    expect(a).toBe(b);
    const orders = new Set([1, 2, 3, 4, 5].map(run));
    expect(orders.size).toBeGreaterThan(1);
    expect([...orders].every((o) => [...o].sort().join("") === "01234567")).toBe(true);
  });
});
