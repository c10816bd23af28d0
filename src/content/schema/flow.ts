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

/**
 * FlowPredict is a "what happens next?" question asked just before a step is played. The
 * answer is checked against the trace: `choices[i].event` is a matcher, and the right choice
 * is the one that matches the event the run actually produces next (among those the choices
 * name); `answer` is the choice the author expects, and a content test holds the two equal.
 */
export const FlowPredictChoice = z.strictObject({
  text: z.string().min(1),
  /** event: the trace event this choice predicts (type and fields), e.g. {type: handler.event, where: {passed: false}}. */
  event: z.strictObject({
    type: z.string().regex(/^[a-z]+\.[A-Za-z]+$/, "a trace event type such as queue.dedup"),
    where: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  }),
});

export const FlowPredict = z
  .strictObject({
    question: z.string().min(1),
    choices: z.array(FlowPredictChoice).min(2).max(5),
    /** answer is the index (0-based) of the right choice. */
    answer: z.number().int().nonnegative(),
    explanation: Markdown,
  })
  .superRefine((p, ctx) => {
    if (p.answer >= p.choices.length)
      ctx.addIssue({
        code: "custom",
        path: ["answer"],
        message: `answer ${p.answer} is not a choice (there are ${p.choices.length}, counted from 0)`,
      });
  });

export const FlowStep = z.strictObject({
  n: z.number().int().positive(),
  actor: Id,
  title: z.string().min(1),
  match: FlowMatch,
  text: Markdown,
  asides: z.array(Markdown).optional(),
  predict: FlowPredict.optional(),
});

export const FlowFailure = z.strictObject({
  symptom: Markdown,
  cause: Markdown,
  whereToLook: Markdown,
});

/** FlowReconcilerOptions are the native reconciler's switches (src/engine/scenario/native/factory.ts). */
export const FlowReconcilerOptions = z.strictObject({
  generationChangedPredicate: z.boolean().optional(),
  deepEqualGuard: z.boolean().optional(),
  changingStatus: z.boolean().optional(),
  controllerReference: z.boolean().optional(),
  idempotent: z.boolean().optional(),
  failFirstAttempt: z.boolean().optional(),
  ownsMetadataOnly: z.boolean().optional(),
  childReads: z.enum(["cache", "apiReader"]).optional(),
});

/**
 * FLOW_METRICS are the numbers a variant can headline; src/worker/flow-metrics.ts computes
 * each from the run's trace and final objects (never typed in).
 */
export const FLOW_METRICS = [
  "reconciles",
  "reconcilesLast30s",
  "statusWrites",
  "noopWrites",
  "conflicts",
  "childDrift",
  "drainTime",
  "cacheHighWater",
  "workersStarted",
  "duplicates",
  "changeLatency",
  "failoverLatency",
  "dualLeadership",
  "stepDownMargin",
  "leaderChanges",
  "leaderlessTime",
] as const;
export type FlowMetric = (typeof FLOW_METRICS)[number];

/** FlowHeadline is one number a variant shows, and which way it should move from the base run. */
export const FlowHeadline = z.strictObject({
  metric: z.enum(FLOW_METRICS),
  /** expect: how the variant's value compares with the base run's (a test holds it). */
  expect: z.enum(["more", "less", "same"]),
});

/** FlowCacheScope scopes one kind's informer (cache.Options.ByObject): a namespace or a label selector. */
export const FlowCacheScope = z.record(
  z.string(),
  z.strictObject({ namespace: z.string().optional(), label: z.string().optional() }),
);

/** FlowRunChange is what a run changes: reconciler switches, scenario keys, cache scoping, steps. */
const runChange = {
  reconciler: FlowReconcilerOptions.optional(),
  /** scenario: top-level scenario keys to override (maxConcurrentReconciles, usePriorityQueue, leaderElection, …). */
  scenario: z.record(z.string(), z.unknown()).optional(),
  /** cacheScope: kind → ByObject scoping of the manager's cache. */
  cacheScope: FlowCacheScope.optional(),
  /** dropSteps: the scenario's steps of these action kinds are removed (e.g. killLeader). */
  dropSteps: z.array(z.string().min(1)).optional(),
  /** steps: scenario steps (LAB-CONTRACT §4 format) added to the run. */
  steps: z.array(z.record(z.string(), z.unknown())).optional(),
};
export const FlowRunChange = z.strictObject(runChange);

/**
 * FlowVariant is a failure variant: what it changes in the run and the headline numbers to
 * compute. `baseline` (optional) is laid on both runs, so the variant is compared with a
 * lesson run that saw the same outside events (a hand edit, a clean stop). The merged
 * scenarios are validated by the engine's scenario schema when content loads.
 */
export const FlowVariant = z.strictObject({
  id: Id,
  title: z.string().min(1),
  description: Markdown,
  ...runChange,
  baseline: FlowRunChange.optional(),
  headline: z.array(FlowHeadline).min(1),
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
    /** reconciler: the native reconciler's switches for the lesson's own run. */
    reconciler: FlowReconcilerOptions.optional(),
    variants: z.array(FlowVariant).optional(),
  })
  .superRefine((flow, ctx) => {
    const actors = new Set(flow.participants.map((p) => p.id));
    flow.steps.forEach((step, i) => {
      if (step.n !== i + 1)
        ctx.addIssue({
          code: "custom",
          path: ["steps", i, "n"],
          message: `expected step number ${i + 1}, got ${step.n}`,
        });
      if (step.match.after !== undefined && step.match.after >= step.n)
        ctx.addIssue({
          code: "custom",
          path: ["steps", i, "match", "after"],
          message: `a step can only come after an earlier step`,
        });
      if (!actors.has(step.actor))
        ctx.addIssue({ code: "custom", path: ["steps", i, "actor"], message: `unknown participant "${step.actor}"` });
    });
    const ids = new Set<string>();
    (flow.variants ?? []).forEach((v, i) => {
      if (ids.has(v.id))
        ctx.addIssue({ code: "custom", path: ["variants", i, "id"], message: `duplicate variant id "${v.id}"` });
      ids.add(v.id);
    });
  });
export type Flow = z.infer<typeof Flow>;
