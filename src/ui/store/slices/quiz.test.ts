import { describe, expect, it } from "vitest";
import { testClock, testStore } from "../testing";

describe("quiz slice", () => {
  it("recordAttempt stamps each graded answer with the clock", () => {
    const clock = testClock(10);
    const store = testStore(clock);
    store
      .getState()
      .recordAttempt({ questionId: "q6-1", lesson: "wcw", kind: "free", score: 2, max: 4, mode: "practice" });
    clock.advance(5);
    store
      .getState()
      .recordAttempt({ questionId: "mc-1", lesson: "wcw", kind: "choice", score: 1, max: 1, mode: "practice" });
    expect(store.getState().quiz.attempts.map((a) => [a.questionId, a.at])).toEqual([
      ["q6-1", 10],
      ["mc-1", 15],
    ]);
  });

  it("recordQuizRun keeps the score history of a lesson's quiz", () => {
    const store = testStore(testClock(99));
    store.getState().recordQuizRun({ lesson: "wcw", score: 7, max: 10, questions: 4 });
    expect(store.getState().quiz.runs).toEqual([{ lesson: "wcw", score: 7, max: 10, questions: 4, at: 99 }]);
  });

  it("recordInterview stores the run and its answers as interview attempts", () => {
    const store = testStore(testClock(1));
    store.getState().recordInterview({ minutes: 10, elapsedMs: 5000, questionIds: ["a", "b"], score: 3, max: 5 }, [
      { questionId: "a", lesson: "x", kind: "free", score: 2, max: 4, mode: "practice" },
      { questionId: "b", lesson: "y", kind: "choice", score: 1, max: 1, mode: "practice" },
    ]);
    const { quiz } = store.getState();
    expect(quiz.interviews).toHaveLength(1);
    expect(quiz.interviews[0]?.questionIds).toEqual(["a", "b"]);
    expect(quiz.attempts.every((a) => a.mode === "interview")).toBe(true);
    expect(quiz.attempts).toHaveLength(2);
  });
});
