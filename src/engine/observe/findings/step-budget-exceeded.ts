/** StepBudgetExceeded: the interpreter stopped a reconcile that ran past its step budget. */
import { withSite } from "./format";
import type { RunIndex } from "./run-index";
import type { Finding } from "./types";

export function detectStepBudgetExceeded(ix: RunIndex): Finding[] {
  return ix.stepBudgets.map((e) =>
    withSite(
      {
        kind: "StepBudgetExceeded",
        object: ix.ownerName(e),
        message: `Reconcile ran past its step budget (${e.steps} steps) and was stopped: look for a loop that never ends.`,
      },
      e.site,
    ),
  );
}
