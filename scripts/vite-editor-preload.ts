/**
 * editorPreloadPlugin: opening a lab exercise, the sandbox or a drill by URL waits on a long chain (the
 * entry, then the page's chunk, then Monaco, the largest download of the site). This build
 * plugin puts a tiny inline script in index.html that, on those routes only, asks the browser
 * for those chunks at once (`modulepreload`: fetched and compiled off the main thread, not run;
 * their CSS as stylesheets), so Monaco is ready to evaluate when the page imports it. Vite's own
 * loader sees these links and does not add them again. Other routes load nothing more.
 * Phones (under 700 px) get the exercise's chunks without Monaco: the lab shows a read-only view there
 * (drills show Monaco at every width, so `#/drills…` always gets it).
 */
import type { Plugin, Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The modules whose chunks are preloaded, by the end of their path. */
const EDITOR = "src/ui/lab/editor/monaco.ts";
const LAB_PAGE = "src/ui/lab/LabPage.tsx";
const SANDBOX = "src/ui/lab/sandbox/index.ts";
const DRILLS = "src/ui/drills/index.ts";
const STUDY = "virtual:content/study";

type Meta = { viteMetadata?: { importedCss: Set<string> } };

/** chunkOf: the chunk a module is in (its facade when it has one). */
function chunkOf(bundle: OutputBundle, moduleEnd: string): OutputChunk | undefined {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === "chunk");
  return (
    chunks.find((c) => c.facadeModuleId?.endsWith(moduleEnd)) ??
    chunks.find((c) => c.moduleIds.some((id) => id.endsWith(moduleEnd)))
  );
}

/** files: a chunk, the chunks it imports statically (not the entry's) and their CSS. */
function files(bundle: OutputBundle, moduleEnd: string, entry: Set<string>): string[] {
  const c = chunkOf(bundle, moduleEnd);
  if (!c) return [];
  const out = [c.fileName, ...c.imports.filter((f) => !entry.has(f))];
  const css = out.flatMap((f) => [
    ...((bundle[f] as (OutputChunk & Meta) | undefined)?.viteMetadata?.importedCss ?? []),
  ]);
  return [...new Set([...out, ...css])].map((f) => `./${f}`);
}

/** preloadScript is the inline script: the route decides which files are asked for. */
export function preloadScript(lists: { editor: string[]; lab: string[]; sandbox: string[]; drills: string[] }): string {
  return `(function () {
  try {
    var h = location.hash, f = [];
    if (/^#\\/lab\\/[^/]+/.test(h)) f = ${JSON.stringify(lists.lab)}.concat(innerWidth >= 700 ? ${JSON.stringify(lists.editor)} : []);
    else if (/^#\\/sandbox(\\/|$)/.test(h)) f = ${JSON.stringify(lists.sandbox)}.concat(${JSON.stringify(lists.editor)});
    else if (/^#\\/drills(\\/|$)/.test(h)) f = ${JSON.stringify(lists.drills)}.concat(${JSON.stringify(lists.editor)});
    f.forEach(function (href) {
      var l = document.createElement("link");
      l.rel = /\\.css$/.test(href) ? "stylesheet" : "modulepreload";
      l.crossOrigin = "";
      l.href = href;
      document.head.appendChild(l);
    });
  } catch (e) {}
})();`;
}

export function editorPreloadPlugin(): Plugin {
  return {
    name: "reconcile-lab-editor-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const entryChunk = Object.values(bundle).find((c): c is OutputChunk => c.type === "chunk" && c.isEntry);
        const entry = new Set([entryChunk?.fileName ?? "", ...(entryChunk?.imports ?? [])]);
        const editor = files(bundle, EDITOR, entry);
        if (editor.length === 0) return;
        const study = files(bundle, STUDY, entry);
        const lists = {
          editor,
          lab: [...files(bundle, LAB_PAGE, entry), ...study],
          sandbox: files(bundle, SANDBOX, entry),
          drills: files(bundle, DRILLS, entry),
        };
        return [{ tag: "script", children: preloadScript(lists), injectTo: "head" }];
      },
    },
  };
}
