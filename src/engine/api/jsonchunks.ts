/**
 * jsonChunks prints a value exactly as `JSON.stringify(v, null, 2)` does, in pieces of about
 * `chunkSize` characters, so a large report (tens of thousands of objects) is written out
 * without ever being one string in memory. Containers are walked down to `depth` levels; below
 * that the printer runs natively: an array's items are printed a run at a time (one
 * `JSON.stringify` call for as many items as make about a chunk), other values one at a time.
 */

const omitted = (x: unknown) => x === undefined || typeof x === "function" || typeof x === "symbol";
const walkable = (x: unknown): x is object =>
  typeof x === "object" && x !== null && typeof (x as { toJSON?: unknown }).toJSON !== "function";
/** runnable: an array item JSON.stringify prints the same inside any array (no toJSON, which
 * would be handed the item's index as its key) */
const runnable = (x: unknown) => (typeof x === "object" ? x === null || walkable(x) : typeof x !== "bigint");

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

/**
 * itemRun prints items [from, to) of an array whose lines are indented by `indent`, as
 * JSON.stringify prints them there, joined by its ",\n" and indentation: the slice is printed
 * `indent.length / 2` levels down (nested), so its items land one level deeper, where they belong.
 */
function itemRun(v: readonly unknown[], from: number, to: number, indent: string): string {
  const s = nested(v.slice(from, to), indent.length >> 1);
  // nested kept the slice's own "[\n" + indent + "  " and "\n" + indent + "]"
  return s.slice(indent.length + 4, s.length - indent.length - 2);
}

function* pieces(v: object, indent: string, depth: number, chunkSize: number): Generator<string> {
  const inner = indent + "  ";
  const value = (x: unknown): Generator<string> | string | undefined =>
    depth > 1 && walkable(x) ? pieces(x, inner, depth - 1, chunkSize) : leaf(x, inner);
  if (Array.isArray(v)) {
    if (v.length === 0) return void (yield "[]");
    /** items per run: as many as would have printed a chunk in the last run (first guess 8) */
    let per = 8;
    for (let i = 0; i < v.length;) {
      const x: unknown = v[i];
      const head = (i ? ",\n" : "[\n") + inner;
      if ((depth > 1 && walkable(x)) || !runnable(x)) {
        yield head;
        const s = omitted(x) ? "null" : value(x);
        if (typeof s === "object") yield* s;
        else yield s ?? "null";
        i++;
        continue;
      }
      let end = i + 1;
      while (end < v.length && end - i < per && !(depth > 1 && walkable(v[end])) && runnable(v[end])) end++;
      const s = itemRun(v, i, end, indent);
      yield head + s;
      per = Math.max(1, Math.floor(((end - i) * chunkSize) / Math.max(s.length, 1)));
      i = end;
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
  // Small pieces are gathered up to a chunk; a piece that would overflow the gathered ones sends
  // them first, so a run of items (about a chunk) goes out as printed, not copied into a join.
  let buf: string[] = [];
  let n = 0;
  const flush = () => {
    const s = buf.length === 1 ? (buf[0] as string) : buf.join("");
    buf = [];
    n = 0;
    return s;
  };
  for (const p of pieces(v, "", depth, chunkSize)) {
    if (n > 0 && n + p.length > chunkSize) yield flush();
    buf.push(p);
    n += p.length;
    if (n >= chunkSize) yield flush();
  }
  if (n) yield flush();
}
