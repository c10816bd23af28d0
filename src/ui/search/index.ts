/**
 * src/ui/search: full-text search across every lesson section, card, question, glossary term,
 * flow and exercise. The index (MiniSearch) and its documents load on first use.
 */
export { SearchDialog } from "./SearchDialog";
export { openSearch, closeSearch, useSearchOpen } from "./searchState";
export { search, snippet, type SearchHit } from "./searchIndex";
