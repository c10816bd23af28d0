// Mutate-go makes one bad Go source from a good one: token and line edits, encoding damage,
// pathological shapes, and runtime traps (endless recursion, division by zero, nil map writes,
// goroutines, huge allocations, endless initialisers) injected into the reconciler.
import type { Rand } from "./rand";

/** GoMutation is a named edit of a Go source. */
export interface GoMutation {
  name: string;
  apply(src: string, r: Rand): string;
}

const tokens = (src: string) => [...src.matchAll(/[A-Za-z_][A-Za-z0-9_]*|\d+|"[^"\n]*"|[{}()[\];,.:=+\-*/<>!&|]+/g)];

function editToken(src: string, r: Rand, f: (tok: string, other: string) => string): string {
  const ts = tokens(src);
  if (ts.length === 0) return src;
  const m = ts[r.int(ts.length)]!;
  const o = ts[r.int(ts.length)]![0];
  const i = m.index ?? 0;
  return src.slice(0, i) + f(m[0], o) + src.slice(i + m[0].length);
}

function editLines(src: string, r: Rand, f: (lines: string[], i: number, j: number) => void): string {
  const lines = src.split("\n");
  f(lines, r.int(lines.length), r.int(lines.length));
  return lines.join("\n");
}

/** inject puts statements at the start of Reconcile's body (or of the first function). */
function inject(src: string, stmts: string, decls = ""): string {
  const m = /func \([^)]*\) Reconcile\([^)]*\)[^{]*\{\n/.exec(src) ?? /func [^{]*\{\n/.exec(src);
  if (!m) return src + "\n" + decls;
  const at = m.index + m[0].length;
  return src.slice(0, at) + stmts + "\n" + src.slice(at) + "\n" + decls + "\n";
}

export const GO_MUTATIONS: GoMutation[] = [
  { name: "delete-token", apply: (s, r) => editToken(s, r, () => "") },
  { name: "swap-token", apply: (s, r) => editToken(s, r, (_t, o) => o) },
  { name: "duplicate-token", apply: (s, r) => editToken(s, r, (t) => t + " " + t) },
  { name: "delete-line", apply: (s, r) => editLines(s, r, (ls, i) => void ls.splice(i, 1)) },
  {
    name: "swap-lines",
    apply: (s, r) =>
      editLines(s, r, (ls, i, j) => {
        [ls[i], ls[j]] = [ls[j] as string, ls[i] as string];
      }),
  },
  { name: "duplicate-line", apply: (s, r) => editLines(s, r, (ls, i) => void ls.splice(i, 0, ls[i] as string)) },
  { name: "truncate", apply: (s, r) => s.slice(0, r.int(s.length)) },
  {
    name: "invalid-utf8",
    apply: (s, r) => {
      const i = r.int(s.length);
      return s.slice(0, i) + "\uFFFD\xff\xfe" + s.slice(i);
    },
  },
  {
    name: "nul-byte",
    apply: (s, r) => {
      const i = r.int(s.length);
      return s.slice(0, i) + "\0" + s.slice(i);
    },
  },
  { name: "crlf", apply: (s) => s.replace(/\n/g, "\r\n") },
  { name: "deep-parens", apply: (s) => inject(s, `\t_ = ${"(".repeat(5000)}1${")".repeat(5000)}`) },
  { name: "deep-blocks", apply: (s) => inject(s, "{".repeat(5000) + "}".repeat(5000)) },
  {
    name: "deep-unclosed",
    apply: (s) => inject(s, `\t_ = ${"[]int{".repeat(5000)}`),
  },
  { name: "long-line", apply: (s) => inject(s, `\t_ = "${"x".repeat(200_000)}"`) },
  { name: "long-expr", apply: (s) => inject(s, `\t_ = 1${" + 1".repeat(20_000)}`) },
  { name: "huge-make", apply: (s) => inject(s, "\t_ = make([]byte, 1<<40)") },
  {
    name: "huge-make-loop",
    apply: (s) =>
      inject(s, "\tbig := [][]int{}\n\tfor i := 0; i < 1<<30; i++ { big = append(big, make([]int, 1<<20)) }"),
  },
  { name: "huge-string", apply: (s) => inject(s, '\tstr := "x"\n\tfor i := 0; i < 64; i++ { str += str }\n\t_ = str') },
  {
    name: "recursion",
    apply: (s) => inject(s, "\t_ = fuzzRecurse(1)", "func fuzzRecurse(n int) int { return fuzzRecurse(n+1) + 1 }"),
  },
  { name: "divide-by-zero", apply: (s) => inject(s, "\tfuzzZero := 0\n\t_ = 10 / fuzzZero") },
  { name: "nil-map-write", apply: (s) => inject(s, '\tvar fuzzM map[string]int\n\tfuzzM["k"] = 1') },
  { name: "goroutine", apply: (s) => inject(s, "\tgo func() { for {} }()") },
  { name: "endless-loop", apply: (s) => inject(s, "\tfor {}") },
  {
    name: "endless-init",
    apply: (s) => s + "\nfunc init() {\n\tfor {\n\t}\n}\n",
  },
  {
    name: "endless-var-init",
    apply: (s) => s + "\nvar fuzzV = func() int {\n\tfor {\n\t}\n}()\n",
  },
  { name: "panic-init", apply: (s) => s + '\nfunc init() {\n\tpanic("fuzz")\n}\n' },
  { name: "empty", apply: () => "" },
  { name: "binary", apply: (_s, r) => String.fromCharCode(...Array.from({ length: 200 }, () => r.int(256))) },
];
