import type { RenderedFlow } from "../../../content";

/** predictSteps lists the step numbers that carry a question (the player pauses just before each). */
export function predictSteps(flow: Pick<RenderedFlow, "steps">): number[] {
  return flow.steps.filter((s) => s.predict).map((s) => s.n);
}
