/**
 * The full-text index over every lesson section, card, question, glossary term, flow and
 * exercise. MiniSearch and the documents load on first use (not in the first page load), and
 * the index is built in small chunks (addAllAsync) so building it never blocks the page.
 */
import type MiniSearch from "minisearch";
import type { SearchDoc } from "../../content";
import { loadSearchDocs } from "../content";

export type SearchHit = SearchDoc & { score: number };

let index: Promise<MiniSearch<SearchDoc>> | undefined;

export function getSearchIndex(): Promise<MiniSearch<SearchDoc>> {
  index ??= Promise.all([import("minisearch"), loadSearchDocs()]).then(async ([{ default: MiniSearchCtor }, docs]) => {
    const ms = new MiniSearchCtor<SearchDoc>({
      fields: ["title", "text", "lessonTitle"],
      storeFields: ["id", "kind", "title", "text", "href", "lessonTitle"],
      searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.15, combineWith: "AND" },
    });
    await ms.addAllAsync(docs, { chunkSize: 40 });
    return ms;
  });
  return index;
}

export async function search(query: string, limit = 20): Promise<SearchHit[]> {
  if (!query.trim()) return [];
  const ms = await getSearchIndex();
  return ms.search(query).slice(0, limit) as unknown as SearchHit[];
}

/** snippet cuts the text around the first query word, for the result list. */
export function snippet(text: string, query: string, size = 160): string {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const lower = text.toLowerCase();
  const at = Math.max(0, Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0), text.length));
  const start = Math.max(0, at - 40);
  return (start > 0 ? "…" : "") + text.slice(start, start + size) + (start + size < text.length ? "…" : "");
}
