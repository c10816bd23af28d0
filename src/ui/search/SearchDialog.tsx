/**
 * SearchDialog: full-text search across all content. Opens with "/" or Ctrl+K; arrows move
 * through results, Enter opens one, Escape closes. A native <dialog> keeps focus inside.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { closeSearch, useSearchOpen } from "./searchState";
import { search, snippet, type SearchHit } from "./searchIndex";

const KIND_LABEL: Record<SearchHit["kind"], string> = {
  section: "Lesson",
  card: "Flashcard",
  question: "Question",
  glossary: "Glossary",
  flow: "Flow",
  exercise: "Exercise",
};

export function SearchDialog() {
  const open = useSearchOpen();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [active, setActive] = useState(0);
  const [, navigate] = useLocation();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      input.current?.select();
    } else if (!open && d.open) d.close();
  }, [open]);

  useEffect(() => {
    let live = true;
    void search(query).then((h) => {
      if (!live) return;
      setHits(h);
      setActive(0);
    });
    return () => {
      live = false;
    };
  }, [query]);

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    closeSearch();
    navigate(hit.href);
  };

  return (
    <dialog ref={dialog} className="search-dialog" aria-label="Search" onClose={closeSearch} onCancel={closeSearch}>
      <div className="search-box">
        <label htmlFor="search-input" className="visually-hidden">
          Search lessons, cards, questions and terms
        </label>
        <input
          id="search-input"
          ref={input}
          type="search"
          placeholder="Search lessons, cards, questions, terms…"
          autoComplete="off"
          value={query}
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls="search-results"
          aria-activedescendant={hits[active] ? `search-hit-${active}` : undefined}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setActive((a) => Math.min(a + 1, hits.length - 1));
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              setActive((a) => Math.max(a - 1, 0));
            } else if (e.key === "Enter") {
              e.preventDefault();
              go(hits[active]);
            }
          }}
        />
        <button type="button" className="search-close" onClick={closeSearch}>
          Close
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {query ? `${hits.length} results` : ""}
      </p>
      <ul id="search-results" role="listbox" className="search-results" aria-label="Results">
        {hits.map((h, i) => (
          <li
            key={h.id}
            id={`search-hit-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? "active" : undefined}
            onMouseEnter={() => setActive(i)}
            onClick={() => go(h)}
          >
            <span className="search-kind">{KIND_LABEL[h.kind]}</span>
            <span className="search-title">{h.title}</span>
            {h.lessonTitle && <span className="search-lesson">{h.lessonTitle}</span>}
            <span className="search-snippet">{snippet(h.text, query)}</span>
          </li>
        ))}
        {query && hits.length === 0 && <li className="search-empty">No results for “{query}”.</li>}
      </ul>
    </dialog>
  );
}
