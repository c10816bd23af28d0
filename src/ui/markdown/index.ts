/**
 * src/ui/markdown: turns the build's HTML into a live page. `HtmlBlock` is the one component
 * that renders content HTML; `redrawDiagrams` re-draws Mermaid figures (after a theme change).
 */
export { HtmlBlock } from "./HtmlBlock";
export { redrawDiagrams } from "./mermaid";
