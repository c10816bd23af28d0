// Context is the compiler's state: the function being compiled and, for the learner's package, the
// statement table (statement id → file and line) that line counts, budget stops and call sites use.
import type { GoValue } from "./values";
import type * as A from "../syntax/ast";
import type { Package } from "../check/package";

/** Ev evaluates an expression in a frame; Ex executes a statement and returns a control code. */
export type Frame = GoValue[];
export type Ev = (f: Frame) => GoValue;
export type Ex = (f: Frame) => number;

/** Control codes a statement returns. */
export const NORMAL = 0,
  BREAK = 1,
  CONTINUE = 2,
  RETURN = 3,
  FALLTHROUGH = 4,
  GOTO = 5; // S.label names the target; the block holding the labelled statement resumes there

/** Site is a source position: a file and a 1-based line. */
export interface StmtSite {
  file: string;
  line: number;
}

/** StmtTable is one compiled program's statements: id → file and line. Id 0 means "no statement"; the
 * table is filled while the program compiles and read-only afterwards. */
export class StmtTable {
  readonly files: string[] = [""];
  readonly lines: number[] = [0];

  /** add registers a statement position and returns its id. */
  add(pos: A.Pos): number {
    this.files.push(pos.file);
    this.lines.push(pos.line);
    return this.lines.length - 1;
  }

  /** size is one more than the largest id (the length a per-statement count array needs). */
  get size(): number {
    return this.lines.length;
  }

  /** site returns the file and line of statement id, or undefined for id 0. */
  site(id: number): StmtSite | undefined {
    return id ? { file: this.files[id] ?? "", line: this.lines[id] ?? 0 } : undefined;
  }
}

/** Ctx is the per-package compile context. `stmts` is the learner program's statement table; a shared
 * (shim) package has none: its statements count steps against the budget but are not counted per
 * line and never become the current statement, so a call site always names the learner's line. */
export class Ctx {
  fn: A.FuncInfo | null = null;
  constructor(
    readonly pkg: Package,
    readonly stmts: StmtTable | null,
  ) {}

  /** stmtId registers a statement and returns its id (0 in a shared package). */
  stmtId(pos: A.Pos): number {
    return this.stmts ? this.stmts.add(pos) : 0;
  }
}
