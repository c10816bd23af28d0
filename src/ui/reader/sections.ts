/**
 * sections: the arithmetic of showing a lesson a part at a time. The build cuts a lesson's body
 * before each top-level h2 (`LessonBody.sections`); the page inserts the parts over several
 * short tasks, the one a link points at first, and holds the place of the others with an
 * estimated height. Pure functions, no DOM.
 */

/** PART_BUDGET is how much HTML (characters) one task inserts: about 10–20 ms of parsing and styling here. */
export const PART_BUDGET = 24_000;

/** sectionHolding is the index of the section whose HTML has the element with this id, or -1. */
export function sectionHolding(sections: readonly string[], id: string | undefined): number {
  if (!id) return -1;
  const needle = ` id="${id}"`;
  return sections.findIndex((s) => s.includes(needle));
}

/**
 * nextParts is the sections to insert next: those not yet shown, in order, up to `budget`
 * characters (always at least one while any is left).
 */
export function nextParts(sections: readonly string[], shown: ReadonlySet<number>, budget = PART_BUDGET): number[] {
  const out: number[] = [];
  let size = 0;
  for (let i = 0; i < sections.length; i++) {
    if (shown.has(i)) continue;
    const len = sections[i]!.length;
    if (out.length > 0 && size + len > budget) break;
    out.push(i);
    size += len;
  }
  return out;
}

/**
 * estimateHeight guesses a section's height in CSS pixels before it is laid out, from its
 * prose, code lines and figures, so the page's length and the table of contents' targets are
 * near right while sections are still arriving. A guess: the real height replaces it.
 */
export function estimateHeight(html: string, width = 720): number {
  const figures = html.match(/<figure/g)?.length ?? 0;
  const codeLines = html.match(/class="line"/g)?.length ?? 0;
  const headings = html.match(/<h[234]/g)?.length ?? 0;
  const text = html
    .replace(/<svg[\s\S]*?<\/svg>/g, "")
    .replace(/<pre[\s\S]*?<\/pre>/g, "")
    .replace(/<[^>]+>/g, "").length;
  const charsPerLine = Math.max(20, width / 8.5);
  return Math.round((text / charsPerLine) * 28 + codeLines * 22 + figures * 440 + headings * 60);
}
