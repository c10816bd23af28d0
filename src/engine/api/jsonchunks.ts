/**
 * jsonChunks prints a value exactly as `JSON.stringify(v, null, 2)` does, in pieces of about
 * `chunkSize` characters, so a large report (tens of thousands of objects) is written out
 * without ever being one string in memory. Containers are walked down to `depth` levels; below
 * that each value is stringified whole and re-indented (a JSON text holds no raw newline outside
 * its layout, so indenting is a plain replace).
 */

const omitted = (x: unknown) => x === undefined || typeof x === "function" || typeof x === "symbol";
const walkable = (x: unknown): x is object =>
  typeof x === "object" && x !== null && typeof (x as { toJSON?: unknown }).toJSON !== "function";

function leaf(v: unknown, indent: string): string | undefined {
  if (indent && walkable(v)) return nested(v, indent.length >> 1);
  const s = JSON.stringify(v, null, 2) as string | undefined;
  return s === undefined || !indent ? s : s.replaceAll("\n", "\n" + indent);
}

/**
 * nested prints a container as JSON.stringify prints it `levels` levels down (its lines indented
 * by 2 × levels spaces): inside as many one-item arrays, the wrapping cut off. The printer indents
 * as it goes, where re-indenting the printed text after was a second pass over every character.
 */
function nested(v: object, levels: number): string {
  let wrapped: unknown = v;
  for (let i = 0; i < levels; i++) wrapped = [wrapped];
  const s = JSON.stringify(wrapped, null, 2);
  // "[\n  [\n    " … v … "\n  ]\n]": level i (1…levels) opens with "[\n" and 2i spaces, and
  // closes with "\n", 2(i - 1) spaces and "]".
  const head = levels * (levels + 3); // Σ (2 + 2i)
  const tail = levels * (levels + 1); // Σ (2 + 2(i - 1))
  return s.slice(head, s.length - tail);
}

function* pieces(v: object, indent: string, depth: number): Generator<string> {
  const inner = indent + "  ";
  const value = (x: unknown): Generator<string> | string | undefined =>
    depth > 1 && walkable(x) ? pieces(x, inner, depth - 1) : leaf(x, inner);
  if (Array.isArray(v)) {
    if (v.length === 0) return void (yield "[]");
    for (let i = 0; i < v.length; i++) {
      yield (i ? ",\n" : "[\n") + inner;
      const x: unknown = v[i];
      const s = omitted(x) ? "null" : value(x);
      if (typeof s === "object") yield* s;
      else yield s ?? "null";
    }
    return void (yield "\n" + indent + "]");
  }
  let first = true;
  for (const k of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[k];
    if (omitted(x)) continue;
    const s = value(x);
    if (s === undefined) continue;
    yield (first ? "{\n" : ",\n") + inner + JSON.stringify(k) + ": ";
    first = false;
    if (typeof s === "object") yield* s;
    else yield s;
  }
  yield first ? "{}" : "\n" + indent + "}";
}

/** jsonChunks yields `JSON.stringify(v, null, 2)` (nothing for undefined) in pieces of about chunkSize characters. */
export function* jsonChunks(v: unknown, depth = 2, chunkSize = 1 << 16): Generator<string> {
  if (!walkable(v)) {
    const s = leaf(v, "");
    if (s !== undefined) yield s;
    return;
  }
  let buf: string[] = [];
  let n = 0;
  for (const p of pieces(v, "", depth)) {
    buf.push(p);
    n += p.length;
    if (n >= chunkSize) {
      yield buf.join("");
      buf = [];
      n = 0;
    }
  }
  if (n) yield buf.join("");
}
