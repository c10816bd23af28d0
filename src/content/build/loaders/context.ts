/** LoadContext: what every content loader shares: the files, the problem list, validation and rendering. */
import { basename } from "node:path";
import type { ZodError } from "zod";
import type { FlowRunSpecData } from "../../model.ts";
import { Problems } from "../errors.ts";
import { ContentFiles } from "../files.ts";
import { createMarkdown, newEnv, type RenderEnv } from "../markdown.ts";

/** Located is a validated value and the file it came from. */
export interface Located<T> {
  file: string;
  value: T;
}

/** A zod schema as the loaders use it. */
export type Schema<T> = {
  safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError };
};

/** LoadOptions add checks that need the engine (the Vite config stays free of engine imports). */
export interface LoadOptions {
  /**
   * checkFlowRun builds a flow run's scenario from the scenario file's text and the specs laid
   * on it in order (the lesson's, a variant's baseline, the variant's); it throws on a bad one.
   */
  checkFlowRun?: (text: string, specs: FlowRunSpecData[], file: string) => void;
}

/** Rendered is one Markdown field rendered, and what it referenced, for the cross-reference pass. */
export interface Rendered {
  file: string;
  field: string;
  env: RenderEnv;
}

export interface LoadContext {
  root: string;
  opts: LoadOptions;
  problems: Problems;
  files: ContentFiles;
  md: ReturnType<typeof createMarkdown>;
  /** every Markdown field rendered so far */
  envs: Rendered[];
  /** render renders one Markdown field and remembers what it referenced, for checking. */
  render(source: string, file: string, field: string, inline?: boolean): string;
  /** parse validates a value against a schema; a failure is reported against the file. */
  parse<T>(schema: Schema<T>, path: string, value: unknown): T | undefined;
  /** loadAll validates every content/<dir>/*.yaml whose id must match its file name. */
  loadAll<T>(dir: string, schema: Schema<T>, idOf: (v: T) => string): Located<T>[];
}

export function newLoadContext(root: string, opts: LoadOptions): LoadContext {
  const problems = new Problems();
  const files = new ContentFiles(root, problems);
  const md = createMarkdown();
  const envs: Rendered[] = [];
  const ctx: LoadContext = {
    root,
    opts,
    problems,
    files,
    md,
    envs,
    render(source, file, field, inline = false) {
      const env = newEnv();
      envs.push({ file, field, env });
      return inline ? md.renderInline(source, env as never) : md.render(source, env as never);
    },
    parse<T>(schema: Schema<T>, path: string, value: unknown): T | undefined {
      if (value === undefined) return undefined;
      const r = schema.safeParse(value);
      if (!r.success) {
        problems.addZod(files.rel(path), r.error);
        return undefined;
      }
      return r.data;
    },
    loadAll<T>(dir: string, schema: Schema<T>, idOf: (v: T) => string): Located<T>[] {
      const out: Located<T>[] = [];
      for (const path of files.list(dir, ".yaml")) {
        const value = ctx.parse<T>(schema, path, files.yaml(path));
        if (!value) continue;
        const expected = basename(path, ".yaml");
        if (idOf(value) !== expected)
          problems.add(files.rel(path), "id", `"${idOf(value)}" must match the file name "${expected}"`);
        out.push({ file: files.rel(path), value });
      }
      return out;
    },
  };
  return ctx;
}
