// Completion offers only the locals in scope at the cursor: a function's parameters in its body,
// `:=` and `var` names after their statement and inside their block, if/for/switch/case scopes,
// range variables in the loop body, and the innermost of two shadowing names.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { complete, hover } from "../../src/golang/assist";

const SOURCE = `package controller

import "fmt"

func first(alpha int, beta string) int {
	gamma := alpha + 1
	if delta := gamma * 2; delta > 3 {
		epsilon := delta
		_ = epsilon
		// AT_IF
	}
	// AFTER_IF
	for i, item := range []string{beta} {
		_ = i
		_ = item
		// AT_RANGE
	}
	switch kappa := gamma; kappa {
	case 1:
		lambda := kappa
		_ = lambda
		// AT_CASE1
	case 2:
		// AT_CASE2
	}
	var shadow int = gamma
	{
		shadow := "inner"
		_ = shadow
		// AT_SHADOW
	}
	_ = shadow
	// AT_END
	fmt.Println(beta)
	return gamma
}

func second(zeta float64) float64 {
	// AT_SECOND
	eta := zeta
	return eta
}
`;

const files = [{ name: "a.go", source: SOURCE }];

/** at: the 1-based line and column at the start of a marker comment. */
function at(marker: string) {
  const i = SOURCE.indexOf(`// ${marker}`);
  const before = SOURCE.slice(0, i).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** locals: the variables offered at a marker (the package's names, imports and keywords are not). */
function locals(marker: string): string[] {
  const p = at(marker);
  return complete(files, "a.go", p.line, p.column)
    .filter((i) => i.kind === "var")
    .map((i) => i.label)
    .sort();
}

describe("completion offers the locals in scope at the cursor", () => {
  it("inside an if with an init statement: params, earlier :=, the init's name and the block's", () => {
    expect(locals("AT_IF")).toEqual(["alpha", "beta", "delta", "epsilon", "gamma"]);
  });
  it("after the if: its names are gone", () => {
    expect(locals("AFTER_IF")).toEqual(["alpha", "beta", "gamma"]);
  });
  it("in a range body: the key and value", () => {
    expect(locals("AT_RANGE")).toEqual(["alpha", "beta", "gamma", "i", "item"]);
  });
  it("in a case clause: the switch's init and that clause's names only", () => {
    expect(locals("AT_CASE1")).toEqual(["alpha", "beta", "gamma", "kappa", "lambda"]);
    expect(locals("AT_CASE2")).toEqual(["alpha", "beta", "gamma", "kappa"]);
  });
  it("a shadowing name is the inner one, with its type", () => {
    const p = at("AT_SHADOW");
    const shadow = complete(files, "a.go", p.line, p.column).find((i) => i.label === "shadow");
    expect(shadow?.detail).toBe("var shadow string");
    const q = at("AT_END");
    expect(complete(files, "a.go", q.line, q.column).find((i) => i.label === "shadow")?.detail).toBe("var shadow int");
  });
  it("another function sees only its own parameters, not its later := names", () => {
    expect(locals("AT_SECOND")).toEqual(["zeta"]);
  });
  it("package-level functions and imports are still offered", () => {
    const p = at("AT_SECOND");
    const labels = complete(files, "a.go", p.line, p.column).map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(["first", "second", "fmt", "return"]));
  });
  it("hover on a shadowed name tells the type of the one in scope", () => {
    const src = SOURCE.split("\n");
    const line = src.findIndex((l) => l.trim() === "_ = shadow" && l.startsWith("\t\t")) + 1;
    const column = src[line - 1]!.indexOf("shadow") + 2;
    expect(hover(files, "a.go", line, column)?.signature).toBe("var shadow string");
    const outer = src.findIndex((l) => l === "\t_ = shadow") + 1;
    expect(hover(files, "a.go", outer, src[outer - 1]!.indexOf("shadow") + 2)?.signature).toBe("var shadow int");
  });
});

describe("on Exercise 1's reconciler", () => {
  const dir = "content/exercises/exercise-1-eager-creator";
  const read = (f: string) => readFileSync(`${dir}/${f}`, "utf8");
  const original = read("original.go");
  const ex = [
    ...["helpers.go", "setup.go"].map((name) => ({ name, source: read(name) })),
    { name: "original.go", source: original },
  ];
  it("at the top of Reconcile only the receiver and parameters are locals (no fields, no later names)", () => {
    const lines = original.split("\n");
    const line = lines.findIndex((l) => l.startsWith("func (r *AppReconciler) Reconcile(")) + 2;
    const vars = complete(ex, "original.go", line, 2)
      .filter((i) => i.kind === "var")
      .map((i) => i.label)
      .sort();
    expect(vars).toEqual(["ctx", "r", "req"]);
  });
});
