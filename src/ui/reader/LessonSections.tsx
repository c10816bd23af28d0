/**
 * LessonSections puts a lesson's body in the page a part at a time, so no single task parses and
 * lays out the whole lesson (hundreds of KB of HTML with drawn diagrams). The first parts go in
 * with the first render, the section a link points at (`target`, a heading id) at once, and
 * the rest in following idle moments; a part not yet inserted holds its place with an estimated
 * height. Every part skips layout and paint while off screen (`content-visibility: auto`).
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { GlossaryTip, useLiveHtml } from "../markdown";
import { estimateHeight, nextParts, sectionHolding } from "./sections";

/** later runs f when the browser is idle (soon in any case), in a task of its own; returns a cancel. */
function later(f: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(f, { timeout: 120 });
    return () => cancelIdleCallback(id);
  }
  const id = window.setTimeout(f, 16);
  return () => window.clearTimeout(id);
}

export function LessonSections({ sections, target }: { sections: readonly string[]; target?: string }) {
  const root = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set(nextParts(sections, new Set())));
  const estimates = useMemo(() => sections.map((s) => estimateHeight(s)), [sections]);
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
            <LessonPart key={i} html={shown.has(i) || i === need ? html : null} estimate={estimates[i]!} />
          ),
        )}
      </div>
      <GlossaryTip root={root} />
    </>
  );
}

/** LessonPart is one section: its HTML once inserted (null: not yet, a placeholder of its estimated height). */
function LessonPart({ html, estimate }: { html: string | null; estimate: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useLiveHtml(ref, html);
  const size = { containIntrinsicSize: `auto ${estimate}px` };
  return html === null ? (
    <div ref={ref} className="lesson-part" data-spy-block="" style={{ ...size, minHeight: estimate }} />
  ) : (
    <div ref={ref} className="lesson-part" data-spy-block="" style={size} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
