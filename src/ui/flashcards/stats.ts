/**
 * Statistics of the review log and the schedule: reviews per day, true retention, a year's
 * heatmap and the due forecast. Pure functions of the stored state and a time.
 */
import type { ReviewEntry, StoredCard } from "../store";
import { addDays, dayKey, daysBetween, startOfDay } from "./days";

export interface DayCount {
  day: string;
  start: number;
  count: number;
}

/** reviewsPerDay counts ratings on each of the last `days` local days, oldest first. */
export function reviewsPerDay(log: readonly ReviewEntry[], now: number, days: number): DayCount[] {
  const today = startOfDay(now);
  const first = addDays(today, -(days - 1));
  const out: DayCount[] = [];
  for (let i = 0; i < days; i++) {
    const start = addDays(first, i);
    out.push({ day: dayKey(start), start, count: 0 });
  }
  for (const e of log) {
    const i = daysBetween(first, e.review);
    const slot = out[i];
    if (i >= 0 && slot) slot.count++;
  }
  return out;
}

export interface Retention {
  /** Ratings of cards that were in the review state (graduated, scheduled in days). */
  reviews: number;
  /** Of those, how many were not Again. */
  passed: number;
  /** passed / reviews, or null when there are none. */
  rate: number | null;
}

/** trueRetention is the share of reviews of graduated cards not rated Again, since `since` (epoch ms). */
export function trueRetention(log: readonly ReviewEntry[], since = 0): Retention {
  let reviews = 0;
  let passed = 0;
  for (const e of log) {
    if (e.state !== 2 || e.review < since) continue;
    reviews++;
    if (e.rating !== 1) passed++;
  }
  return { reviews, passed, rate: reviews === 0 ? null : passed / reviews };
}

/** Heatmap is a year of days laid out in week columns (Sunday first), for an SVG grid. */
export interface Heatmap {
  cells: { day: string; week: number; weekday: number; count: number }[];
  weeks: number;
  max: number;
  total: number;
  activeDays: number;
}

/** heatmap lays out the last 365 days (ending today) by week and weekday. */
export function heatmap(log: readonly ReviewEntry[], now: number): Heatmap {
  const days = reviewsPerDay(log, now, 365);
  const firstWeekday = new Date(days[0]!.start).getDay();
  const cells = days.map((d, i) => ({
    day: d.day,
    week: Math.floor((i + firstWeekday) / 7),
    weekday: (i + firstWeekday) % 7,
    count: d.count,
  }));
  const counts = days.map((d) => d.count);
  return {
    cells,
    weeks: (cells[cells.length - 1]?.week ?? 0) + 1,
    max: Math.max(0, ...counts),
    total: counts.reduce((a, b) => a + b, 0),
    activeDays: counts.filter((c) => c > 0).length,
  };
}

/** dueForecast counts the studied cards falling due on each of the next `days` days; overdue cards count today. */
export function dueForecast(states: Readonly<Record<string, StoredCard>>, now: number, days: number): DayCount[] {
  const today = startOfDay(now);
  const out: DayCount[] = [];
  for (let i = 0; i < days; i++) {
    const start = addDays(today, i);
    out.push({ day: dayKey(start), start, count: 0 });
  }
  for (const s of Object.values(states)) {
    if (s.state === 0) continue;
    const i = Math.max(0, daysBetween(today, s.due));
    const slot = out[i];
    if (slot) slot.count++;
  }
  return out;
}
