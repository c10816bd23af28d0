/**
 * Mermaid drawn at build time: every `figure.diagram` placeholder (see diagramFigure in
 * ./markdown.ts) in the content bundle gets its finished SVG, drawn once for the light theme and
 * once for the dark one and merged into one SVG whose dark colours apply under the dark theme
 * (themedSvg), so the browser loads no Mermaid and draws nothing on its main thread.
 *
 * Mermaid needs a DOM to measure text, so the drawing happens in headless Chromium (Debian's
 * /usr/bin/chromium or CHROMIUM_PATH, through playwright-core), with the site's own font stack.
 * Each SVG is cached on disk under node_modules/.cache, keyed by Mermaid's version, the theme,
 * the font and the source, so a rebuild with unchanged diagrams starts no browser.
 *
 * A diagram Mermaid cannot parse fails the build, naming the diagram. Where no Chromium can be
 * started (or DIAGRAMS_AT_BUILD=0), the placeholders stay as they are and the page draws them
 * lazily in the browser, as before; the build says so once.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type mermaidApi from "mermaid";
import { ContentError } from "./errors.ts";
import { htmlToText, escapeHtml } from "./slug.ts";

export const DIAGRAM_THEMES = ["light", "dark"] as const;
export type DiagramTheme = (typeof DIAGRAM_THEMES)[number];

/** The site's --font-sans (src/ui/styles/tokens.css): labels are measured in the font they show in. */
const FONT = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;

const PLACEHOLDER =
  /<figure class="diagram" data-diagram="([^"]*)"><div class="diagram-canvas" aria-hidden="true"><\/div><script type="text\/x-mermaid">([\s\S]*?)<\/script><div class="diagram-description">([\s\S]*?)<\/div>(<figcaption>|<\/figure>)/g;

/** One diagram to draw: the id it is known by and its Mermaid source. */
export interface DiagramSource {
  id: string;
  source: string;
}

/** A DiagramRenderer draws sources into SVG for one theme; it throws on a source it cannot draw. */
export type DiagramRenderer = (diagrams: DiagramSource[], theme: DiagramTheme) => Promise<string[]>;

/** findDiagrams lists the placeholders in a piece of HTML. */
export function findDiagrams(html: string): DiagramSource[] {
  return [...html.matchAll(PLACEHOLDER)].map((m) => ({ id: m[1]!, source: unescapeScript(m[2]!) }));
}

function unescapeScript(s: string): string {
  return s.replace(/<\\\/script/gi, "</script");
}

/** svgId is the element id Mermaid gives the SVG (its styles are scoped to it). */
function svgId(id: string, theme: DiagramTheme): string {
  return `diagram-${id.replace(/[^A-Za-z0-9_-]/g, "-")}-${theme}`;
}

/**
 * fillDiagrams replaces each placeholder in html with the drawn figure: one canvas, an image
 * labelled by the written description, holding one SVG that carries both themes (themedSvg), and
 * data-state="rendered". The Mermaid source stays in the figure, so the page can still draw it
 * itself if the canvas is taken away.
 */
export function fillDiagrams(html: string, svgFor: (d: DiagramSource, theme: DiagramTheme) => string): string {
  return html.replace(PLACEHOLDER, (_all, id: string, script: string, description: string, tail: string) => {
    const d = { id, source: unescapeScript(script) };
    const label = escapeHtml(htmlToText(description).replace(/\s+/g, " ").trim() || "Diagram");
    const svg = dropEmptyLabels(
      themedSvg(svgFor(d, "light"), svgFor(d, "dark"), svgId(id, "light"), svgId(id, "dark")),
    );
    return (
      `<figure class="diagram" data-diagram="${id}" data-state="rendered" data-drawn="build">` +
      `<div class="diagram-canvas" role="img" aria-label="${label}">${svg}</div>` +
      `<script type="text/x-mermaid">${script}</script><div class="diagram-description">${description}</div>${tail}`
    );
  });
}

/** An edge without a label still gets one from Mermaid: a 0×0 foreignObject holding an empty table cell. */
const EMPTY_EDGE_LABEL =
  /<g class="edgeLabel"><g class="label"[^>]*><foreignObject width="0" height="0"><div [^>]*><span class="edgeLabel"><\/span><\/div><\/foreignObject><\/g><\/g>/g;

/**
 * dropEmptyLabels removes the labels Mermaid gives edges that have none. They draw nothing, but
 * each is five elements and an anonymous table in the page's first layout of the figure (a third
 * of the Control loop figure's labels).
 */
export function dropEmptyLabels(svg: string): string {
  return svg.replace(EMPTY_EDGE_LABEL, "");
}

const DARK = `:root[data-theme="dark"]`;
const SYSTEM_DARK = `:root:not([data-theme="light"])`;

/**
 * themedSvg is the light SVG with the dark drawing's colours added as CSS that applies under the
 * dark theme (chosen, or the system's): Mermaid lays a diagram out the same in both themes, so
 * only its <style> and the drop shadows' flood colour differ. One SVG per figure keeps the page's
 * DOM (and its parse) half the size of carrying two.
 */
export function themedSvg(light: string, dark: string, lightId: string, darkId: string): string {
  const darkCss = (/<style>([\s\S]*?)<\/style>/.exec(dark)?.[1] ?? "").split(darkId).join(lightId);
  const rules = topLevelRules(darkCss).filter((r) => !r.prelude.startsWith("@"));
  const flood = /<feDropShadow[^>]* flood-color="([^"]*)"/.exec(dark)?.[1];
  if (flood) rules.push({ prelude: `#${lightId} feDropShadow`, body: `flood-color:${flood};` });
  const scoped = (root: string) =>
    rules
      .map(
        (r) =>
          `${r.prelude
            .split(",")
            .map((sel) => `${root} ${sel.trim()}`)
            .join(",")}{${r.body}}`,
      )
      .join("");
  const css = `${scoped(DARK)}@media (prefers-color-scheme: dark){${scoped(SYSTEM_DARK)}}`;
  return light.replace("</style>", `${css}</style>`);
}

