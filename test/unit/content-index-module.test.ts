/**
 * virtual:content/index is loaded by every page: it carries each lesson's summary and a loader
 * per lesson, never a lesson's body (its sections are hundreds of KB, loaded with the lesson).
 */
import { describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { loadContent } from "../../src/content/build/load";
import { indexModule } from "../../src/content/build/index-module";

describe("virtual:content/index", () => {
  const { lessons } = loadContent(resolve("content"));
  const source = indexModule(lessons, (id) => `virtual:content/lesson/${id}`);

  it("is the lessons' summaries and loaders only, not their bodies", () => {
    const summaries = JSON.parse(/^export const lessons = (.*);$/m.exec(source)![1]!) as Record<string, unknown>[];
    expect(summaries.map((s) => Object.keys(s).sort())).toEqual(
      lessons.map(() => ["id", "minutes", "order", "summaryHtml", "title", "toc"]),
    );
    for (const l of lessons) {
      expect(source).toContain(`() => import("virtual:content/lesson/${l.id}")`);
      const longest = [...l.sections].sort((a, b) => b.length - a.length)[0]!;
      expect(source).not.toContain(JSON.stringify(longest).slice(1, 200));
    }
    expect(source.length).toBeLessThan(40_000);
  });
});
