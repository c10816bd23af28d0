/** ContentError names the file, the field and the reason a content file is wrong. */
import type { z } from "zod";

export interface ContentProblem {
  file: string;
  field: string;
  reason: string;
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `${problems.length} content problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((p) => `  ${formatProblem(p)}`).join("\n"),
    );
    this.name = "ContentError";
  }
}

export function formatProblem(p: ContentProblem): string {
  return `${p.file}: ${p.field || "(file)"}: ${p.reason}`;
}

/** fieldPath renders a zod issue path the way a YAML author reads it: questions[3].keyPoints. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/** Problems collects problems so that one build reports all of them at once. */
export class Problems {
  readonly list: ContentProblem[] = [];
  add(file: string, field: string, reason: string): void {
    this.list.push({ file, field, reason });
  }
  addZod(file: string, error: z.ZodError, prefix = ""): void {
    for (const issue of error.issues) {
      const field = fieldPath([...(prefix ? [prefix] : []), ...issue.path]);
      this.add(file, field, issue.message);
    }
  }
  throwIfAny(): void {
    if (this.list.length > 0) throw new ContentError(this.list);
  }
}
