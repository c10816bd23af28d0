/** Diagrams drawn at build time: placeholders found and filled per theme, SVGs compacted and cached, a broken source refused. */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diagramFigure } from "../../src/content/build/markdown";
import {
  chromiumPath,
  chromiumRenderer,
  compactSvg,
  drawAll,
  dropEmptyLabels,
  fillDiagrams,
  findDiagrams,
  themedSvg,
  type DiagramRenderer,
} from "../../src/content/build/diagrams-svg";
import { ContentError } from "../../src/content/build/errors";

const figure = (id: string, mermaid: string) =>
  diagramFigure({ id, mermaid, captionHtml: "<p>A caption.</p>", descriptionHtml: "<p>Two boxes &amp; an arrow.</p>" });

const fake: DiagramRenderer = async (diagrams, theme) => diagrams.map((d) => `<svg id="${d.id}-${theme}"></svg>`);

describe("diagrams drawn at build time", () => {
  it("fills each placeholder with one labelled canvas and keeps caption, description and source", async () => {
    const html = `<p>before</p>${figure("fig-a", "flowchart LR\n  A --> B")}<p>after</p>`;
    const found = findDiagrams(html);
    expect(found).toEqual([{ id: "fig-a", source: "flowchart LR\n  A --> B" }]);
    const svgFor = await drawAll(found, fake, { cache: false });
    const out = fillDiagrams(html, svgFor);
    expect(out).toContain('data-state="rendered" data-drawn="build"');
    expect(out).toContain(
      '<div class="diagram-canvas" role="img" aria-label="Two boxes &amp; an arrow."><svg id="fig-a-light"></svg></div>',
    );
    expect(out.match(/<svg/g)).toHaveLength(1);
    expect(out).toContain('<script type="text/x-mermaid">flowchart LR');
    expect(out).toContain('<div class="diagram-description"><p>Two boxes &amp; an arrow.</p></div>');
    expect(out).toContain("<figcaption>");
    expect(out.startsWith("<p>before</p>") && out.endsWith("<p>after</p>")).toBe(true);
    expect(findDiagrams(out)).toEqual([]);
  });

  it("draws a source once however often it appears, and reads it back from the cache", async () => {
    const dir = mkdtempSync(join(tmpdir(), "diagrams-"));
    let calls = 0;
    const counting: DiagramRenderer = async (d, t) => ((calls += d.length), fake(d, t));
    const twice = findDiagrams(figure("fig-a", "graph TD\n A") + figure("fig-a", "graph TD\n A"));
    await drawAll(twice, counting, { cache: dir });
    expect(calls).toBe(2); // one source, two themes
    expect(readdirSync(dir)).toHaveLength(2);
    const again = await drawAll(twice, counting, { cache: dir });
    expect(calls).toBe(2);
    expect(again(twice[0]!, "dark")).toBe('<svg id="fig-a-dark"></svg>');
  });

  it("carries the dark drawing's colours as CSS scoped to the dark theme, chosen or the system's", () => {
    const light =
      '<svg id="d-light"><style>#d-light .node rect{fill:#fff;}@keyframes dash{to{x:0;}}</style>' +
      '<feDropShadow flood-color="#000000"></feDropShadow></svg>';
    const dark =
      '<svg id="d-dark"><style>#d-dark .node rect{fill:#1f2020;}@keyframes dash{to{x:0;}}</style>' +
      '<feDropShadow flood-color="#FFFFFF"></feDropShadow></svg>';
    const svg = themedSvg(light, dark, "d-light", "d-dark");
    expect(svg.startsWith('<svg id="d-light"><style>#d-light .node rect{fill:#fff;}')).toBe(true);
    expect(svg).toContain(':root[data-theme="dark"] #d-light .node rect{fill:#1f2020;}');
    expect(svg).toContain(
      '@media (prefers-color-scheme: dark){:root:not([data-theme="light"]) #d-light .node rect{fill:#1f2020;}',
    );
    expect(svg).toContain(':root[data-theme="dark"] #d-light feDropShadow{flood-color:#FFFFFF;}');
    expect(svg.match(/@keyframes/g)).toHaveLength(1);
    expect(svg).not.toContain("d-dark");
  });

  it("drops the empty labels of unlabelled edges and keeps the others", () => {
    const empty =
      '<g class="edgeLabel"><g class="label" data-id="L_A_B_0" transform="translate(0, 0)"><foreignObject width="0" height="0">' +
      '<div xmlns="http://www.w3.org/1999/xhtml" class="labelBkg" style="display: table-cell;"><span class="edgeLabel"></span></div></foreignObject></g></g>';
    const labelled =
      '<g class="edgeLabel" transform="translate(5, 6)"><g class="label" data-id="L_B_C_0" transform="translate(-9, -12)"><foreignObject width="18" height="24">' +
      '<div xmlns="http://www.w3.org/1999/xhtml" class="labelBkg" style="display: table-cell;"><span class="edgeLabel"><p>yes</p></span></div></foreignObject></g></g>';
    expect(dropEmptyLabels(`<svg><g class="edgeLabels">${empty}${labelled}${empty}</g></svg>`)).toBe(
      `<svg><g class="edgeLabels">${labelled}</g></svg>`,
    );
  });

  it("rounds coordinates inside tags only and drops Mermaid's data-points", () => {
    expect(compactSvg('<path d="M1.123456 2.5 L3.98765 4" data-points="abc"/><p>pi is 3.14159</p>')).toBe(
      '<path d="M1.12 2.5 L3.98 4"/><p>pi is 3.14159</p>',
    );
  });

  it.skipIf(!chromiumPath())(
    "draws real SVG in Chromium and refuses a broken source, naming the diagram file",
    async () => {
      const render = chromiumRenderer(chromiumPath()!);
      const [svg] = await render([{ id: "fig-ok", source: "flowchart LR\n  A[start] --> B[end]" }], "dark");
      expect(svg).toMatch(/^<svg id="diagram-fig-ok-dark"/);
      expect(svg).toContain("start");
      const broken = render([{ id: "fig-broken", source: "flowchart ~~~ (((" }], "light");
      await expect(broken).rejects.toBeInstanceOf(ContentError);
      await expect(broken).rejects.toThrow(/content\/diagrams\/fig-broken\.yaml: mermaid: Mermaid cannot draw it/);
    },
    120_000,
  );
});
