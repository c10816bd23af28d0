/** Interview mode's plan: how many questions fit the chosen time, drawn at random across lessons. */
import type { RenderedQuestion, RenderedQuiz } from "../../content";

export const INTERVIEW_MINUTES = [10, 20, 30] as const;
export type InterviewMinutes = (typeof INTERVIEW_MINUTES)[number];

/** About two and a half minutes a question, as in a real screening interview. */
export function questionsFor(minutes: number): number {
  return Math.max(1, Math.round(minutes / 2.5));
}

/** shuffle is a Fisher–Yates shuffle driven by `random` (injected so tests are repeatable). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * pickInterview draws the questions of one interview: a random mix in which every lesson gets
 * its turn (round-robin over shuffled lessons) until the count is reached or questions run out.
 */
export function pickInterview(
  quizzes: readonly RenderedQuiz[],
  minutes: number,
  random: () => number,
): RenderedQuestion[] {
  const want = questionsFor(minutes);
  const pools = shuffle(
    quizzes.filter((q) => q.questions.length > 0).map((q) => shuffle(q.questions, random)),
    random,
  );
  const out: RenderedQuestion[] = [];
  while (out.length < want && pools.some((p) => p.length > 0)) {
    for (const pool of pools) {
      const q = pool.shift();
      if (q && out.length < want) out.push(q);
    }
  }
  return out;
}

/** seeded is a small deterministic random generator (mulberry32) for tests. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** formatClock renders remaining milliseconds as m:ss. */
export function formatClock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** hashString is a small stable string hash (FNV-1a), to seed per-question orders. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * choiceOrder is the order a question's choices are shown in: shuffled, so the position of the
 * right answer gives nothing away, but the same every time for the same question.
 */
export function choiceOrder(q: { id: string; choices: readonly unknown[] }): number[] {
  return shuffle(
    q.choices.map((_, i) => i),
    seeded(hashString(q.id)),
  );
}
