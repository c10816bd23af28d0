import { describe, expect, it } from "vitest";
import { emptyAnswer, grade, gradeChoice, gradeFree, gradeSpotTheBug, isAnswered } from "./grading";
import { bug, free, multiple, single } from "./fixtures";

describe("free response: self-graded against the key points", () => {
  it("scores one point per distinct key point ticked", () => {
    expect(gradeFree(free, [])).toEqual({ score: 0, max: 3 });
    expect(gradeFree(free, [0, 2, 2])).toEqual({ score: 2, max: 3 });
    expect(gradeFree(free, [0, 1, 2, 7])).toEqual({ score: 3, max: 3 });
  });
  it("a question without key points has a single 'I got it' point", () => {
    expect(gradeFree({ ...free, keyPointsHtml: [] }, [0])).toEqual({ score: 1, max: 1 });
  });
});

describe("multiple choice", () => {
  it("a single-answer question scores 1 only for the correct choice", () => {
    expect(gradeChoice(single, [1])).toMatchObject({ score: 1, max: 1, correct: true });
    expect(gradeChoice(single, [0])).toMatchObject({ score: 0, max: 1, correct: false });
    expect(gradeChoice(single, [0]).choices).toEqual([
      { chosen: true, correct: false },
      { chosen: false, correct: true },
      { chosen: false, correct: false },
    ]);
  });
  it("a multiple-answer question scores right picks minus wrong picks, never below zero", () => {
    expect(gradeChoice(multiple, [0, 1])).toMatchObject({ score: 2, max: 2, correct: true });
    expect(gradeChoice(multiple, [0, 2])).toMatchObject({ score: 0, max: 2, correct: false });
    expect(gradeChoice(multiple, [0])).toMatchObject({ score: 1, max: 2, correct: false });
    expect(gradeChoice(multiple, [2, 3])).toMatchObject({ score: 0, max: 2 });
  });
});

describe("spot the bug", () => {
  it("finding any line of a bug finds that bug; hits, misses and false alarms are listed", () => {
    const g = gradeSpotTheBug(bug, [6, 20, 11]);
    expect(g.bugs).toEqual([
      { id: "create", found: true },
      { id: "status", found: true },
    ]);
    expect(g.hits).toEqual([6, 20]);
    expect(g.falseAlarms).toEqual([11]);
    expect(g.missedLines).toEqual([5, 7]);
    expect(g).toMatchObject({ score: 2, max: 2 });
  });
  it("missing a bug costs its point", () => {
    expect(gradeSpotTheBug(bug, [5])).toMatchObject({ score: 1, max: 2, bugs: [{ found: true }, { found: false }] });
  });
  it("flagging every line does not pay: each three false alarms cost a point", () => {
    const all = Array.from({ length: 30 }, (_, i) => i + 1);
    const g = gradeSpotTheBug(bug, all);
    expect(g.falseAlarms).toHaveLength(26);
    expect(g.score).toBe(0);
    expect(gradeSpotTheBug(bug, [5, 20, 1, 2, 3]).score).toBe(1);
  });
});

describe("answers", () => {
  it("start empty and count as answered once something is given", () => {
    for (const q of [free, single, bug]) expect(isAnswered(emptyAnswer(q))).toBe(false);
    expect(isAnswered({ kind: "free", text: "  because  ", ticked: [] })).toBe(true);
    expect(isAnswered({ kind: "choice", selected: [0] })).toBe(true);
    expect(isAnswered({ kind: "spot-the-bug", lines: [3] })).toBe(true);
  });
  it("grade dispatches on the question kind", () => {
    expect(grade(single, { kind: "choice", selected: [1] })).toMatchObject({ score: 1, max: 1 });
    expect(grade(bug, { kind: "spot-the-bug", lines: [20] })).toMatchObject({ score: 1, max: 2 });
    expect(grade(free, { kind: "free", text: "x", ticked: [1] })).toEqual({ score: 1, max: 3 });
  });
});
