import { describe, expect, it } from "vitest";
import type { ReviewEntry, StoredCard } from "../store";
import { dueForecast, heatmap, reviewsPerDay, trueRetention } from "./stats";

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();

function entry(review: number, rating: 1 | 2 | 3 | 4, state: 0 | 1 | 2 | 3): ReviewEntry {
  return {
    cardId: "c",
    rating,
    state,
    review,
    due: review,
    stability: 1,
    difficulty: 5,
    elapsed_days: 0,
    last_elapsed_days: 0,
    scheduled_days: 1,
    learning_steps: 0,
  };
}

function card(due: number, state: 0 | 1 | 2 | 3 = 2): StoredCard {
  return {
    due,
    stability: 3,
    difficulty: 5,
    elapsed_days: 0,
    scheduled_days: 3,
    learning_steps: 0,
    reps: 2,
    lapses: 0,
    state,
    last_review: null,
  };
}

describe("statistics", () => {
  const now = at(2026, 3, 10, 18);

  it("reviewsPerDay counts ratings per local day, oldest first, ignoring older days", () => {
    const log = [
      entry(at(2026, 3, 10, 8), 3, 2),
      entry(at(2026, 3, 10, 9), 1, 2),
      entry(at(2026, 3, 8), 3, 0),
      entry(at(2026, 1, 1), 3, 0),
    ];
    const days = reviewsPerDay(log, now, 7);
    expect(days).toHaveLength(7);
    expect(days[6]).toMatchObject({ day: "2026-03-10", count: 2 });
    expect(days[4]).toMatchObject({ day: "2026-03-08", count: 1 });
    expect(days.reduce((a, d) => a + d.count, 0)).toBe(3);
  });

  it("true retention counts only reviews of graduated cards, passing unless Again", () => {
    const log = [
      entry(1, 3, 2),
      entry(2, 2, 2),
      entry(3, 1, 2),
      entry(4, 4, 2),
      entry(5, 1, 1),
      entry(6, 1, 0),
      entry(7, 3, 3),
    ];
    expect(trueRetention(log)).toEqual({ reviews: 4, passed: 3, rate: 0.75 });
    expect(trueRetention(log, 3)).toEqual({ reviews: 2, passed: 1, rate: 0.5 });
    expect(trueRetention([entry(1, 3, 0)]).rate).toBeNull();
  });

  it("the heatmap covers 365 days in week columns, Sunday first, ending today", () => {
    const h = heatmap(
      [entry(at(2026, 3, 10, 8), 3, 2), entry(at(2026, 3, 10, 9), 3, 2), entry(at(2025, 12, 25), 3, 2)],
      now,
    );
    expect(h.cells).toHaveLength(365);
    const last = h.cells[h.cells.length - 1]!;
    expect(last).toMatchObject({ day: "2026-03-10", count: 2, weekday: new Date(now).getDay() });
    expect(h.weeks).toBe(last.week + 1);
    expect(h).toMatchObject({ max: 2, total: 3, activeDays: 2 });
    for (const c of h.cells) expect(c.weekday).toBe(new Date(c.day + "T12:00").getDay());
  });

  it("the due forecast puts overdue cards on today and skips new cards", () => {
    const states = {
      a: card(at(2026, 3, 1)),
      b: card(at(2026, 3, 10, 20)),
      c: card(at(2026, 3, 12)),
      d: card(at(2026, 3, 12), 0),
      e: card(at(2026, 6, 1)),
    };
    const f = dueForecast(states, now, 30);
    expect(f).toHaveLength(30);
    expect(f[0]).toMatchObject({ day: "2026-03-10", count: 2 });
    expect(f[2]).toMatchObject({ day: "2026-03-12", count: 1 });
    expect(f.reduce((a, d) => a + d.count, 0)).toBe(3);
  });
});
