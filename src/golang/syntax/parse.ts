// Parse knows how to read one Go file with @lezer/go: the first syntax error becomes a Go-like diagnostic.
import { parser } from "@lezer/go";
import type { SyntaxNode, Tree } from "@lezer/common";
import type { File } from "./ast";
import type { Diagnostic } from "./diagnostic";
import { Lowerer, LowerError } from "./lower";
import { KEYWORDS } from "./keywords";
import { patchLezerQuirks } from "./quirks";
import { unterminatedBlockComment } from "./blockcomments";
import { respellBoolNames } from "./boolnames";

/** ParseResult is a file's AST, or the diagnostics that stopped it. */
export interface ParseResult {
  file?: File;
  diagnostics: Diagnostic[];
}

const OPERATORS = /^(:=|=|[-+*/%&|^<>!]=?|&&|\|\||<<|>>|&\^|==|!=|<=|>=|\(|\[|,|return|\.\.\.)$/;

/** parseFile parses and lowers one file; a syntax error gives a diagnostic and no AST. */
export function parseFile(name: string, source: string): ParseResult {
  const r = parseTree(name, source);
  return r.tree ? r.tree.lower() : { diagnostics: r.diagnostics };
}

/** ParsedTree is a parsed file, lowered on demand: all of it, or some of its top-level declarations
 * (pieces.ts lowers a shim package's broken declaration from its whole file's tree). */
export class ParsedTree {
  /** nodes are the file's top-level nodes (package clause, imports, declarations), without comments. */
  readonly nodes: readonly SyntaxNode[];
  constructor(
    private readonly low: Lowerer,
    private readonly tree: Tree,
    /** whether the file is known to have no syntax error; if not, lower looks in the nodes it lowers. */
    private readonly clean: boolean,
  ) {
    this.nodes = low.kids(tree.topNode);
  }

  /** text returns the source text of a node. */
  text(n: SyntaxNode): string {
    return this.low.text(n);
  }

  /** lower lowers the given top-level nodes (all by default) as one file; the first syntax error in
   * them, or a construct the lowering cannot represent, gives a diagnostic and no AST. */
  lower(nodes: readonly SyntaxNode[] = this.nodes): ParseResult {
    if (!this.clean)
      for (const n of nodes) {
        const err = firstError(this.tree, this.low.src, n.from, n.to);
        if (err) return { diagnostics: [this.errorAt(err)] };
      }
    return lowerOrError(this.low, nodes);
  }

  errorAt(err: { at: number; message: string }): Diagnostic {
    const p = this.low.pos(err.at);
    return { file: this.low.file, line: p.line, column: p.col, message: err.message, severity: "error" };
  }
}

/** lowerOrError lowers top-level nodes as one file; a construct the lowering cannot represent gives a
 * diagnostic and no AST. */
export function lowerOrError(low: Lowerer, nodes: readonly SyntaxNode[]): ParseResult {
  try {
    return { file: low.lowerNodes(nodes), diagnostics: [] };
  } catch (e) {
    if (e instanceof LowerError) {
      const { file, line, col } = e.pos;
      return { diagnostics: [{ file, line, column: col, message: e.message, severity: "error" }] };
    }
    throw e;
  }
}

/** parseTree parses one file; the first syntax error gives a diagnostic and no tree. (A shim package is
 * parsed one declaration at a time instead: pieces.ts.) */
export function parseTree(name: string, source: string): { tree?: ParsedTree; diagnostics: Diagnostic[] } {
  source = patchLezerQuirks(source);
  const ranges = patchRangeOnly(source);
  const names = respellBoolNames(ranges.source);
  source = names.source;
  let tree = parser.parse(source);
  // A body-less method whose signature ends in a pointer result (`func (r T) m(p *T) *U`, assembly-backed or
  // linkname'd) is read by @lezer/go as an expression (`func (r T)` converted, times U); with `{}` after it the
  // grammar reads the declaration, and the lowerer drops that inserted body again.
  const bodyless = bodylessMethodEnds(tree, source);
  if (bodyless.length) {
    for (const end of bodyless.reverse()) {
      const line = lineOf(source, end);
      ranges.inserted.set(line, { at: end - (source.lastIndexOf("\n", end - 1) + 1), len: BODYLESS.length });
      source = source.slice(0, end) + BODYLESS + source.slice(end);
    }
    tree = parser.parse(source);
  }
  const low = new Lowerer(name, source);
  for (const [at, n] of names.renamed) low.renamed.set(at, n);
  for (const [line, ins] of ranges.inserted) low.inserted.set(line, ins);
  // The file's text, not the patched one: positions (offsets included) are the file's.
  if (ranges.inserted.size) low.fileSource = ranges.original;
  const parsed = new ParsedTree(low, tree, true);
  let err = firstError(tree, source);
  // An unterminated /* is the scanner's error at the comment's start, not the parser's at the end of the file.
  const open = unterminatedBlockComment(source);
  if (open >= 0 && (!err || err.at >= open)) err = { at: open, message: "comment not terminated" };
  if (err) return { diagnostics: [parsed.errorAt(err)] };
  return { tree: parsed, diagnostics: [] };
}

/** BODYLESS is the body parseTree puts after a body-less method the grammar misreads. */
export const BODYLESS = "{}";

/** bodylessMethodEnds lists where top-level expression statements that start with `func (` end: body-less
 * method declarations (Go has no top-level statements; @lezer/go reads them as expressions). */
function bodylessMethodEnds(tree: Tree, src: string): number[] {
  const out: number[] = [];
  for (let n = tree.topNode.firstChild; n; n = n.nextSibling)
    if (n.name === "ExprStatement" && /^func\s*\(/.test(src.slice(n.from, n.to))) out.push(n.to);
  return out;
}

function lineOf(src: string, off: number): number {
  let line = 0;
  for (let i = src.indexOf("\n"); i >= 0 && i < off; i = src.indexOf("\n", i + 1)) line++;
  return line;
}

/** isRangeOnlyError recognises `for range x`, which Lezer's grammar lacks but Go accepts. */
function isRangeOnlyError(n: SyntaxNode, src: string): boolean {
  return n.parent?.name === "ForStatement" && src.slice(n.from, n.to).trim() === "range";
}

/** firstError finds the first syntax error in a tree (or between from and to) as a Go-like message. */
export function firstError(
  tree: Tree,
  src: string,
  from?: number,
  to?: number,
): { at: number; message: string } | null {
  let found: SyntaxNode | null = null;
  tree.iterate({
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    enter: (ref) => {
      if (found) return false;
      if (ref.type.isError) {
        if (isRangeOnlyError(ref.node, src)) return false;
        found = ref.node;
        return false;
      }
      return true;
    },
  });
  if (!found) return null;
  const n = found as SyntaxNode;
  // The offending token: the error node's own text, or else the next token after it.
  let at = n.from;
  let tok = src.slice(n.from, n.to).trim();
  if (!tok) {
    let i = n.to;
    let sawNewline = false;
    while (i < src.length && /\s/.test(src[i]!)) {
      if (src[i] === "\n") sawNewline = true;
      i++;
    }
    at = i;
    if (i >= src.length) tok = "EOF";
    else {
      tok = nextToken(src, i);
      if (sawNewline && !/[)}\]]/.test(tok)) {
        tok = "newline";
        at = n.from;
      }
    }
  } else {
    tok = nextToken(tok, 0);
  }
  const prev = prevToken(src, n.from);
  const wantExpr = OPERATORS.test(prev);
  const shown =
    tok === "EOF" || tok === "newline"
      ? tok
      : /^[A-Za-z_]\w*$/.test(tok)
        ? KEYWORDS.has(tok)
          ? "keyword " + tok
          : "name " + tok
        : /^["`]/.test(tok)
          ? "literal " + tok
          : tok;
  return { at, message: `syntax error: unexpected ${shown}${wantExpr ? ", expected expression" : ""}` };
}

function nextToken(s: string, i: number): string {
  const m =
    /^([A-Za-z_]\w*|\d[\w.]*|"(?:[^"\\\n]|\\.)*"?|`[^`]*`?|'(?:[^'\\\n]|\\.)*'?|:=|\.\.\.|&&|\|\||<<|>>|&\^|[-+*/%&|^<>!=]=|.)/.exec(
      s.slice(i),
    );
  return m ? m[1]! : s[i]!;
}

