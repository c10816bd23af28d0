/** Toc: the lesson's table of contents, marking the section in view and the sections read. */
import { Link } from "wouter";
import type { TocEntry } from "../../content";

export function Toc({
  lesson,
  toc,
  active,
  read,
}: {
  lesson: string;
  toc: TocEntry[];
  active: string | undefined;
  read: ReadonlySet<string>;
}) {
  return (
    <ol className="toc-list">
      {toc.map((t) => (
        <li key={t.id} className={`toc-level-${t.level}`}>
          <Link
            href={`/lessons/${lesson}/${t.id}`}
            aria-current={t.id === active ? "location" : undefined}
            className={read.has(t.id) ? "toc-read" : undefined}
          >
            {t.level === 2 && read.has(t.id) && (
              <span className="toc-check" aria-label="read">
                ✓
              </span>
            )}
            {t.text}
          </Link>
        </li>
      ))}
    </ol>
  );
}
