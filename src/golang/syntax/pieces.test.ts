// A file parsed one declaration at a time lowers to the same AST as the whole file: same declarations,
// positions and doc comments, and the same syntax error for a broken declaration.
import { describe, it, expect } from "vitest";
import { parseFile } from "./parse";
import { PiecedFile } from "./pieces";
import { scanDecls, constNames } from "./scan";
import { registeredPackages } from "../shim/registry";
import "../shim/std";
import "../shim/k8s";

/** expectSamePieces checks every declaration lowered alone, and all of them together, against the whole file. */
function expectSamePieces(name: string, source: string): void {
  const whole = parseFile(name, source);
  expect(whole.diagnostics, name).toEqual([]);
  const file = new PiecedFile(name, source);
  const all = file.heads.map((_h, i) => i);
  expect(JSON.stringify(file.lower(all).file), name).toEqual(JSON.stringify(whole.file));
  const clause = file.heads.findIndex((h) => h.kw === "package");
  file.heads.forEach((h, i) => {
    if (i === clause) return;
    const alone = file.lower([clause, i]).file!;
    const want = whole.file!.decls.filter((d) => d.pos.off >= h.from && d.pos.off < h.to);
    expect(JSON.stringify(alone.decls), `${name}: ${file.text(i)}`).toEqual(JSON.stringify(want));
    // Without bodies: each function's body is empty, everything else the same; body() reads it.
    const bare = file.lower([clause, i], false).file!;
    const emptied = want.map((d) => (d.kind === "FuncDecl" && d.body ? { ...d, body: { ...d.body, list: [] } } : d));
    expect(JSON.stringify(bare.decls), `${name}: ${file.text(i)}`).toEqual(JSON.stringify(emptied));
    for (const d of bare.decls)
      if (d.kind === "FuncDecl" && d.body) {
        const whole = want.find((w) => w.pos.off === d.pos.off) as typeof d;
        expect(JSON.stringify(file.body(d).body), `${name}: ${d.name.name}`).toEqual(JSON.stringify(whole.body));
      }
  });
}

describe("a file parsed one declaration at a time", () => {
  it("lowers each declaration of every shim package as the whole file does", () => {
    const defs = registeredPackages();
    expect(defs.length).toBeGreaterThan(40);
    for (const def of defs) expectSamePieces(`${def.path}.go`, def.source);
  });

  it("finds declarations past strings, comments, literals and grouped declarations", () => {
    const source = `// Package p is a test.
package p

import (
	"strings"
)

// Raw holds a raw string with declarations in it.
const Raw = \`
func NotADecl() {}
type NotAType int
\`

var f = func() int { return 1 } // a func literal is not a declaration
var g =
	func() int { return 2 }

/* A block comment
func NotEither() {} */
type (
	A int
	B string
)

// T is generic.
type T[K comparable] struct{ m map[K]string; s string } // trailing
// M is on T.
func (t *T[K]) M(k K) string { return t.m[k] + "}" + string('}') }
type C int; func (C) N() int { return 0 }

// F returns a rune and a string with a brace.
func F() (rune, string) { x := 1; x++; _ = x; return '{', strings.Repeat("{", 2) }

// G returns an interface and a struct.
func G() (interface{}, struct{ X int }) {
	return struct{}{}, struct{ X int }{1} // }
}

// H returns a struct, with no body.
func H() struct{ X int }

// I returns an interface.
func I() interface{ M() } { return nil }
`;
    const heads = scanDecls(source);
    expect(heads.map((h) => `${h.kw} ${h.name}${h.recv ?? ""}`)).toEqual([
      "package p",
      "import ",
      "const Raw",
      "var f",
      "var g",
      "type ",
      "type T",
      "func (t *T[K])",
      "type C",
      "func (C)",
      "func F",
      "func G",
      "func H",
      "func I",
    ]);
    expect(heads.filter((h) => h.body).map((h) => source.slice(h.body!.from, h.body!.to).trim())).toEqual([
      "return t.m[k] + \"}\" + string('}')",
      "return 0",
      "x := 1; x++; _ = x; return '{', strings.Repeat(\"{\", 2)",
      "return struct{}{}, struct{ X int }{1} // }",
      "return nil",
    ]);
    // The comment above a declaration is in its piece; a comment after one on its line is in the next.
    expect(new PiecedFile("p.go", source).text(7)).toMatch(/^\/\/ trailing\n\/\/ M is on T\.\nfunc/);
    expectSamePieces("p.go", source);
  });

  it("lists the names a constant declaration declares", () => {
    expect(constNames(`// doc\nconst Raw = \`\nconst X = 1\n\`\n`)).toEqual(["Raw"]);
    expect(constNames(`const A, _, B int = 1, 2, 3 // trailing\n`)).toEqual(["A", "B"]);
    const group = `const (
	// A is a.
	A T = "a" /* ) */
	B, C = len("()"), T('(')
	D
	E = iota; F
	G = [2]int{1, 2}[0]
)
`;
    expect(constNames(group)).toEqual(["A", "B", "C", "D", "E", "F", "G"]);
    expect(constNames(`const (\n\tA = \n`)).toBeUndefined();
  });

  it("reports a syntax error in a declaration as the whole file's parse does", () => {
    const source = `package p

func Good() int { return 1 }

func Broken() int { x := ; return x }

func Later() {}
`;
    const file = new PiecedFile("p.go", source);
    expect(file.lower([0, 1]).diagnostics).toEqual([]);
    expect(file.lower([0, 3]).diagnostics).toEqual([]);
    expect(file.lower([0, 2]).diagnostics).toEqual(parseFile("p.go", source).diagnostics);
    expect(file.lower([0, 2]).diagnostics[0]?.message).toMatch(/^syntax error: unexpected/);
  });
});
