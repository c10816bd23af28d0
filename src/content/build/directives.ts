/**
 * Lesson directives: a line `::name{key="value" ...}` embeds a diagram, an exercise file, a
 * flow, quiz questions or a lesson's notes by reference, so each piece of content exists once.
 * Directives expand either to Markdown (rendered with the lesson, so their headings join the
 * table of contents) or to finished HTML, swapped in after rendering through a placeholder.
 */
export interface Directive {
  name: string;
  attrs: Record<string, string>;
  line: number;
}

const DIRECTIVE = /^::([a-z]+)\{(.*)\}\s*$/;
const ATTR = /([a-zA-Z]+)="([^"]*)"/g;

export type Expansion = { markdown: string } | { html: string };

/**
 * expandDirectives replaces every directive line with its expansion. It returns the new
 * Markdown and the HTML chunks to swap in for placeholders after rendering.
 */
export function expandDirectives(
  body: string,
  expand: (d: Directive) => Expansion | undefined,
): { markdown: string; html: Map<string, string> } {
  const html = new Map<string, string>();
  let fenced = false;
  const out = body.split("\n").map((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return line;
    const m = DIRECTIVE.exec(line);
    if (!m) return line;
    const attrs: Record<string, string> = {};
    for (const a of m[2]!.matchAll(ATTR)) attrs[a[1]!] = a[2]!;
    const result = expand({ name: m[1]!, attrs, line: i + 1 });
    if (!result) return "";
    if ("markdown" in result) return result.markdown;
    const key = `XDIRECTIVEX${html.size}X`;
    html.set(key, result.html);
    return `\n${key}\n`;
  });
  return { markdown: out.join("\n"), html };
}

/** swapPlaceholders puts the directive HTML where markdown-it left each placeholder paragraph. */
export function swapPlaceholders(rendered: string, html: Map<string, string>): string {
  return rendered.replace(/<p>(XDIRECTIVEX\d+X)<\/p>/g, (m, key: string) => html.get(key) ?? m);
}
