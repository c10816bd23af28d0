/**
 * The Markdown renderer for every Markdown field of content/: GFM (tables, strikethrough),
 * GFM alerts as callouts, [[glossary]] marks, heading anchors with a table of contents, code
 * highlighted at build time, ```mermaid fences as lazily rendered diagrams, and the app's
 * link schemes (lesson:<id>#<slug>, flow:<id>). What it finds (headings, terms, links) is
 * recorded in the RenderEnv so the loader can check cross-references.
 */
import MarkdownIt from "markdown-it";
import type { TocEntry } from "../model.ts";
import { codeBlock } from "./highlight.ts";
import { escapeHtml, slugify } from "./slug.ts";

export interface LinkRef {
  kind: "lesson" | "flow";
  target: string;
  anchor?: string;
}

/** RenderEnv is what one render call learns about its source. */
export interface RenderEnv {
  [key: string]: unknown;
  toc: TocEntry[];
  terms: Set<string>;
  links: LinkRef[];
  /** Headings seen twice (anchors must be unique within a page). */
  duplicateHeadings: string[];
  /** Diagram figures rendered from ```mermaid fences (cards may hold them). */
  inlineDiagrams: number;
}

export function newEnv(): RenderEnv {
  return { toc: [], terms: new Set(), links: [], duplicateHeadings: [], inlineDiagrams: 0 };
}

/** Placeholders for [[id]] marks, filled with the term's name once the glossary is known. */
const TERM_OPEN = "\u2063term:";
const TERM_CLOSE = "\u2063";
const TERM_PLACEHOLDER = /\u2063term:([a-z0-9.-]+)\u2063/g;

const ALERTS: Record<string, string> = {
  NOTE: "Note",
  TIP: "Tip",
  IMPORTANT: "Important",
  WARNING: "Warning",
  CAUTION: "Caution",
};

/** diagramFigure is the placeholder the UI turns into an SVG when it scrolls into view. */
export function diagramFigure(opts: {
  id: string;
  mermaid: string;
  captionHtml?: string;
  descriptionHtml: string;
  figure?: string;
}): string {
  const label = opts.figure ? `Figure ${escapeHtml(opts.figure)}` : "Diagram";
  const caption = opts.captionHtml
    ? `<figcaption><span class="figure-label">${label}.</span> ${opts.captionHtml.replace(/^<p>|<\/p>\s*$/g, "")}</figcaption>`
    : "";
  return (
    `<figure class="diagram" data-diagram="${escapeHtml(opts.id)}">` +
    `<div class="diagram-canvas" aria-hidden="true"></div>` +
    `<script type="text/x-mermaid">${opts.mermaid.replace(/<\/script/gi, "<\\/script")}</script>` +
    `<div class="diagram-description">${opts.descriptionHtml}</div>` +
    caption +
    `</figure>`
  );
}

