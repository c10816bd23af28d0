/** The Markdown renderer: callouts, glossary marks, anchors and TOC, tables, code, diagrams, app links. */
import { describe, expect, it } from "vitest";
import { createMarkdown, cutParts, fillTermNames, newEnv, renderBlocks } from "../../src/content/build/markdown";
import { highlightLines } from "../../src/content/build/highlight";
import { slugify } from "../../src/content/build/slug";

const md = createMarkdown();
const render = (src: string) => {
  const env = newEnv();
  return { html: md.render(src, env as never), env };
};

describe("markdown", () => {
  it("turns GFM alerts into labelled callouts", () => {
    const { html } = render("> [!WARNING]\n> Do not do this.");
    expect(html).toContain(
      '<aside class="callout callout-warning" aria-label="Warning"><p class="callout-title">Warning</p>',
    );
    expect(html).toContain("<p>Do not do this.</p>");
    expect(html).not.toContain("[!WARNING]");
  });

  it("marks glossary terms and records them", () => {
    const { html, env } = render("A [[finalizer]] and [[the lease|lease]].");
    expect([...env.terms]).toEqual(["finalizer", "lease"]);
    expect(html).toContain('<a class="term" href="#/glossary/lease" data-term="lease">the lease</a>');
    expect(fillTermNames(html, (id) => (id === "finalizer" ? "Finalizer" : undefined))).toContain(
      'data-term="finalizer">Finalizer</a>',
    );
  });

  it("gives headings unique anchors and builds the table of contents", () => {
    const { html, env } = render("## Flow 18: One reconcile\n\n### Where this can fail\n\n## Flow 18: One reconcile");
    expect(env.toc.map((t) => [t.level, t.id])).toEqual([
      [2, "flow-18-one-reconcile"],
      [3, "where-this-can-fail"],
      [2, "flow-18-one-reconcile"],
    ]);
    expect(env.duplicateHeadings).toEqual(["Flow 18: One reconcile"]);
    expect(html).toContain('<h2 id="flow-18-one-reconcile" tabindex="-1">');
  });

  it("renders tables in a scrolling region and code highlighted per line", () => {
    const { html } = render("| a | b |\n|---|---|\n| 1 | 2 |\n\n```go\nfunc f() {}\n```");
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>');
    expect(html).toMatch(/<span class="line" data-line="1">.*<span class="hljs-keyword">func<\/span>/);
  });

  it("keeps multi-line tokens balanced when splitting highlighted code into lines", () => {
    const lines = highlightLines("x := `a\nb`\n/* c\nd */", "go");
    expect(lines).toHaveLength(4);
    for (const l of lines) expect((l.match(/<span/g) ?? []).length).toBe((l.match(/<\/span>/g) ?? []).length);
  });

  it("turns mermaid fences into lazy diagrams with a readable fallback", () => {
    const { html } = render("```mermaid\nflowchart TD\n  A --> B\n```");
    expect(html).toContain('<figure class="diagram"');
    expect(html).toContain('<script type="text/x-mermaid">flowchart TD');
    expect(html).toContain('class="diagram-description"');
  });

  it("rewrites lesson: and flow: links and records them for checking", () => {
    const { html, env } = render("[a](lesson:writing-controllers-well#finalizers-done-right) [b](flow:flow-19)");
    expect(html).toContain('href="#/lessons/writing-controllers-well/finalizers-done-right"');
    expect(html).toContain('href="#/flows/flow-19"');
    expect(env.links).toEqual([
      { kind: "lesson", target: "writing-controllers-well", anchor: "finalizers-done-right" },
      { kind: "flow", target: "flow-19" },
    ]);
  });

  it("slugifies like GitHub", () => {
    expect(slugify("Flow 19: What happens when a controller pod restarts")).toBe(
      "flow-19-what-happens-when-a-controller-pod-restarts",
    );
    expect(slugify("Write status, not spec")).toBe("write-status-not-spec");
  });
});

describe("lesson parts", () => {
  const body = [
    "Intro paragraph.",
    "## First",
    "One.\n\n- a\n- b",
    "```go\nx := 1\n```",
    "### Deeper",
    "Two.",
    "## Second",
    "> [!NOTE]\n> Aside.",
    "Three.",
  ].join("\n\n");

  it("renders a body as top-level blocks that join to the whole render", () => {
    const blocks = renderBlocks(md, body, newEnv());
    expect(blocks.join("")).toBe(md.render(body, newEnv() as never));
    expect(blocks.map((b) => b.slice(0, 4))).toEqual([
      "<p>I",
      "<h2 ",
      "<p>O",
      "<ul>",
      blocks[4]!.slice(0, 4),
      "<h3 ",
      "<p>T",
      "<h2 ",
      "<asi",
      "<p>T",
    ]);
  });

  it("cuts before every h2, before an h3 that does not open a part, and before prose past the budget", () => {
    const blocks = renderBlocks(md, body, newEnv());
    const parts = cutParts(blocks, 1_000_000);
    expect(parts.join("")).toBe(blocks.join(""));
    expect(parts.map((p) => p.slice(0, 3))).toEqual(["<p>", "<h2", "<h3", "<h2"]);
    // A tiny budget cuts before each paragraph and list, never before a fence or an aside.
    const small = cutParts(blocks, 1);
    expect(small.join("")).toBe(blocks.join(""));
    expect(small.map((p) => p.slice(0, 3))).toEqual(["<p>", "<h2", "<p>", "<ul", "<h3", "<p>", "<h2", "<p>"]);
    expect(small[3]).toContain("code-block");
    expect(small[6]).toContain("callout");
  });

  it("leaves the first part empty when the body opens with an h2", () => {
    expect(cutParts(renderBlocks(md, "## Only\n\nText.", newEnv()))[0]).toBe("");
  });
});
