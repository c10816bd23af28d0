// LowerBase is the lowering's reading layer: offsets to positions, node text, children without comments
// or punctuation, and the doc comment above a node.
import type { SyntaxNode } from "@lezer/common";
import type * as A from "./ast";

export const PUNCT = new Set([
  "(",
  ")",
  "{",
  "}",
  "[",
  "]",
  ",",
  ";",
  ":",
  ".",
  "...",
  "=",
  ":=",
  "LineComment",
  "BlockComment",
]);

/** LowerError is thrown for a construct the lowering cannot represent; the parser reports it as a syntax error. */
export class LowerError {
  constructor(
    readonly pos: A.Pos,
    readonly message: string,
  ) {}
}

/** LowerBase holds one file's text and line table, and reads positions, text and children of nodes. */
export class LowerBase {
  protected lineStarts: number[] = [0];
  /** inserted: text the parser's source has that the file does not (see parse.ts's patchRangeOnly), by
   * 0-based line: where on the line (offset from its start) and how long; columns after it are the file's. */
  readonly inserted = new Map<number, { at: number; len: number }>();
  /** renamed: names the parser's source respells (true and false as selectors and method names, see
   * boolnames.ts), by offset in that source. */
  readonly renamed = new Map<number, string>();
  /** fileSource is the file's own text when the parser's source differs from it (text inserted). */
  fileSource: string | undefined;
  /** base is the offset in src of the text the nodes being lowered were parsed from (a piece of the
   * file: see pieces.ts); node offsets are relative to it. */
  private base = 0;
  constructor(
    readonly file: string,
    readonly src: string,
  ) {
    for (let i = 0; i < src.length; i++) if (src.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  /** atBase runs f with node offsets read relative to `base`. */
  atBase<R>(base: number, f: () => R): R {
    const save = this.base;
    this.base = base;
    try {
      return f();
    } finally {
      this.base = save;
    }
  }

  /** pos converts an offset to a 1-based line/column position. */
  pos(off: number, end = off): A.Pos {
    off += this.base;
    end += this.base;
    const ls = this.lineStarts;
    let lo = 0,
      hi = ls.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (ls[mid]! <= off) lo = mid;
      else hi = mid - 1;
    }
    let col = off - ls[lo]!;
    const ins = this.inserted.get(lo);
    if (ins && col >= ins.at) col = Math.max(ins.at, col - ins.len);
    if (!this.inserted.size) return { file: this.file, line: lo + 1, col: col + 1, off, end };
    return { file: this.file, line: lo + 1, col: col + 1, off: this.fileOff(off), end: this.fileOff(end) };
  }

  /** fileOff maps an offset in the parser's source to the file's (text inserted before it taken out). */
  private fileOff(off: number): number {
    let out = off;
    for (const [line, ins] of this.inserted) {
      const at = this.lineStarts[line]! + ins.at;
      if (off >= at + ins.len) out -= ins.len;
      else if (off > at) out -= off - at;
    }
    return out;
  }
  /** insertedAt reports whether the offset is in text the parser's source has and the file does not. */
  insertedAt(off: number): boolean {
    const p = this.pos(off);
    const ins = this.inserted.get(p.line - 1);
    const raw = off - this.lineStarts[p.line - 1]!;
    return !!ins && raw >= ins.at && raw < ins.at + ins.len;
  }
  npos(n: SyntaxNode): A.Pos {
    return this.pos(n.from, n.to);
  }
  text(n: SyntaxNode): string {
    return this.src.slice(n.from + this.base, n.to + this.base);
  }

  /** kids returns the children of n, without comments. */
  kids(n: SyntaxNode): SyntaxNode[] {
    const out: SyntaxNode[] = [];
    for (let c = n.firstChild; c; c = c.nextSibling)
      if (c.name !== "LineComment" && c.name !== "BlockComment") out.push(c);
    return out;
  }
  /** sig returns the significant children of n (no punctuation, no comments). */
  sig(n: SyntaxNode): SyntaxNode[] {
    const out: SyntaxNode[] = [];
    for (let c = n.firstChild; c; c = c.nextSibling) if (!PUNCT.has(c.name)) out.push(c);
    return out;
  }

  /** docBefore returns the // comment lines directly above node n, joined. */
  docBefore(n: SyntaxNode): string | undefined {
    const lines: string[] = [];
    let p = n.prevSibling;
    let expectLine = this.pos(n.from).line - 1;
    while (p && p.name === "LineComment") {
      const l = this.pos(p.from).line;
      if (l !== expectLine) break;
      lines.unshift(this.text(p).replace(/^\/\/ ?/, ""));
      expectLine--;
      p = p.prevSibling;
    }
    return lines.length ? lines.join(" ") : undefined;
  }
  ident(n: SyntaxNode): A.Ident {
    return { kind: "Ident", name: this.renamed.get(n.from + this.base) ?? this.text(n), pos: this.npos(n) };
  }
}
