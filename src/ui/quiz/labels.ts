/** Names shown for question tiers and kinds. */
import type { QuestionTier, RenderedQuestion } from "../../content";

export const TIER_LABEL: Record<QuestionTier, string> = {
  explain: "Explain",
  reason: "Reason",
  "design-debug": "Design & Debug",
  check: "Check",
};

export const KIND_LABEL: Record<RenderedQuestion["kind"], string> = {
  free: "Free response",
  choice: "Multiple choice",
  "spot-the-bug": "Spot the bug",
};

export const TIERS: QuestionTier[] = ["explain", "reason", "design-debug", "check"];

/** scoreText reads a score the same way everywhere: "3 of 4 (75%)". */
export function scoreText(score: number, max: number): string {
  const pct = max > 0 ? Math.round((100 * score) / max) : 0;
  return `${score} of ${max} (${pct}%)`;
}
