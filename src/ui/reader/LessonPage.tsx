/**
 * LessonPage: one lesson. A sticky table of contents follows the scroll; the section in view
 * is remembered (continue where you left off) and each section reached counts as read;
 * j/k move between sections; /lessons/:id/:section scrolls to that heading. The body arrives a
 * section at a time (./LessonSections), the one the route names first.
 */
import { useEffect, useMemo, useRef } from "react";
import { useLocation } from "wouter";
import { findLesson, loadLesson } from "../content";
import { useAsync } from "../content/useAsync";
import { useAppStore } from "../store";
import { usePageTitle } from "../app/usePageTitle";
import { isTyping } from "../app/useGlobalShortcuts";
import { NotFound } from "../app/NotFound";
import { Toc } from "./Toc";
import { LessonSections } from "./LessonSections";
import { useScrollSpy } from "./useScrollSpy";
import { lessonProgress } from "./progress";

const EMPTY: string[] = [];

export function LessonPage({ id, section }: { id: string; section?: string }) {
  const summary = findLesson(id);
  const state = useAsync(() => loadLesson(id), id);
  usePageTitle(summary?.title);
  const sectionsRead = useAppStore((s) => s.reading[id]?.sectionsRead) ?? EMPTY;
  const markSectionRead = useAppStore((s) => s.markSectionRead);
  const setLastSection = useAppStore((s) => s.setLastSection);
  const ids = useMemo(() => summary?.toc.map((t) => t.id) ?? [], [summary]);
  const h2s = useMemo(() => new Set(summary?.toc.filter((t) => t.level === 2).map((t) => t.id)), [summary]);
  const active = useScrollSpy(ids);
  const [, navigate] = useLocation();
  const ready = state.status === "ready" && !!state.value;
  const scrolledTo = useRef<string | undefined>(undefined);

  // Scroll to the section named in the route once the lesson HTML is in the page.
  useEffect(() => {
    if (!ready) return;
    const key = `${id}/${section ?? ""}`;
    if (scrolledTo.current === key) return;
    scrolledTo.current = key;
    const target = section ? document.getElementById(section) : null;
    if (target) {
      target.scrollIntoView({ block: "start" });
      target.focus({ preventScroll: true });
    } else {
      window.scrollTo(0, 0);
      document.querySelector<HTMLElement>(".lesson-title")?.focus({ preventScroll: true });
    }
  }, [ready, id, section]);

  // The h2 section in view counts as read and becomes the place to continue from.
  const activeH2 = useMemo(() => {
    if (!active || !summary) return undefined;
    const i = summary.toc.findIndex((t) => t.id === active);
    for (let j = i; j >= 0; j--) if (summary.toc[j]!.level === 2) return summary.toc[j]!.id;
    return undefined;
  }, [active, summary]);
  useEffect(() => {
    if (!ready || !active) return;
    setLastSection(id, active);
    if (activeH2 && h2s.has(activeH2)) markSectionRead(id, activeH2);
  }, [ready, id, active, activeH2, h2s, markSectionRead, setLastSection]);

  // j / k: next / previous section.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || document.querySelector("dialog[open]")) return;
      if (e.key !== "j" && e.key !== "k") return;
      const i = active ? ids.indexOf(active) : -1;
      const next = ids[e.key === "j" ? i + 1 : Math.max(0, i - 1)];
      if (next) navigate(`/lessons/${id}/${next}`);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [active, ids, id, navigate]);

  if (!summary) return <NotFound what="lesson" />;
  const read = new Set(sectionsRead);
  const progress = lessonProgress(summary, sectionsRead);

  return (
    <div className="lesson-layout">
      <aside className="lesson-toc" aria-label="Table of contents">
        <details className="toc-details" open>
          <summary>
            Contents{" "}
            <span className="toc-progress">
              {progress.read}/{progress.total} read
            </span>
          </summary>
          <nav aria-label="Lesson sections">
            <Toc lesson={id} toc={summary.toc} active={active} read={read} />
          </nav>
        </details>
      </aside>
      <article className="lesson" aria-labelledby="lesson-title">
        <header className="lesson-header">
          <h1 id="lesson-title" className="lesson-title" tabIndex={-1}>
            {summary.title}
          </h1>
          <p className="lesson-meta">{summary.minutes} min read</p>
        </header>
        {state.status === "loading" && <p className="loading">Loading the lesson…</p>}
        {state.status === "error" && (
          <p role="alert">
            The lesson could not be loaded ({state.error.message}). Check your connection, then reload the page.
          </p>
        )}
        {ready && <LessonSections key={id} sections={state.value!.sections} target={section} />}
      </article>
    </div>
  );
}
