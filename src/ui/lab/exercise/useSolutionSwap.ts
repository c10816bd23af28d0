/**
 * useSolutionSwap is the end of the hint ladder: the solution placed in the editor (never run
 * for the learner) with their own code kept one click away, and Reset to the original.
 */
import { useState } from "react";
import type { ExerciseFiles } from "./useExerciseFiles";

export interface SolutionSwap {
  showingSolution: boolean;
  showSolution(): void;
  backToMine(): void;
  reset(): void;
}

export function useSolutionSwap(model: ExerciseFiles, notice: (message: string) => void): SolutionSwap {
  const [mine, setMine] = useState<string | undefined>();
  const { original, solution } = model;
  return {
    showingSolution: mine !== undefined,
    showSolution: () => {
      if (!solution) return;
      setMine(model.codeRef.current);
      model.applyCode(solution.source);
      notice("The solution is in the editor (not run). Back to my code returns your version.");
    },
    backToMine: () => {
      if (mine === undefined) return;
      model.applyCode(mine);
      setMine(undefined);
      notice("");
    },
    reset: () => {
      setMine(undefined);
      notice("");
      model.applyCode(original.source);
    },
  };
}
