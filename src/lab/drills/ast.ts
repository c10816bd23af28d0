// Ast finds Go syntax nodes with @lezer/go and edits a source by node ranges. A mutation is a
// list of edits (replace [from, to) with text); lines() maps an offset to its 1-based line.
import { parser } from "@lezer/go";

/** GoNode is one syntax node: its type name, its range and its text. */
export interface GoNode {
  name: string;
  from: number;
  to: number;
  text: string;
}

/** Edit replaces source[from, to) with text. */
export interface Edit {
  from: number;
  to: number;
  text: string;
}

/** nodesOf lists every node of one of the given types, in source order. */
export function nodesOf(source: string, ...names: string[]): GoNode[] {
  const out: GoNode[] = [];
  parser.parse(source).iterate({
    enter(n) {
      if (names.includes(n.name)) out.push({ name: n.name, from: n.from, to: n.to, text: source.slice(n.from, n.to) });
    },
  });
  return out;
}

/** lineAt is the 1-based line of an offset. */
export function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/** lineStart is the offset of the start of the line holding offset. */
export function lineStart(source: string, offset: number): number {
  return source.lastIndexOf("\n", offset - 1) + 1;
}

/** wholeLines widens [from, to) to full lines including the trailing newline (for deletions). */
export function wholeLines(source: string, from: number, to: number): { from: number; to: number } {
  const end = source.indexOf("\n", to);
  return { from: lineStart(source, from), to: end < 0 ? source.length : end + 1 };
}

/** indentAt is the leading whitespace of the line holding offset. */
export function indentAt(source: string, offset: number): string {
  const start = lineStart(source, offset);
  return /^[ \t]*/.exec(source.slice(start))![0];
}

/**
 * applyEdits applies non-overlapping edits and returns the new source with, for each edit,
 * the new offset range its text occupies (so callers can say which lines changed).
 */
export function applyEdits(
  source: string,
  edits: Edit[],
): { source: string; ranges: Array<{ from: number; to: number }> } {
  const sorted = edits.map((e, i) => ({ ...e, i })).sort((a, b) => a.from - b.from);
  for (let k = 1; k < sorted.length; k++)
    if (sorted[k]!.from < sorted[k - 1]!.to) throw new Error("applyEdits: overlapping edits");
  let out = "";
  let pos = 0;
  const ranges: Array<{ from: number; to: number }> = new Array(edits.length);
  for (const e of sorted) {
    out += source.slice(pos, e.from);
    ranges[e.i] = { from: out.length, to: out.length + e.text.length };
    out += e.text;
    pos = e.to;
  }
  out += source.slice(pos);
  return { source: out, ranges };
}

/** addImport adds an import path to the file's import block if it is missing. */
export function addImport(source: string, path: string): Edit | null {
  if (source.includes(`"${path}"`)) return null;
  const decl = nodesOf(source, "ImportDecl")[0];
  if (!decl) return null;
  const open = source.indexOf("(", decl.from);
  if (open < 0 || open > decl.to) return null;
  return { from: open + 1, to: open + 1, text: `\n\t"${path}"` };
}

/**
 * pruneImports removes the imports a mutation left unused (Go refuses them): an import whose
 * package name (its alias, or the last path element) no longer appears as `name.` outside the
 * import block.
 */
export function pruneImports(source: string): string {
  const decl = nodesOf(source, "ImportDecl")[0];
  if (!decl) return source;
  const body = source.slice(0, decl.from) + source.slice(decl.to);
  const edits: Edit[] = [];
  for (const spec of nodesOf(source, "ImportSpec")) {
    const m = /^(?:([A-Za-z_]\w*)\s+)?"([^"]+)"$/.exec(spec.text.trim());
    if (!m || m[1] === "_" || m[1] === ".") continue;
    const name = m[1] ?? m[2]!.split("/").pop()!;
    if (!/^[A-Za-z_]\w*$/.test(name)) continue;
    if (new RegExp(`\\b${name}\\.`).test(body)) continue;
    edits.push({ ...wholeLines(source, spec.from, spec.to), text: "" });
  }
  return edits.length ? applyEdits(source, edits).source : source;
}
