/**
 * contentPlugin serves content/ to the app as virtual modules, validated and pre-rendered:
 *   virtual:content/index      lesson summaries (small: part of the first load)
 *   virtual:content/lesson/ID  one lesson's HTML, loaded when the lesson opens
 *   virtual:content/glossary   the glossary, loaded with the first lesson or glossary page
 *   virtual:content/flows      flows 18–20 narrations
 *   virtual:content/study      decks, quizzes and exercises, for the quiz and card pages
 *   virtual:content/search     the search documents, loaded when search opens
 * A content problem fails the build (and shows in the dev overlay) naming file, field, reason.
 * Mermaid diagrams arrive drawn, as SVG for both themes (./diagrams-svg.ts).
 */
import type { Plugin } from "vite";
import { resolve } from "node:path";
import { loadContent, type ContentBundle } from "./load.ts";
import { ContentError } from "./errors.ts";
import { indexModule } from "./index-module.ts";
import {
  chromiumPath,
  chromiumRenderer,
  drawAll,
  fillDiagrams,
  findDiagrams,
  type DiagramSource,
} from "./diagrams-svg.ts";

/** mapStrings applies f to every string inside v (the bundle is plain JSON data). */
function mapStrings<T>(v: T, f: (s: string) => string): T {
  if (typeof v === "string") return f(v) as T;
  if (Array.isArray(v)) return v.map((x: unknown) => mapStrings(x, f)) as T;
  if (v && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapStrings(x, f)])) as T;
  return v;
}

let warnedNoChromium = false;

/** withDrawnDiagrams returns the bundle with every Mermaid placeholder drawn at build time. */
async function withDrawnDiagrams(bundle: ContentBundle): Promise<ContentBundle> {
  const browser = chromiumPath();
  if (!browser) {
    if (!warnedNoChromium) console.warn("content: no Chromium for drawing diagrams at build time; the page draws them");
    warnedNoChromium = true;
    return bundle;
  }
  const found: DiagramSource[] = [];
  mapStrings(bundle, (s) => (s.includes("text/x-mermaid") && found.push(...findDiagrams(s)), s));
  if (found.length === 0) return bundle;
  const svgFor = await drawAll(found, chromiumRenderer(browser));
  return mapStrings(bundle, (s) => (s.includes("text/x-mermaid") ? fillDiagrams(s, svgFor) : s));
}

const PREFIX = "virtual:content/";
const RESOLVED = "\0" + PREFIX;

export function contentPlugin(opts: { root?: string } = {}): Plugin {
  const root = resolve(opts.root ?? "content");
  let bundle: Promise<ContentBundle> | undefined;
  const get = (): Promise<ContentBundle> =>
    (bundle ??= Promise.resolve().then(() => withDrawnDiagrams(loadContent(root))));

  return {
    name: "reconcile-lab-content",
    async buildStart() {
      try {
        await get();
      } catch (e) {
        if (e instanceof ContentError) this.error(e.message);
        throw e;
      }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const what = id.slice(RESOLVED.length);
      let b: ContentBundle;
      try {
        b = await get();
      } catch (e) {
        if (e instanceof ContentError) this.error(e.message);
        throw e;
      }
      const json = (v: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(v))});`;
      if (what === "index") return indexModule(b.lessons, (id) => PREFIX + "lesson/" + id);
      if (what.startsWith("lesson/")) {
        const lesson = b.lessons.find((l) => l.id === what.slice("lesson/".length));
        if (!lesson) this.error(`no lesson "${what}"`);
        const { html: _joined, ...body } = lesson; // the page renders `sections`; `html` is the same text joined
        return json(body);
      }
      if (what === "glossary") return json(b.glossary);
      if (what === "flows") return json(b.flows);
      if (what === "study") return json(b.study);
      if (what === "search") return json(b.search);
      this.error(`unknown content module "${PREFIX}${what}"`);
    },
    configureServer(server) {
      server.watcher.add(root);
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(root)) return;
        bundle = undefined;
        for (const mod of server.moduleGraph.getModulesByFile(file) ?? []) server.moduleGraph.invalidateModule(mod);
        for (const m of server.moduleGraph.idToModuleMap.values())
          if (m.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(m);
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
