/**
 * Schedule: which bug kinds the next drill should practise. Each kind has an FSRS card in the
 * store's drills slice, rated when a drill is answered, so a missed kind is due again within
 * minutes and a found one in days. Kinds the learner has seen and that are due come first
 * (most overdue first), then kinds never tried; when nothing is due, the kind due soonest.
 */
import type { DrillKindStats } from "../store";

/** MAX_ASKED: how many due kinds the next drill may lead with (the worker picks among them by seed). */
export const MAX_ASKED = 3;

/** dueKinds orders the catalogue's kinds for practice at `now`, most pressing first, leaving out `skip`. */
export function dueKinds(
  stats: Readonly<Record<string, DrillKindStats>>,
  all: readonly string[],
  now: number,
  skip: readonly string[] = [],
): string[] {
  const kinds = all.filter((k) => !skip.includes(k));
  const seen = kinds.filter((k) => stats[k]).sort((a, b) => stats[a]!.card.due - stats[b]!.card.due);
  const overdue = seen.filter((k) => stats[k]!.card.due <= now);
  const fresh = kinds.filter((k) => !stats[k]);
  const later = seen.filter((k) => stats[k]!.card.due > now);
  return [...overdue, ...fresh, ...later];
}

/** kindsToAsk is what the next drill request names: the due seen kinds, else the new ones, else the soonest. */
export function kindsToAsk(
  stats: Readonly<Record<string, DrillKindStats>>,
  all: readonly string[],
  now: number,
  skip: readonly string[] = [],
): string[] {
  const order = dueKinds(stats, all, now, skip);
  const overdue = order.filter((k) => stats[k] && stats[k].card.due <= now);
  if (overdue.length) return overdue.slice(0, MAX_ASKED);
  const fresh = order.filter((k) => !stats[k]);
  if (fresh.length) return fresh;
  return order.slice(0, 1);
}
