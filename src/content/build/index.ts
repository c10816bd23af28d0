/**
 * src/content/build (Node, build time): `loadContent(root)` reads content/, validates every file
 * against ../schema, checks every cross-reference and renders Markdown to the compiled model
 * (../model.ts), throwing a ContentError that lists each problem as file, field and reason.
 * `contentPlugin()` serves the result to the app as virtual:content/* modules.
 */
export { loadContent, type ContentBundle } from "./load.ts";
export { ContentError, type ContentProblem } from "./errors.ts";
export { contentPlugin } from "./vite-plugin.ts";