function prevToken(src: string, end: number): string {
  let i = end;
  while (i > 0 && /\s/.test(src[i - 1]!)) i--;
  const before = src.slice(Math.max(0, i - 8), i);
  const m = /(:=|\.\.\.|&&|\|\||<<|>>|&\^|[-+*/%&|^<>!=]=|[A-Za-z_]\w*|.)$/.exec(before);
  return m ? m[1]! : "";
}

/** RANGE_BLANK is what patchRangeOnly inserts after `for `. */
export const RANGE_BLANK = "_ = ";

/** patchRangeOnly works around @lezer/go lacking `for range x` (Go 1.4): with x a selector such as
 * ticker.C, `x {` parses as a composite literal and the loop is lost. `for range x` means `for _ = range x`,
 * which the grammar has; the inserted text is recorded per line so that positions stay the file's, and
 * the lowerer turns the loop back into `for range x` (no key). */
function patchRangeOnly(src: string): {
  source: string;
  original: string;
  inserted: Map<number, { at: number; len: number }>;
} {
  const inserted = new Map<number, { at: number; len: number }>();
  if (!/\bfor[ \t]+range\b/.test(src)) return { source: src, original: src, inserted };
  const lines = src.split("\n");
  lines.forEach((l, i) => {
    const m = /^([ \t]*(?:[A-Za-z_]\w*:[ \t]*)?for[ \t]+)range\b/.exec(l);
    if (!m) return;
    lines[i] = m[1] + RANGE_BLANK + l.slice(m[1]!.length);
    inserted.set(i, { at: m[1]!.length, len: RANGE_BLANK.length });
  });
  return { source: lines.join("\n"), original: src, inserted };
}
