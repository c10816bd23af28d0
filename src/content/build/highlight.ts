/**
 * Code highlighting at build time with highlight.js (Go, YAML, Bash, JSON): the browser gets
 * finished HTML and loads no highlighter.
 */
import hljs from "highlight.js/lib/core";
import go from "highlight.js/lib/languages/go";
import yaml from "highlight.js/lib/languages/yaml";
import bash from "highlight.js/lib/languages/bash";
import json from "highlight.js/lib/languages/json";
import { escapeHtml } from "./slug.ts";

hljs.registerLanguage("go", go);
hljs.registerLanguage("yaml", yaml);
hljs.registerLanguage("bash", bash);
hljs.registerLanguage("json", json);

export const highlightedLanguages = ["go", "yaml", "bash", "json"] as const;

/** highlight returns the highlighted HTML of code (escaped plain text for unknown languages). */
export function highlight(code: string, lang: string): string {
  const language = lang === "sh" || lang === "shell" ? "bash" : lang === "yml" ? "yaml" : lang;
  if (hljs.getLanguage(language)) return hljs.highlight(code, { language, ignoreIllegals: true }).value;
  return escapeHtml(code);
}

/**
 * highlightLines highlights code and splits the result into one self-contained HTML string
 * per source line: spans that cross a newline are closed at the end of the line and
 * re-opened at the start of the next, so each line can be rendered (and clicked) alone.
 */
export function highlightLines(code: string, lang: string): string[] {
  const html = highlight(code.replace(/\n$/, ""), lang);
  const lines: string[] = [];
  const open: string[] = [];
  let current = "";
  const tag = /<span[^>]*>|<\/span>|\n/g;
  let last = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    current += html.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[0] === "\n") {
      lines.push(current + "</span>".repeat(open.length));
      current = open.join("");
    } else if (m[0] === "</span>") {
      open.pop();
      current += m[0];
    } else {
      open.push(m[0]);
      current += m[0];
    }
  }
  current += html.slice(last);
  lines.push(current);
  return lines;
}

/** codeBlock renders a highlighted block with line spans, a language label and a title. */
export function codeBlock(code: string, lang: string, title?: string): string {
  const lines = highlightLines(code, lang)
    .map((l, i) => `<span class="line" data-line="${i + 1}">${l || " "}</span>`)
    .join("\n");
  const head = title ? `<div class="code-title">${escapeHtml(title)}</div>` : "";
  return `<div class="code-block" data-lang="${escapeHtml(lang)}">${head}<pre tabindex="0" class="hljs language-${escapeHtml(
    lang,
  )}"><code>${lines}</code></pre></div>`;
}
