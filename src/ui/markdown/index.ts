/**
 * src/ui/markdown: turns the build's HTML into a live page. `HtmlBlock` is the one component
 * that renders content HTML; a page that inserts it in parts uses `useLiveHtml` per part and one
 * `GlossaryTip`; `redrawDiagrams` re-draws Mermaid figures (after a theme change).
 */
export { HtmlBlock, useLiveHtml } from "./HtmlBlock";
export { GlossaryTip } from "./GlossaryTip";
export { redrawDiagrams } from "./mermaid";
