// Context is the compiler's state: the function being compiled and the statement table
// (statement id → file and line) that step counting, budget stops and line counts use.
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
  FALLTHROUGH = 4;

/** Statement table shared by every compiled program: per-statement line, file and execution count. */
export const STMT_LINES: number[] = [0];
export const STMT_FILES: string[] = [""];
export const COUNTS: number[] = [0];

/** newStmtId registers a statement position and returns its id. */
export function newStmtId(pos: A.Pos): number {
  STMT_LINES.push(pos.line);
  STMT_FILES.push(pos.file);
  COUNTS.push(0);
  return STMT_LINES.length - 1;
}

/** Ctx is the per-package compile context. */
export class Ctx {
  fn: A.FuncInfo | null = null;
  constructor(readonly pkg: Package) {}
}