export function createMarkdown() {
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });

  md.renderer.rules.fence = (tokens, idx, _opts, envArg) => {
    const env = envArg as unknown as RenderEnv;
    const token = tokens[idx]!;
    const lang = token.info.trim().split(/\s+/)[0] ?? "";
    if (lang === "mermaid") {
      env.inlineDiagrams++;
      return diagramFigure({
        id: `inline-${env.inlineDiagrams}`,
        mermaid: token.content,
        descriptionHtml: `<p>Diagram source:</p><pre class="diagram-text">${escapeHtml(token.content)}</pre>`,
      });
    }
    return codeBlock(token.content, lang || "text");
  };

  // [[term-id]] or [[shown text|term-id]]: a glossary mark, focusable, with a definition on hover.
  md.inline.ruler.before("link", "glossary", (state, silent) => {
    const src = state.src;
    if (src.charCodeAt(state.pos) !== 0x5b || src.charCodeAt(state.pos + 1) !== 0x5b) return false;
    const end = src.indexOf("]]", state.pos + 2);
    if (end < 0) return false;
    const inner = src.slice(state.pos + 2, end);
    if (!inner || inner.includes("\n") || inner.includes("[")) return false;
    if (!silent) {
      const [shown, id] = inner.includes("|") ? inner.split("|", 2) : [undefined, inner];
      const token = state.push("glossary_term", "", 0);
      token.meta = { id: (id ?? "").trim(), shown: shown?.trim() };
    }
    state.pos = end + 2;
    return true;
  });
  md.renderer.rules.glossary_term = (tokens, idx, _opts, envArg) => {
    const env = envArg as unknown as RenderEnv;
    const { id, shown } = tokens[idx]!.meta as { id: string; shown?: string };
    env.terms.add(id);
    const text = shown ?? `${TERM_OPEN}${id}${TERM_CLOSE}`;
    return `<a class="term" href="#/glossary/${escapeHtml(id)}" data-term="${escapeHtml(id)}">${
      shown ? escapeHtml(text) : text
    }</a>`;
  };

  // Headings get unique anchor ids and feed the table of contents.
  md.core.ruler.push("heading_ids", (state) => {
    const env = state.env as unknown as RenderEnv;
    const seen = new Set(env.toc.map((t) => t.id));
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.type !== "heading_open") continue;
      const inline = tokens[i + 1]!;
      const text = (inline.children ?? [])
        .map((c) => {
          if (c.type !== "glossary_term") return c.content;
          const meta = c.meta as { shown?: string; id: string };
          return meta.shown ?? meta.id;
        })
        .join("");
      const id = slugify(text);
      if (seen.has(id)) env.duplicateHeadings.push(text);
      seen.add(id);
      t.attrSet("id", id);
      const level = Number(t.tag.slice(1));
      if (level === 2 || level === 3) env.toc.push({ id, text, level });
    }
  });
  md.renderer.rules.heading_open = (tokens, idx) => {
    const t = tokens[idx]!;
    const id = String(t.attrGet("id") ?? "");
    return `<${t.tag} id="${escapeHtml(id)}" tabindex="-1">`;
  };
  md.renderer.rules.heading_close = (tokens, idx) => {
    const t = tokens[idx]!;
    const open = tokens
      .slice(0, idx)
      .reverse()
      .find((x) => x.type === "heading_open");
    const id = String(open?.attrGet("id") ?? "");
    return `<a class="anchor" href="#${escapeHtml(id)}" data-anchor="${escapeHtml(id)}" aria-label="Link to this section">#</a></${t.tag}>`;
  };

  // GFM alerts: > [!NOTE] … become callouts.
  md.core.ruler.push("alerts", (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i]!.type !== "blockquote_open") continue;
      const inline = tokens[i + 2];
      if (!inline || inline.type !== "inline") continue;
      const m = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*\n?/.exec(inline.content);
      if (!m) continue;
      const kind = m[1]!;
      inline.content = inline.content.slice(m[0].length);
      const first = inline.children?.[0];
      if (first && first.type === "text") first.content = first.content.replace(/^\[!\w+\]\s*/, "");
      if (inline.children?.[1]?.type === "softbreak") inline.children.splice(1, 1);
      tokens[i]!.meta = { alert: kind };
      let depth = 0;
      for (let j = i; j < tokens.length; j++) {
        if (tokens[j]!.type === "blockquote_open") depth++;
        if (tokens[j]!.type === "blockquote_close" && --depth === 0) {
          tokens[j]!.meta = { alert: kind };
          break;
        }
      }
    }
  });
  md.renderer.rules.blockquote_open = (tokens, idx, opts, _env, self) => {
    const alert = (tokens[idx]!.meta as { alert?: string } | null)?.alert;
    if (!alert) return self.renderToken(tokens, idx, opts);
    const cls = alert.toLowerCase();
    return `<aside class="callout callout-${cls}" aria-label="${ALERTS[alert]}"><p class="callout-title">${ALERTS[alert]}</p>`;
  };
  md.renderer.rules.blockquote_close = (tokens, idx, opts, _env, self) => {
    const alert = (tokens[idx]!.meta as { alert?: string } | null)?.alert;
    return alert ? "</aside>" : self.renderToken(tokens, idx, opts);
  };

  // Tables scroll sideways on phones instead of widening the page.
  md.renderer.rules.table_open = () =>
    `<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>`;
  md.renderer.rules.table_close = () => `</table></div>`;

  // App link schemes.
  md.renderer.rules.link_open = (tokens, idx, opts, envArg, self) => {
    const env = envArg as unknown as RenderEnv;
    const t = tokens[idx]!;
    const href = String(t.attrGet("href") ?? "");
    const lesson = /^lesson:([a-z0-9-]+)(?:#([a-z0-9-]+))?$/.exec(href);
    const flow = /^flow:([a-z0-9-]+)$/.exec(href);
    if (lesson) {
      env.links.push({ kind: "lesson", target: lesson[1]!, anchor: lesson[2] });
      t.attrSet("href", `#/lessons/${lesson[1]}${lesson[2] ? `/${lesson[2]}` : ""}`);
    } else if (flow) {
      env.links.push({ kind: "flow", target: flow[1]! });
      t.attrSet("href", `#/flows/${flow[1]}`);
    } else if (/^https?:/.test(href)) {
      t.attrSet("rel", "noopener noreferrer");
    }
    return self.renderToken(tokens, idx, opts);
  };
  return md;
}

