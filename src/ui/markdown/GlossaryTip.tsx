/**
 * GlossaryTip shows a term's definition while a glossary mark (a.term) under `root` is hovered
 * or focused. One tooltip per page, linked with aria-describedby; Escape closes it.
 */
import { useEffect, useState, type RefObject } from "react";
import type { GlossaryTerm } from "../../content";
import { loadGlossary } from "../content";

interface Tip {
  term: GlossaryTerm;
  top: number;
  left: number;
}

const TIP_ID = "glossary-tip";

export function GlossaryTip({ root }: { root: RefObject<HTMLElement | null> }) {
  const [tip, setTip] = useState<Tip | null>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let glossary: Map<string, GlossaryTerm> | undefined;
    let current: HTMLElement | null = null;
    const show = async (target: EventTarget | null) => {
      const mark = (target as HTMLElement | null)?.closest?.<HTMLElement>("a.term");
      if (!mark || mark === current) return;
      current = mark;
      glossary ??= new Map((await loadGlossary()).map((g) => [g.id, g]));
      const term = glossary.get(mark.dataset.term ?? "");
      if (!term || current !== mark) return;
      const r = mark.getBoundingClientRect();
      mark.setAttribute("aria-describedby", TIP_ID);
      const width = Math.min(360, window.innerWidth - 16);
      setTip({
        term,
        top: r.bottom + window.scrollY + 6,
        left: Math.max(8, Math.min(r.left + window.scrollX, window.innerWidth - width - 8)),
      });
    };
    const hide = (target: EventTarget | null) => {
      const mark = (target as HTMLElement | null)?.closest?.("a.term");
      if (mark && mark === current) {
        mark.removeAttribute("aria-describedby");
        current = null;
        setTip(null);
      }
    };
    const over = (e: Event) => void show(e.target);
    const out = (e: Event) => hide(e.target);
    const key = (e: KeyboardEvent) => {
      if (e.key === "Escape" && current) hide(current);
    };
    el.addEventListener("mouseover", over);
    el.addEventListener("focusin", over);
    el.addEventListener("mouseout", out);
    el.addEventListener("focusout", out);
    document.addEventListener("keydown", key);
    return () => {
      el.removeEventListener("mouseover", over);
      el.removeEventListener("focusin", over);
      el.removeEventListener("mouseout", out);
      el.removeEventListener("focusout", out);
      document.removeEventListener("keydown", key);
    };
  }, [root]);
  if (!tip) return null;
  return (
    <div id={TIP_ID} role="tooltip" className="glossary-tip" style={{ top: tip.top, left: tip.left }}>
      <p className="glossary-tip-term">{tip.term.term}</p>
      <div dangerouslySetInnerHTML={{ __html: tip.term.definitionHtml }} />
    </div>
  );
}
