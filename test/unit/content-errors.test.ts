/**
 * A broken content file fails with the file, the field and the reason. Each case copies the
 * real content/ tree to a temporary folder, breaks one thing, and checks the reported problem.
 */
import { describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { loadContent } from "../../src/content/build/load";
import { ContentError, type ContentProblem } from "../../src/content/build/errors";

function problemsAfter(edit: (root: string) => void): ContentProblem[] {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  const root = join(dir, "content");
  cpSync(resolve("content"), root, { recursive: true });
  try {
    edit(root);
    loadContent(root);
    return [];
  } catch (e) {
    if (e instanceof ContentError) return e.problems;
    throw e;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const rewrite = (path: string, f: (s: string) => string) => writeFileSync(path, f(readFileSync(path, "utf8")));

describe("content errors name file, field and reason", () => {
  it("a missing required field", () => {
    const problems = problemsAfter((root) =>
      rewrite(join(root, "glossary/finalizer.yaml"), (s) => s.replace(/^definition:.*(\n {2}.*)*/m, "")),
    );
    expect(problems).toContainEqual({
      file: "content/glossary/finalizer.yaml",
      field: "definition",
      reason: expect.stringMatching(/expected string|Required/i),
    });
  });

  it("a YAML syntax error, with its line", () => {
    const problems = problemsAfter((root) =>
      rewrite(join(root, "notes/reconciliation-control-loop.yaml"), (s) => `${s}\nbroken: [unclosed\n`),
    );
    expect(problems[0]?.file).toBe("content/notes/reconciliation-control-loop.yaml");
    expect(problems[0]?.field).toMatch(/^line \d+, column \d+$/);
    expect(problems[0]?.reason).toMatch(/^YAML: /);
  });

  it("an unknown key", () => {
    const problems = problemsAfter((root) =>
      rewrite(join(root, "diagrams/fig-control-loop.yaml"), (s) => `${s}\ncolour: red\n`),
    );
    expect(problems).toContainEqual({
      file: "content/diagrams/fig-control-loop.yaml",
      field: "",
      reason: expect.stringContaining('"colour"'),
    });
  });

  it("a glossary mark with no entry", () => {
    const problems = problemsAfter((root) =>
      rewrite(join(root, "lessons/reconciliation-control-loop/lesson.md"), (s) => `${s}\nSee [[no-such-term]].\n`),
    );
    expect(problems).toContainEqual({
      file: "content/lessons/reconciliation-control-loop/lesson.md",
      field: "body",
      reason: expect.stringContaining("[[no-such-term]]"),
    });
  });

  it("an exercise bug whose lines run past the file", () => {
    const problems = problemsAfter((root) =>
      rewrite(join(root, "exercises/exercise-3-requeue-storm/exercise.yaml"), (s) =>
        s.replace("lines: [[37, 37]]", "lines: [[37, 400]]"),
      ),
    );
    expect(problems).toContainEqual({
      file: "content/exercises/exercise-3-requeue-storm/exercise.yaml",
      field: "bugs[1].lines[0]",
      reason: expect.stringContaining("outside original.go"),
    });
  });

  it("an unknown directive and an unknown diagram, with their lesson line", () => {
    const problems = problemsAfter((root) =>
      rewrite(
        join(root, "lessons/reconciliation-control-loop/lesson.md"),
        (s) => `${s}\n::video{id="x"}\n\n::diagram{id="nope"}\n`,
      ),
    );
    const mine = problems.filter((p) => p.file === "content/lessons/reconciliation-control-loop/lesson.md");
    expect(mine.map((p) => p.reason)).toEqual([
      expect.stringContaining("unknown directive ::video"),
      'unknown diagram "nope"',
    ]);
    expect(mine[0]?.field).toMatch(/^line \d+ \(::video\)$/);
  });

  it("a duplicate card id across decks", () => {
    const problems = problemsAfter((root) => {
      const deck = readFileSync(join(root, "flashcards/writing-controllers-well.yaml"), "utf8");
      const firstId = /id: (wcw-[a-z0-9-]+)/.exec(deck)![1]!;
      rewrite(join(root, "flashcards/reconciliation-control-loop.yaml"), (s) =>
        s.replace(/id: rcl-[a-z0-9-]+/, `id: ${firstId}`),
      );
    });
    expect(problems.some((p) => p.reason.startsWith("duplicate card id"))).toBe(true);
  });

  it("a link to a section that does not exist", () => {
    const problems = problemsAfter((root) =>
      rewrite(
        join(root, "lessons/reconciliation-control-loop/lesson.md"),
        (s) => `${s}\n[gone](lesson:writing-controllers-well#no-such-section)\n`,
      ),
    );
    expect(problems).toContainEqual({
      file: "content/lessons/reconciliation-control-loop/lesson.md",
      field: "body",
      reason: 'link to unknown section "#no-such-section" of lesson "writing-controllers-well"',
    });
  });
});

describe("the build fails on broken content", () => {
  it("the Vite plugin reports the problem through this.error", async () => {
    const { contentPlugin } = await import("../../src/content/build/vite-plugin");
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    const root = join(dir, "content");
    cpSync(resolve("content"), root, { recursive: true });
    rewrite(join(root, "glossary/finalizer.yaml"), (s) => s.replace(/^term:.*$/m, "term: 42"));
    try {
      const plugin = contentPlugin({ root });
      const ctx = {
        error(message: string): never {
          throw new Error(message);
        },
      };
      const buildStart = plugin.buildStart as unknown as (this: typeof ctx) => Promise<void>;
      await expect(buildStart.call(ctx)).rejects.toThrow(/content\/glossary\/finalizer\.yaml: term: .*string/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
