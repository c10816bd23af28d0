import { describe, expect, it } from "vitest";
import { choiceOrder, formatClock, pickInterview, questionsFor, seeded, shuffle } from "./interview";
import { quiz } from "./fixtures";

describe("interview mode", () => {
  it("fits about one question per two and a half minutes", () => {
    expect([10, 20, 30].map(questionsFor)).toEqual([4, 8, 12]);
  });

  it("draws a random mix that alternates between lessons", () => {
    const picked = pickInterview([quiz("a", 10), quiz("b", 10)], 20, seeded(7));
    expect(picked).toHaveLength(8);
    expect(new Set(picked.map((q) => q.id)).size).toBe(8);
    expect(picked.filter((q) => q.lesson === "a")).toHaveLength(4);
    expect(picked.filter((q) => q.lesson === "b")).toHaveLength(4);
  });

  it("takes every question when there are fewer than the time allows", () => {
    const picked = pickInterview([quiz("a", 2), quiz("b", 1), { lesson: "c", questions: [] }], 30, seeded(1));
    expect(picked.map((q) => q.id).sort()).toEqual(["a-0", "a-1", "b-0"]);
  });

  it("is repeatable for a seed and differs between seeds", () => {
    const ids = (seed: number) => pickInterview([quiz("a", 20), quiz("b", 20)], 30, seeded(seed)).map((q) => q.id);
    expect(ids(3)).toEqual(ids(3));
    expect(ids(3)).not.toEqual(ids(4));
  });

  it("shuffle keeps every item", () => {
    expect(shuffle([1, 2, 3, 4, 5], seeded(9)).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("formats the remaining time as m:ss", () => {
    expect(formatClock(600_000)).toBe("10:00");
    expect(formatClock(61_001)).toBe("1:02");
    expect(formatClock(-5)).toBe("0:00");
  });
});

describe("choice order", () => {
  it("shows every choice once, the same way each time for a question", () => {
    const q = { id: "mc-status-subresource", choices: ["a", "b", "c", "d"] };
    expect([...choiceOrder(q)].sort()).toEqual([0, 1, 2, 3]);
    expect(choiceOrder(q)).toEqual(choiceOrder({ ...q }));
  });
  it("does not leave the right answer first for every question", () => {
    const firsts = Array.from({ length: 20 }, (_, i) => choiceOrder({ id: `q-${i}`, choices: [1, 2, 3, 4] })[0]);
    expect(new Set(firsts).size).toBeGreaterThan(1);
  });
});
