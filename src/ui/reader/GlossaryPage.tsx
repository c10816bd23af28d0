/** GlossaryPage: every term with its definition; /glossary/:id scrolls to one. */
import { useEffect } from "react";
import { Link } from "wouter";
import { loadGlossary } from "../content";
import { useAsync } from "../content/useAsync";
import { HtmlBlock } from "../markdown";
import { usePageTitle } from "../app/usePageTitle";

export function GlossaryPage({ id }: { id?: string }) {
  usePageTitle("Glossary");
  const state = useAsync(loadGlossary, "glossary");
  // In display order already (sorted at build: a collator here would load ICU's collation data).
  const terms = state.status === "ready" ? state.value : [];
  useEffect(() => {
    if (state.status !== "ready" || !id) return;
    const el = document.getElementById(`term-${id}`);
    el?.scrollIntoView({ block: "start" });
    el?.focus({ preventScroll: true });
  }, [state.status, id]);
  return (
    <div className="page narrow glossary">
      <h1>Glossary</h1>
      <p className="lead">
        The terms the lessons use, in a sentence or three each. Hover or focus a marked term in a lesson to see its
        entry in place.
      </p>
      {state.status === "loading" && <p className="loading">Loading…</p>}
      <dl className="glossary-list">
        {terms.map((t) => (
          <div
            key={t.id}
            className={`glossary-entry${t.id === id ? " highlighted" : ""}`}
            id={`term-${t.id}`}
            tabIndex={-1}
          >
            <dt>{t.term}</dt>
            <dd>
              <HtmlBlock html={t.definitionHtml} />
              {t.seeAlso.length > 0 && (
                <p className="see-also">
                  See also:{" "}
                  {t.seeAlso.map((s, i) => (
                    <span key={s}>
                      {i > 0 && ", "}
                      <Link href={`/glossary/${s}`}>{terms.find((x) => x.id === s)?.term ?? s}</Link>
                    </span>
                  ))}
                </p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
