// regexp and iter. regexp: Go patterns JavaScript would match differently are refused with an error that says so
// (never a silently different match); Go's own syntax errors keep Go's wording (test/golden/177).
import { describe, expect, it } from "vitest";
import { translate, RegexpSyntaxError } from "../../src/golang/shim/std/regexp/syntax";
import { runGolden } from "../golden/golden";

const refused = (expr: string) => {
  try {
    translate(expr);
  } catch (e) {
    if (e instanceof RegexpSyntaxError) return e.message;
    throw e;
  }
  return "accepted";
};

describe("regexp refuses what it cannot match as RE2 does", () => {
  it("a repeated expression that can match empty: RE2 and JavaScript disagree on (|a)* over aa", () => {
    // Go: (|a)* on "aa" matches [0 0]; JavaScript's backtracking matches [0 2].
    expect(refused("(|a)*")).toMatch(
      /^the lab does not support repeating an expression that can match the empty string.*`\(\|a\)\*`$/,
    );
    expect(refused("(a*)*")).toMatch(/can match the empty string/);
    expect(refused("(a*)?")).toMatch(/can match the empty string/);
    expect(refused("(a+)*")).toBe("accepted");
  });
  it("flags anywhere but the start, and CompilePOSIX's leftmost-longest", () => {
    expect(refused("a(?i)b")).toMatch(/^the lab does not support flags after the start.*`\(\?i\)`$/);
    expect(refused("(?i:ab)")).toMatch(/flags after the start/);
    expect(refused("(?i)ab")).toBe("accepted");
    expect(() => translate("a|ab", true)).toThrow(/leftmost-longest/);
  });
  it("translates RE2's meanings: \\s without \\v, . without \\r exclusion, (?m) lines at \\n only", () => {
    const js = (e: string) => {
      const t = translate(e);
      return new RegExp(t.source, t.flags);
    };
    expect(js(`\\s`).test("\v")).toBe(false);
    expect(js(`a.c`).test("a\rc")).toBe(true);
    expect(js(`(?m)^b`).test("a\rb")).toBe(false);
    expect(js(`(?m)^b`).test("a\nb")).toBe(true);
  });
  it("a refused pattern reaches the program as Compile's error, and MustCompile panics at its line", () => {
    const source = `package main

import (
	"fmt"
	"regexp"
)

func main() {
	_, err := regexp.Compile("(a*)*")
	fmt.Println(err != nil)
	regexp.MustCompile("x(?s:.)")
}
`;
    const r = runGolden({
      name: "m.go",
      path: "m.go",
      source,
      output: null,
      error: null,
      go122: false,
      interpOnly: true,
    });
    expect(r.stdout).toBe("true\n");
    expect(r.error).toEqual([
      "11: panic: regexp: Compile(`x(?s:.)`): error parsing regexp: the lab does not support flags after the start of the pattern; put them first, as (?i): `(?s:`",
    ]);
  });
});

describe("iter (Go 1.23, newer than the Go the goldens are checked against)", () => {
  it("Seq and Seq2 are generic function types a program calls with its yield", () => {
    const source = `package main

import (
	"fmt"
	"iter"
)

func countdown(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := n; i > 0; i-- {
			if !yield(i) {
				return
			}
		}
	}
}

func main() {
	countdown(5)(func(i int) bool {
		fmt.Print(i, " ")
		return i > 3
	})
	var pairs iter.Seq2[string, int] = func(yield func(string, int) bool) { yield("a", 1) }
	pairs(func(k string, v int) bool { fmt.Println(k, v); return true })
	fmt.Printf("%T\\n", countdown(1))
}
`;
    const r = runGolden({
      name: "i.go",
      path: "i.go",
      source,
      output: null,
      error: null,
      go122: false,
      interpOnly: true,
    });
    expect(r.error).toEqual([]);
    expect(r.stdout).toBe("5 4 3 a 1\niter.Seq[int]\n");
  });
});

describe("strings functions newer than the Go the goldens are checked against (1.20, 1.21)", () => {
  it("CutPrefix, CutSuffix and ContainsFunc", () => {
    const source = `package main

import (
	"fmt"
	"strings"
)

func main() {
	fmt.Println(strings.CutPrefix("v1.2.3", "v"))
	fmt.Println(strings.CutSuffix("app.yaml", ".json"))
	fmt.Println(strings.ContainsFunc("a-b", func(r rune) bool { return r == '-' }), strings.ContainsFunc("", func(rune) bool { return true }))
}
`;
    const r = runGolden({
      name: "c.go",
      path: "c.go",
      source,
      output: null,
      error: null,
      go122: false,
      interpOnly: true,
    });
    expect(r.error).toEqual([]);
    expect(r.stdout).toBe("1.2.3 true\napp.yaml false\ntrue false\n");
  });
});
