/**
 * Score: how the learner's answer compares with the planted bugs, before the run shows them.
 * A bug is found when a marked line lies in the lines where the engine's finding must point
 * (or on the edited line), one line of slack either way. Marks near no bug are stray and cost
 * a quarter of a bug each. The symptom is right when it is one of the planted bugs' symptoms.
 */

/** MarkedLine is one line the learner marked as wrong. */
export interface MarkedLine {
  file: string;
  line: number;
}

/** PlantedBug is what scoring needs of a drill's mutation. */
export interface PlantedBug {
  kind: string;
  symptom: string;
  file: string;
  line: number;
  expect: { file: string; from: number; to: number };
}

/** DrillScore is the marks and the symptom judged against the planted bugs. */
export interface DrillScore {
  /** found: per planted bug (in order), whether a marked line points at it. */
  found: boolean[];
  /** stray: marked lines near no planted bug. */
  stray: MarkedLine[];
  /** lines: found / planted, minus 0.25 per stray mark, within 0..1. */
  lines: number;
  symptom: boolean;
}

/** SLACK: lines either side of a bug's lines that still count as pointing at it. */
export const SLACK = 1;

function near(mark: MarkedLine, bug: PlantedBug): boolean {
  const e = bug.expect;
  if (mark.file === e.file && mark.line >= e.from - SLACK && mark.line <= e.to + SLACK) return true;
  return mark.file === bug.file && Math.abs(mark.line - bug.line) <= SLACK;
}

/** scoreDrill judges the marked lines and the picked symptom (undefined: none picked). */
export function scoreDrill(
  bugs: readonly PlantedBug[],
  marks: readonly MarkedLine[],
  symptom: string | undefined,
): DrillScore {
  const found = bugs.map((b) => marks.some((m) => near(m, b)));
  const stray = marks.filter((m) => !bugs.some((b) => near(m, b)));
  const share = bugs.length ? found.filter(Boolean).length / bugs.length : 0;
  const lines = Math.max(0, Math.min(1, share - 0.25 * stray.length));
  return { found, stray, lines, symptom: symptom !== undefined && bugs.some((b) => b.symptom === symptom) };
}
