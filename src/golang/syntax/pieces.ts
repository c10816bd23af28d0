// Pieces knows how to parse a file one declaration at a time: scanDecls splits it into pieces (each
// declaration with the comments above it) and lower parses only the pieces asked for, each run of
// adjacent pieces as a text of its own, and lowers them with the file's positions. A shim package is
// parsed as a program reaches its declarations.
import { parser } from "@lezer/go";
import { Tree, type SyntaxNode } from "@lezer/common";
import { Lowerer } from "./lower";
import type * as A from "./ast";
import type { Diagnostic } from "./diagnostic";
import { scanDecls, type DeclHead } from "./scan";
import { patchLezerQuirks } from "./quirks";
import { firstError, ParsedTree, lowerOrError, type ParseResult } from "./parse";

export type { DeclHead };

/** PiecedFile is a file split into top-level declarations, parsed and lowered on demand. */
export class PiecedFile {
  /** heads are the file's top-level declarations, in source order (the package clause first). */
  readonly heads: readonly DeclHead[];
  private readonly low: Lowerer;
  private whole: ParsedTree | null = null;

  constructor(name: string, source: string) {
    const src = patchLezerQuirks(source);
    this.low = new Lowerer(name, src);
    this.heads = scanDecls(src);
  }

  /** text returns the source text of a declaration (its comments included). */
  text(i: number): string {
    const h = this.heads[i]!;
    return this.low.src.slice(h.from, h.to);
  }

  /** lower parses the declarations `order` (indices into heads: the package clause first, then the
   * others in the order they are to be lowered) and lowers them as one file. Each run of adjacent
   * declarations is parsed on its own, its nodes' offsets taken from the run's start. A syntax error
   * gives the diagnostic the whole file's parse gives for those declarations. Without `bodies`, each
   * function's body is read as empty (its text blanked, positions kept): body() reads it when needed. */
  lower(order: readonly number[], bodies = true): ParseResult {
    const sorted = [...new Set(order)].sort((a, b) => a - b);
    const runs: { from: number; to: number }[] = [];
    for (const i of sorted) {
      const h = this.heads[i]!;
      const last = runs[runs.length - 1];
      if (last && last.to === h.from) last.to = h.to;
      else runs.push({ from: h.from, to: h.to });
    }
    const low = this.low;
    const file: A.File = {
      kind: "File",
      name: low.file,
      pkgName: { kind: "Ident", name: "", pos: low.pos(0) },
      imports: [],
      decls: [],
      source: low.src,
    };
    for (const run of runs) {
      const text = bodies ? low.src.slice(run.from, run.to) : this.withoutBodies(run.from, run.to);
      const tree = parser.parse(text);
      if (hasErrorNode(tree) && firstError(tree, text)) return this.lowerWhole(order);
      const r = low.atBase(run.from, () => lowerOrError(low, low.kids(tree.topNode)));
      if (!r.file) return this.lowerWhole(order);
      if (r.file.pkgName.name) file.pkgName = r.file.pkgName;
      file.imports.push(...r.file.imports);
      file.decls.push(...r.file.decls);
    }
    file.imports = this.inOrder(file.imports, order, (s) => s.pos.off);
    file.decls = this.inOrder(file.decls, order, (d) => d.pos.off);
    return { file, diagnostics: [] };
  }

  /** withoutBodies is the text from..to with the inside of each function body blanked: spaces, its line
   * ends kept, so every position outside the bodies is the file's. */
  private withoutBodies(from: number, to: number): string {
    const src = this.low.src;
    let out = "";
    let at = from;
    for (const h of this.heads) {
      if (!h.body || h.from < from || h.to > to) continue;
      out += src.slice(at, h.body.from) + src.slice(h.body.from, h.body.to).replace(/[^\n]/g, " ");
      at = h.body.to;
    }
    return out + src.slice(at, to);
  }

  /** body reads the body of a function or method lowered without its body (see lower), or gives the
   * syntax error the whole file's parse gives in it. */
  body(d: A.FuncDecl): { body?: A.BlockStmt; diagnostics: Diagnostic[] } {
    const r = this.lower([this.headAt(d.pos.off)]);
    const full = r.file?.decls.find((x): x is A.FuncDecl => x.kind === "FuncDecl" && x.pos.off === d.pos.off);
    return full?.body ? { body: full.body, diagnostics: [] } : { diagnostics: r.diagnostics };
  }

  /** headAt is the index of the declaration whose piece holds offset `off`. */
  private headAt(off: number): number {
    const heads = this.heads;
    let lo = 0,
      hi = heads.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (heads[mid]!.from <= off) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** inOrder sorts things declared at top level by the position of their declaration in `order`. */
  private inOrder<T>(xs: T[], order: readonly number[], offset: (x: T) => number): T[] {
    const rank = new Map<number, number>();
    order.forEach((i, r) => {
      if (!rank.has(i)) rank.set(i, r);
    });
    const keyed = xs.map((x) => {
      const off = offset(x);
      return { x, r: rank.get(this.headAt(off)) ?? order.length, off };
    });
    // Within one declaration, source order.
    return keyed.sort((a, b) => a.r - b.r || a.off - b.off).map((k) => k.x);
  }

  /** lowerWhole lowers the declarations from a parse of the whole file (for its syntax errors). */
  private lowerWhole(order: readonly number[]): ParseResult {
    this.whole ??= new ParsedTree(this.low, parser.parse(this.low.src), false);
    const inPiece = (n: SyntaxNode) => order.some((i) => n.from >= this.heads[i]!.from && n.from < this.heads[i]!.to);
    return this.whole.lower(this.inOrder(this.whole.nodes.filter(inPiece), order, (n) => n.from));
  }
}

/** hasErrorNode reports whether a tree holds an error node, reading its buffers directly (much cheaper
 * than visiting every node; firstError then tells a real error from `for range x`). */
function hasErrorNode(t: Tree): boolean {
  if (t.type.isError) return true;
  for (const ch of t.children) {
    if (ch instanceof Tree) {
      if (hasErrorNode(ch)) return true;
      continue;
    }
    const b = ch.buffer;
    const types = ch.set.types;
    for (let i = 0; i < b.length; i += 4) if (types[b[i]!]!.isError) return true;
  }
  return false;
}
