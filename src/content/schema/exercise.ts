/** Exercise is content/exercises/<id>/exercise.yaml: a buggy reconciler, its solution, its bugs. */
import { z } from "zod";
import { FINDING_KINDS } from "../../contract/index.ts";
import { Id, Markdown } from "./common.ts";

/** FindingKind: the lab's finding kinds (LAB-CONTRACT §3), as the engine computes them. */
export const FindingKind = z.enum(FINDING_KINDS);

const GoFile = z.string().regex(/^[a-z0-9_]+\.go$/, "must be a .go file name");
const LineRange = z.tuple([z.number().int().positive(), z.number().int().positive()]);

export const Bug = z.strictObject({
  id: Id,
  title: z.string().min(1),
  lines: z.array(LineRange).min(1),
  explanation: Markdown,
  finding: FindingKind,
  scenario: Id,
});

export const Exercise = z.strictObject({
  id: Id,
  number: z.number().int().positive(),
  title: z.string().min(1),
  summary: Markdown,
  files: z.strictObject({
    original: GoFile,
    solution: GoFile,
    support: z.array(GoFile).default([]),
  }),
  bugs: z.array(Bug).min(1),
  fix: Markdown,
});
export type Exercise = z.infer<typeof Exercise>;
export type Bug = z.infer<typeof Bug>;
