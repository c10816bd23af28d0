/** Flow is one content/flows/flow-<n>.yaml: the numbered steps a flow narrates. */
import { z } from "zod";
import { Id, Markdown } from "./common.ts";

export const FlowParticipant = z.strictObject({ id: Id, name: z.string().min(1) });

/** FlowMatch binds a step to the trace events that realise it (src/worker/flow-match.ts). */
export const FlowMatch = z.strictObject({
  type: z.string().regex(/^[a-z]+\.[A-Za-z]+$/, "a trace event type such as queue.dedup"),
  where: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  after: z.number().int().positive().optional(),
  /** scenario: a sibling scenario that realises this step when the flow's own run does not. */
  scenario: Id.optional(),
});

export const FlowStep = z.strictObject({
  n: z.number().int().positive(),
  actor: Id,
  title: z.string().min(1),
  match: FlowMatch,
  text: Markdown,
  asides: z.array(Markdown).optional(),
});

export const FlowFailure = z.strictObject({
  symptom: Markdown,
  cause: Markdown,
  whereToLook: Markdown,
});

export const FlowVariant = z.strictObject({
  id: Id,
  title: z.string().min(1),
  description: Markdown,
});

export const Flow = z
  .strictObject({
    id: Id,
    number: z.number().int().positive(),
    title: z.string().min(1),
    scenario: Id,
    setting: Markdown,
    participants: z.array(FlowParticipant).min(1),
    steps: z.array(FlowStep).min(1),
    diagram: Id.optional(),
    failures: z.array(FlowFailure),
    variants: z.array(FlowVariant).optional(),
  })
  .superRefine((flow, ctx) => {
    const actors = new Set(flow.participants.map((p) => p.id));
    flow.steps.forEach((step, i) => {
      if (step.n !== i + 1)
        ctx.addIssue({ code: "custom", path: ["steps", i, "n"], message: `expected step number ${i + 1}, got ${step.n}` });
      if (step.match.after !== undefined && step.match.after >= step.n)
        ctx.addIssue({ code: "custom", path: ["steps", i, "match", "after"], message: `a step can only come after an earlier step` });
      if (!actors.has(step.actor))
        ctx.addIssue({ code: "custom", path: ["steps", i, "actor"], message: `unknown participant "${step.actor}"` });
    });
  });
export type Flow = z.infer<typeof Flow>;
