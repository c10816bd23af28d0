import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import rclDeck from "../../../../content/flashcards/reconciliation-control-loop.yaml?raw";
import wcwDeck from "../../../../content/flashcards/writing-controllers-well.yaml?raw";
import rclQuiz from "../../../../content/quizzes/reconciliation-control-loop.yaml?raw";
import wcwQuiz from "../../../../content/quizzes/writing-controllers-well.yaml?raw";
import { emptyPersistedState, SCHEMA_VERSION, type Attempt, type StoredCard } from "../schema";
import { CARD_SPLITS } from "./card-renames";
import { envelope, decodeSaved } from "./migrations";
import { QUESTION_RENAMES } from "./question-renames";

const NOW = 1_800_000_000_000;

function card(over: Partial<StoredCard>): StoredCard {
  return {
    due: 1_700_000_000_000,
    stability: 2,
    difficulty: 5,
    elapsed_days: 1,
    scheduled_days: 2,
    learning_steps: 0,
    reps: 1,
    lapses: 0,
    state: 2,
    last_review: 1_699_000_000_000,
    ...over,
  };
}

function attempt(questionId: string, lesson: string, score: number): Attempt {
  return { questionId, lesson, kind: "choice", score, max: 1, at: 1_699_000_000_000, mode: "practice" };
}

/** A save written before the card splits and the quiz merge (schema v4). */
function savedV4(version: number) {
  const state = emptyPersistedState();
  state.cards.states = {
    "wcw-flow19-startup": card({ reps: 6, stability: 12 }),
    "rcl-database-walkthrough": card({ reps: 3 }),
    "wcw-reconcile-outcomes": card({ reps: 2, last_review: 1_699_900_000_000 }),
    // the new card was studied too, less recently: the later review wins
    "wcw-outcome-error": card({ reps: 9, last_review: 1_699_100_000_000 }),
    "wcw-mental-model": card({ reps: 4 }),
  };
  state.cards.undo = { cardId: "wcw-flow19-startup", previous: null };
  state.quiz.attempts = [
    attempt("rcl-mc-metav1-time", "reconciliation-control-loop", 1),
    attempt("rcl-q1", "reconciliation-control-loop", 2),
  ];
  state.quiz.interviews = [
    {
      at: 1_699_000_000_000,
      minutes: 30,
      elapsedMs: 1000,
      questionIds: ["rcl-mc-metav1-time", "q6-1", "mc-metav1-time-resolution"],
      score: 2,
      max: 3,
    },
  ];
  return { app: "reconcile-lab", version, savedAt: NOW - 1000, state };
}

function ids(...yamls: string[]): Set<string> {
  const out = new Set<string>();
  for (const y of yamls) {
    const doc = parse(y) as { cards?: { id: string }[]; questions?: { id: string }[] };
    for (const x of doc.cards ?? doc.questions ?? []) out.add(x.id);
  }
  return out;
}

describe("schema v5: split cards and merged questions keep their progress", () => {
  it("is carried by the version this build writes", () => {
    // v5 introduced the splits; v6 (the drills) kept the shape of everything else.
    expect(SCHEMA_VERSION).toBe(6);
    expect(envelope(emptyPersistedState(), NOW).version).toBe(6);
  });

  it.each([3, 4])("a v%i save loads with every split card's state on its new card", (version) => {
    const decoded = decodeSaved(JSON.stringify(savedV4(version)), NOW);
    expect(decoded.kind).toBe("ok");
    if (decoded.kind !== "ok") return;
    expect(decoded.fromVersion).toBe(version);
    const s = decoded.state.cards.states;
    for (const old of Object.keys(CARD_SPLITS)) expect(s[old], old).toBeUndefined();
    expect(s["wcw-flow19-initial-list"]).toMatchObject({ reps: 6, stability: 12 });
    expect(s["rcl-database-deletion-first"]).toMatchObject({ reps: 3 });
    expect(s["wcw-outcome-error"]).toMatchObject({ reps: 2, last_review: 1_699_900_000_000 });
    expect(s["wcw-mental-model"]).toMatchObject({ reps: 4 });
    expect(decoded.state.cards.undo).toBeNull();
  });

  it("moves quiz attempts and interview questions of a merged question to the survivor", () => {
    const decoded = decodeSaved(savedV4(4), NOW);
    if (decoded.kind !== "ok") throw new Error(decoded.kind);
    expect(decoded.state.quiz.attempts).toEqual([
      attempt("mc-metav1-time-resolution", "writing-controllers-well", 1),
      attempt("rcl-q1", "reconciliation-control-loop", 2),
    ]);
    expect(decoded.state.quiz.interviews[0]!.questionIds).toEqual(["mc-metav1-time-resolution", "q6-1"]);
  });

  it("a v3 card merged in v4 and split in v5 ends on its v5 card", () => {
    const v3 = savedV4(3);
    v3.state.cards.states = { "rcl-result-outcomes": card({ reps: 8 }) };
    const decoded = decodeSaved(v3, NOW);
    if (decoded.kind !== "ok") throw new Error(decoded.kind);
    expect(Object.keys(decoded.state.cards.states)).toEqual(["wcw-outcome-error"]);
  });

  it("every split and merge points from an id the content no longer has to one it has", () => {
    const cards = ids(rclDeck, wcwDeck);
    for (const [from, to] of Object.entries(CARD_SPLITS)) {
      expect(cards.has(from), from).toBe(false);
      expect(cards.has(to), to).toBe(true);
    }
    const questions = ids(rclQuiz, wcwQuiz);
    const wcwOnly = ids(wcwQuiz);
    for (const [from, to] of Object.entries(QUESTION_RENAMES)) {
      expect(questions.has(from), from).toBe(false);
      expect(to.lesson === "writing-controllers-well" ? wcwOnly.has(to.id) : questions.has(to.id), to.id).toBe(true);
    }
  });
});
