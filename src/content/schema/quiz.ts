/** Quiz is content/quizzes/<lesson-id>.yaml: free-response, multiple-choice and spot-the-bug questions. */
import { z } from "zod";
import { Id, Markdown } from "./common.ts";

export const Tier = z.enum(["explain", "reason", "design-debug", "check"]);

const base = {
  id: Id,
  tier: Tier,
  number: z.string().optional(),
  prompt: Markdown,
};

export const FreeQuestion = z.strictObject({
  ...base,
  kind: z.literal("free"),
  modelAnswer: Markdown,
  keyPoints: z.array(Markdown).min(1),
});

export const Choice = z.strictObject({ text: Markdown, correct: z.boolean(), explanation: Markdown });

export const ChoiceQuestion = z
  .strictObject({
    ...base,
    kind: z.literal("choice"),
    choices: z.array(Choice).min(2),
    multiple: z.boolean().optional(),
  })
  .refine((q) => q.choices.some((c) => c.correct), { message: "needs at least one correct choice", path: ["choices"] })
  .refine((q) => q.multiple || q.choices.filter((c) => c.correct).length === 1, {
    message: "a single-answer question needs exactly one correct choice (or set multiple: true)",
    path: ["choices"],
  });

export const SpotTheBugQuestion = z.strictObject({
  ...base,
  kind: z.literal("spot-the-bug"),
  exercise: Id,
});

export const Question = z.union([FreeQuestion, ChoiceQuestion, SpotTheBugQuestion]);

export const Quiz = z.strictObject({ lesson: Id, questions: z.array(Question).min(1) });
export type Quiz = z.infer<typeof Quiz>;
export type Question = z.infer<typeof Question>;
