/**
 * HtmlBlock renders build-time HTML from content/ and brings it to life: Mermaid diagrams
 * drawn lazily as they scroll into view, copy buttons on code, glossary definitions on hover
 * and focus. Use it for every HTML field of the content model.
 */
import { useEffect, useRef } from "react";
import { addCopyButtons } from "./copyButtons";
import { observeDiagrams } from "./mermaid";
import { GlossaryTip } from "./GlossaryTip";

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
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    addCopyButtons(el);
    return observeDiagrams(el);
  }, [html]);
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
