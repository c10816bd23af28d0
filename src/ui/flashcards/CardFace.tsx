/**
 * CardFace shows one flashcard: the front, then (once flipped) the back and the four rating
 * buttons with their hints and keys. Keys: Space flips, 1–4 rate, u undoes.
 */
import { useEffect, useRef } from "react";
import type { RenderedCard } from "../../content";
import { HtmlBlock } from "../markdown";
import { RATINGS, RATING_LABELS, type Rating } from "../store";
import { isControl, usePageKeys } from "./keys";

export interface CardFaceProps {
  card: RenderedCard;
  /** Changes whenever a new card (or the same card again) is put in front of the learner. */
  turn: number;
  deckTitle: string;
  /** "New", "Learning", "Review" or "Cram". */
  badge: string;
  flipped: boolean;
  onFlip: () => void;
  /** What each button will do, e.g. "10m" or "4d". */
  hints: Record<Rating, string>;
  onRate: (rating: Rating) => void;
  canUndo: boolean;
  onUndo: () => void;
  progress: string;
}

export function CardFace(p: CardFaceProps) {
  const frontRef = useRef<HTMLElement>(null);
  const backRef = useRef<HTMLElement>(null);

  useEffect(() => {
    frontRef.current?.focus({ preventScroll: false });
  }, [p.turn]);
  useEffect(() => {
    if (p.flipped) backRef.current?.focus();
  }, [p.flipped]);

  usePageKeys((e) => {
    if (e.key === " " || e.key === "Enter") {
      if (isControl(e.target) || p.flipped) return false;
      p.onFlip();
      return true;
    }
    if (p.flipped && ["1", "2", "3", "4"].includes(e.key)) {
      p.onRate(Number(e.key) as Rating);
      return true;
    }
    if (e.key === "u" || e.key === "U") {
      if (!p.canUndo) return false;
      p.onUndo();
      return true;
    }
    return false;
  });

  return (
    <div className="cards-review">
      <p className="cards-progress">
        <span className="cards-badge">{p.badge}</span> <span>{p.deckTitle}</span>{" "}
        <span className="cards-muted">({p.progress})</span>
      </p>
      <article className="cards-card" aria-label="Flashcard">
        <section ref={frontRef} tabIndex={-1} className="cards-face cards-front" aria-label="Question">
          <HtmlBlock html={p.card.frontHtml} />
        </section>
        {p.flipped && (
          <section ref={backRef} tabIndex={-1} className="cards-face cards-back" aria-label="Answer">
            <h2 className="cards-visually-hidden">Answer</h2>
            <HtmlBlock html={p.card.backHtml} />
          </section>
        )}
      </article>
      <div className="cards-actions">
        {!p.flipped ? (
          <button type="button" className="cards-flip" onClick={p.onFlip} aria-keyshortcuts="Space">
            Show answer <kbd>Space</kbd>
          </button>
        ) : (
          <div className="cards-ratings" role="group" aria-label="How well did you recall it?">
            {RATINGS.map((r) => (
              <button
                key={r}
                type="button"
                className={`cards-rate cards-rate-${r}`}
                onClick={() => p.onRate(r)}
                aria-keyshortcuts={String(r)}
                aria-label={`${RATING_LABELS[r]}, ${p.hints[r]}, key ${r}`}
              >
                <span className="cards-rate-label">{RATING_LABELS[r]}</span>
                <span className="cards-rate-hint">{p.hints[r]}</span>
                <kbd aria-hidden="true">{r}</kbd>
              </button>
            ))}
          </div>
        )}
        <button type="button" className="cards-undo" onClick={p.onUndo} disabled={!p.canUndo} aria-keyshortcuts="u">
          Undo last rating <kbd>u</kbd>
        </button>
      </div>
      <p className="cards-keys cards-muted">
        Keys: <kbd>Space</kbd> show answer · <kbd>1</kbd> Again · <kbd>2</kbd> Hard · <kbd>3</kbd> Good · <kbd>4</kbd>{" "}
        Easy · <kbd>u</kbd> undo
      </p>
    </div>
  );
}
