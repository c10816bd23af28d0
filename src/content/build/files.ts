/** Reading content files: YAML with located parse errors, Markdown with a YAML front matter. */
import { readFileSync, readdirSync, existsSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import YAML from "yaml";
import type { Problems } from "./errors.ts";

export class ContentFiles {
  constructor(
    readonly root: string,
    readonly problems: Problems,
  ) {}

  /** rel gives a path relative to the repository (the content root's parent), for messages. */
  rel(path: string): string {
    return relative(join(this.root, ".."), path) || path;
  }

  /** list returns the files in content/<dir> ending with ext, sorted; [] when the folder is absent. */
  list(dir: string, ext: string): string[] {
    const full = join(this.root, dir);
    if (!existsSync(full)) return [];
    return readdirSync(full)
      .filter((f) => f.endsWith(ext))
      .sort()
      .map((f) => join(full, f));
  }

  /** dirs returns the sub-folders of content/<dir>, sorted. */
  dirs(dir: string): string[] {
    const full = join(this.root, dir);
    if (!existsSync(full)) return [];
    return readdirSync(full)
      .filter((f) => statSync(join(full, f)).isDirectory())
      .sort()
      .map((f) => join(full, f));
  }

  read(path: string): string | undefined {
    try {
      return readFileSync(path, "utf8");
    } catch (e) {
      this.problems.add(this.rel(path), "", `cannot read: ${(e as Error).message}`);
      return undefined;
    }
  }

  /** yaml parses a YAML file; a syntax error becomes a problem with its line and column. */
  yaml(path: string, text = this.read(path)): unknown {
    if (text === undefined) return undefined;
    const doc = YAML.parseDocument(text, { prettyErrors: true, uniqueKeys: true });
    if (doc.errors.length > 0) {
      for (const err of doc.errors) {
        const pos = err.linePos?.[0];
        this.problems.add(
          this.rel(path),
          pos ? `line ${pos.line}, column ${pos.col}` : "",
          `YAML: ${err.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "")}`,
        );
      }
      return undefined;
    }
    return doc.toJS();
  }

  /** markdown splits a Markdown file into its front matter (parsed) and body. */
  markdown(path: string): { data: unknown; body: string; bodyLine: number } | undefined {
    const text = this.read(path);
    if (text === undefined) return undefined;
    const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
    if (!m) {
      this.problems.add(
        this.rel(path),
        "frontmatter",
        "missing: the file must start with a --- YAML front matter block",
      );
      return undefined;
    }
    const data = this.yaml(path, m[1]);
    return { data, body: text.slice(m[0].length), bodyLine: m[0].split("\n").length };
  }
}
