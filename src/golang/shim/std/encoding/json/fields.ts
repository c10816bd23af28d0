// Fields lists the JSON fields of a struct type as encoding/json's typeFields does: exported fields by
// tag name or Go name, embedded structs' fields promoted (the shallowest wins; at equal depth a tagged
// field wins; otherwise the name is dropped), `json:"-"` skipped, and the ",omitempty" and ",string" options.
import { under, isBoolean, isNumeric, isString, type Type, type Struct } from "../../../../check/types";
import { fieldKeys } from "../../../../eval/typeops";

/** Step is one field selection on the way to a (possibly promoted) field; ptr: the field is an embedded pointer. */
export interface Step {
  key: string;
  ptr: boolean;
  type: Type;
}

/** JsonField is one field as encoding/json sees it. */
export interface JsonField {
  name: string;
  tagged: boolean;
  path: Step[];
  type: Type;
  omitEmpty: boolean;
  quoted: boolean;
  index: number[];
}

const TAG_NAME = /^[A-Za-z0-9!#$%&()*+\-./:;<=>?@[\]^_{|}~ ]+$/;

function jsonTag(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  const m = /(?:^|\s)json:"((?:[^"\\]|\\.)*)"/.exec(tag);
  return m ? m[1] : undefined;
}

const cache = new WeakMap<Struct, JsonField[]>();

/** structFields gives the JSON fields of struct type s in field order. */
export function structFields(s: Struct): JsonField[] {
  let out = cache.get(s);
  if (!out) cache.set(s, (out = build(s)));
  return out;
}

function build(top: Struct): JsonField[] {
  const found: (JsonField & { depth: number })[] = [];
  let level: { s: Struct; path: Step[]; index: number[] }[] = [{ s: top, path: [], index: [] }];
  const visited = new Set<Struct>();
  for (let depth = 0; level.length > 0; depth++) {
    const next: typeof level = [];
    for (const { s, path, index } of level) {
      if (visited.has(s)) continue;
      visited.add(s);
      const keys = fieldKeys(s);
      s.fields.forEach((f, i) => {
        if (f.embedded) {
          const t = f.type.k === "pointer" ? f.type.elem : f.type;
          if (!f.exported && under(t).k !== "struct") return;
        } else if (!f.exported) return;
        const tag = jsonTag(f.tag);
        if (tag === "-") return;
        const [rawName = "", ...opts] = (tag ?? "").split(",");
        const name = TAG_NAME.test(rawName) ? rawName : "";
        let ft = f.type;
        if (ft.k === "pointer") ft = ft.elem;
        const step: Step = { key: keys[i]!, ptr: f.type.k === "pointer", type: f.type };
        const fu = under(ft);
        if (name !== "" || !f.embedded || fu.k !== "struct") {
          found.push({
            name: name || f.name,
            tagged: name !== "",
            path: [...path, step],
            type: f.type,
            omitEmpty: opts.includes("omitempty"),
            quoted: opts.includes("string") && (isBoolean(fu) || isNumeric(fu) || isString(fu)),
            index: [...index, i],
            depth,
          });
          return;
        }
        next.push({ s: fu, path: [...path, step], index: [...index, i] });
      });
    }
    level = next;
  }
  // Dominance: per name, the shallowest fields; of several, the only tagged one; otherwise none.
  const byName = new Map<string, (JsonField & { depth: number })[]>();
  for (const f of found) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  const kept: JsonField[] = [];
  for (const fs of byName.values()) {
    const min = Math.min(...fs.map((f) => f.depth));
    const top = fs.filter((f) => f.depth === min);
    if (top.length === 1) kept.push(top[0]!);
    else {
      const tagged = top.filter((f) => f.tagged);
      if (tagged.length === 1) kept.push(tagged[0]!);
    }
  }
  const cmp = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return a.length - b.length;
  };
  return kept.sort((a, b) => cmp(a.index, b.index));
}

/** foldEqual compares field names as encoding/json does when no exact match exists (case-insensitive). */
export function foldEqual(a: string, b: string): boolean {
  return a.length === b.length && a.toLowerCase() === b.toLowerCase();
}