/**
 * renderBlocks renders a lesson body as its top-level blocks (a heading, a paragraph, a list, a
 * fence, …), each from markdown-it's token stream cut between top-level tokens, so every block is
 * balanced HTML and the blocks joined are exactly `md.render(source, env)`.
 */
export function renderBlocks(md: ReturnType<typeof createMarkdown>, source: string, env: RenderEnv): string[] {
  const tokens = md.parse(source, env as never);
  const blocks: (typeof tokens)[] = [];
  for (const t of tokens) {
    if (t.level === 0 && t.nesting !== -1) blocks.push([]);
    blocks[blocks.length - 1]!.push(t);
  }
  return blocks.map((block) => md.renderer.render(block, md.options, env as never));
}

/** PART_CHARS: a lesson part grows to about this much HTML before a paragraph or list may start the next. */
export const PART_CHARS = 3_000;

/**
 * cutParts groups a lesson's rendered blocks into the parts the page inserts and lays out one at
 * a time (src/ui/reader/LessonSections.tsx): the first part is what precedes the first h2 (maybe
 * ""); each h2 starts a part, each h3 too, and within a long run of prose a paragraph or
 * list starts one once the part holds `budget` characters. A part is the unit the browser lays
 * out when it comes near the screen, so a small part is a short frame. Parts only ever start at
 * a heading (whose top margin is at least any block's bottom margin, so the page drops the last
 * margin of the part before) or at a paragraph or list (no top margin, so the part before keeps
 * its last margin): the gaps are those of the uncut body. Joined, the parts are the blocks joined.
 */
export function cutParts(blocks: readonly string[], budget = PART_CHARS): string[] {
  const parts = [""];
  for (const block of blocks) {
    const last = parts[parts.length - 1]!;
    const starts =
      /^<h2[\s>]/.test(block) ||
      (last !== "" && /^<h3[\s>]/.test(block)) ||
      (last.length >= budget && /^<(p|ul|ol)[\s>]/.test(block));
    if (starts) parts.push(block);
    else parts[parts.length - 1] = last + block;
  }
  return parts;
}

/** fillTermNames replaces the placeholders of [[id]] marks with each term's display text. */
export function fillTermNames(html: string, termName: (id: string) => string | undefined): string {
  return html.replace(TERM_PLACEHOLDER, (_m, id: string) => escapeHtml(termName(id) ?? id));
}
