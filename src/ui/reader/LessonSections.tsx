/**
 * LessonSections puts a lesson's body in the page a part at a time, so no single task parses and
 * lays out the whole lesson (hundreds of KB of HTML with drawn diagrams). The parts that fill
 * the first screen go in with the first render, the part a link points at (`target`, a heading
 * id) at once, and the rest a few at a time in following idle moments; a part not yet inserted
 * holds its place with an estimated height. Every part skips layout and paint while off screen
 * (`content-visibility: auto`), and the build keeps parts small (a heading or a few paragraphs,
 * cutParts in src/content/build/markdown.ts), so a part coming near the screen is a short frame.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { GlossaryTip, useLiveHtml } from "../markdown";
import { whenIdle } from "../app/whenIdle";
import { estimateHeight, firstParts, joinsNext, nextParts, sectionHolding } from "./sections";

/** later runs f when the browser is idle (soon in any case), in a task of its own; returns a cancel. */
const later = (f: () => void): (() => void) => whenIdle(f, 120);

export function LessonSections({ sections, target }: { sections: readonly string[]; target?: string }) {
  const root = useRef<HTMLDivElement>(null);
  const estimates = useMemo(() => sections.map((s) => estimateHeight(s)), [sections]);
  const [shown, setShown] = useState<ReadonlySet<number>>(
    () => new Set(firstParts(estimates, typeof window === "undefined" ? 900 : window.innerHeight)),
  );
  const need = sectionHolding(sections, target);

  // The section a link points at stays shown once asked for.
  useEffect(() => {
    if (need >= 0 && !shown.has(need)) setShown((s) => new Set(s).add(need));
  }, [need, shown]);

  // The rest, a budget's worth per idle moment.
  useEffect(() => {
    const next = nextParts(sections, shown);
    if (next.length === 0) return;
    return later(() => setShown((s) => new Set([...s, ...next])));
  }, [sections, shown]);

  return (
    <>
      <div ref={root} className="prose lesson-body">
        {sections.map((html, i) =>
          html === "" ? null : (
            <LessonPart
              key={i}
              html={shown.has(i) || i === need ? html : null}
              estimate={estimates[i]!}
              joins={joinsNext(sections, i)}
            />
          ),
        )}
      </div>
      <GlossaryTip root={root} />
    </>
  );
}

/**
 * LessonPart is one part: its HTML once inserted (null: not yet, a placeholder of its estimated
 * height). `joins`: the next part goes on with prose (not a heading), so this one keeps its last margin.
 */
function LessonPart({ html, estimate, joins }: { html: string | null; estimate: number; joins: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLiveHtml(ref, html);
  const size = { containIntrinsicSize: `auto ${estimate}px` };
  const className = joins ? "lesson-part joins" : "lesson-part";
  return html === null ? (
    <div ref={ref} className={className} data-spy-block="" style={{ ...size, minHeight: estimate }} />
  ) : (
    <div ref={ref} className={className} data-spy-block="" style={size} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
