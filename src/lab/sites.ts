// Sites knows which Go statement is running, so API calls, logs, panics and budget stops can
// carry file:line. It watches the interpreter's per-statement execution counters of one
// program: the statement whose counter moved last is the one running now.
import { S } from "../golang/eval/runtime";
import { COUNTS, STMT_FILES, STMT_LINES } from "../golang/eval/context";
import type { Program } from "../golang/eval/program";
import type { Site } from "../golang/shim/k8s/engine";

let current = 0;
let lastInReconcile = 0;
const tracked = new Set<number>();
const inReconcile: boolean[] = [];

/** reconcileRanges lists the file and line span of every Reconcile method body. */
function reconcileRanges(program: Program): Array<{ file: string; from: number; to: number }> {
  const out: Array<{ file: string; from: number; to: number }> = [];
  for (const f of program.pkg.funcs) {
    if (f.recv && f.name.name === "Reconcile" && f.body)
      out.push({ file: f.pos.file, from: f.pos.line, to: f.body.rbrace.line });
  }
  return out;
}

/** trackSites makes the program's statements report themselves when they run (idempotent). */
export function trackSites(program: Program): void {
  const range = (program as unknown as { stmtRange: [number, number] }).stmtRange;
  if (!range) return;
  const spans = reconcileRanges(program);
  for (let id = range[0]; id < range[1]; id++) {
    if (tracked.has(id)) continue;
    tracked.add(id);
    const file = STMT_FILES[id],
      line = STMT_LINES[id] ?? 0;
    const inside = spans.some((s) => s.file === file && line >= s.from && line <= s.to);
    inReconcile[id] = inside;
    let n = COUNTS[id] ?? 0;
    Object.defineProperty(COUNTS, id, {
      configurable: true,
      enumerable: true,
      get: () => n,
      set: inside
        ? (v: number) => {
            n = v;
            current = id;
            lastInReconcile = id;
          }
        : (v: number) => {
            n = v;
            current = id;
          },
    });
  }
  locateBudgetStops();
}

/** locateBudgetStops lets the interpreter's step-budget stop name the statement's file and line. */
export function locateBudgetStops(): void {
  const s = S as unknown as { stmtFiles: unknown; stmtLines: unknown };
  s.stmtFiles = STMT_FILES;
  s.stmtLines = STMT_LINES;
}

/** currentSite is the file:line of the statement that ran last, if any. */
export function currentSite(): Site | undefined {
  if (!current) return undefined;
  const file = STMT_FILES[current];
  const line = STMT_LINES[current];
  return file && line ? { file, line } : undefined;
}

/** reconcileSite is the file:line of the last statement of a Reconcile method that ran (its return). */
export function reconcileSite(): Site | undefined {
  if (!lastInReconcile) return currentSite();
  const file = STMT_FILES[lastInReconcile];
  const line = STMT_LINES[lastInReconcile];
  return file && line ? { file, line } : undefined;
}

/** resetSite forgets the current statement (between reconciles). */
export function resetSite(): void {
  current = 0;
  lastInReconcile = 0;
}
