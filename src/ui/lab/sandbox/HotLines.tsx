/** HotLines: the lines that ran most in the live run (the editor gutter's counts, as a list). */
import type { LiveLineCount } from "../../../worker";

const SHOWN = 6;

export function HotLines({
  counts,
  onGotoLine,
}: {
  counts: LiveLineCount[];
  onGotoLine: (file: string, line: number) => void;
}) {
  const top = [...counts].sort((a, b) => b.count - a.count || a.line - b.line).slice(0, SHOWN);
  if (!top.length) return null;
  return (
    <p className="sandbox-hot muted">
      Lines run most:{" "}
      {top.map((c, i) => (
        <span key={`${c.file}:${c.line}`}>
          {i > 0 && ", "}
          <button type="button" className="link" onClick={() => onGotoLine(c.file, c.line)}>
            {c.file}:{c.line}
          </button>{" "}
          ×{c.count}
        </span>
      ))}
    </p>
  );
}
