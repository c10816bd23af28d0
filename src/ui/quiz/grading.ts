/**
 * Grading knows how to score each kind of question: free response by the key points the
 * learner ticks, multiple choice against the correct choices, spot-the-bug against the known
 * bug lines of the exercise. Pure functions, no React.
 */
import type { ChoiceQuestion, FreeQuestion, RenderedQuestion, SpotTheBugQuestion } from "../../content";

/** Answer is what the learner has given so far for one question. */
export type Answer =
  | { kind: "free"; text: string; ticked: number[] }
  | { kind: "choice"; selected: number[] }
  | { kind: "spot-the-bug"; lines: number[] };

export interface Grade {
  score: number;
  max: number;
}

/** emptyAnswer is an unanswered question of the given kind. */
export function emptyAnswer(q: RenderedQuestion): Answer {
  switch (q.kind) {
    case "free":
      return { kind: "free", text: "", ticked: [] };
    case "choice":
      return { kind: "choice", selected: [] };
    case "spot-the-bug":
      return { kind: "spot-the-bug", lines: [] };
  }
}

/** gradeFree: one point per key point ticked (a question without key points has one, "I got it"). */
export function gradeFree(q: FreeQuestion, ticked: readonly number[]): Grade {
  const max = Math.max(1, q.keyPointsHtml.length);
  const valid = new Set(ticked.filter((i) => i >= 0 && i < max));
  return { score: valid.size, max };
}

export interface ChoiceGrade extends Grade {
  correct: boolean;
  /** Per choice: was it chosen, and should it have been. */
  choices: { chosen: boolean; correct: boolean }[];
}

/**
 * gradeChoice: single answer scores 1 if right. Multiple answers score one per correct choice
 * chosen, minus one per wrong choice chosen (never below 0); `correct` means exactly right.
 */
export function gradeChoice(q: ChoiceQuestion, selected: readonly number[]): ChoiceGrade {
  const chosen = new Set(selected);
  const choices = q.choices.map((c, i) => ({ chosen: chosen.has(i), correct: c.correct }));
  const hits = choices.filter((c) => c.chosen && c.correct).length;
  const wrong = choices.filter((c) => c.chosen && !c.correct).length;
  const needed = choices.filter((c) => c.correct).length;
  const correct = hits === needed && wrong === 0;
  if (!q.multiple) return { score: correct ? 1 : 0, max: 1, correct, choices };
  return { score: Math.max(0, hits - wrong), max: Math.max(1, needed), correct, choices };
}

export interface BugGrade extends Grade {
  /** Selected lines that belong to a bug. */
  hits: number[];
  /** Selected lines that belong to no bug. */
  falseAlarms: number[];
  /** Bug lines not selected. */
  missedLines: number[];
  /** Per bug, in order: found means at least one of its lines was selected. */
  bugs: { id: string; found: boolean }[];
}

/** inRanges is true when line lies in one of the 1-based inclusive ranges. */
export function inRanges(line: number, ranges: readonly (readonly [number, number])[]): boolean {
  return ranges.some(([a, b]) => line >= a && line <= b);
}

/**
 * gradeSpotTheBug: one point per bug found (any of its lines selected); every three false
 * alarms cost one point, so flagging every line does not pay. Never below 0.
 */
export function gradeSpotTheBug(q: SpotTheBugQuestion, selected: readonly number[]): BugGrade {
  const picked = [...new Set(selected)].sort((a, b) => a - b);
  const bugLines = new Set(q.bugLines);
  const hits = picked.filter((l) => bugLines.has(l));
  const falseAlarms = picked.filter((l) => !bugLines.has(l));
  const missedLines = [...bugLines].filter((l) => !picked.includes(l)).sort((a, b) => a - b);
  const bugs = q.bugs.map((b) => ({ id: b.id, found: picked.some((l) => inRanges(l, b.lines)) }));
  const found = bugs.filter((b) => b.found).length;
  return {
    score: Math.max(0, found - Math.floor(falseAlarms.length / 3)),
    max: Math.max(1, q.bugs.length),
    hits,
    falseAlarms,
    missedLines,
    bugs,
  };
}

/** grade scores any answer against its question (a free answer scores its ticked key points). */
export function grade(q: RenderedQuestion, a: Answer): Grade {
  if (q.kind === "free" && a.kind === "free") return gradeFree(q, a.ticked);
  if (q.kind === "choice" && a.kind === "choice") return gradeChoice(q, a.selected);
  if (q.kind === "spot-the-bug" && a.kind === "spot-the-bug") return gradeSpotTheBug(q, a.lines);
  return { score: 0, max: 1 };
}

/** isAnswered is true once the learner has written, chosen or flagged something. */
export function isAnswered(a: Answer): boolean {
  if (a.kind === "free") return a.text.trim().length > 0;
  if (a.kind === "choice") return a.selected.length > 0;
  return a.lines.length > 0;
}
