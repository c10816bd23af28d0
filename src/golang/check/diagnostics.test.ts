// Diagnostics at exact positions (go/types style): each case is a small file and the one diagnostic
// it must produce, as "line:column: message" (only the first line of multi-line messages).
import { describe, it, expect } from "vitest";
import { compile } from "../compile";

const wrap = (body: string, imports = "") => `package main\n${imports}\nfunc main() {\n${body}\n}\n`;

// [name, source, expected diagnostics]
const cases: [string, string, string[]][] = [
  ["unused variable", wrap("\tx := 1"), ["4:2: declared and not used: x"]],
  ["unused import", `package main\n\nimport "strings"\n\nfunc main() {}\n`, [`3:8: "strings" imported and not used`]],
  [
    "unused aliased import",
    `package main\n\nimport str "strings"\n\nfunc main() {}\n`,
    [`3:12: "strings" imported as str and not used`],
  ],
  [
    "undefined name with suggestion",
    wrap("\tcount := 1\n\t_ = cuont"),
    ["4:2: declared and not used: count", "5:6: undefined: cuont (did you mean count?)"],
  ],
  ["undefined name without suggestion", wrap("\t_ = zzz"), ["4:6: undefined: zzz"]],
  [
    "undefined package member",
    wrap(`\tfmt.Printn("x")`, `import "fmt"`),
    ["4:6: undefined: fmt.Printn (did you mean Println?)"],
  ],
  [
    "undefined field",
    `package main\n\ntype S struct{ Replicas int }\n\nfunc main() {\n\tvar s S\n\t_ = s.Replica\n}\n`,
    ["7:8: s.Replica undefined (type S has no field or method Replica) (did you mean Replicas?)"],
  ],
  [
    "unexported field hint",
    `package main\n\ntype S struct{ name string }\n\nfunc main() {\n\tvar s S\n\t_ = s.Name\n}\n`,
    ["7:8: s.Name undefined (type S has no field or method Name, but does have field name)"],
  ],
  [
    "not enough arguments",
    `package main\n\nfunc f(a, b int) {}\n\nfunc main() {\n\tf(1)\n}\n`,
    ["6:4: not enough arguments in call to f"],
  ],
  [
    "too many arguments",
    `package main\n\nfunc f(a int) {}\n\nfunc main() {\n\tf(1, 2)\n}\n`,
    ["6:7: too many arguments in call to f"],
  ],
  [
    "assignment mismatch (call)",
    `package main\n\nfunc f() (int, error) { return 0, nil }\n\nfunc main() {\n\tx := f()\n\t_ = x\n}\n`,
    ["6:7: assignment mismatch: 1 variable but f() returns 2 values"],
  ],
  [
    "assignment mismatch (values)",
    wrap("\ta, b := 1\n\t_, _ = a, b"),
    ["4:10: assignment mismatch: 2 variables but 1 value"],
  ],
  [
    "missing return",
    `package main\n\nfunc f(x int) int {\n\tif x > 0 {\n\t\treturn 1\n\t}\n}\n\nfunc main() { f(1) }\n`,
    ["7:1: missing return"],
  ],
  [
    "string to int",
    wrap(`\tvar n int = "3"\n\t_ = n`),
    [`4:14: cannot use "3" (untyped string constant) as int value in variable declaration`],
  ],
  [
    "mismatched binary types",
    wrap(`\ta, b := 1, "x"\n\t_ = a + b`),
    ["5:6: invalid operation: a + b (mismatched types int and string)"],
  ],
  ["non-boolean condition", wrap("\tn := 1\n\tif n {\n\t}"), ["5:5: non-boolean condition in if statement"]],
  [
    "wrong return count",
    `package main\n\nfunc f() (int, error) {\n\treturn 1\n}\n\nfunc main() { f() }\n`,
    ["4:9: not enough return values"],
  ],
  [
    "too many return values",
    `package main\n\nfunc f() {\n\treturn 1\n}\n\nfunc main() { f() }\n`,
    ["4:9: too many return values"],
  ],
  ["no new variables", wrap("\ta := 1\n\ta := 2\n\t_ = a"), ["5:4: no new variables on left side of :="]],
  ["redeclared", wrap("\tvar a int\n\tvar a string\n\t_ = a"), ["5:6: a redeclared in this block"]],
  ["go needs a call", wrap("\tf := func() {}\n\tgo f"), ["5:5: expression in go must be function call"]],
  [
    "receive from a send-only channel",
    wrap("\tvar c chan<- int\n\t<-c"),
    ["5:2: invalid operation: cannot receive from send-only channel c (variable of type chan<- int)"],
  ],
  [
    "send to a receive-only channel",
    wrap("\tvar d <-chan int\n\td <- 1"),
    ["5:2: invalid operation: cannot send to receive-only channel d (variable of type <-chan int)"],
  ],
  [
    "close of a receive-only channel",
    wrap("\tvar d <-chan int\n\tclose(d)"),
    ["5:8: invalid operation: cannot close receive-only channel d (variable of type <-chan int)"],
  ],
  [
    "range over a send-only channel",
    wrap("\tvar c chan<- int\n\tfor range c {\n\t}"),
    ["5:12: cannot range over c (variable of type chan<- int) (receive from send-only channel)"],
  ],
  [
    "send of a value of the wrong type",
    wrap('\tc := make(chan int, 1)\n\tc <- "x"'),
    ['5:7: cannot use "x" (untyped string constant) as int value in send'],
  ],
  [
    "a bidirectional channel is assignable to a directional one, not back",
    wrap("\tc := make(chan int)\n\tvar r <-chan int = c\n\tvar b chan int = r\n\t_ = b"),
    ["6:19: cannot use r (variable of type <-chan int) as chan int value in variable declaration"],
  ],
  ["goto an undefined label", wrap("\tgoto N"), ["4:7: label N not defined"]],
  [
    "goto over a variable declaration",
    wrap("\tgoto L\n\tx := 1\n\t_ = x\nL:"),
    ["4:7: goto L jumps over declaration of x at x.go:5:4"],
  ],
  ["goto into a block", wrap("\tgoto M\n\t{\n\tM:\n\t}"), ["4:7: goto M jumps into block starting at x.go:5:2"]],
  [
    "unsafe",
    `package main\n\nimport "unsafe"\n\nfunc main() {}\n`,
    [`3:8: package "unsafe" is not supported in the lab`],
  ],
  [
    "unknown import lists supported ones",
    `package main\n\nimport "net/smtp"\n\nfunc main() { _ = smtp.SendMail }\n`,
    [
      `3:8: could not import "net/smtp": the lab does not provide this package; supported imports: bufio, bytes, cmp, context, crypto, crypto/md5`,
    ],
  ],
  [
    "promoted pointer method: in *A's method set, not A's",
    `package main\n\ntype B struct{}\n\nfunc (*B) M() {}\n\ntype A struct{ B }\n\ntype I interface{ M() }\n\nvar _ I = &A{}\nvar _ I = A{}\n\nfunc main() {}\n`,
    [
      "12:11: cannot use A{} (value of type A) as I value in variable declaration: A does not implement I (method M has pointer receiver)",
    ],
  ],
  [
    "interface not implemented (pointer receiver)",
    `package main\n\nimport "fmt"\n\ntype T struct{}\n\nfunc (*T) String() string { return "" }\n\nvar _ fmt.Stringer = T{}\n\nfunc main() {}\n`,
    [
      "9:22: cannot use T{} (value of type T) as fmt.Stringer value in variable declaration: T does not implement fmt.Stringer (method String has pointer receiver)",
    ],
  ],
  [
    "interface not implemented (missing)",
    `package main\n\nimport "fmt"\n\ntype T struct{}\n\nvar _ fmt.Stringer = T{}\n\nfunc main() {}\n`,
    [
      "7:22: cannot use T{} (value of type T) as fmt.Stringer value in variable declaration: T does not implement fmt.Stringer (missing method String)",
    ],
  ],
  [
    "unknown struct literal field",
    `package main\n\ntype S struct{ Image string }\n\nvar _ = S{Imag: "x"}\n\nfunc main() {}\n`,
    ["5:11: unknown field Imag in struct literal of type S (did you mean Image?)"],
  ],
  ["break outside loop", wrap("\tbreak"), ["4:2: break is not in a loop, switch, or select"]],
  ["continue outside loop", wrap("\tcontinue"), ["4:2: continue is not in a loop"]],
  ["unused label", wrap("L:\n\tfor {\n\t}"), ["4:1: label L defined and not used"]],
  [
    "constant overflow",
    wrap("\tvar b int8 = 200\n\t_ = b"),
    ["4:15: cannot use 200 (untyped int constant) as int8 value in variable declaration (overflows)"],
  ],
  ["division by constant zero", wrap("\tx := 1\n\t_ = x / 0"), ["5:10: invalid operation: division by zero"]],
  [
    "call of non-function",
    wrap("\tx := 1\n\tx()"),
    ["5:2: invalid operation: cannot call non-function x (variable of type int)"],
  ],
  ["unused expression", wrap("\tx := 1\n\tx == 2"), ["5:2: x == 2 (untyped bool value) is not used"]],
  [
    "slice compared to non-nil",
    wrap("\ta, b := []int{}, []int{}\n\t_ = a == b"),
    ["5:6: invalid operation: a == b (slice can only be compared to nil)"],
  ],
  ["map key type", wrap("\tvar m map[[]int]bool\n\t_ = m"), ["4:12: invalid map key type []int"]],
  [
    "assign to string index",
    wrap(`\ts := "ab"\n\ts[0] = 'x'`),
    ["5:2: cannot assign to s[0] (neither addressable nor a map index expression)"],
  ],
  [
    "type assertion on non-interface",
    wrap("\tx := 1\n\t_ = x.(int)"),
    ["5:6: invalid operation: x (variable of type int) is not an interface"],
  ],
  [
    "impossible type assertion",
    `package main\n\nimport "fmt"\n\ntype T struct{}\n\nfunc main() {\n\tvar s fmt.Stringer\n\t_ = s.(T)\n}\n`,
    ["9:9: impossible type assertion: s.(T)"],
  ],
  [
    "syntax error: missing expression",
    "package main\n\nfunc main() {\n\tx := \n}\n",
    ["5:1: syntax error: unexpected }, expected expression"],
  ],
  [
    "syntax error: stray token",
    "package main\n\nfunc main() {\n\tx := 1 + )\n}\n",
    ["4:11: syntax error: unexpected ), expected expression"],
  ],
  [
    "misuse of fallthrough",
    wrap("\tswitch 1 {\n\tcase 1:\n\t\tfallthrough\n\t}"),
    ["6:3: cannot fallthrough final case in switch"],
  ],
  ["iota outside const", wrap("\t_ = iota"), ["4:6: cannot use iota outside constant declaration"]],
  [
    "a name or member the lab's stand-in package lacks says so",
    `package main\n\nimport (\n\t"strings"\n\t"time"\n)\n\nfunc main() {\n\t_ = strings.Frobnicate\n\tvar d time.Duration\n\t_ = d.Abs2()\n}\n`,
    [
      "9:14: undefined: strings.Frobnicate (the lab does not provide strings.Frobnicate)",
      "11:8: d.Abs2 undefined (type time.Duration has no field or method Abs2) (the lab does not provide time.Duration.Abs2)",
    ],
  ],
  [
    "a failed import reports once; follow-on errors about its invalid types are dropped (as go/types does)",
    `package main\n\nimport "github.com/example/missing/api"\n\ntype R struct{ store *api.Store }\n\nfunc main() {\n\tr := R{}\n\tw, err := r.store.Get("x")\n\t_, _ = w, err\n\tswitch v := interface{}(w).(type) {\n\tcase *api.Widget:\n\t\t_ = v.Name\n\t}\n\tvar n int = "x"\n\t_ = n\n}\n`,
    [
      `3:8: could not import "github.com/example/missing/api": the lab does not provide this package`,
      `15:14: cannot use "x" (untyped string constant) as int value in variable declaration`,
    ],
  ],
];

