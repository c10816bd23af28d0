/**
 * useFormat: the lab's Format action (the toolbar button and Shift+Alt+F in the editor) formats
 * the learner's reconciler with gofmt, run in the format worker (loaded on the first Format). The
 * result replaces only what changed, as one undoable edit. A source that does not parse is left
 * exactly as it was: the page says where (line and column, Go's message) and moves the cursor
 * there. A build without Go says Format is unavailable.
 */
import { useState } from "react";
import { formatGo, FormatUnavailable } from "../../../worker";
import type { ExerciseFiles } from "./useExerciseFiles";

export interface FormatAction {
  format(): Promise<void>;
  formatting: boolean;
}

/** formatProblemText is the located message for gofmt's first problem (and how many more). */
export function formatProblemText(problems: ReadonlyArray<{ line: number; column: number; message: string }>): string {
  const [p] = problems;
  if (!p) return "Format stopped. Your code is unchanged.";
  const where = p.line > 0 ? `line ${p.line}, column ${p.column}: ` : "";
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
  return `Format stopped at ${where}${p.message}${more}. Your code is unchanged.`;
}

export function useFormat(
  model: ExerciseFiles,
  say: { notice: (m: string) => void; problem: (m: string) => void },
): FormatAction {
  const [formatting, setFormatting] = useState(false);
  const { original } = model;
  const format = async () => {
    if (formatting) return;
    if (model.tabRef.current !== original.name) model.show(original.name);
    const source = model.codeRef.current;
    setFormatting(true);
    say.problem("");
    say.notice("");
    try {
      const outcome = await formatGo(source);
      if (model.codeRef.current !== source) {
        say.notice("The code changed while it was being formatted: Format again.");
      } else if (!outcome.ok) {
        say.problem(formatProblemText(outcome.problems));
        const line = outcome.problems[0]?.line ?? 0;
        if (line > 0) model.show(original.name, line);
      } else if (outcome.text === source) {
        say.notice("Already formatted as gofmt would.");
      } else {
        if (model.editor.current) model.editor.current.editTo(outcome.text);
        else model.applyCode(outcome.text);
        say.notice("Formatted with gofmt. Ctrl+Z in the editor undoes it.");
      }
    } catch (err) {
      say.problem(err instanceof FormatUnavailable ? err.message : `Format failed: ${String(err)}`);
    } finally {
      setFormatting(false);
    }
  };
  return { format, formatting };
}
