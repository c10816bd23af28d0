/** CardsHome lists the decks with their due counts, starts the one review queue, and offers cramming a deck. */
import { useId, useMemo, useState } from "react";
import { Link } from "wouter";
import type { StudyContent } from "../../content";
import { findLesson } from "../content";
import { formatInterval, useAppStore } from "../store";
import { buildQueue, deckCounts, isPrecision } from "./queue";
import { StudyGate } from "./StudyGate";
import { useNow } from "./useNow";
import "./flashcards.css";

export function CardsHome() {
  return (
    <div className="cards-page">
      <h1>Flashcards</h1>
      <StudyGate>{(study) => <Decks study={study} />}</StudyGate>
    </div>
  );
}

function Decks({ study }: { study: StudyContent }) {
  const states = useAppStore((s) => s.cards.states);
  const log = useAppStore((s) => s.cards.log);
  const limit = useAppStore((s) => s.settings.newCardsPerDay);
  const setLimit = useAppStore((s) => s.setNewCardsPerDay);
  const includePrecision = useAppStore((s) => s.settings.includePrecision);
  const setIncludePrecision = useAppStore((s) => s.setIncludePrecision);
  const [now] = useNow();
  const queue = useMemo(
    () => buildQueue(study.decks, states, log, limit, now, includePrecision),
    [study.decks, states, log, limit, now, includePrecision],
  );
  const limitId = useId();
  const precisionId = useId();
  const precisionTotal = study.decks.reduce((n, d) => n + d.cards.filter(isPrecision).length, 0);
  // While the field is being edited it may be empty or half-typed; the store only takes numbers.
  const [draft, setDraft] = useState<string | null>(null);
  const total = study.decks.reduce((n, d) => n + d.cards.length, 0);

  return (
    <>
      <section className="cards-today" aria-labelledby="cards-today-title">
        <h2 id="cards-today-title">Today</h2>
        <p className="cards-counts">
          <span>
            <strong>{queue.counts.review}</strong> to review
          </span>
          <span>
            <strong>{queue.counts.learning}</strong> learning
          </span>
          <span>
            <strong>{queue.counts.new}</strong> new
          </span>
        </p>
        {queue.items.length > 0 ? (
          <Link href="/cards/review" className="button button-primary">
            Start review ({queue.items.length})
          </Link>
        ) : (
          <p>
            Nothing is due right now.
            {queue.nextLearningDue !== null &&
              ` The next learning card is due in ${formatInterval(queue.nextLearningDue - now)}.`}
          </p>
        )}
        <p className="cards-muted">
          One queue across all {study.decks.length} decks ({total} cards): cards being learned first, then reviews, then
          new cards.
        </p>
        <div className="cards-field">
          <label htmlFor={limitId}>New cards per day</label>
          <input
            id={limitId}
            type="number"
            min={0}
            max={9999}
            inputMode="numeric"
            value={draft ?? String(limit)}
            onFocus={() => setDraft(String(limit))}
            onBlur={() => setDraft(null)}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setDraft(text);
              if (text.trim() !== "" && Number.isFinite(Number(text))) setLimit(Number(text));
            }}
          />
        </div>
        <div className="cards-field cards-check">
          <input
            id={precisionId}
            type="checkbox"
            checked={includePrecision}
            onChange={(e) => setIncludePrecision(e.currentTarget.checked)}
            aria-describedby={`${precisionId}-hint`}
          />
          <label htmlFor={precisionId}>Include precision cards</label>
        </div>
        <p className="cards-muted" id={`${precisionId}-hint`}>
          {precisionTotal} cards are tagged precision: version numbers and exact edge cases, worth knowing once the core
          is solid.{" "}
          {includePrecision
            ? "New ones come after every core card."
            : `Study the core first: ${queue.heldBack} new precision ${queue.heldBack === 1 ? "card is" : "cards are"} held back (the ones you already study keep their schedule).`}
        </p>
      </section>

      <section aria-labelledby="cards-decks-title">
        <h2 id="cards-decks-title">Decks</h2>
        <div className="cards-table-wrap">
          <table className="cards-table">
            <thead>
              <tr>
                <th scope="col">Deck</th>
                <th scope="col">Cards</th>
                <th scope="col">Due</th>
                <th scope="col">Not studied</th>
                <th scope="col">
                  <span className="cards-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {study.decks.map((d) => {
                const c = deckCounts(d, states, now);
                return (
                  <tr key={d.deck}>
                    <th scope="row">
                      {d.title}
                      {(findLesson(d.lesson)?.title ?? d.lesson) !== d.title && (
                        <span className="cards-muted cards-lesson">{findLesson(d.lesson)?.title ?? d.lesson}</span>
                      )}
                    </th>
                    <td>{c.total}</td>
                    <td>{c.due}</td>
                    <td>{c.unseen}</td>
                    <td>
                      <Link href={`/cards/review/${d.deck}`} className="button" aria-label={`Cram ${d.title}`}>
                        Cram
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <nav className="cards-links" aria-label="More about your cards">
        <Link href="/cards/stats">Statistics</Link>
        <Link href="/progress">Progress, export and import</Link>
      </nav>
    </>
  );
}
