/**
 * sections: the arithmetic of showing a lesson a part at a time. The build cuts a lesson's body
 * into small parts, before each heading and between paragraphs of a long run of prose
 * (`LessonBody.sections`); the page inserts the parts over several short tasks, those that fill
 * the first screen first (or the one a link points at), and holds the place of the others with
 * an estimated height. Pure functions, no DOM.
 */

/**
 * PART_BUDGET is how much HTML (characters) one idle task inserts: a few ms of parsing. A part
 * inserted near the screen is laid out in the next frame, so the budget also bounds that frame.
 */
export const PART_BUDGET = 8_000;

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
 * firstParts is the parts to insert with the first render: from the top, until their estimated
 * heights fill `screen` pixels (at least one part). What is inserted near the screen is laid out
 * in the first frame; the rest arrives in idle moments (nextParts), a short frame each.
 */
export function firstParts(estimates: readonly number[], screen: number): number[] {
  const out: number[] = [];
  let height = 0;
  for (let i = 0; i < estimates.length && (height < screen || out.length === 0); i++) {
    out.push(i);
    height += estimates[i]!;
  }
  return out;
}

/**
 * joinsNext: the part after part i (skipping empty ones) goes on with prose rather than opening
 * a heading, so part i keeps its last bottom margin (a heading's own top margin replaces it).
 */
export function joinsNext(sections: readonly string[], i: number): boolean {
  const next = sections.slice(i + 1).find((s) => s !== "");
  return next !== undefined && !/^<h[1-6][\s>]/.test(next);
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
