/**
 * BugAnswer: the exercise's original code as selectable lines (a multi-select listbox: arrows
 * move, Space or Enter flags a line, Home/End jump). Once checked, each line shows whether it
 * was a hit, a false alarm or a missed bug line, and every bug is explained.
 */
import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { SpotTheBugQuestion } from "../../content";
import { HtmlBlock } from "../markdown";
import { gradeSpotTheBug, type Answer } from "./grading";

type BugAns = Extract<Answer, { kind: "spot-the-bug" }>;

const rangeText = (r: [number, number]) => (r[0] === r[1] ? `line ${r[0]}` : `lines ${r[0]}–${r[1]}`);

export function BugAnswer(props: {
  question: SpotTheBugQuestion;
  exerciseTitle: string;
  answer: BugAns;
  onAnswer: (a: BugAns) => void;
  revealed: boolean;
}) {
  const { question: q, answer, onAnswer, revealed } = props;
  const id = useId();
  const [active, setActive] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  const selected = new Set(answer.lines);
  const graded = revealed ? gradeSpotTheBug(q, answer.lines) : null;
  const bugLines = new Set(q.bugLines);

  const toggle = (n: number) => {
    if (revealed) return;
    onAnswer({
      kind: "spot-the-bug",
      lines: selected.has(n) ? answer.lines.filter((l) => l !== n) : [...answer.lines, n].sort((a, b) => a - b),
    });
  };
  const focusLine = (n: number) => {
    const clamped = Math.min(q.lines.length, Math.max(1, n));
    setActive(clamped);
    listRef.current?.querySelector<HTMLElement>(`[data-line="${clamped}"]`)?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>, n: number) => {
    const moves: Record<string, number> = {
      ArrowDown: n + 1,
      ArrowUp: n - 1,
      Home: 1,
      End: q.lines.length,
      PageDown: n + 10,
      PageUp: n - 10,
    };
    const to = moves[e.key];
    if (to !== undefined) {
      e.preventDefault();
      focusLine(to);
    } else if (e.key === " " || e.key === "Enter") {
      e.preventDefault();
      toggle(n);
    }
  };

  const lineState = (n: number): { cls: string; mark: string; sr: string } => {
    const flagged = selected.has(n);
    if (!graded)
      return flagged ? { cls: "quiz-line-flagged", mark: "●", sr: "flagged" } : { cls: "", mark: "", sr: "" };
    if (flagged && bugLines.has(n)) return { cls: "quiz-line-hit", mark: "✓", sr: "flagged, a bug line: hit" };
    if (flagged) return { cls: "quiz-line-false", mark: "✗", sr: "flagged, not a bug line: false alarm" };
    if (bugLines.has(n)) return { cls: "quiz-line-missed", mark: "!", sr: "a bug line you did not flag: missed" };
    return { cls: "", mark: "", sr: "" };
  };

  return (
    <div className="quiz-bug">
      <p id={`${id}-help`} className="quiz-muted quiz-small">
        {revealed
          ? "✓ hit · ✗ false alarm · ! missed bug line"
          : "Flag the lines that hold a bug: click them, or use ↑ ↓ to move and Space or Enter to flag."}
      </p>
      <div className="quiz-code-scroll">
        <div
          ref={listRef}
          role="listbox"
          aria-multiselectable="true"
          aria-label={`${props.exerciseTitle}: original code, ${q.lines.length} lines`}
          aria-describedby={`${id}-help`}
          className="quiz-code"
        >
          {q.lines.map((html, i) => {
            const n = i + 1;
            const s = lineState(n);
            return (
              <div
                key={n}
                role="option"
                data-line={n}
                aria-selected={selected.has(n)}
                tabIndex={active === n ? 0 : -1}
                className={`quiz-line ${s.cls}`}
                onClick={() => {
                  setActive(n);
                  toggle(n);
                }}
                onKeyDown={(e) => onKey(e, n)}
                onFocus={() => setActive(n)}
              >
                <span className="quiz-ln" aria-hidden="true">
                  {n}
                </span>
                <span className="quiz-mark" aria-hidden="true">
                  {s.mark}
                </span>
                <span className="quiz-visually-hidden">{`Line ${n}${s.sr ? `, ${s.sr}` : ""}: `}</span>
                <code className="hljs" dangerouslySetInnerHTML={{ __html: html || " " }} />
              </div>
            );
          })}
        </div>
      </div>
      <p className="quiz-small">
        Flagged: {answer.lines.length === 0 ? "none" : answer.lines.map((l) => `line ${l}`).join(", ")}
      </p>
      {graded && (
        <div className="quiz-reveal">
          <h3>The bugs</h3>
          <p>
            Bugs found:{" "}
            <strong>
              {graded.bugs.filter((b) => b.found).length} of {q.bugs.length}
            </strong>{" "}
            · lines hit: {graded.hits.length} · false alarms: {graded.falseAlarms.length} · bug lines missed:{" "}
            {graded.missedLines.length}
          </p>
          <ol className="quiz-bugs">
            {q.bugs.map((b, i) => (
              <li key={b.id} className={graded.bugs[i]?.found ? "quiz-bug-found" : "quiz-bug-missed"}>
                <p className="quiz-verdict">
                  <span aria-hidden="true">{graded.bugs[i]?.found ? "✓ " : "! "}</span>
                  <strong>{b.title}</strong> ({b.lines.map(rangeText).join(", ")}) —{" "}
                  {graded.bugs[i]?.found ? "found" : "missed"}
                </p>
                <HtmlBlock html={b.explanationHtml} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
