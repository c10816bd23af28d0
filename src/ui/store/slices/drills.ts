/**
 * The drills slice: spaced repetition per bug kind. Each answered drill rates every bug kind it
 * planted with the cards' FSRS scheduler (../fsrs.ts): both the lines and the symptom right is
 * Good, one of them Hard, neither Again, so the kinds the learner misses come back sooner.
 * Counts per kind feed the drill page's statistics; recent results are kept (capped).
 */
import type { Grade } from "ts-fsrs";
import { cardOrNew, scheduler, toStored, type Rating } from "../fsrs";
import type { DrillKindStats, DrillsState } from "../schema";
import { MAX_DRILL_RESULTS } from "../version";
import type { SliceCreator, StoreDeps } from "./types";

/** DrillAnswer is how the learner did on one drill, before the run showed the answer. */
export interface DrillAnswer {
  id: string;
  kinds: string[];
  /** lines: the line score, 0..1 (see src/ui/drills/score.ts). */
  lines: number;
  /** symptom: whether the symptom picked was the planted bug's. */
  symptom: boolean;
}

/** drillRating grades an answer for the scheduler: Good when all was found, Hard when half, Again when nothing. */
export function drillRating(a: Pick<DrillAnswer, "lines" | "symptom">): Rating {
  const found = a.lines >= 0.999;
  if (found && a.symptom) return 3;
  if (found || a.symptom || a.lines >= 0.5) return 2;
  return 1;
}

export interface DrillsSlice {
  drills: DrillsState;
  /** recordDrill rates each kind of the drill at `now` and keeps the result; ignored when the id was already recorded. */
  recordDrill: (answer: DrillAnswer, now?: number) => Rating | null;
  /** recordDrillFix marks a recorded drill's fix as passed and counts it for its kinds (once). */
  recordDrillFix: (id: string) => void;
  /** setDrillStream moves the learner's drill stream to a seed (the next drill is searched from there). */
  setDrillStream: (seed: number) => void;
}

function kindOrNew(k: DrillKindStats | undefined, now: number): DrillKindStats {
  return k ?? { card: toStored(cardOrNew(undefined, now)), attempts: 0, linesFound: 0, symptomNamed: 0, fixed: 0 };
}

export const createDrillsSlice =
  (deps: StoreDeps): SliceCreator<DrillsSlice> =>
  (set, get) => ({
    drills: { kinds: {}, results: [] },
    recordDrill: (answer, now = deps.now()) => {
      const { drills } = get();
      if (drills.results.some((r) => r.id === answer.id)) return null;
      const rating = drillRating(answer);
      const kinds = { ...drills.kinds };
      for (const kind of new Set(answer.kinds)) {
        const had = kinds[kind];
        const next = scheduler.next(cardOrNew(had?.card, now), new Date(now), rating as Grade);
        const k = kindOrNew(had, now);
        kinds[kind] = {
          card: toStored(next.card),
          attempts: k.attempts + 1,
          linesFound: k.linesFound + (answer.lines >= 0.999 ? 1 : 0),
          symptomNamed: k.symptomNamed + (answer.symptom ? 1 : 0),
          fixed: k.fixed,
        };
      }
      const { id, lines, symptom } = answer;
      const result = { id, kinds: answer.kinds, at: now, lines, symptom, rating, fixed: false };
      set({ drills: { ...drills, kinds, results: [...drills.results, result].slice(-MAX_DRILL_RESULTS) } });
      return rating;
    },
    recordDrillFix: (id) => {
      const { drills } = get();
      const at = drills.results.findIndex((r) => r.id === id);
      const result = drills.results[at];
      if (!result || result.fixed) return;
      const kinds = { ...drills.kinds };
      for (const kind of new Set(result.kinds)) {
        const k = kinds[kind];
        if (k) kinds[kind] = { ...k, fixed: k.fixed + 1 };
      }
      const results = drills.results.map((r, i) => (i === at ? { ...r, fixed: true } : r));
      set({ drills: { ...drills, kinds, results } });
    },
    setDrillStream: (seed) => {
      if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) return;
      set({ drills: { ...get().drills, stream: seed } });
    },
  });
