/**
 * HtmlBlock renders build-time HTML from content/ and brings it to life: Mermaid diagrams
 * drawn lazily as they scroll into view, copy buttons on code, glossary definitions on hover
 * and focus. Use it for every HTML field of the content model. A page that inserts content HTML
 * itself in parts (the lesson, section by section) uses `useLiveHtml` on each part and one
 * `GlossaryTip` around them.
 */
import { useEffect, useRef, type RefObject } from "react";
import { addCopyButtons } from "./copyButtons";
import { observeDiagrams } from "./mermaid";
import { GlossaryTip } from "./GlossaryTip";

/** useLiveHtml adds copy buttons and lazy diagrams to the content HTML under ref, each time html changes. */
export function useLiveHtml(ref: RefObject<HTMLElement | null>, html: string | null): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || html === null) return;
    addCopyButtons(el);
    return observeDiagrams(el);
  }, [ref, html]);
}

export function HtmlBlock({
  html,
  className,
  as = "div",
}: {
  html: string;
  className?: string;
  as?: "div" | "article";
}) {
  const ref = useRef<HTMLElement>(null);
  useLiveHtml(ref, html);
  const Tag = as;
  return (
    <>
      <Tag
        ref={ref as never}
        className={["prose", className].filter(Boolean).join(" ")}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <GlossaryTip root={ref} />
    </>
  );
}
