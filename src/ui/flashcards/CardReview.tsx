/**
 * CardReview is the review page: without a deck, the one scheduled queue across every lesson
 * (FSRS via the store); with a deck, a cram session of that deck that leaves the schedule alone.
 */
import { useMemo, useState } from "react";
import { Link } from "wouter";
import type { RenderedDeck, StudyContent } from "../../content";
import { formatInterval, preview, RATING_LABELS, useAppStore, type Rating } from "../store";
import { CardFace } from "./CardFace";
import { CramSession } from "./CramSession";
import { usePageKeys } from "./keys";
import { buildQueue, type QueueItem } from "./queue";
import { StudyGate } from "./StudyGate";
import { useNow } from "./useNow";
import "./flashcards.css";

export function CardReview({ deck }: { deck?: string | undefined }) {
  return (
    <div className="cards-page">
      <StudyGate>
        {(study) => (deck ? <CramSession study={study} deckId={deck} /> : <ScheduledSession study={study} />)}
      </StudyGate>
    </div>
  );
}

const KIND_LABEL = { new: "New", learning: "Learning", review: "Review" } as const;

function deckTitle(decks: RenderedDeck[], id: string): string {
  return decks.find((d) => d.deck === id)?.title ?? id;
}

function ScheduledSession({ study }: { study: StudyContent }) {
  const states = useAppStore((s) => s.cards.states);
  const log = useAppStore((s) => s.cards.log);
  const undo = useAppStore((s) => s.cards.undo);
  const limit = useAppStore((s) => s.settings.newCardsPerDay);
  const rateCard = useAppStore((s) => s.rateCard);
  const undoLastRating = useAppStore((s) => s.undoLastRating);
  const [now, refresh] = useNow();
  const [turn, setTurn] = useState(0);
  const [flippedTurn, setFlippedTurn] = useState(-1);
  const [pinned, setPinned] = useState<string | null>(null);
  const [reviewed, setReviewed] = useState(0);
  const [announcement, setAnnouncement] = useState("");

  const includePrecision = useAppStore((s) => s.settings.includePrecision);
  const queue = useMemo(
    () => buildQueue(study.decks, states, log, limit, now, includePrecision),
    [study.decks, states, log, limit, now, includePrecision],
  );
  const current: QueueItem | undefined = useMemo(() => {
    if (pinned) {
      const card = study.decks.flatMap((d) => d.cards).find((c) => c.id === pinned);
      const stored = states[pinned];
      if (card)
        return {
          card,
          stored,
          kind: !stored || stored.state === 0 ? "new" : stored.state === 2 ? "review" : "learning",
        };
    }
    return queue.items[0];
  }, [pinned, queue, study.decks, states]);

  const flipped = flippedTurn === turn;
  const dues = useMemo(() => (current && flipped ? preview(current.stored, now) : null), [current, flipped, now]);
  const hints = {
    1: dues ? formatInterval(dues[1] - now) : "",
    2: dues ? formatInterval(dues[2] - now) : "",
    3: dues ? formatInterval(dues[3] - now) : "",
    4: dues ? formatInterval(dues[4] - now) : "",
  };

  const rate = (r: Rating) => {
    if (!current || !flipped) return;
    rateCard(current.card.id, r, now);
    setAnnouncement(`Rated ${RATING_LABELS[r]}. Next review in ${hints[r]}.`);
    setPinned(null);
    setReviewed((n) => n + 1);
    setTurn((t) => t + 1);
    refresh();
  };
  const onUndo = () => {
    const cardId = undo?.cardId;
    if (!cardId || !undoLastRating()) return;
    setPinned(cardId);
    setReviewed((n) => Math.max(0, n - 1));
    setTurn((t) => t + 1);
    setAnnouncement("Undid the last rating; that card is shown again.");
    refresh();
  };

  // With a card on screen CardFace owns the keys; on the "all caught up" screen, u still undoes.
  usePageKeys((e) => {
    if (current || (e.key !== "u" && e.key !== "U") || !undo) return false;
    onUndo();
    return true;
  });

  return (
    <>
      <h1>Review</h1>
      <p className="cards-counts" aria-label="Cards left in this session">
        <span>
          <strong>{queue.counts.new}</strong> new
        </span>
        <span>
          <strong>{queue.counts.learning}</strong> learning
        </span>
        <span>
          <strong>{queue.counts.review}</strong> to review
        </span>
        <span className="cards-muted">{reviewed} done this session</span>
      </p>
      <p className="cards-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {current ? (
        <CardFace
          card={current.card}
          turn={turn}
          deckTitle={deckTitle(study.decks, current.card.deck)}
          badge={KIND_LABEL[current.kind]}
          flipped={flipped}
          onFlip={() => {
            refresh();
            setFlippedTurn(turn);
          }}
          hints={hints}
          onRate={rate}
          canUndo={undo !== null}
          onUndo={onUndo}
          progress={`${queue.items.length} in the queue`}
        />
      ) : (
        <div className="cards-done">
          <h2>All caught up</h2>
          <p>
            {reviewed > 0 ? `You reviewed ${reviewed} card${reviewed === 1 ? "" : "s"} this session. ` : ""}
            Nothing is due right now.{" "}
            {queue.nextLearningDue !== null &&
              `The next learning card is due in ${formatInterval(queue.nextLearningDue - now)}.`}
          </p>
          <p className="cards-links">
            <Link href="/cards">Back to decks</Link> <Link href="/cards/stats">Statistics</Link>
          </p>
          {undo && (
            <button type="button" className="cards-undo" onClick={onUndo} aria-keyshortcuts="u">
              Undo last rating <kbd>u</kbd>
            </button>
          )}
        </div>
      )}
    </>
  );
}