describe("diagnostics at exact positions", () => {
  for (const [name, src, want] of cases) {
    it(name, () => {
      const r = compile([{ name: "x.go", source: src }]);
      expect(r.program).toBeUndefined();
      const got = r.diagnostics.map((d) => `${d.line}:${d.column}: ${d.message.split("\n")[0]}`);
      expect(got.length, got.join("\n")).toBe(want.length);
      want.forEach((w, i) => expect(got[i]!.startsWith(w), `${got[i]} should start with ${w}`).toBe(true));
    });
  }

  it("every diagnostic carries its file and severity", () => {
    const r = compile([
      { name: "a.go", source: wrap("\tx := 1") },
      { name: "b.go", source: "package main\n\nfunc g() { y := 2 }\n" },
    ]);
    expect(r.diagnostics.map((d) => [d.file, d.line, d.severity])).toEqual([
      ["a.go", 4, "error"],
      ["b.go", 3, "error"],
    ]);
  });

  it("a diagnostic spans the offending source (end line and column, for editor markers)", () => {
    const r = compile([{ name: "x.go", source: wrap("\tcount := 1\n\t_ = cuont") }]);
    const d = r.diagnostics.find((x) => x.message.startsWith("undefined: cuont"))!;
    expect([d.line, d.column, d.endLine, d.endColumn]).toEqual([5, 6, 5, 11]);
  });

  it("a clean program has no diagnostics and a program", () => {
    const r = compile([{ name: "ok.go", source: wrap(`\tfmt.Println("ok")`, `import "fmt"`) }]);
    expect(r.diagnostics).toEqual([]);
    expect(r.program).toBeDefined();
  });

  // The detail lines of two multi-line messages, as go/types writes them (checked against go 1.19).
  it("a call's have list names untyped arguments as go/types does (nil, string, bool, number)", () => {
    const src = `package main\n\nfunc f(a int) {}\n\nfunc main() {\n\tf(nil, "s", true, 1.5, 'x')\n}\n`;
    const r = compile([{ name: "x.go", source: src }]);
    expect(r.diagnostics[0]!.message).toBe(
      "too many arguments in call to f\n\thave (nil, string, bool, number, number)\n\twant (int)",
    );
  });

  it("a method of the wrong type shows both signatures with their types, not their kinds", () => {
    const src = [
      "package main",
      "",
      "type I interface{ M(p *int, xs ...string) (n []int, err error) }",
      "",
      "type R struct{}",
      "",
      "func (R) M(q *string, ys ...string) ([]int, error) { return nil, nil }",
      "",
      "func main() { var _ I = R{} }",
      "",
    ].join("\n");
    const r = compile([{ name: "x.go", source: src }]);
    expect(r.diagnostics[0]!.message.split("\n").slice(1)).toEqual([
      "\t\thave M(q *string, ys ...string) ([]int, error)",
      "\t\twant M(p *int, xs ...string) (n []int, err error)",
    ]);
  });

  it("files of different packages are rejected", () => {
    const r = compile([
      { name: "a.go", source: "package a\n" },
      { name: "b.go", source: "package b\n" },
    ]);
    expect(r.diagnostics[0]!.message).toBe("package b; expected package a");
  });
});