/** topLevelRules splits a stylesheet into its top-level rules (at-rules keep their nested body). */
function topLevelRules(css: string): Array<{ prelude: string; body: string }> {
  const out: Array<{ prelude: string; body: string }> = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === "{") {
      if (depth === 0) open = i;
      depth++;
    } else if (css[i] === "}") {
      depth--;
      if (depth === 0) {
        out.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    }
  }
  return out;
}

/**
 * compactSvg trims what the page does not need: coordinates to a hundredth of a pixel (Mermaid
 * writes 15 digits, and its rounded shapes are long paths) and its internal data-points.
 */
export function compactSvg(svg: string): string {
  return svg.replace(/<[^>]+>/g, (tag) => tag.replace(/ data-points="[^"]*"/g, "").replace(/(\d\.\d{2})\d+/g, "$1"));
}

/** cacheDir is where drawn SVGs are kept between builds. */
function cacheDir(): string {
  return resolve("node_modules/.cache/reconcile-lab-diagrams");
}

function mermaidVersion(): string {
  const require = createRequire(import.meta.url);
  return (JSON.parse(readFileSync(require.resolve("mermaid/package.json"), "utf8")) as { version: string }).version;
}

/**
 * drawAll returns a lookup of every diagram's SVG per theme, drawing what the cache lacks with
 * render. Sources are drawn once however many pages show them.
 */
export async function drawAll(
  diagrams: DiagramSource[],
  render: DiagramRenderer,
  opts: { cache?: string | false } = {},
): Promise<(d: DiagramSource, theme: DiagramTheme) => string> {
  const dir = opts.cache === false ? undefined : (opts.cache ?? cacheDir());
  const version = mermaidVersion();
  const keyOf = (d: DiagramSource, theme: DiagramTheme) =>
    createHash("sha256")
      .update(JSON.stringify([version, theme, FONT, d.id, d.source]))
      .digest("hex")
      .slice(0, 24);
  const svgs = new Map<string, string>();
  const unique = [...new Map(diagrams.map((d) => [`${d.id}\0${d.source}`, d])).values()];
  for (const theme of DIAGRAM_THEMES) {
    const missing: DiagramSource[] = [];
    for (const d of unique) {
      const file = dir && join(dir, `${keyOf(d, theme)}.svg`);
      if (file && existsSync(file)) svgs.set(keyOf(d, theme), readFileSync(file, "utf8"));
      else missing.push(d);
    }
    if (missing.length === 0) continue;
    const drawn = await render(missing, theme);
    missing.forEach((d, i) => {
      const svg = drawn[i]!;
      svgs.set(keyOf(d, theme), svg);
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, `${keyOf(d, theme)}.svg`), svg);
      }
    });
  }
  return (d, theme) => {
    const svg = svgs.get(keyOf(d, theme));
    if (svg === undefined) throw new Error(`diagram "${d.id}" was not drawn`);
    return svg;
  };
}

/** chromiumPath is the browser the build may use, or undefined if there is none. */
export function chromiumPath(): string | undefined {
  if (process.env.DIAGRAMS_AT_BUILD === "0") return undefined;
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  return existsSync(path) ? path : undefined;
}

/**
 * chromiumRenderer draws with Mermaid in one headless Chromium page per call. A source Mermaid
 * refuses is a ContentError naming the diagram and Mermaid's message.
 */
export function chromiumRenderer(executablePath: string): DiagramRenderer {
  return async (diagrams, theme) => {
    const { chromium } = await import("playwright-core");
    const require = createRequire(import.meta.url);
    const script = join(dirname(require.resolve("mermaid/package.json")), "dist", "mermaid.min.js");
    const browser = await chromium.launch({
      executablePath,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
      await page.setContent(`<!doctype html><html><body style="font: 16px/1.6 ${FONT}"></body></html>`);
      await page.addScriptTag({ path: script });
      const results = await page.evaluate(
        async ({ diagrams, theme, ids, font }) => {
          const mermaid = (window as unknown as { mermaid: typeof mermaidApi }).mermaid;
          mermaid.initialize({
            startOnLoad: false,
            securityLevel: "strict",
            theme: theme === "dark" ? "dark" : "default",
            fontFamily: font,
          });
          const out: Array<{ svg?: string; error?: string }> = [];
          for (let i = 0; i < diagrams.length; i++) {
            try {
              out.push({ svg: (await mermaid.render(ids[i]!, diagrams[i]!.source)).svg });
            } catch (e) {
              out.push({ error: e instanceof Error ? e.message : String(e) });
            }
          }
          return out;
        },
        { diagrams, theme, ids: diagrams.map((d) => svgId(d.id, theme)), font: FONT },
      );
      const failed = results.flatMap((r, i) => {
        if (r.error === undefined) return [];
        const id = diagrams[i]!.id;
        const file = id.startsWith("inline-") ? "a lesson's ```mermaid block" : `content/diagrams/${id}.yaml`;
        return [{ file, field: "mermaid", reason: `Mermaid cannot draw it: ${r.error.split("\n").join(" ")}` }];
      });
      if (failed.length) throw new ContentError(failed);
      return results.map((r) => compactSvg(r.svg!));
    } finally {
      await browser.close();
    }
  };
}
