/**
 * CramSession runs through one deck without touching the schedule: Again puts the card back at
 * the end of the session, any other rating takes it out. Undo steps back one rating.
 */
import { useState } from "react";
import { Link } from "wouter";
import type { StudyContent } from "../../content";
import { RATING_LABELS, type Rating } from "../store";
import { CardFace } from "./CardFace";
import { usePageKeys } from "./keys";

export function CramSession({ study, deckId }: { study: StudyContent; deckId: string }) {
  const deck = study.decks.find((d) => d.deck === deckId);
  const [order, setOrder] = useState<string[]>(() => deck?.cards.map((c) => c.id) ?? []);
  const [history, setHistory] = useState<string[][]>([]);
  const [turn, setTurn] = useState(0);
  const [flippedTurn, setFlippedTurn] = useState(-1);
  const [announcement, setAnnouncement] = useState("");

  function undo() {
    const last = history[history.length - 1];
    if (!last) return;
    setOrder(last);
    setHistory((h) => h.slice(0, -1));
    setTurn((t) => t + 1);
    setAnnouncement("Undid the last rating.");
  }
  const finished = !!deck && order.length === 0;
  usePageKeys((e) => {
    if (!finished || (e.key !== "u" && e.key !== "U") || history.length === 0) return false;
    undo();
    return true;
  });

  if (!deck) {
    return (
      <>
        <h1>Cram</h1>
        <p role="alert">There is no deck called “{deckId}”.</p>
        <Link href="/cards">Back to decks</Link>
      </>
    );
  }
  const current = deck.cards.find((c) => c.id === order[0]);
  const flipped = flippedTurn === turn;
  const rate = (r: Rating) => {
    if (!current || !flipped) return;
    const rest = order.slice(1);
    setHistory((h) => [...h, order]);
    setOrder(r === 1 ? [...rest, current.id] : rest);
    setTurn((t) => t + 1);
    setAnnouncement(
      r === 1
        ? "Again: the card goes back to the end of this session."
        : `Rated ${RATING_LABELS[r]}. Card done for this session.`,
    );
  };
  const hint = "not scheduled";
  return (
    <>
      <h1>Cram: {deck.title}</h1>
      <p className="cards-note">
        Cramming does not change your review schedule. Again shows the card again at the end.
      </p>
      <p className="cards-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {current ? (
        <CardFace
          card={current}
          turn={turn}
          deckTitle={deck.title}
          badge="Cram"
          flipped={flipped}
          onFlip={() => setFlippedTurn(turn)}
          hints={{ 1: "again later", 2: hint, 3: hint, 4: hint }}
          onRate={rate}
          canUndo={history.length > 0}
          onUndo={undo}
          progress={`${order.length} of ${deck.cards.length} left`}
        />
      ) : (
        <div className="cards-done">
          <h2>Deck done</h2>
          <p>
            You went through all {deck.cards.length} cards of {deck.title}.
          </p>
          <p className="cards-links">
            <Link href="/cards">Back to decks</Link>
          </p>
          {history.length > 0 && (
            <button type="button" className="cards-undo" onClick={undo}>
              Undo last rating <kbd>u</kbd>
            </button>
          )}
        </div>
      )}
    </>
  );
}
