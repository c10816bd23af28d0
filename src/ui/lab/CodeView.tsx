/** CodeView is the read-only code shown on phones instead of the editor: numbered lines, one highlighted. */
import { useEffect, useRef } from "react";

export function CodeView({ code, label, line }: { code: string; label: string; line?: number }) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!line) return;
    ref.current?.querySelector<HTMLElement>(`[data-line="${line}"]`)?.scrollIntoView({ block: "center" });
  }, [line, code]);
  return (
    <div className="lab-code-view" role="region" aria-label={label} tabIndex={0}>
      <ol ref={ref}>
        {code.split("\n").map((text, i) => (
          <li key={i} data-line={i + 1} className={line === i + 1 ? "current" : undefined}>
            <code>{text || " "}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}
